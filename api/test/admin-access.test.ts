/**
 * Deny by default: every back-office route the contracts declare is walked with no session, with a
 * shopper's session and with a staff member of every role; each answers as the route's declared
 * roles say (401 without a staff session, 403 with a wrong role, localized). The app refuses to
 * start when a route under /api/admin is registered without roles.
 */
import type { RouteContract } from 'contracts/common';
import * as admin from 'contracts/admin';
import * as orders from 'contracts/admin-orders';
import * as leads from 'contracts/admin-leads';
import * as dashboard from 'contracts/admin-dashboard';
import * as contentAdmin from 'contracts/admin-content';
import { staffRoles, type StaffRole } from 'contracts/admin';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { adminRoute } from '../src/modules/backoffice/public';
import { addOwner, addStaff, signInStaff } from './admin-helpers';
import { loginWithOtp } from './auth-helpers';
import { contractRoutes } from './contract-routes';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

type Access = 'public' | 'staff' | readonly StaffRole[];

/** Every route under /admin in any contract file (admin, admin-catalog, …): a new one is walked too. */
const adminRoutes = contractRoutes.filter(([, c]) => c.url.startsWith('/admin/'));
const key = (c: RouteContract) => `${c.method} /api${c.url}`;

/** What the back-office module's own routes must allow (a change here is a decision, not a refactor). */
const expected: Record<string, Access> = {
  [key(admin.adminRequestOtp)]: 'public',
  [key(admin.adminVerify)]: 'public',
  [key(admin.adminLogout)]: 'public',
  [key(admin.adminSetPassword)]: 'staff',
  [key(admin.adminMe)]: 'staff',
  [key(admin.listStaff)]: ['owner'],
  [key(admin.createStaff)]: ['owner'],
  [key(admin.updateStaff)]: ['owner'],
  [key(admin.listAudit)]: ['owner'],
};

/** The orders' back office (contracts/admin-orders): `orders` change orders, `support` reads them (and may leave a note); stock: catalogue and orders. */
const expectedOrders: Record<string, Access> = {
  [key(orders.adminListOrders)]: ['orders', 'support'],
  [key(orders.adminExportOrders)]: ['orders', 'support'],
  [key(orders.adminGetOrder)]: ['orders', 'support'],
  [key(orders.adminOrderAction)]: ['orders'],
  [key(orders.adminOrderNote)]: ['orders', 'support'],
  [key(orders.adminOrderInvoice)]: ['orders', 'support'],
  [key(orders.adminListHolds)]: ['orders', 'support'],
  [key(orders.adminReleaseHold)]: ['orders'],
  [key(orders.adminAdjustStock)]: ['catalogue', 'orders'],
};

/** The leads inbox (contracts/admin-leads): support (and the owner) read and work every lead. */
const expectedLeads: Record<string, Access> = Object.fromEntries(
  Object.values(leads)
    .filter((v): v is RouteContract => typeof v === 'object' && v !== null && 'url' in v && 'method' in v)
    .map((c) => [key(c), ['support']]),
);

/** The dashboard's parts (contracts/admin-dashboard): sales for those who work the orders, stock for those who keep it. */
const expectedDashboard: Record<string, Access> = {
  [key(dashboard.adminOrdersDashboard)]: ['orders', 'support'],
  [key(dashboard.adminCatalogueDashboard)]: ['catalogue', 'orders'],
};

/** The content's back office (contracts/admin-content): the content staff (and the owner) read and write every route. */
const contentRoutes = (Object.values(contentAdmin) as unknown[]).filter((v): v is RouteContract => typeof v === 'object' && v !== null && 'url' in v && 'method' in v);
const expectedContent: Record<string, Access> = Object.fromEntries(contentRoutes.map((c) => [key(c), ['content']]));

/** A route that answers with an endless event stream: walked with its answer as a stream, closed once its status is known. */
const isEventStream = (c: RouteContract) => typeof c.raw === 'string' && c.raw.startsWith('text/event-stream');

const allows = (access: Access, roles: StaffRole[]) =>
  access === 'public' || access === 'staff' || roles.includes('owner') || access.some((r) => roles.includes(r));

