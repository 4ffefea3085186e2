import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** The logged-in shopper as the auth module attaches it to each request (null for guests): contracts/auth. */
import type { SessionUser } from 'contracts/auth';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export function requireUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
