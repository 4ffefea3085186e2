/**
 * The back office's customers (issue 35 item 4, contracts/admin-customers): search by mobile in any
 * digits or by name, one customer with orders, addresses and likes, blocking (every session ends at
 * once, sign-in refused with a localized 403) and unblocking, roles, bad input that changes nothing,
 * and the audit trail. On a real SQLite file and on PostgreSQL; the Redis session store at the end.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { paidOrder, staffClient } from './admin-orders-fixtures';
import { loginWithOtp, requestOtp } from './auth-helpers';
import { cartTestApp, makeProduct, shopper } from './cart-fixtures';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';
import { sessionIdOf } from '../src/modules/auth/sessions/store';

const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const arabic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

const BLOCKED = {
  fa: 'این حساب مسدود شده است؛ لطفاً با فروشگاه تماس بگیرید.',
  en: 'This account is blocked; please call the shop.',
  ru: 'Этот аккаунт заблокирован; позвоните, пожалуйста, в магазин.',
};

describeEachDb('back-office customers', (kind) => {
  let t: TestApp;
  let support: Client;
  let supportId: number;
  let orders: Client;
  let catalogue: Client;
  let owner: Client;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    ({ client: support, id: supportId } = await staffClient(t, ['support'], 'Maryam Support'));
    ({ client: orders } = await staffClient(t, ['orders'], 'Nima Orders'));
    ({ client: catalogue } = await staffClient(t, ['catalogue', 'content'], 'Reza Catalogue'));
    ({ client: owner } = await staffClient(t, ['owner'], 'Shop Owner'));
  }, 60_000);
  afterAll(() => t.close());

  const list = (c: Client, query: string) => c.get(`/api/admin/customers?lang=en&${query}`);
  const detail = (c: Client, id: number, lang = 'en') => c.get(`/api/admin/customers/${id}?lang=${lang}`);
  const block = (c: Client, id: number, body: unknown, lang = 'en') => c.post(`/api/admin/customers/${id}/block?lang=${lang}`, body);
  const unblock = (c: Client, id: number, lang = 'en') => c.post(`/api/admin/customers/${id}/unblock?lang=${lang}`);
  const audit = (id: number) =>
    t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'customer').where('entity_id', '=', String(id)).orderBy('id').execute();
  const blockedAt = async (id: number) => (await t.database.db.selectFrom('users').select('blocked_at').where('id', '=', id).executeTakeFirstOrThrow()).blocked_at;
  const sessionsOf = async (id: number) => (await t.database.db.selectFrom('auth_sessions').select('id').where('user_id', '=', id).execute()).length;

  /** Signs in with a fresh code as the shop's login screen does: the answer, whatever it is. */
  async function login(c: Client, mobile: string, lang = 'en') {
    const code = await requestOtp(c, mobile);
    return c.post(`/api/auth/login?lang=${lang}`, { mobile, code });
  }

  describe('search', () => {
    let sara: { id: number; mobile: string };
    let ali: { id: number; mobile: string };
    beforeAll(async () => {
      const p = await makeProduct(t);
      const s = await paidOrder(t, p, { fullName: 'Sara Searchable' });
      sara = { id: s.user.id, mobile: s.user.mobile };
      // named with Arabic yeh and kaf: kept with the Persian letters
      const a = await shopper(t, 'علي كاظمی');
      ali = { id: a.user.id, mobile: a.user.mobile };
    }, 60_000);

    it('finds a customer by mobile typed in Persian, Arabic-Indic or Latin digits, whole or in part, with +98 or spaces', async () => {
      const tail = sara.mobile.slice(-7);
      for (const q of [persian(sara.mobile), arabic(sara.mobile), `+98 ${sara.mobile.slice(1, 4)} ${sara.mobile.slice(4)}`, `0098${sara.mobile.slice(1)}`, persian(tail)]) {
        const res = await list(support, `q=${encodeURIComponent(q)}`);
        expect([q, res.statusCode]).toEqual([q, 200]);
        const ids = res.json().data.items.map((r: { id: number }) => r.id);
        expect([q, ids]).toEqual([q, [sara.id]]);
      }
      const row = (await list(support, `q=${encodeURIComponent(persian(sara.mobile))}`)).json().data;
      expect(row).toMatchObject({ total: 1, page: 1, pageSize: 50, pageCount: 1 });
      expect(row.items[0]).toEqual({ id: sara.id, name: 'Sara Searchable', mobile: sara.mobile, createdAt: expect.any(String), blocked: false, orderCount: 1, lastOrderAt: expect.any(String) });
    });

    it('finds a customer by part of the name, in any case and with either yeh or kaf', async () => {
      expect((await list(orders, 'q=searchable')).json().data.items.map((r: { id: number }) => r.id)).toEqual([sara.id]);
      for (const q of ['علی کاظ', 'علي كاظ', 'كاظمي']) {
        const items = (await list(orders, `q=${encodeURIComponent(q)}`)).json().data.items;
        expect([q, items.map((r: { id: number }) => r.id)]).toEqual([q, [ali.id]]);
        expect(items[0]).toMatchObject({ name: 'علی کاظمی', orderCount: 0, lastOrderAt: null, blocked: false });
      }
      expect((await list(orders, `q=${encodeURIComponent('nobody like this')}`)).json().data).toMatchObject({ items: [], total: 0, pageCount: 0 });
      // LIKE's wildcards are not wildcards here
      expect((await list(orders, 'q=%25')).json().data.total).toBe((await list(orders, '')).json().data.total);
    });

    it('pages the list newest account first', async () => {
      const all = (await list(support, 'pageSize=200')).json().data;
      expect(all.total).toBeGreaterThanOrEqual(2);
      const ids = all.items.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      const second = (await list(support, 'pageSize=1&page=2')).json().data;
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total, pageCount: all.total, items: [{ id: ids[1] }] });
    });
  });

  it('shows one customer with orders, addresses and liked products named in the language asked for', async () => {
    const p = await makeProduct(t, { name: 'Liked extinguisher' });
    const { c, user, id: orderId } = await paidOrder(t, p, { count: 2, fullName: 'Sara Detail' });
    expect((await c.post('/api/products/like', { productId: p })).statusCode).toBe(200);

    const res = await detail(orders, user.id);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: user.id, name: 'Sara Detail', mobile: user.mobile, hasPassword: false, block: null });
    expect(d.addresses).toEqual([{ id: expect.any(Number), recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr St., No. 12', postalCode: '1234567890', isDefault: true }]);
    expect(d.orders).toEqual({ total: 1, items: [{ id: orderId, status: 'paid', paymentMethod: 'online', payable: expect.any(Number), itemCount: 2, createdAt: expect.any(String), paidAt: expect.any(String) }] });
    expect(d.likes).toEqual([expect.objectContaining({ id: p, name: 'Liked extinguisher', active: true })]);
    const fa = (await detail(support, user.id, 'fa')).json().data;
    expect(fa.likes[0].name).toMatch(/^کپسول /);

    const missing = await detail(support, 999_999, 'fa');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages[0]).toEqual({ item1: 'این مشتری وجود ندارد.', item2: 'customers.notFound' });
  });

  it('blocking ends every session of the shopper at once and refuses their sign-in, localized; unblocking lets them in again', async () => {
    const s = await shopper(t, 'Blocked Shopper');
    const other = new Client(t.app);
    await loginWithOtp(other, s.user.mobile);
    expect((await s.c.get('/api/auth/user')).json().data.id).toBe(s.user.id);
    expect(await sessionsOf(s.user.id)).toBe(2);

    const res = await block(support, s.user.id, { reason: '  Fake orders,\n  again  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.block).toEqual({ at: expect.any(String), by: { id: supportId, name: 'Maryam Support' }, reason: 'Fake orders, again' });
    expect(await sessionsOf(s.user.id)).toBe(0);

    // both browsers are guests at their next request: the session and its hint are forgotten
    for (const c of [s.c, other]) {
      const me = await c.get('/api/auth/user');
      expect(me.json().data).toBeNull();
      expect(c.cookies.has('sid')).toBe(false);
      expect(c.cookies.has('signedIn')).toBe(false);
    }
    expect((await s.c.get('/api/productOrder/list')).statusCode).toBe(401);
    expect((await other.get('/api/cart/addresses')).statusCode).toBe(401);

    // a code login, a code check and a registration are refused with the same words, in every language
    for (const lang of ['fa', 'en', 'ru'] as const) {
      const refused = await login(s.c, s.user.mobile, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ isSuccess: false, data: null, messages: [{ item1: BLOCKED[lang], item2: 'auth.blocked' }] });
      expect(s.c.cookies.has('sid')).toBe(false);
    }
    const code = await requestOtp(s.c, persian(s.user.mobile));
    const checked = await s.c.post('/api/auth/checkOtp?lang=en', { mobile: s.user.mobile, code });
    expect([checked.statusCode, checked.json().messages[0].item2]).toEqual([403, 'auth.blocked']);
    const registered = await s.c.post('/api/auth/register?lang=en', { mobile: s.user.mobile, code, fullName: 'Someone Else' });
    expect([registered.statusCode, registered.json().messages[0].item2]).toEqual([403, 'auth.blocked']);
    // a wrong code is told as wrong, not as blocked: nobody learns that a number is blocked without its code
    const wrong = await s.c.post('/api/auth/login?lang=en', { mobile: s.user.mobile, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().messages[0].item2).toBe('auth.codeWrong');
    expect(await sessionsOf(s.user.id)).toBe(0);

    // a session that slipped through (started while the block was being written) opens nothing either
    const { token: late } = await t.app.auth.sessions.create(s.user.id, Date.now(), 60_000);
    const slipped = new Client(t.app);
    slipped.cookies.set('sid', late);
    expect((await slipped.get('/api/auth/user')).json().data).toBeNull();
    expect(slipped.cookies.has('sid')).toBe(false);
    expect(await sessionsOf(s.user.id)).toBe(0);

    // blocked twice: 409, nothing changed
    const again = await block(owner, s.user.id, { reason: 'again' });
    expect([again.statusCode, again.json().messages[0].item2]).toEqual([409, 'customers.alreadyBlocked']);
    expect((await detail(support, s.user.id)).json().data.block.reason).toBe('Fake orders, again');
    expect((await list(support, `q=${s.user.mobile}`)).json().data.items[0].blocked).toBe(true);

    const lifted = await unblock(support, s.user.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.block).toBeNull();
    const back = await login(s.c, s.user.mobile);
    expect(back.statusCode).toBe(200);
    expect((await s.c.get('/api/auth/user')).json().data.id).toBe(s.user.id);
    const twice = await unblock(support, s.user.id, 'fa');
    expect([twice.statusCode, twice.json().messages[0]]).toEqual([409, { item1: 'این مشتری مسدود نیست.', item2: 'customers.notBlocked' }]);

    // the trail: who blocked and unblocked, before and after, no password hash
    const trail = await audit(s.user.id);
    expect(trail.map((a) => [a.action, Number(a.staff_id)])).toEqual([
      ['block', supportId],
      ['unblock', supportId],
    ]);
    expect(JSON.parse(String(trail[0].before_json))).toMatchObject({ id: s.user.id, mobile: s.user.mobile, blockedAt: null, blockedReason: null });
    expect(JSON.parse(String(trail[0].after_json))).toMatchObject({ blockedAt: expect.any(String), blockedBy: supportId, blockedReason: 'Fake orders, again' });
    expect(JSON.parse(String(trail[1].after_json))).toMatchObject({ blockedAt: null, blockedBy: null, blockedReason: null });
    expect(trail.map((a) => `${a.before_json}${a.after_json}`).join()).not.toMatch(/password|scrypt/);
  });

  it('refuses a password sign-in of a blocked shopper only after the right password', async () => {
    const s = await shopper(t, 'Password Shopper');
    const password = 'Correct-Horse-77';
    expect((await s.c.post('/api/auth/password', { password })).statusCode).toBe(200);
    expect((await block(support, s.user.id, { reason: 'Chargebacks' })).statusCode).toBe(200);
    const c = new Client(t.app);
    const wrong = await c.post('/api/auth/login?lang=en', { mobile: s.user.mobile, password: 'Wrong-Horse-77' });
    expect([wrong.statusCode, wrong.json().messages[0].item2]).toEqual([400, 'auth.wrongPassword']);
    const right = await c.post('/api/auth/login?lang=en', { mobile: s.user.mobile, password });
    expect([right.statusCode, right.json().messages[0].item2]).toEqual([403, 'auth.blocked']);
    expect(c.cookies.has('sid')).toBe(false);
    // what the lookup tells anyone is unchanged: an account with a password
    expect((await c.post('/api/auth/userDetail', { mobile: s.user.mobile })).json().data).toMatchObject({ exists: true, hasPassword: true });
  });

  it('lets orders and support read, only support and the owner block; others get a localized 403, nothing changed', async () => {
    const s = await shopper(t, 'Role Check');
    for (const c of [orders, support, owner]) {
      expect((await list(c, '')).statusCode).toBe(200);
      expect((await detail(c, s.user.id)).statusCode).toBe(200);
    }
    for (const [c, lang] of [
      [catalogue, 'en'],
      [orders, 'fa'],
    ] as const) {
      const refused = await block(c, s.user.id, { reason: 'not mine to block' }, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messages[0].item2).toBe('admin.forbidden');
      expect(refused.json().messages[0].item1).toBe(lang === 'fa' ? 'شما اجازهٔ این کار را ندارید.' : 'You are not allowed to do this.');
      expect((await unblock(c, s.user.id)).statusCode).toBe(403);
    }
    expect((await list(catalogue, '')).statusCode).toBe(403);
    expect((await detail(catalogue, s.user.id)).statusCode).toBe(403);
    // a shopper's session is not a staff session, and no session is none
    for (const c of [s.c, new Client(t.app)]) {
      const res = await block(c, s.user.id, { reason: 'x' });
      expect([res.statusCode, res.json().messages[0].item2]).toEqual([401, 'admin.signInRequired']);
      expect((await list(c, '')).statusCode).toBe(401);
    }
    expect(await blockedAt(s.user.id)).toBeNull();
    expect((await s.c.get('/api/auth/user')).json().data.id).toBe(s.user.id);
    expect(await audit(s.user.id)).toEqual([]);
  });

  it('answers bad input with a localized 400 and changes nothing', async () => {
    const s = await shopper(t, 'Bad Input');
    const cases: Array<[unknown, string]> = [
      [{}, 'common.requiredField'],
      [{ reason: '' }, 'common.invalidField'],
      [{ reason: ' \n\t ' }, 'common.requiredField'],
      [{ reason: 'x'.repeat(501) }, 'common.invalidField'],
      [{ reason: ['a', 'b'] }, 'common.invalidField'],
      [{ reason: 'ok', extra: true }, 'common.badRequest'],
    ];
    for (const [body, code] of cases) {
      const res = await block(support, s.user.id, body, 'fa');
      expect([JSON.stringify(body).slice(0, 40), res.statusCode, res.json().messages[0].item2]).toEqual([JSON.stringify(body).slice(0, 40), 400, code]);
      expect(res.json().messages[0].item1).toMatch(/[\u0600-\u06FF]/);
    }
    for (const url of ['/api/admin/customers/abc', '/api/admin/customers/0', '/api/admin/customers?pageSize=0', '/api/admin/customers?page=0', `/api/admin/customers?q=${'9'.repeat(101)}`]) {
      expect([url, (await support.get(url)).statusCode]).toEqual([url, 400]);
    }
    expect((await block(support, 999_999, { reason: 'nobody' })).statusCode).toBe(404);
    expect((await unblock(support, 999_999)).statusCode).toBe(404);
    // a reason of exactly 500 characters is fine
    expect((await block(support, s.user.id, { reason: 'ی'.repeat(500) })).statusCode).toBe(200);
    const trail = await audit(s.user.id);
    expect(trail.map((a) => a.action)).toEqual(['block']);
  });
});

