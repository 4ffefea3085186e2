/**
 * A bounded fuzz over every route the contracts declare: wrong types, out-of-range numbers, long and
 * hostile strings in every path parameter, query field and body field, plus malformed bodies. No
 * answer may be a 5xx, every JSON route answers in the envelope, and the api still serves afterwards.
 * Deterministic (fixed values, no randomness) and bounded (at most PER_ROUTE cases a route).
 */
import type { TSchema } from '@sinclair/typebox';
import type { RouteContract } from 'contracts/common';
import { loginWithOtp } from './auth-helpers';
import { addOwner, signInStaff } from './admin-helpers';
import { contractRoutes } from './contract-routes';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

const PER_ROUTE = 90;

const VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2, // past what a double holds exactly
  1e308,
  '',
  'x',
  '۱۲۳',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'ا'.repeat(3000),
  {},
  [],
  [1, 2, 3],
  { __proto__: { admin: true } },
];

const routes = contractRoutes;

const propsOf = (schema: TSchema | undefined): string[] => Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {});
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

interface Case {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The cases of one route: each value in each parameter, query field and body field, and bad bodies. */
function casesOf(c: RouteContract): Case[] {
  const params = c.url.match(/:\w+/g) ?? [];
  const fill = (override?: [string, unknown]) =>
    c.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(override && override[0] === name ? asText(override[1]) : '1'));
  const out: Case[] = [];
  for (const p of params) for (const v of VALUES) out.push({ url: fill([p.slice(1), v]) });
  for (const q of propsOf(c.schema.querystring)) for (const v of VALUES) out.push({ url: `${fill()}?${encodeURIComponent(q)}=${encodeURIComponent(asText(v))}` });
  if (c.method !== 'GET' && c.method !== 'DELETE') {
    for (const b of propsOf(c.schema.body)) for (const v of VALUES) out.push({ url: fill(), payload: { [b]: v } });
    out.push({ url: fill(), payload: '{"unterminated', headers: { 'content-type': 'application/json' } });
    out.push({ url: fill(), payload: '[]', headers: { 'content-type': 'application/json' } });
    out.push({ url: fill(), payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    out.push({ url: fill(), payload: JSON.stringify({ deep: JSON.parse('['.repeat(500) + ']'.repeat(500)) }), headers: { 'content-type': 'application/json' } });
  }
  // spread the cap over the route's inputs rather than keeping only the first ones
  if (out.length <= PER_ROUTE) return out;
  const step = out.length / PER_ROUTE;
  return Array.from({ length: PER_ROUTE }, (_v, i) => out[Math.floor(i * step)]);
}

describeEachDb('fuzz over every route', (kind) => {
  let t: TestApp;
  let shopper: Client;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    shopper = new Client(t.app);
    await loginWithOtp(shopper, '09120000077', 'Fuzz Tester');
  }, 60_000);
  afterAll(() => t.close());

  it('answers every malformed input below 500, in the envelope, and keeps serving', async () => {
    const failures: string[] = [];
    let count = 0;
    let owners = 0;
    let afterAdmin = false;
    for (const [name, c] of routes) {
      // back-office routes as a signed-in owner (a shopper only meets the 401 before any input is read);
      // a fresh owner for each route, as a case may sign out, set a password or rename them
      let client = shopper;
      if (c.url.startsWith('/admin/')) {
        afterAdmin = true;
        const mobile = `0912${String(1_000_000 + owners++).padStart(7, '0')}`;
        await addOwner(t, mobile, 'Fuzz Owner');
        client = new Client(t.app);
        await signInStaff(client, t.app, mobile);
      } else if (afterAdmin) {
        // a back-office case may have blocked the shopper (admin-customers: a valid reason for customer
        // 1), which ended their session: lift it and sign them in again, so the shopper's routes are
        // still walked signed in
        afterAdmin = false;
        await t.database.db.updateTable('users').set({ blocked_at: null, blocked_by: null, blocked_reason: null }).execute();
        await loginWithOtp(shopper, '09120000077', 'Fuzz Tester');
      }
      for (const k of casesOf(c)) {
        count++;
        const res = await client.request({ method: c.method, url: `/api${k.url}`, payload: k.payload as string, headers: k.headers });
        if (res.statusCode >= 500) failures.push(`${name} ${c.method} ${k.url.slice(0, 80)} ${asText(k.payload).slice(0, 60)} → ${res.statusCode}`);
        else if (!c.raw && res.headers['content-type']?.toString().includes('json')) {
          const body = res.json() as { isSuccess?: unknown; messages?: unknown };
          if (typeof body.isSuccess !== 'boolean' || !Array.isArray(body.messages)) failures.push(`${name} ${k.url.slice(0, 80)}: not an envelope`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(1000);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 180_000);
});
