import type { FastifyInstance } from 'fastify';
import type { StaffRole } from 'contracts/admin';
import { createStaffMember, ensureOwner } from '../src/modules/backoffice/staff/service';
import { lastSandboxCode } from './auth-helpers';
import type { Client, TestApp } from './helpers';

/** Adds an active owner straight in the database (what the create-owner command does); answers the id. */
export async function addOwner(t: TestApp, mobile: string, name = 'Test Owner'): Promise<number> {
  return Number((await ensureOwner(t.database.db, mobile, name, Date.now())).staff.id);
}

/** Adds an active staff member with these roles, as an owner would; answers the id. */
export async function addStaff(t: TestApp, mobile: string, roles: StaffRole[], name = 'Test Staff'): Promise<number> {
  return Number((await createStaffMember(t.database.db, { mobile, name, roles }, { staffId: null, ip: 'test' }, Date.now())).id);
}

/**
 * Runs `fn` with the code-sending limits lifted (the cooldown and the hourly counts), as the shoppers'
 * test helper does: suites sign many staff in from one address within seconds.
 */
export async function withSendLimitsLifted<T>(app: FastifyInstance, fn: () => Promise<T>): Promise<T> {
  const limits = app.auth.limits;
  const saved = { otpResendCooldownMs: limits.otpResendCooldownMs, otpPerMobile: limits.otpPerMobile, otpPerIp: limits.otpPerIp };
  limits.otpResendCooldownMs = 0;
  limits.otpPerMobile = { ...limits.otpPerMobile, max: Number.MAX_SAFE_INTEGER };
  limits.otpPerIp = { ...limits.otpPerIp, max: Number.MAX_SAFE_INTEGER };
  try {
    return await fn();
  } finally {
    Object.assign(limits, saved);
  }
}

/** Asks for a staff code and reads it from the sandbox outbox. */
export async function staffCode(client: Client, app: FastifyInstance, mobile: string): Promise<string> {
  return withSendLimitsLifted(app, async () => {
    const sent = await client.post('/api/admin/auth/otp', { mobile });
    if (sent.statusCode !== 200) throw new Error(`admin otp for ${mobile}: ${sent.statusCode} ${sent.body}`);
    return lastSandboxCode(client, mobile);
  });
}

/** Signs the client in to the back-office through the real flow (code, then password when given). */
export async function signInStaff(client: Client, app: FastifyInstance, mobile: string, password?: string) {
  const code = await staffCode(client, app, mobile);
  const res = await client.post('/api/admin/auth/verify', { mobile, code, ...(password ? { password } : {}) });
  if (res.statusCode !== 200) throw new Error(`admin sign-in for ${mobile}: ${res.statusCode} ${res.body}`);
  return res;
}