describe('back-office customers with sessions in Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    process.env.AUTH_REDIS_PREFIX = prefix;
    t = await createTestApp('sqlite', { config: { redisUrl: REDIS_URL } });
    redis = new Redis(REDIS_URL);
  }, 60_000);
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await t.close();
    delete process.env.AUTH_REDIS_PREFIX;
  });

  it('ends the shopper’s sessions in Redis in the block', async () => {
    expect(t.app.auth.sessions.kind).toBe('redis');
    const { client: support } = await staffClient(t, ['support'], 'Redis Support');
    const a = new Client(t.app);
    const b = new Client(t.app);
    const { user } = await loginWithOtp(a, '09187650001', 'Redis Blocked');
    await loginWithOtp(b, '09187650001');
    const keys = [a, b].map((c) => `${prefix}s:${sessionIdOf(c.cookies.get('sid')!)}`);
    expect(await redis.exists(...keys)).toBe(2);

    expect((await support.post(`/api/admin/customers/${user.id}/block`, { reason: 'Abuse' })).statusCode).toBe(200);
    expect(await redis.exists(...keys)).toBe(0);
    expect(await redis.smembers(`${prefix}u:${user.id}`)).toEqual([]);
    expect((await a.get('/api/auth/user')).json().data).toBeNull();
    expect((await b.get('/api/auth/user')).json().data).toBeNull();
  });
});