describeEachDb('back-office access', (kind) => {
  let t: TestApp;
  const served = new Map<string, Access>();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      hooks: (app) =>
        app.addHook('onRoute', (r: RouteOptions) => {
          const access = (r.config as { adminAccess?: Access } | undefined)?.adminAccess;
          if (r.url.startsWith('/api/admin') && r.method !== 'HEAD') served.set(`${String(r.method)} ${r.url}`, access as Access);
        }),
    });
  }, 60_000);
  afterAll(() => t.close());

  it('serves every route of contracts/admin with the roles it must have', () => {
    for (const [k, access] of Object.entries(expected)) expect([k, served.get(k)]).toEqual([k, access]);
    expect(Object.keys(expected)).toHaveLength(Object.values(admin).filter((v) => typeof v === 'object' && v && 'url' in v).length);
  });

  it('serves every route of contracts/admin-orders with the roles it must have', () => {
    for (const [k, access] of Object.entries(expectedOrders)) expect([k, served.get(k)]).toEqual([k, access]);
    expect(Object.keys(expectedOrders)).toHaveLength(Object.values(orders).filter((v) => typeof v === 'object' && v && 'url' in v && 'method' in v).length);
  });

  it('serves every route of contracts/admin-leads with the roles it must have', () => {
    expect(Object.keys(expectedLeads)).toHaveLength(9);
    for (const [k, access] of Object.entries(expectedLeads)) expect([k, served.get(k)]).toEqual([k, access]);
  });

  it('serves every route of contracts/admin-dashboard with the roles it must have', () => {
    for (const [k, access] of Object.entries(expectedDashboard)) expect([k, served.get(k)]).toEqual([k, access]);
    expect(Object.keys(expectedDashboard)).toHaveLength(Object.values(dashboard).filter((v) => typeof v === 'object' && v && 'url' in v && 'method' in v).length);
  });

  it('serves every route of contracts/admin-content with the roles it must have', () => {
    expect(Object.keys(expectedContent).length).toBeGreaterThanOrEqual(9);
    for (const [k, access] of Object.entries(expectedContent)) expect([k, served.get(k)]).toEqual([k, access]);
  });

  it('walks every back-office route with no session, a shopper, and every role', async () => {
    const walked = adminRoutes.filter(([, c]) => served.has(key(c)));
    expect(walked.length).toBeGreaterThanOrEqual(Object.keys(expected).length);
    // sign-out last, so it does not end the session the other calls use
    walked.sort(([, a], [, b]) => Number(a === admin.adminLogout) - Number(b === admin.adminLogout));

    const shopper = new Client(t.app);
    await loginWithOtp(shopper, '09120000301', 'Shopper');
    const callers: Array<{ who: string; client: Client; roles: StaffRole[] | null }> = [
      { who: 'nobody', client: new Client(t.app), roles: null },
      { who: 'shopper', client: shopper, roles: null },
    ];
    await addOwner(t, '09120000300');
    const owner = new Client(t.app);
    await signInStaff(owner, t.app, '09120000300');
    callers.push({ who: 'owner', client: owner, roles: ['owner'] });
    let n = 310;
    for (const role of staffRoles.filter((r) => r !== 'owner')) {
      const mobile = `09120000${n++}`;
      await addStaff(t, mobile, [role]);
      const client = new Client(t.app);
      await signInStaff(client, t.app, mobile);
      callers.push({ who: role, client, roles: [role] });
    }

    const wrong: string[] = [];
    for (const [name, c] of walked) {
      const access = served.get(key(c))!;
      const url = `/api${c.url.replace(/:\w+/g, '1')}?lang=en`;
      for (const { who, client, roles } of callers) {
        const want = roles === null ? (access === 'public' ? 'ok' : 401) : allows(access, roles) ? 'ok' : 403;
        if (isEventStream(c) && want === 'ok') {
          // the stream never ends by itself: its status is read, then it is left (the app's close ends it)
          const res = await client.request({ method: c.method, url, payloadAsStream: true });
          res.stream().destroy();
          if (res.statusCode !== 200 || res.headers['content-type'] !== 'text/event-stream') wrong.push(`${name} as ${who}: ${res.statusCode} ${String(res.headers['content-type'])} (want an event stream)`);
          continue;
        }
        // no body: a write the caller may make stops at validation (400), nothing is written
        const res = await client.request({ method: c.method, url });
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : res.statusCode < 500 ? 'ok' : res.statusCode;
        if (got !== want) wrong.push(`${name} as ${who}: ${res.statusCode} (want ${want})`);
        if (typeof got === 'number' && got === want) {
          const body = res.json();
          const text = got === 401 ? 'Please sign in to the back office first.' : 'You are not allowed to do this.';
          if (body.isSuccess !== false || body.messages?.[0]?.item1 !== text) wrong.push(`${name} as ${who}: not a localized refusal: ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('answers the refusals in the request language', async () => {
    const res = await new Client(t.app).get('/api/admin/me?lang=fa');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0]).toEqual({ item1: 'ابتدا وارد پنل مدیریت شوید.', item2: 'admin.signInRequired' });
  });
});

describe('the start-up guard', () => {
  it('refuses to start when a route under /api/admin has no roles', async () => {
    const t = await createTestApp('sqlite');
    try {
      const app = await buildApp({ database: t.database, config: t.config });
      // as another module would: its own encapsulated plugin, a plain route, no adminRoute
      app.register(async (m) => m.get('/admin/orders', async () => ({ ok: true })), { prefix: '/api' });
      await expect(app.ready()).rejects.toThrow(/registered without roles/);
      await app.close().catch(() => undefined);
    } finally {
      await t.close();
    }
  });

  it('lets a route through adminRoute start, and refuses empty roles at once', async () => {
    const t = await createTestApp('sqlite');
    try {
      const app = await buildApp({ database: t.database, config: t.config });
      app.register(async (m) => adminRoute(m, { ...admin.adminMe, url: '/admin/orders-probe' }, { roles: ['orders'] }, async () => ({ isSuccess: true, data: null, messages: [] }) as never), { prefix: '/api' });
      await expect(app.ready()).resolves.toBeDefined();
      await app.close();
      expect(() => adminRoute(t.app, admin.adminMe, { roles: [] }, async () => null as never)).toThrow(/needs roles/);
      expect(() => adminRoute(t.app, { ...admin.adminMe, url: '/orders' }, { roles: ['orders'] }, async () => null as never)).toThrow(/not under/);
    } finally {
      await t.close();
    }
  });
});
