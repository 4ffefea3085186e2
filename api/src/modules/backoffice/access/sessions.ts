import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from 'contracts/admin';
import type { DB } from '../../../db/database';
import type { BackofficeRuntime } from '../runtime';
import { parseRoles } from '../staff/queries';

/** The staff session's cookie: its own name, scoped to the back-office's api, never sent cross-site. */
export const STAFF_COOKIE = 'staff_session';
const COOKIE_PATH = '/api/admin';
const SESSIONS = 'staff_sessions';

/** The signed-in staff member as a back-office route sees them (`req.staff`). */
export interface StaffPrincipal {
  id: number;
  mobile: string;
  name: string;
  roles: StaffRole[];
  hasPassword: boolean;
  /** the session's id (the token's hash) */
  sessionId: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function cookieOptions(req: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // req.protocol honours X-Forwarded-Proto only from trusted proxies (TRUST_PROXY)
    secure: req.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

export function clearStaffCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, cookieOptions(req, 0));
}

/**
 * Starts a new session for a staff member who just proved their phone: the session this browser
 * came with (if any) is destroyed first, so a token planted before sign-in is worthless afterwards.
 */
export async function startStaffSession(rt: BackofficeRuntime, req: FastifyRequest, reply: FastifyReply, staffId: number): Promise<string> {
  const now = rt.now();
  const old = req.cookies[STAFF_COOKIE];
  if (old) await rt.db.deleteFrom(SESSIONS).where('id', '=', hashToken(old)).execute();
  // sessions past their limits are worthless: keep the table small without a scheduler
  await rt.db
    .deleteFrom(SESSIONS)
    .where((eb) => eb.or([eb('created_at', '<', iso(now - rt.limits.sessionAbsoluteMs)), eb('last_seen_at', '<', iso(now - rt.limits.sessionIdleMs))]))
    .execute();
  const token = crypto.randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const userAgent = req.headers['user-agent'];
  await rt.db
    .insertInto(SESSIONS)
    .values({ id, staff_id: staffId, created_at: iso(now), last_seen_at: iso(now), ip: req.ip.slice(0, 64), user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null })
    .execute();
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(req, Math.floor(rt.limits.sessionAbsoluteMs / 1000)));
  return id;
}

/**
 * The staff member behind a session cookie, or null when the session is unknown, idle for too long,
 * older than the absolute limit, or its staff member was disabled (then the session is deleted).
 */
export async function resolveStaffSession(rt: BackofficeRuntime, token: string): Promise<StaffPrincipal | null> {
  const now = rt.now();
  const id = hashToken(token);
  const row = await rt.db
    .selectFrom(`${SESSIONS} as s`)
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['s.id as session_id', 's.created_at', 's.last_seen_at', 'st.id', 'st.mobile', 'st.name', 'st.roles', 'st.password_hash', 'st.active'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const idle = now - Date.parse(row.last_seen_at) > rt.limits.sessionIdleMs;
  const tooOld = now - Date.parse(row.created_at) > rt.limits.sessionAbsoluteMs;
  if (idle || tooOld || Number(row.active) !== 1) {
    await rt.db.deleteFrom(SESSIONS).where('id', '=', id).execute();
    return null;
  }
  if (now - Date.parse(row.last_seen_at) >= rt.limits.touchEveryMs) {
    await rt.db.updateTable(SESSIONS).set({ last_seen_at: iso(now) }).where('id', '=', id).execute();
  }
  return {
    id: Number(row.id),
    mobile: String(row.mobile),
    name: String(row.name),
    roles: parseRoles(row.roles),
    hasPassword: !!row.password_hash,
    sessionId: id,
  };
}

/**
 * Of these sessions (ids: the tokens' hashes), the ones still valid now, with their staff member's
 * roles: for a long-lived answer (the leads' event stream) that must end with its session. Read
 * only: unlike a request, this does not count as activity (the idle limit keeps running).
 */
export async function liveStaffSessions(rt: BackofficeRuntime, ids: string[]): Promise<Map<string, StaffRole[]>> {
  if (ids.length === 0) return new Map();
  const now = rt.now();
  const rows = await rt.db
    .selectFrom(`${SESSIONS} as s`)
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['s.id', 's.created_at', 's.last_seen_at', 'st.roles', 'st.active'])
    .where('s.id', 'in', ids)
    .execute();
  const live = rows.filter(
    (r) => Number(r.active) === 1 && now - Date.parse(r.last_seen_at) <= rt.limits.sessionIdleMs && now - Date.parse(r.created_at) <= rt.limits.sessionAbsoluteMs,
  );
  return new Map(live.map((r) => [String(r.id), parseRoles(r.roles)]));
}

export async function endStaffSession(rt: BackofficeRuntime, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[STAFF_COOKIE];
  if (token) await rt.db.deleteFrom(SESSIONS).where('id', '=', hashToken(token)).execute();
  clearStaffCookie(req, reply);
  req.staff = null;
}

/** Ends every session of a staff member (disabled, roles taken away): inside the caller's transaction. */
export async function endSessionsOf(trx: DB, staffId: number, exceptSessionId?: string): Promise<void> {
  let q = trx.deleteFrom(SESSIONS).where('staff_id', '=', staffId);
  if (exceptSessionId) q = q.where('id', '<>', exceptSessionId);
  await q.execute();
}
