/**
 * The catalogue's back-office routes (/api/admin/catalog/…): a `catalogue` staff member reads and
 * writes (each write in the audit trail), a `content` one reads but gets 403 on every write, a
 * shopper and a visitor 401; bad input is a localized 4xx with nothing written.
 */
import sharp from 'sharp';
import * as c from 'contracts/admin-catalog';
import type { RouteContract } from 'contracts/common';
import { addStaff, signInStaff } from './admin-helpers';
import { loginWithOtp } from './auth-helpers';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

const writes = (Object.values(c) as unknown[]).filter((v): v is RouteContract => typeof v === 'object' && v !== null && 'method' in v && 'url' in v && (v as RouteContract).method !== 'GET');
const concrete = (r: RouteContract) => `/api${r.url.replace(':id', '1').replace(':pictureId', '1')}`;

function multipart(field: string, filename: string, data: Buffer) {
  const boundary = '----admincatalog';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('catalogue back office: routes', (kind) => {
  let t: TestApp;
  let catalogue: Client;
  let content: Client;
  let shopper: Client;
  let categoryId: number;
  const audit = async () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    await addStaff(t, '09120000101', ['catalogue']);
    await addStaff(t, '09120000102', ['content']);
    catalogue = new Client(t.app);
    content = new Client(t.app);
    shopper = new Client(t.app);
    await signInStaff(catalogue, t.app, '09120000101');
    await signInStaff(content, t.app, '09120000102');
    await loginWithOtp(shopper, '09120000103', 'Shopper');
    const cats = await catalogue.request({ method: 'GET', url: '/api/admin/catalog/categories' });
    categoryId = cats.json().data.find((x: { parentId: number }) => x.parentId !== 42).id;
  });
  afterAll(() => t.close());

  const body = (over: Record<string, unknown> = {}) => ({
    categoryId, brandId: null, sku: 'R-1', name: { fa: 'محصول مسیر', en: 'Route product', ru: null }, description: { fa: null, en: '<p>x<script>y</script></p>', ru: null },
    price: 500_000, listPrice: null, stock: 3, active: true, featured: false, specifications: [], videoUrl: null, ...over,
  });

  it(`gives a content staff member 403, a shopper and a visitor 401, on every write (${writes.length} routes), and writes nothing`, async () => {
    expect(writes.length).toBeGreaterThanOrEqual(15);
    const before = (await audit()).length;
    for (const r of writes) {
      const res = await content.request({ method: r.method, url: concrete(r), payload: {} });
      expect([r.url, res.statusCode, res.json().messages[0].item2]).toEqual([r.url, 403, 'admin.forbidden']);
      expect((await shopper.request({ method: r.method, url: concrete(r), payload: {} })).statusCode).toBe(401);
      expect((await new Client(t.app).request({ method: r.method, url: concrete(r), payload: {} })).statusCode).toBe(401);
    }
    expect((await audit()).length).toBe(before);
    // reading is open to any staff member, not to shoppers
    expect((await content.request({ method: 'GET', url: '/api/admin/catalog/products' })).statusCode).toBe(200);
    expect((await shopper.request({ method: 'GET', url: '/api/admin/catalog/products' })).statusCode).toBe(401);
  });

  it('lets a catalogue staff member create, edit, quick-edit and remove, each audited', async () => {
    const created = await catalogue.request({ method: 'POST', url: '/api/admin/catalog/products', payload: body() });
    expect(created.statusCode).toBe(200);
    const p = created.json().data;
    expect(p.description.en).toBe('<p>x</p>');
    const quick = await catalogue.request({ method: 'PATCH', url: `/api/admin/catalog/products/${p.id}`, payload: { price: 600_000 } });
    expect(quick.json().data).toMatchObject({ id: p.id, price: 600_000, stock: 3 });
    // the validator coerces types: null must stay "on inquiry" and 0 stay 0 (not swapped for each other)
    for (const price of [null, 0, 700_000]) {
      expect((await catalogue.request({ method: 'PATCH', url: `/api/admin/catalog/products/${p.id}`, payload: { price } })).json().data.price).toBe(price);
    }
    const edited = await catalogue.request({ method: 'PUT', url: `/api/admin/catalog/products/${p.id}`, payload: body({ name: { fa: 'محصول نو', en: 'Renamed product', ru: null } }) });
    expect(edited.json().data.slugs.en).toBe('renamed-product');
    const listed = await catalogue.request({ method: 'GET', url: `/api/admin/catalog/products?q=${encodeURIComponent('renamed')}` });
    expect(listed.json().data.items.map((i: { id: number }) => i.id)).toEqual([p.id]);
    const removed = await catalogue.request({ method: 'DELETE', url: `/api/admin/catalog/products/${p.id}` });
    expect(removed.json().data).toEqual({ id: p.id, outcome: 'deleted' });
    const trail = (await audit()).filter((a) => a.entity === 'product' && a.entity_id === String(p.id));
    expect(trail.map((a) => a.action)).toEqual(['create', 'quickEdit', 'quickEdit', 'quickEdit', 'quickEdit', 'update', 'delete']);
    expect(trail.every((a) => a.staff_id !== null)).toBe(true);
  });

  it('refuses a quick edit of stock, in the staff member\'s language, and writes nothing', async () => {
    const p = (await catalogue.request({ method: 'POST', url: '/api/admin/catalog/products', payload: body() })).json().data;
    const trail = async () => (await audit()).filter((a) => a.entity === 'product' && a.entity_id === String(p.id)).length;
    const before = await trail();
    const texts: Record<string, RegExp> = { fa: /تغییر موجودی/, en: /Adjust stock/, ru: /Изменить остаток/ };
    for (const [lang, text] of Object.entries(texts)) {
      for (const payload of [{ stock: 0 }, { price: 800_000, stock: 9 }, { stock: null }]) {
        const res = await catalogue.request({ method: 'PATCH', url: `/api/admin/catalog/products/${p.id}?lang=${lang}`, payload });
        expect([res.statusCode, res.json().messages[0].item2]).toEqual([400, 'catalog.admin.stockNeedsAdjustment']);
        expect(res.json().messages[0].item1).toMatch(text);
      }
    }
    // a content staff member still gets 403 first (roles before the body)
    expect((await content.request({ method: 'PATCH', url: `/api/admin/catalog/products/${p.id}`, payload: { stock: 0 } })).statusCode).toBe(403);
    const now = (await catalogue.request({ method: 'GET', url: `/api/admin/catalog/products/${p.id}` })).json().data;
    expect([now.stock, now.price]).toEqual([3, 500_000]);
    expect(await trail()).toBe(before);
    // an empty quick edit is no edit
    expect((await catalogue.request({ method: 'PATCH', url: `/api/admin/catalog/products/${p.id}`, payload: {} })).statusCode).toBe(400);
  });

  it('saves a stock change from the editor only with a reason, which the audit trail keeps', async () => {
    const p = (await catalogue.request({ method: 'POST', url: '/api/admin/catalog/products', payload: body() })).json().data;
    const trail = async () => (await audit()).filter((a) => a.entity === 'product' && a.entity_id === String(p.id));
    const before = (await trail()).length;
    for (const [lang, text] of [['en', 'The stock changes: give the reason for the stock change (it is kept in the audit trail). Nothing was saved.'], ['fa', /دلیل تغییر موجودی/]] as const) {
      for (const payload of [body({ stock: 10 }), body({ stock: 10, stockReason: '   ' })]) {
        const res = await catalogue.request({ method: 'PUT', url: `/api/admin/catalog/products/${p.id}?lang=${lang}`, payload: { ...payload, featured: true } });
        expect([res.statusCode, res.json().messages[0].item2]).toEqual([400, 'catalog.admin.stockReasonRequired']);
        expect(res.json().messages[0].item1).toMatch(text);
      }
    }
    const unchanged = (await catalogue.request({ method: 'GET', url: `/api/admin/catalog/products/${p.id}` })).json().data;
    expect([unchanged.stock, unchanged.featured]).toEqual([3, false]);
    expect((await trail()).length).toBe(before);
    // a reason longer than the adjustment's 200 characters is refused by the schema
    expect((await catalogue.request({ method: 'PUT', url: `/api/admin/catalog/products/${p.id}`, payload: body({ stock: 10, stockReason: 'x'.repeat(201) }) })).statusCode).toBe(400);

    const saved = await catalogue.request({ method: 'PUT', url: `/api/admin/catalog/products/${p.id}`, payload: body({ stock: 10, stockReason: 'Counted in the store room' }) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.stock).toBe(10);
    expect(saved.json().data).not.toHaveProperty('stockReason');
    const entry = (await trail()).at(-1)!;
    expect(entry.action).toBe('update');
    expect(entry.staff_id).not.toBeNull();
    expect(JSON.parse(entry.before_json!)).toMatchObject({ stock: 3 });
    expect(JSON.parse(entry.before_json!)).not.toHaveProperty('stockReason');
    expect(JSON.parse(entry.after_json!)).toMatchObject({ stock: 10, stockReason: 'Counted in the store room' });
    // a save that keeps the stock asks for no reason
    const same = await catalogue.request({ method: 'PUT', url: `/api/admin/catalog/products/${p.id}`, payload: body({ stock: 10, featured: true }) });
    expect(same.statusCode).toBe(200);
    expect(JSON.parse((await trail()).at(-1)!.after_json!)).not.toHaveProperty('stockReason');
  });

  it('answers bad input with a localized 4xx and writes nothing', async () => {
    const count = async () => Number((await t.database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = [await count(), (await audit()).length];
    const bad = [
      { payload: body({ categoryId: 42 }), status: 400, code: 'catalog.admin.categoryInvalid' },
      { payload: body({ price: -1 }), status: 400 },
      { payload: body({ videoUrl: 'javascript:alert(1)' }), status: 400 },
      { payload: { ...body(), extra: 1 }, status: 400 },
    ];
    for (const b of bad) {
      const res = await catalogue.request({ method: 'POST', url: '/api/admin/catalog/products?lang=en', payload: b.payload });
      expect(res.statusCode).toBe(b.status);
      if (b.code) expect(res.json().messages[0]).toMatchObject({ item2: b.code, item1: 'The category must be one of the categories under "Products".' });
    }
    const missing = await catalogue.request({ method: 'PUT', url: '/api/admin/catalog/products/999999', payload: body() });
    expect(missing.statusCode).toBe(404);
    expect([await count(), (await audit()).length]).toEqual(before);
  });

  it('takes pictures by upload (sniffed), and a CSV by upload: dry run, refused import, applied import', async () => {
    const p = (await catalogue.request({ method: 'POST', url: '/api/admin/catalog/products', payload: body() })).json().data;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } }).png().toBuffer();
    const up = await catalogue.request({ method: 'POST', url: `/api/admin/catalog/products/${p.id}/pictures`, ...multipart('PictureFile', 'a.png', png) });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toHaveLength(1);
    const fake = await catalogue.request({ method: 'POST', url: `/api/admin/catalog/products/${p.id}/pictures?lang=en`, ...multipart('PictureFile', 'a.png', Buffer.from('<html>')) });
    expect([fake.statusCode, fake.json().messages[0].item2]).toEqual([400, 'catalog.admin.badImage']);
    const noFile = await catalogue.request({ method: 'POST', url: `/api/admin/catalog/products/${p.id}/pictures`, payload: {} });
    expect(noFile.statusCode).toBe(400);

    const exported = await catalogue.request({ method: 'GET', url: '/api/admin/catalog/export.csv' });
    expect([exported.statusCode, exported.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    const dry = await catalogue.request({ method: 'POST', url: '/api/admin/catalog/import?dryRun=true', ...multipart('file', 'c.csv', Buffer.from(`id,stock\n${p.id},40\n`)) });
    expect(dry.json().data).toMatchObject({ dryRun: true, applied: false, changes: [{ line: 2, id: p.id, field: 'stock', from: '3', to: '40' }] });
    const refused = await catalogue.request({ method: 'POST', url: '/api/admin/catalog/import?lang=ru', ...multipart('file', 'c.csv', Buffer.from(`id,stock\n${p.id},40\n${p.id},x\n`)) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'catalog.admin.importInvalid' }], data: { errors: [{ line: 3, column: 'id' }, { line: 3, column: 'stock' }] } });
    const applied = await catalogue.request({ method: 'POST', url: '/api/admin/catalog/import', ...multipart('file', 'c.csv', Buffer.from(`id,stock\n${p.id},40\n`)) });
    expect(applied.json().data).toMatchObject({ applied: true });
    const after = await catalogue.request({ method: 'GET', url: `/api/admin/catalog/products/${p.id}` });
    expect(after.json().data.stock).toBe(40);
    expect((await audit()).some((a) => a.entity === 'catalog.import')).toBe(true);
  });
});
