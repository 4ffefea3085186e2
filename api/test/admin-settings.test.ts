/**
 * The shop's settings in the back office (contracts/admin-settings, issue 35 item 3): the owner alone
 * reads and changes the VAT percent, the company's details, delivery methods and discount codes; the
 * environment's VAT_PERCENT and CONTACT_* are first-run defaults; a saved change is used by the next
 * request of every api instance (no restart); each write is audited; bad input is a localized 400 and
 * a wrong role a 403, with nothing changed. On SQLite and PostgreSQL.
 */
import type { InjectOptions } from 'fastify';
import * as c from 'contracts/admin-settings';
import type { RouteContract } from 'contracts/common';
import { staffRoles } from 'contracts/admin';
import { buildApp } from '../src/app';
import { seedCart } from '../src/modules/cart/seed';
import { addOwner, addStaff, signInStaff } from './admin-helpers';
import { cart, makeProduct, orderRow, placedOrder } from './cart-fixtures';
import { loginWithOtp } from './auth-helpers';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

const routes = (Object.values(c) as unknown[]).filter((v): v is RouteContract => typeof v === 'object' && v !== null && 'method' in v && 'url' in v);
const concrete = (r: RouteContract) => `/api${r.url.replace(':id', '1')}`;

const COMPANY: c.CompanyDetails = {
  email: 'sales@isfahan-fire.example',
  phones: ['031-32000000', '۰۳۱-۳۲۰۰۰۰۰۱'],
  mobile: '09131112233',
  postalCode: '8134567890',
  address: { fa: 'اصفهان، خیابان چهارباغ، پلاک ۸', en: '8 Chaharbagh St, Isfahan', ru: '' },
  hours: { fa: 'شنبه تا چهارشنبه ۹ تا ۱۷', en: 'Saturday to Wednesday 9–17', ru: 'Суббота–среда 9–17' },
  location: { lat: 32.6539, lng: 51.666 },
};

