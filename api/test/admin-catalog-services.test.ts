/**
 * The catalogue back office's services without HTTP (api/src/modules/catalog/admin): products,
 * categories and brands, each write with its audit entry in the same transaction, bad input refused
 * with nothing written, and the storefront seeing a change on its next request.
 */
import type { ProductInput } from 'contracts/admin-catalog';
import type { AuditEntry } from '../src/modules/catalog/admin/audit';
import { createProduct, quickEdit, removeProduct, updateProduct } from '../src/modules/catalog/admin/products';
import { getAdminProduct, listAdminProducts } from '../src/modules/catalog/admin/product-queries';
import { createCategory, listAdminCategories, moveCategory, orderChildren, updateCategory } from '../src/modules/catalog/admin/categories';
import { createBrand, updateBrand } from '../src/modules/catalog/admin/brands';
import { createTestApp, describeEachDb, type TestApp } from './helpers';
import type { DB } from '../src/db/database';

describeEachDb('catalogue back office: services', (kind) => {
  let t: TestApp;
  let db: DB;
  const entries: AuditEntry[] = [];
  // the audit hook is called inside the write's transaction: it proves it by reading the row written
  const audit = async (trx: DB, e: AuditEntry) => {
    if (e.entity === 'product' && e.action === 'create') expect(await trx.selectFrom('products').select('id').where('id', '=', e.entityId).executeTakeFirst()).toBeTruthy();
    entries.push(e);
  };
  let categoryId: number;
  const input = (over: Partial<ProductInput> = {}): ProductInput => ({
    categoryId,
    brandId: null,
    sku: 'ADM-1',
    name: { fa: 'دستگاه مهپاش آزمایشی', en: 'Zorblax test fogger', ru: null },
    description: { fa: '<p>خوب<script>alert(1)</script></p>', en: '<p onclick="x()">Good</p>', ru: null },
    price: 1_000_000,
    listPrice: null,
    stock: 5,
    active: true,
    featured: false,
    specifications: [{ lang: 'en', key: 'Weight', value: '6 kg' }],
    videoUrl: null,
    ...over,
  });
  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/search?q=${encodeURIComponent(q)}&lang=en` });
    return (res.json().data.items as Array<{ id: number }>).map((i) => i.id);
  };
  const count = async (table: string) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    db = t.database.db;
    categoryId = (await listAdminCategories(db)).find((c) => c.parentId !== 42)!.id;
  });
  afterAll(() => t.close());
  beforeEach(() => void (entries.length = 0));

  it('creates a product with sanitized html, audited, and the storefront finds it at once', async () => {
    const p = await createProduct(db, input(), audit);
    expect(p.description).toEqual({ fa: '<p>خوب</p>', en: '<p>Good</p>', ru: null });
    expect(p.slugs.en).toBe('zorblax-test-fogger');
    expect(entries.map((e) => [e.entity, e.entityId, e.action])).toEqual([['product', p.id, 'create']]);
    expect(await search('zorblax')).toEqual([p.id]);
    // Arabic yeh and kaf, as a shopper may type them, match as on the storefront
    expect((await listAdminProducts(db, { q: 'مهپاش آزمايشي' })).items.map((r) => r.id)).toEqual([p.id]);
  });

  it('renames: the slug follows, search finds the new name only, the old address still names the product', async () => {
    const p = await createProduct(db, input({ name: { fa: 'مهپاش قدیمی', en: 'Quuxel fogger', ru: null } }), audit);
    const after = await updateProduct(db, p.id, input({ name: { fa: 'مهپاش نو', en: 'Wibblet fogger', ru: null }, specifications: [] }), audit);
    expect(after.slugs.en).toBe('wibblet-fogger');
    expect(after.specifications).toEqual([]);
    expect(await search('wibblet')).toEqual([p.id]);
    expect(await search('quuxel')).toEqual([]);
    // /pr/<id>/<any slug> is found by id and redirected to the canonical slug by the storefront
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${p.id}?lang=en` });
    expect(res.json().data.slug).toBe('wibblet-fogger');
    expect(entries.at(-1)).toMatchObject({ action: 'update', before: { names: { en: 'Quuxel fogger' } }, after: { names: { en: 'Wibblet fogger' } } });
  });

  it('refuses bad input with a localized 400 and writes nothing', async () => {
    const before = await count('products');
    await expect(createProduct(db, input({ categoryId: 42 }), audit)).rejects.toMatchObject({ status: 400, messages: [{ code: 'catalog.admin.categoryInvalid' }] });
    await expect(createProduct(db, input({ brandId: 999999 }), audit)).rejects.toMatchObject({ status: 400, messages: [{ code: 'catalog.brandNotFound' }] });
    await expect(createProduct(db, input({ listPrice: 900_000 }), audit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.listPriceAbovePrice' }] });
    await expect(createProduct(db, input({ name: { fa: '  ', en: 'x', ru: null } }), audit)).rejects.toMatchObject({ messages: [{ code: 'common.requiredField' }] });
    await expect(updateProduct(db, 999999, input(), audit)).rejects.toMatchObject({ status: 404 });
    expect(await count('products')).toBe(before);
    expect(entries).toEqual([]);
  });

  it('quick-edits the price; a list price above the price is kept honest', async () => {
    const p = await createProduct(db, input({ listPrice: 1_200_000 }), audit);
    expect(await quickEdit(db, p.id, { price: 1_100_000 }, audit)).toMatchObject({ stock: 5, price: 1_100_000 });
    await expect(quickEdit(db, p.id, { price: 1_300_000 }, audit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.listPriceAbovePrice' }] });
    expect((await getAdminProduct(db, p.id))!.price).toBe(1_100_000);
    expect(entries.at(-1)).toMatchObject({ action: 'quickEdit', before: { price: 1_000_000 }, after: { price: 1_100_000 } });
  });

  it('an update that changes the stock needs a reason, kept in its audit entry; one that keeps it needs none', async () => {
    const p = await createProduct(db, input({ stock: 5 }), audit);
    entries.length = 0;
    for (const stockReason of [undefined, '', '  \n ']) {
      await expect(updateProduct(db, p.id, input({ stock: 9, featured: true, stockReason }), audit)).rejects.toMatchObject({ status: 400, messages: [{ code: 'catalog.admin.stockReasonRequired' }] });
    }
    // nothing written: neither the stock nor the other fields, and no audit entry
    expect(await getAdminProduct(db, p.id)).toMatchObject({ stock: 5, featured: false });
    expect(entries).toEqual([]);

    const saved = await updateProduct(db, p.id, input({ stock: 9, stockReason: '  انبارگردانی ۲ عدد  ' }), audit);
    expect(saved.stock).toBe(9);
    expect(saved).not.toHaveProperty('stockReason');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'product', entityId: p.id, action: 'update', before: { stock: 5 }, after: { stock: 9, stockReason: 'انبارگردانی 2 عدد' } });
    expect(entries[0].before).not.toHaveProperty('stockReason');

    // the same stock: no reason asked, none recorded (a reason sent anyway is not kept)
    await updateProduct(db, p.id, input({ stock: 9, featured: true }), audit);
    await updateProduct(db, p.id, input({ stock: 9, stockReason: 'not a change' }), audit);
    expect(entries.slice(1).map((e) => [e.action, (e.after as Record<string, unknown>).stockReason])).toEqual([
      ['update', undefined],
      ['update', undefined],
    ]);
    // a new product's stock is no change: no reason needed
    expect((await createProduct(db, input({ stock: 40 }), audit)).stock).toBe(40);
  });

  it('deletes a product no order names, archives one an order names', async () => {
    const free = await createProduct(db, input(), audit);
    const ordered = await createProduct(db, input(), audit);
    const now = new Date().toISOString();
    const order = await db
      .insertInto('product_orders')
      .values({ user_id: 1, status: 'paid', payment_method: 'online', locale: 'fa', items_total: 1, delivery_total: 0, discount_total: 0, vat_percent: 0, vat_total: 0, bonus_used: 0, payable: 1, delivery: '{}', hold_status: 'sold', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('product_order_lines').values({ order_id: order.id, product_id: ordered.id, name_fa: 'x', name_en: 'x', slug_fa: 'x', slug_en: 'x', unit_price: 1, count: 1, line_total: 1 }).execute();
    expect(await removeProduct(db, free.id, audit)).toEqual({ id: free.id, outcome: 'deleted' });
    expect(await getAdminProduct(db, free.id)).toBeNull();
    expect(await removeProduct(db, ordered.id, audit)).toEqual({ id: ordered.id, outcome: 'archived' });
    expect(await getAdminProduct(db, ordered.id)).toMatchObject({ active: false, inOrders: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${ordered.id}` })).statusCode).toBe(404);
  });

  it('lists with filters, sorting and paging', async () => {
    const page = await listAdminProducts(db, { pricing: 'inquiry', pageSize: 5, sort: 'stockDesc' });
    expect(page.items.every((r) => r.price === null)).toBe(true);
    const stocks = page.items.map((r) => r.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    const archived = await listAdminProducts(db, { active: false });
    expect(archived.items.every((r) => !r.active)).toBe(true);
    expect(archived.total).toBeGreaterThan(0);
  });

  it('keeps the category tree: add, rename (labels stay), move, reorder; products found by the new name', async () => {
    const a = await createCategory(db, { parentId: 42, name: { fa: 'گروه آ', en: 'Group Flimbo', ru: null }, description: { fa: null, en: null, ru: null }, color: null, active: true }, audit);
    const b = await createCategory(db, { parentId: a.id, name: { fa: 'گروه ب', en: 'Group B', ru: null }, description: { fa: null, en: null, ru: null }, color: '#112233', active: true }, audit);
    expect(a.labels.en).toBe('group-flimbo');
    const p = await createProduct(db, input({ categoryId: b.id }), audit);
    const renamed = await updateCategory(db, b.id, { name: { fa: 'گروه بی', en: 'Group Snorkvale', ru: null }, description: { fa: '<b>x</b><img src=x>', en: null, ru: null }, color: null, active: true }, audit);
    expect(renamed.labels).toEqual(b.labels);
    expect(renamed.description.fa).toBe('<b>x</b>');
    expect(await search('snorkvale')).toEqual([p.id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/category/byLabel/${encodeURIComponent(b.labels.en)}` })).statusCode).toBe(200);
    await expect(moveCategory(db, a.id, b.id, undefined, audit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.moveIntoItself' }] });
    await expect(moveCategory(db, 42, a.id, undefined, audit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.rootCategory' }] });
    const moved = await moveCategory(db, b.id, 42, 0, audit);
    expect(moved).toMatchObject({ parentId: 42, sortOrder: 0 });
    const top = (await listAdminCategories(db)).filter((c) => c.parentId === 42).map((c) => c.id);
    await expect(orderChildren(db, 42, top.slice(1), audit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.childrenMismatch' }] });
    const reversed = await orderChildren(db, 42, [...top].reverse(), audit);
    expect(reversed.map((c) => c.id)).toEqual([...top].reverse());
  });

  it('keeps brands: create with a free label, rename rewrites their products’ search text', async () => {
    const brand = await createBrand(db, { name: { fa: 'برند', en: 'Grumbleton', ru: null }, website: null, active: true }, audit);
    const twin = await createBrand(db, { name: { fa: 'برند ۲', en: 'Grumbleton', ru: null }, website: null, active: true }, audit);
    expect([brand.label, twin.label]).toEqual(['grumbleton', 'grumbleton-2']);
    const p = await createProduct(db, input({ brandId: brand.id }), audit);
    await updateBrand(db, brand.id, { name: { fa: 'برند', en: 'Frobisher', ru: null }, website: 'https://example.com', active: true }, audit);
    expect(await search('frobisher')).toEqual([p.id]);
    expect(await search('grumbleton')).toEqual([]);
  });
});
