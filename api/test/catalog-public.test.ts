import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { getProductsForCart } from '../src/modules/catalog/public';
import { PRODUCT_ROOT_CATEGORY_ID } from '../src/modules/catalog/migrations';

describeEachDb('catalog public api for the cart', (kind) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const now = new Date().toISOString();
    const cat = await db
      .insertInto('categories')
      .values({ parent_id: PRODUCT_ROOT_CATEGORY_ID, name_fa: 'کپسول', name_en: 'Extinguishers', label_fa: 'کپسول', label_en: 'extinguishers', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { category_id: cat.id, created_at: now };
    const rows = await db
      .insertInto('products')
      .values([
        { ...base, name_fa: 'کپسول پودری 6 کیلوگرمی', name_en: 'Powder extinguisher 6 kg', slug_fa: 'کپسول-پودری-6', slug_en: 'powder-6', price: 25_000_000, stock: 4, name_ru: null, active: 1 },
        { ...base, name_fa: 'پنل اعلام حریق', name_en: 'Fire alarm panel', name_ru: 'Панель', slug_fa: 'پنل', slug_en: 'panel', price: null, stock: 0, active: 0 },
      ])
      .returning('id')
      .execute();
    ids = rows.map((r) => Number(r.id));
    await db.insertInto('product_images').values([
      { product_id: ids[0], guid_name: 'second', extension: 'webp', sort_order: 2 },
      { product_id: ids[0], guid_name: 'first', extension: 'webp', sort_order: 1 },
    ]).execute();
  });
  afterAll(() => t.close());

  it('keeps the root of product categories at id 42', async () => {
    const root = await t.database.db.selectFrom('categories').selectAll().where('id', '=', 42).executeTakeFirst();
    expect(root).toMatchObject({ parent_id: null, label_en: 'products' });
  });

  it('returns products in the order asked, with price, stock, active flag and first image; unknown ids left out', async () => {
    const info = await getProductsForCart(t.database.db, [ids[1], 999999, ids[0], ids[1]]);
    expect(info).toEqual([
      { id: ids[1], nameFa: 'پنل اعلام حریق', nameEn: 'Fire alarm panel', nameRu: 'Панель', slugFa: 'پنل', slugEn: 'panel', price: null, stock: 0, active: false, image: null },
      {
        id: ids[0], nameFa: 'کپسول پودری 6 کیلوگرمی', nameEn: 'Powder extinguisher 6 kg', nameRu: null, slugFa: 'کپسول-پودری-6', slugEn: 'powder-6',
        price: 25_000_000, stock: 4, active: true, image: { baseUrl: '/api/img/', guidName: 'first', extension: 'webp' },
      },
    ]);
  });

  it('answers an empty list for no ids', async () => {
    expect(await getProductsForCart(t.database.db, [])).toEqual([]);
  });
});
