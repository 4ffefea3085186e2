import * as adminContracts from 'contracts/admin';
import * as catalogueContracts from 'contracts/admin-catalog';
import { env, url, openPage, closeAll, smsCode } from '../lib/harness';
import { poll } from '../lib/poll';
import { compose } from '../lib/ssr';
import { ADMIN_CODE, createOwner, freshMobile, signInStaffApi } from '../lib/admin';

/**
 * The back-office's doors (issue 31): deny by default. A `content` staff member gets 403 on every
 * catalogue write and a shopper 401 or 403 on every back-office route, whatever the body; the
 * back-office's pages are noindex, kept out of robots.txt and not in /ru; with mf-admin's server down
 * its page shows the remote's fallback, as the storefront's regions do.
 */
afterAll(closeAll);

type Contract = { method: string; url: string };
const isRoute = (v: unknown): v is Contract => typeof v === 'object' && v !== null && 'method' in v && 'url' in v && 'schema' in v;
const routes = (mod: Record<string, unknown>) => Object.values(mod).filter(isRoute);
const concrete = (u: string) => `/api${u.replace(/:pictureId/g, '1').replace(/:id/g, '1')}`;

const ownerMobile = freshMobile('0912');
const contentMobile = freshMobile('0913');

beforeAll(() => {
  createOwner(ownerMobile, 'مالک آزمون');
});

describe('back-office access', () => {
  it('a content staff member gets 403 on every catalogue write, and reads the catalogue', async () => {
    const owner = await openPage({ width: 1280 });
    await signInStaffApi(owner.context().request, ownerMobile);
    const made = await owner.context().request.post(url('/api/admin/staff?lang=en'), { data: { mobile: contentMobile, name: 'Content Person', roles: ['content'] } });
    expect(made.status()).toBe(200);
    const contentId = (await made.json()).data.id as number;

    const page = await openPage({ width: 1280 });
    const request = page.context().request;
    await signInStaffApi(request, contentMobile);
    const writes = routes(catalogueContracts).filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(14);
    for (const r of writes) {
      const res = await request.fetch(url(`${concrete(r.url)}?lang=en`), { method: r.method, data: {} });
      expect({ route: `${r.method} ${r.url}`, status: res.status() }).toEqual({ route: `${r.method} ${r.url}`, status: 403 });
      expect((await res.json()).messages[0].item1).toBe('You are not allowed to do this.');
    }
    // nothing was written: the audit trail holds nothing by them (other specs' changes share this database)
    const audit = await owner.context().request.get(url(`/api/admin/audit?lang=en&staffId=${contentId}`));
    expect((await audit.json()).data.total).toBe(0);
    // reads are open to every staff member
    expect((await request.get(url('/api/admin/catalog/products?lang=en'))).status()).toBe(200);
    // the staff and audit routes are the owner's
    expect((await request.get(url('/api/admin/staff?lang=en'))).status()).toBe(403);
  });

  it('a shopper gets 401 or 403 on every back-office route', async () => {
    const page = await openPage({ width: 360 });
    const request = page.context().request;
    // a signed-in shopper (the shop's own login by code)
    const mobile = freshMobile('0935');
    expect((await request.post(url('/api/auth/otp?lang=en'), { data: { mobile } })).status()).toBe(200);
    const code = (await smsCode(mobile)).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
    const registered = await request.post(url('/api/auth/register?lang=en'), { data: { mobile, code, fullName: 'Shopper Person' } });
    expect(registered.status()).toBe(200);
    expect((await (await request.get(url('/api/auth/user?lang=en'))).json()).data.mobile).toBe(mobile);
    const all = [...routes(adminContracts), ...routes(catalogueContracts)].filter((r) => !r.url.startsWith('/admin/auth/'));
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const r of all) {
      const res = await request.fetch(url(`${concrete(r.url)}?lang=fa`), { method: r.method, ...(r.method === 'GET' ? {} : { data: {} }) });
      expect({ route: `${r.method} ${r.url}`, refused: [401, 403].includes(res.status()) }).toEqual({ route: `${r.method} ${r.url}`, refused: true });
    }
  });

  it('a back-office page downloads the grid: the marker the budget test looks for finds it there', async () => {
    const page = await openPage({ width: 1280 });
    const owner = freshMobile('0911');
    createOwner(owner, 'Marker Owner');
    await signInStaffApi(page.context().request, owner);
    const texts = new Map<string, Promise<string>>();
    page.on('response', (r) => {
      if (/\.m?js(\?|$)/.test(new URL(r.url()).pathname)) texts.set(r.url(), r.text().catch(() => ''));
    });
    await page.goto(url('/en/admin/products'));
    await page.getByRole('grid').waitFor();
    const matched = [];
    for (const [u, text] of texts) if (ADMIN_CODE.test(await text)) matched.push(u);
    expect(matched.length).toBeGreaterThan(0);
  });

  it('keeps the back-office out of search engines and Russian, and out of robots.txt', async () => {
    for (const p of ['/admin', '/admin/products', '/en/admin/staff']) {
      const res = await fetch(url(p));
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control')).toBe('no-store');
      // browser-rendered: the server sends no back-office markup
      expect(await res.text()).not.toContain('data-remote="mf_admin"');
    }
    expect((await fetch(url('/ru/admin'))).status).toBe(404);
    const robots = await (await fetch(url('/robots.txt'))).text();
    for (const p of ['/admin', '/en/admin']) expect(robots).toContain(`Disallow: ${p}\n`);
    const page = await openPage({ width: 360 });
    await page.goto(url('/admin'));
    await poll(() => page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('shows the remote’s fallback with a retry when mf-admin’s server is down, and comes back', async () => {
    const version = '1.0.0';
    const dead = `http://localhost:${env.ports.mf_admin + 20}`;
    try {
      const set = compose('set', 'mf_admin', version, '--server', dead, '--no-check');
      expect({ status: set.status, stderr: set.stderr }).toEqual({ status: 0, stderr: '' });
      const page = await openPage({ width: 360 });
      await page.goto(url('/admin'));
      const fallback = page.locator('[data-testid="fallback-mf_admin"]');
      await fallback.waitFor();
      expect(await fallback.getByRole('button').count()).toBeGreaterThan(0);
      expect(page.errors).toEqual([]);
    } finally {
      compose('set', 'mf_admin', version, '--server', `http://localhost:${env.ports.mf_admin}`, '--no-check');
    }
    const page = await openPage({ width: 360 });
    await page.goto(url('/admin'));
    // the back-office is back: its sign-in form
    await page.getByRole('heading', { name: 'ورود کارکنان' }).waitFor();
  });
});