describeEachDb('back office: shop settings', (kind) => {
  let t: TestApp;
  let owner: Client;
  let productId: number;
  const others: Array<{ role: string; client: Client }> = [];
  let shopper: Client;
  const db = () => t.database.db;
  const audit = () => db().selectFrom('audit_log').selectAll().orderBy('id').execute();
  const as = (client: Client, method: string, url: string, payload?: unknown, lang = 'en') =>
    client.request({ method: method as 'GET', url: `/api/admin/settings${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, payload: payload as InjectOptions['payload'] });
  const settings = async () => (await as(owner, 'GET', '/shop')).json().data as c.ShopSettings;
  const basket = async (client: Client) => {
    const res = await cart(client, 14, {}, 'en');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const contact = async (lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/info?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    return { data: res.json().data, version: Number(res.headers['x-catalog-version']) };
  };
  const snapshot = async () => ({
    settings: await settings(),
    methods: await db().selectFrom('delivery_methods').selectAll().orderBy('id').execute(),
    codes: await db().selectFrom('discount_codes').selectAll().orderBy('id').execute(),
    audit: (await audit()).length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { VAT_PERCENT: '9', CONTACT_EMAIL: 'first-run@atashimen.example' } });
    await seedCart(t.database, t.config);
    productId = await makeProduct(t, { price: 10_000_000, stock: 50 });
    await addOwner(t, '09120000501');
    owner = new Client(t.app);
    await signInStaff(owner, t.app, '09120000501');
    let n = 510;
    for (const role of staffRoles.filter((r) => r !== 'owner')) {
      const mobile = `09120000${n++}`;
      await addStaff(t, mobile, [role]);
      const client = new Client(t.app);
      await signInStaff(client, t.app, mobile);
      others.push({ role, client });
    }
    shopper = new Client(t.app);
    await loginWithOtp(shopper, '09120000599', 'Settings Shopper');
  }, 60_000);
  afterAll(() => t.close());

  it('uses the environment until something is saved, and says so', async () => {
    const s = await settings();
    expect(s.vatPercent).toBe(9);
    expect(s.company.email).toBe('first-run@atashimen.example');
    expect(s.defaults).toEqual({ vatPercent: 9, company: t.config.contact });
    expect(s.fromEnvironment).toEqual({ vatPercent: true, company: true });
    expect(s.updatedAt).toEqual({ vatPercent: null, company: null });
    expect((await contact()).data.email).toBe('first-run@atashimen.example');
    const guest = new Client(t.app);
    await cart(guest, 1, { productItemId: productId, count: 1 });
    expect((await basket(guest)).totals.vatPercent).toBe(9);
  });

  it(`refuses every other role (403) and shoppers and visitors (401) on all ${routes.length} routes, changing nothing`, async () => {
    expect(routes).toHaveLength(8);
    const before = await snapshot();
    for (const r of routes) {
      for (const { role, client } of others) {
        const res = await client.request({ method: r.method, url: concrete(r), payload: r.method === 'GET' ? undefined : {} });
        expect([r.url, role, res.statusCode, res.json().messages[0].item2]).toEqual([r.url, role, 403, 'admin.forbidden']);
      }
      expect((await shopper.request({ method: r.method, url: concrete(r), payload: r.method === 'GET' ? undefined : {} })).statusCode).toBe(401);
      expect((await new Client(t.app).request({ method: r.method, url: concrete(r), payload: r.method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
    const fa = await others[0].client.request({ method: 'PUT', url: '/api/admin/settings/shop?lang=fa', payload: { vatPercent: 50, company: COMPANY } });
    expect(fa.json().messages[0]).toEqual({ item1: 'شما اجازهٔ این کار را ندارید.', item2: 'admin.forbidden' });
    expect(await snapshot()).toEqual(before);
  });

  it('VAT and the company: saved, audited, and used by the next request of every instance without a restart', async () => {
    const guest = new Client(t.app);
    await cart(guest, 1, { productItemId: productId, count: 1 });
    const versionBefore = (await contact()).version;
    const auditBefore = (await audit()).length;

    const res = await as(owner, 'PUT', '/shop', { vatPercent: 12.5, company: COMPANY });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as c.ShopSettings;
    expect(saved.vatPercent).toBe(12.5);
    // numbers in Latin digits, texts trimmed; Russian left empty
    expect(saved.company).toEqual({ ...COMPANY, phones: ['031-32000000', '031-32000001'] });
    expect(saved.fromEnvironment).toEqual({ vatPercent: false, company: false });
    expect(saved.defaults.vatPercent).toBe(9);
    expect(saved.updatedAt.vatPercent).toEqual(expect.any(String));

    // the basket: VAT at the new percent, on the next request
    const b = await basket(guest);
    expect(b.totals.vatPercent).toBe(12.5);
    const amount = b.totals.items - b.totals.discount + b.totals.delivery;
    expect(b.totals.vat).toBe(Math.round((12.5 * amount) / 112.5));
    // the contact page: the new details (Russian falls back to English), its map moved, the catalogue's version raised
    const info = await contact('ru');
    expect(info.data).toMatchObject({ email: COMPANY.email, address: COMPANY.address.en, workingHours: COMPANY.hours.ru, phones: ['031-32000000', '031-32000001'], coordinates: COMPANY.location });
    expect(info.version).toBe(versionBefore + 1);
    expect((await contact('fa')).data.address).toBe(COMPANY.address.fa);

    // another api instance on the same database, started before or after: the same values at once
    const second = await buildApp({ database: t.database, config: t.config });
    await second.ready();
    try {
      const read = await second.inject({ method: 'GET', url: '/api/contact/info?lang=en' });
      expect(read.json().data.email).toBe(COMPANY.email);
      const other = new Client(second);
      await cart(other, 1, { productItemId: productId, count: 2 });
      expect((await cart(other, 14, {}, 'en')).json().data.totals.vatPercent).toBe(12.5);
    } finally {
      await second.close();
    }

    const entries = (await audit()).slice(auditBefore);
    expect(entries.map((e) => [e.entity, e.entity_id, e.action])).toEqual([
      ['setting', 'vat', 'update'],
      ['setting', 'company', 'update'],
    ]);
    expect(JSON.parse(String(entries[0].before_json))).toEqual({ vatPercent: 9, fromEnvironment: true });
    expect(JSON.parse(String(entries[0].after_json))).toEqual({ vatPercent: 12.5 });
    expect(JSON.parse(String(entries[1].before_json)).email).toBe('first-run@atashimen.example');
    expect(JSON.parse(String(entries[1].after_json)).email).toBe(COMPANY.email);

    // saving the same again writes nothing and raises nothing
    const again = await as(owner, 'PUT', '/shop', { vatPercent: 12.5, company: COMPANY });
    expect(again.statusCode).toBe(200);
    expect((await audit()).length).toBe(auditBefore + 2);
    expect((await contact()).version).toBe(versionBefore + 1);
    // only VAT: one entry, the catalogue untouched
    await as(owner, 'PUT', '/shop', { vatPercent: 10, company: COMPANY });
    expect((await audit()).slice(-1).map((e) => e.entity_id)).toEqual(['vat']);
    expect((await contact()).version).toBe(versionBefore + 1);
    expect((await basket(guest)).totals.vatPercent).toBe(10);
    // an order placed now keeps the percent in use (read in its own transaction)
    const { order } = await placedOrder(t, productId);
    expect(Number((await orderRow(t, order.productOrderId)).vat_percent)).toBe(10);
  });

  it('refuses bad settings with a localized 400 and changes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[unknown, string]> = [
      [{ vatPercent: 101, company: COMPANY }, 'settings.vatInvalid'],
      [{ vatPercent: -1, company: COMPANY }, 'settings.vatInvalid'],
      [{ vatPercent: 9.125, company: COMPANY }, 'settings.vatInvalid'],
      [{ vatPercent: 9, company: { ...COMPANY, email: 'not-an-address' } }, 'content.company.emailInvalid'],
      [{ vatPercent: 9, company: { ...COMPANY, phones: ['  '] } }, 'content.company.phonesRequired'],
      [{ vatPercent: 9, company: { ...COMPANY, phones: ['021-abc'] } }, 'content.company.phoneInvalid'],
      [{ vatPercent: 9, company: { ...COMPANY, postalCode: '12a' } }, 'content.company.postalCodeInvalid'],
      [{ vatPercent: 9, company: { ...COMPANY, address: { ...COMPANY.address, en: ' ' } } }, 'content.company.textRequired'],
      [{ vatPercent: 9, company: { ...COMPANY, location: { lat: 91, lng: 51 } } }, 'content.company.latitudeInvalid'],
      [{ vatPercent: 9, company: { ...COMPANY, location: { lat: 35, lng: -181 } } }, 'content.company.longitudeInvalid'],
      [{ vatPercent: 9 }, 'common.requiredField'],
      [{ vatPercent: 9, company: COMPANY, extra: 1 }, 'common.badRequest'],
    ];
    for (const [body, code] of cases) {
      const res = await as(owner, 'PUT', '/shop', body);
      expect([JSON.stringify(body).slice(0, 60), res.statusCode, res.json().messages[0].item2]).toEqual([JSON.stringify(body).slice(0, 60), 400, code]);
    }
    const fa = await as(owner, 'PUT', '/shop', { vatPercent: 101, company: COMPANY }, 'fa');
    expect(fa.json().messages[0].item1).toBe('درصد مالیات بر ارزش افزوده باید عددی از ۰ تا ۱۰۰ با حداکثر دو رقم اعشار باشد.');
    const ru = await as(owner, 'PUT', '/shop', { vatPercent: 9, company: { ...COMPANY, location: { lat: 91, lng: 51 } } }, 'ru');
    expect(ru.json().messages[0].item1).toBe('Широта должна быть числом от -90 до 90.');
    expect(await snapshot()).toEqual(before);
  });

  it('delivery methods: a new price shows in the next basket; added, withdrawn, never the last one', async () => {
    const guest = new Client(t.app);
    await cart(guest, 1, { productItemId: productId, count: 1 });
    const list = (await as(owner, 'GET', '/delivery-methods')).json().data as c.AdminDeliveryMethod[];
    expect(list.map((m) => m.code)).toEqual(['post', 'courier', 'freight', 'pickup']);
    expect(list[1].regions).toEqual(['Tehran']);
    const post = list[0];
    expect((await basket(guest)).totals.delivery).toBe(450_000);

    const auditBefore = (await audit()).length;
    const changed = await as(owner, 'PATCH', `/delivery-methods/${post.id}`, { price: 600_000, freeAbove: null, names: { fa: 'پست پیشتاز', en: ' Express  post ', ru: null } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: post.id, price: 600_000, freeAbove: null, names: { en: 'Express post', ru: null }, code: 'post' });
    const b = await basket(guest);
    expect(b.totals.delivery).toBe(600_000);
    expect(b.delivery.price).toBe(600_000);
    const [entry] = (await audit()).slice(auditBefore);
    expect([entry.entity, entry.entity_id, entry.action]).toEqual(['delivery_method', String(post.id), 'update']);
    expect(JSON.parse(String(entry.before_json)).price).toBe(450_000);
    expect(JSON.parse(String(entry.after_json)).price).toBe(600_000);

    const created = await as(owner, 'POST', '/delivery-methods', { names: { fa: 'تیپاکس', en: 'Tipax courier' }, price: 700_000, freeAbove: 20_000_000 });
    expect(created.statusCode).toBe(200);
    const tipax = created.json().data as c.AdminDeliveryMethod;
    expect(tipax).toMatchObject({ code: 'tipax-courier', active: true, requiresAddress: true, sortOrder: 5, freeAbove: 20_000_000, names: { ru: null } });
    const offered = (await cart(guest, 15, {}, 'en')).json().data.deliveryMethods.map((m: { code: string }) => m.code);
    expect(offered).toContain('tipax-courier');

    // withdrawn: no longer offered, its row kept
    expect((await as(owner, 'PATCH', `/delivery-methods/${tipax.id}`, { active: false })).json().data.active).toBe(false);
    expect((await cart(guest, 15, {}, 'en')).json().data.deliveryMethods.map((m: { code: string }) => m.code)).not.toContain('tipax-courier');

    // the last active one stays: 409, nothing changed
    const ids = list.map((m) => m.id);
    for (const id of ids.slice(1)) expect((await as(owner, 'PATCH', `/delivery-methods/${id}`, { active: false })).statusCode).toBe(200);
    const before = await snapshot();
    const last = await as(owner, 'PATCH', `/delivery-methods/${ids[0]}`, { active: false });
    expect([last.statusCode, last.json().messages[0].item2]).toEqual([409, 'settings.lastDeliveryMethod']);
    expect(await snapshot()).toEqual(before);
    for (const id of ids.slice(1)) await as(owner, 'PATCH', `/delivery-methods/${id}`, { active: true });
  });

  it('delivery methods: bad input is a localized 400, nothing changed; an unknown one 404', async () => {
    const before = await snapshot();
    const cases: Array<[string, string, unknown, number, string]> = [
      ['POST', '/delivery-methods', { names: { fa: 'الف', en: 'A' }, price: -1, freeAbove: null }, 400, 'settings.amountInvalid'],
      ['POST', '/delivery-methods', { names: { fa: 'الف', en: 'A' }, price: 1.5, freeAbove: null }, 400, 'settings.amountInvalid'],
      ['POST', '/delivery-methods', { names: { fa: 'الف', en: 'A' }, price: 1e308, freeAbove: null }, 400, 'settings.amountInvalid'],
      ['POST', '/delivery-methods', { names: { fa: ' ', en: 'A' }, price: 1, freeAbove: null }, 400, 'settings.textRequired'],
      ['POST', '/delivery-methods', { names: { fa: 'الف', en: 'A' }, price: 1, freeAbove: -5 }, 400, 'settings.amountInvalid'],
      ['POST', '/delivery-methods', { names: { fa: 'الف', en: 'A' }, price: 1, freeAbove: null, sortOrder: 2_147_483_648 }, 400, 'settings.countInvalid'],
      ['PATCH', '/delivery-methods/1', {}, 400, 'common.badRequest'],
      ['PATCH', '/delivery-methods/1', { price: 'abc' }, 400, 'common.invalidField'],
      ['PATCH', '/delivery-methods/99999', { price: 1 }, 404, 'settings.deliveryNotFound'],
    ];
    for (const [method, url, body, status, code] of cases) {
      const res = await as(owner, method, url, body);
      expect([url, JSON.stringify(body).slice(0, 70), res.statusCode, res.json().messages[0].item2]).toEqual([url, JSON.stringify(body).slice(0, 70), status, code]);
    }
    const fa = await as(owner, 'POST', '/delivery-methods', { names: { fa: 'الف', en: 'A' }, price: -1, freeAbove: null }, 'fa');
    expect(fa.json().messages[0].item1).toBe('«price» باید مبلغی به ریال، عدد صحیح و نامنفی باشد.');
    expect(await snapshot()).toEqual(before);
  });

  it('discount codes: added (unique in any case), applied in the basket, changed, withdrawn; the usage count is read-only', async () => {
    const guest = new Client(t.app);
    await cart(guest, 1, { productItemId: productId, count: 2 });
    const res = await as(owner, 'POST', '/discount-codes', { code: ' spring-۱۴۰۵ ', kind: 'percent', value: 20, maxDiscount: 3_000_000, minBasket: 5_000_000, usageLimit: 50, validFrom: '2020-03-01', validTo: '2999-03-31' });
    expect(res.statusCode).toBe(200);
    const code = res.json().data as c.AdminDiscountCode;
    expect(code).toMatchObject({ code: 'SPRING-1405', kind: 'percent', value: 20, maxDiscount: 3_000_000, minBasket: 5_000_000, usageLimit: 50, usageCount: 0, active: true });
    // Tehran's days: from the start of the first, up to the end of the last
    expect(code).toMatchObject({ startsAt: '2020-02-29T20:30:00.000Z', expiresAt: '2999-03-31T20:30:00.000Z', validFrom: '2020-03-01', validTo: '2999-03-31' });

    const dup = await as(owner, 'POST', '/discount-codes', { code: 'Spring-1405', kind: 'amount', value: 1000 });
    expect([dup.statusCode, dup.json().messages[0]]).toEqual([409, { item1: 'The discount code "SPRING-1405" exists already (letter case does not matter).', item2: 'settings.codeExists' }]);

    const applied = await cart(guest, 7, { discountCode: 'spring-1405' }, 'en');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.totals.discount).toBe(3_000_000);

    const changed = await as(owner, 'PATCH', `/discount-codes/${code.id}`, { value: 10, maxDiscount: null });
    expect(changed.json().data).toMatchObject({ value: 10, maxDiscount: null, validFrom: '2020-03-01', validTo: '2999-03-31', startsAt: code.startsAt });
    expect((await basket(guest)).totals.discount).toBe(2_000_000);

    // renaming onto another code: 409; onto itself in another case: fine
    const welcome = (await as(owner, 'GET', '/discount-codes')).json().data.find((x: c.AdminDiscountCode) => x.code === 'WELCOME10');
    expect((await as(owner, 'PATCH', `/discount-codes/${code.id}`, { code: 'welcome10' })).statusCode).toBe(409);
    expect((await as(owner, 'PATCH', `/discount-codes/${welcome.id}`, { code: 'Welcome10' })).statusCode).toBe(200);

    const withdrawn = await as(owner, 'PATCH', `/discount-codes/${code.id}`, { active: false });
    expect(withdrawn.json().data.active).toBe(false);
    const after = await basket(guest);
    expect(after.totals.discount).toBe(0);
    expect(after.discount.problem).toEqual(expect.any(String));

    const entries = (await audit()).filter((e) => e.entity === 'discount_code');
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update', 'update']);

    // the usage count is the orders' own
    const count = await as(owner, 'PATCH', `/discount-codes/${code.id}`, { usageCount: 0 });
    expect(count.statusCode).toBe(400);
    const list = (await as(owner, 'GET', '/discount-codes')).json().data as c.AdminDiscountCode[];
    expect(list[0].id).toBe(code.id);
  });

  it('discount codes: bad input is a localized 400, nothing changed', async () => {
    const before = await snapshot();
    const id = before.codes[0].id;
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/discount-codes', { code: 'X', kind: 'amount', value: 1000 }, 'settings.codeInvalid'],
      ['POST', '/discount-codes', { code: 'کد-فارسی', kind: 'amount', value: 1000 }, 'settings.codeInvalid'],
      ['POST', '/discount-codes', { code: 'HUNDRED', kind: 'percent', value: 150 }, 'settings.percentInvalid'],
      ['POST', '/discount-codes', { code: 'HUNDRED', kind: 'percent', value: 12.5 }, 'settings.percentInvalid'],
      ['POST', '/discount-codes', { code: 'ZERO', kind: 'amount', value: 0 }, 'settings.amountInvalid'],
      ['POST', '/discount-codes', { code: 'NEG', kind: 'amount', value: 1000, minBasket: -1 }, 'settings.amountInvalid'],
      ['POST', '/discount-codes', { code: 'LIMIT', kind: 'amount', value: 1000, usageLimit: 1.5 }, 'settings.countInvalid'],
      ['POST', '/discount-codes', { code: 'DATES', kind: 'amount', value: 1000, validFrom: '2026-02-30' }, 'settings.dateInvalid'],
      ['POST', '/discount-codes', { code: 'DATES', kind: 'amount', value: 1000, validTo: 'tomorrow' }, 'settings.dateInvalid'],
      ['POST', '/discount-codes', { code: 'DATES', kind: 'amount', value: 1000, validFrom: '2026-04-02', validTo: '2026-04-01' }, 'settings.dateRange'],
      ['POST', '/discount-codes', { code: 'KIND', kind: 'gift', value: 1000 }, 'common.invalidField'],
      ['PATCH', `/discount-codes/${id}`, { kind: 'percent', value: 5_000_000 }, 'settings.percentInvalid'],
      ['PATCH', `/discount-codes/${id}`, { validFrom: '2999-01-01', validTo: '2998-01-01' }, 'settings.dateRange'],
    ];
    for (const [method, url, body, code] of cases) {
      const res = await as(owner, method, url, body);
      expect([JSON.stringify(body).slice(0, 80), res.statusCode, res.json().messages[0].item2]).toEqual([JSON.stringify(body).slice(0, 80), 400, code]);
    }
    const fa = await as(owner, 'POST', '/discount-codes', { code: 'HUNDRED', kind: 'percent', value: 150 }, 'fa');
    expect(fa.json().messages[0].item1).toBe('درصد تخفیف باید عدد صحیحی از ۱ تا ۱۰۰ باشد.');
    expect((await as(owner, 'PATCH', '/discount-codes/99999', { active: false })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describeEachDb('back office: the company’s map position moves the contact map', (kind) => {
  let t: TestApp;
  let owner: Client;
  /** The Web-Mercator tile holding a point (as the contact page's map asks for it). */
  const tileOf = (lat: number, lng: number, z: number) => {
    const r = (lat * Math.PI) / 180;
    return { x: Math.floor(((lng + 180) / 360) * 2 ** z), y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z) };
  };
  const tile = async (lat: number, lng: number) => {
    const { x, y } = tileOf(lat, lng, 16);
    return (await t.app.inject({ method: 'GET', url: `/api/contact/map-tiles/16/${x}/${y}?lang=en` })).statusCode;
  };

  beforeAll(async () => {
    // a tile server nobody answers at: a tile inside the map is fetched (502), one outside refused first (404)
    t = await createTestApp(kind, { env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© test' } });
    await addOwner(t, '09120000601');
    owner = new Client(t.app);
    await signInStaff(owner, t.app, '09120000601');
  });
  afterAll(() => t.close());

  it('serves the tiles around the saved position from the next request on', async () => {
    const { lat, lng } = t.config.contact.location;
    expect(await tile(lat, lng)).toBe(502);
    expect(await tile(COMPANY.location.lat, COMPANY.location.lng)).toBe(404);
    const res = await owner.request({ method: 'PUT', url: '/api/admin/settings/shop?lang=en', payload: { vatPercent: 10, company: COMPANY } });
    expect(res.statusCode).toBe(200);
    expect(await tile(lat, lng)).toBe(404);
    expect(await tile(COMPANY.location.lat, COMPANY.location.lng)).toBe(502);
    const info = (await t.app.inject({ method: 'GET', url: '/api/contact/info?lang=en' })).json().data;
    expect(info.map.bounds.south).toBeCloseTo(COMPANY.location.lat - 0.03, 6);
  });
});
