import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { RouteContract, RouteSchema } from 'contracts/common';
import type { StaffRole } from 'contracts/admin';
import { forbidden, unauthorized } from '../../../lib/errors';
import { handle, type ContractHandler, type ExtraOptions } from '../../../lib/route';
import { clearStaffCookie, resolveStaffSession, STAFF_COOKIE, type StaffPrincipal } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in staff member on a back-office route (null elsewhere and for everyone else) */
    staff: StaffPrincipal | null;
  }
}

/**
 * Who may call a back-office route: `public` (the sign-in steps only), `staff` (any signed-in staff
 * member: their own profile, sign-out), or the roles allowed (the owner always is).
 */
export type AdminAccess = 'public' | 'staff' | readonly StaffRole[];

/** Where a route's access is kept (route config), so the start-up guard can find routes without one. */
const ACCESS_KEY = 'adminAccess';
/** Every back-office route's path starts with this (after the api's /api prefix). */
export const ADMIN_PREFIX = '/admin/';

function validAccess(access: unknown): access is AdminAccess {
  return access === 'public' || access === 'staff' || (Array.isArray(access) && access.length > 0);
}

/** The route's hook: a staff session from the cookie, then the role check. Runs before the body is read. */
function guardFor(access: AdminAccess): onRequestHookHandler {
  return async function guard(req: FastifyRequest, reply: FastifyReply) {
    const token = req.cookies[STAFF_COOKIE];
    req.staff = token ? await resolveStaffSession(req.server.backoffice, token) : null;
    // an unknown or expired token: the browser should stop sending it
    if (token && !req.staff) clearStaffCookie(req, reply);
    if (access === 'public') return;
    // a shopper's session (req.user) is not a staff session
    if (!req.staff) throw unauthorized('admin.signInRequired');
    if (access === 'staff') return;
    const roles = req.staff.roles;
    if (roles.includes('owner') || access.some((r) => roles.includes(r))) return;
    throw forbidden('admin.forbidden');
  };
}

/**
 * Registers a back-office route: the contract's schemas as `handle` does, plus the staff session and
 * role check before anything else runs. The only way to add a route under /api/admin (the start-up
 * guard refuses any other), for this module and every other one.
 */
export function adminRoute<S extends RouteSchema>(
  app: FastifyInstance,
  contract: RouteContract<S>,
  opts: { roles: AdminAccess },
  handler: ContractHandler<S>,
  extra: ExtraOptions = {},
): void {
  if (!contract.url.startsWith(ADMIN_PREFIX)) throw new Error(`adminRoute: ${contract.url} is not under ${ADMIN_PREFIX}`);
  if (!validAccess(opts.roles)) throw new Error(`adminRoute: ${contract.method} ${contract.url} needs roles ('public', 'staff' or a non-empty list)`);
  const own = extra.onRequest ? (Array.isArray(extra.onRequest) ? extra.onRequest : [extra.onRequest]) : [];
  handle(app, contract, handler, {
    ...extra,
    onRequest: [guardFor(opts.roles), ...own],
    config: { ...(extra.config ?? {}), [ACCESS_KEY]: opts.roles },
  } as ExtraOptions);
}

/** The signed-in staff member (a route with roles always has one; this narrows the type). */
export function requireStaff(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw unauthorized('admin.signInRequired');
  return req.staff;
}

/**
 * The start-up guard (an onRoute hook on the root): a route under /api/admin registered without
 * `adminRoute` has no roles, and the app refuses to start rather than serve it to anyone.
 */
export function refuseUnguardedAdminRoutes(apiPrefix: string) {
  const prefix = `${apiPrefix}${ADMIN_PREFIX}`;
  return (route: RouteOptions) => {
    const url = route.url ?? '';
    if (!url.startsWith(prefix) && url !== prefix.slice(0, -1)) return;
    const access = (route.config as Record<string, unknown> | undefined)?.[ACCESS_KEY];
    if (!validAccess(access)) {
      throw new Error(`back-office route ${String(route.method)} ${url} was registered without roles: register it with adminRoute (backoffice/public.ts)`);
    }
  };
}
