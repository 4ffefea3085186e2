import type { FastifyInstance } from 'fastify';

/** The auth module's routes, registered under the /api prefix (encapsulated). */
export default async function authModule(_app: FastifyInstance) {}

/**
 * Registered at the root (not encapsulated) before every module: attaches req.user and
 * req.sessionId from the session cookie for all routes.
 */
export async function sessionPlugin(_app: FastifyInstance) {}
