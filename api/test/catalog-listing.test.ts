import type { ProductCard } from 'contracts/catalog';
import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { insertProduct } from '../src/modules/catalog/products/write';

type Card = ProductCard;

describeEachDb('catalog product listing', (kind) => {
  let t: TestApp;
  let extinguisherIds: number[];
  let hiddenId: number;
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/product?${query}` });
    return { status: res.statusCode, body: res.json() };
  };
  const all = async (query: string): Promise<Card[]> => (await list(`${query}&pageSize=60`)).body.data.items;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const { db } = t.database;
    const top = await db.selectFrom('categories').select('id').where('label_en', '=', 'fire-extinguishers').executeTakeFirstOrThrow();
    const subs = await db.selectFrom('categories').select('id').where('parent_id', '=', top.id).execute();
    extinguisherIds = [top.id, ...subs.map((s) => s.id)].map(Number);
    hiddenId = await insertProduct(db, {
      categoryId: Number(subs[0].id), name: { fa: 'کپسول قدیمی', en: 'Discontinued extinguisher' }, price: 1_000_000, stock: 5, active: false,
    });
  });
  afterAll(() => t.close());

  it('answers the first page of all active products, newest first, in the envelope', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.isSuccess).toBe(true);
    expect(body.data).toMatchObject({ total: 48, page: 1, pageSize: 24, pageCount: 2, sort: 'newest' });
    expect(body.data.items).toHaveLength(24);
    expect(body.data.items.map((p: Card) => p.id)).not.toContain(hiddenId);
    expect(body.data.items[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), image: expect.objectContaining({ baseUrl: '/api/img/' }) }),
    );
  });

  describe('filters', () => {
    it('by category label includes the subcategories, and tells which category it is', async () => {
      const { body } = await list('category=fire-extinguishers&pageSize=60');
      expect(body.data.total).toBe(14);
      expect(body.data.items.every((p: Card) => extinguisherIds.includes(p.categoryId))).toBe(true);
      expect(body.data.category).toMatchObject({ label: 'کپسول-آتش-نشانی', labels: { en: 'fire-extinguishers' } });
      expect(body.data.category.breadcrumb.map((c: { name: string }) => c.name)).toEqual(['کپسول آتش‌نشانی']);
    });

    it('by a Persian label, and by category id', async () => {
      const byFa = await all(`category=${encodeURIComponent('کپسول-پودر-و-گاز')}`);
      expect(byFa).toHaveLength(5);
      const byId = await all(`categoryId=${byFa[0].categoryId}`);
      expect(byId.map((p) => p.id).sort()).toEqual(byFa.map((p) => p.id).sort());
    });

    it('by brand, one or several', async () => {
      const one = await all('brandId=2');
      expect(one.length).toBeGreaterThan(0);
      expect(one.every((p) => p.brand?.id === 2)).toBe(true);
      const two = await all('brandId=2&brandId=3');
      expect(two.every((p) => p.brand?.id === 2 || p.brand?.id === 3)).toBe(true);
      expect(two.length).toBeGreaterThan(one.length);
      const csv = await all('brandIds=2,3');
      expect(csv.map((p) => p.id).sort()).toEqual(two.map((p) => p.id).sort());
      expect((await list('brandIds=2,x')).status).toBe(400);
    });

    it('by price range (Rials), leaving out products without a price', async () => {
      const items = await all('minPrice=5000000&maxPrice=20000000');
      expect(items.length).toBeGreaterThan(3);
      expect(items.every((p) => p.price !== null && p.price >= 5_000_000 && p.price <= 20_000_000)).toBe(true);
      const onlyMin = await all('minPrice=100000000');
      expect(onlyMin.every((p) => p.price !== null && p.price >= 100_000_000)).toBe(true);
    });

    it('in stock only', async () => {
      const everything = await all('');
      const inStock = await all('inStock=true');
      expect(inStock.every((p) => p.stock > 0 && p.inStock)).toBe(true);
      expect(everything.some((p) => p.stock === 0)).toBe(true);
      expect(inStock.length).toBe(everything.filter((p) => p.stock > 0).length);
    });

    it('featured only (the home widget)', async () => {
      const items = await all('featured=true');
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items.every((p) => p.featured)).toBe(true);
    });

    it('combined, with facets for the filter panel', async () => {
      const { body } = await list('category=fire-extinguishers&brandId=1&inStock=true&facets=true&pageSize=60');
      expect(body.data.items.every((p: Card) => p.brand?.id === 1 && p.inStock && extinguisherIds.includes(p.categoryId))).toBe(true);
      // brand facet ignores the brand filter itself so other brands can be added
      const brandIds = body.data.facets.brands.map((b: { id: number }) => b.id);
      expect(brandIds).toEqual(expect.arrayContaining([1, 5, 6]));
      expect(body.data.facets.price.min).toBeLessThanOrEqual(body.data.facets.price.max);
    });
  });

  describe('sort', () => {
    it('newest first', async () => {
      const items = await all('sort=newest');
      const { db } = t.database;
      const dates = await db.selectFrom('products').select(['id', 'created_at']).where('active', '=', 1).execute();
      const created = new Map(dates.map((d) => [Number(d.id), String(d.created_at)]));
      const seq = items.map((p) => created.get(p.id)!);
      expect([...seq].sort().reverse()).toEqual(seq);
    });

    it('price up, then price down, with price-on-inquiry products last in both', async () => {
      const up = (await all('sort=priceAsc&category=fire-alarm-systems'));
      const down = (await all('sort=priceDesc&category=fire-alarm-systems'));
      for (const [items, dir] of [[up, 1], [down, -1]] as const) {
        const priced = items.filter((p) => p.price !== null).map((p) => p.price!);
        expect(priced).toEqual([...priced].sort((a, b) => (a - b) * dir));
        const firstNull = items.findIndex((p) => p.price === null);
        expect(firstNull).toBeGreaterThan(0);
        expect(items.slice(firstNull).every((p) => p.price === null)).toBe(true);
      }
    });

    it('popular first', async () => {
      const items = await all('sort=popular');
      const rows = await t.database.db.selectFrom('products').select(['id', 'popularity']).execute();
      const pop = new Map(rows.map((r) => [Number(r.id), Number(r.popularity)]));
      const seq = items.map((p) => pop.get(p.id)!);
      expect(seq).toEqual([...seq].sort((a, b) => b - a));
    });

    it('refuses an unknown sort with a localized 400', async () => {
      const { status, body } = await list('sort=cheapest&lang=en');
      expect(status).toBe(400);
      expect(body.isSuccess).toBe(false);
      expect(body.messages[0].item1).toContain('sort');
    });
  });

  describe('paging', () => {
    it('pages do not overlap and together give every product once', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const { body } = await list(`pageSize=13&page=${page}&sort=popular`);
        expect(body.data).toMatchObject({ page, pageSize: 13, total: 48, pageCount: 4 });
        seen.push(...body.data.items.map((p: Card) => p.id));
      }
      expect(seen).toHaveLength(48);
      expect(new Set(seen).size).toBe(48);
    });

    it('a page past the end is empty but still reports the total', async () => {
      const { status, body } = await list('page=99');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ items: [], total: 48, page: 99 });
    });

    it('accepts a page size of 60 and refuses 61, 0 and page 0 (localized)', async () => {
      expect((await list('pageSize=60')).body.data.items).toHaveLength(48);
      for (const q of ['pageSize=61', 'pageSize=0', 'page=0', 'page=abc']) {
        const { status, body } = await list(`${q}&lang=en`);
        expect(status).toBe(400);
        expect(body.messages[0].item2).toBe('common.invalidField');
      }
      const fa = await list('pageSize=61');
      expect(fa.body.messages[0].item1).toContain('نامعتبر');
    });
  });

  describe('bad input and unknown things', () => {
    it('a category that does not exist is a localized 404', async () => {
      const res = await list('category=no-such-category&lang=en');
      expect(res.status).toBe(404);
      expect(res.body.messages[0]).toEqual({ item1: 'This category does not exist.', item2: 'catalog.categoryNotFound' });
    });

    it('a minimum price above the maximum is a localized 400', async () => {
      const fa = await list('minPrice=9&maxPrice=1');
      expect(fa.status).toBe(400);
      expect(fa.body.messages[0].item2).toBe('catalog.priceRange');
      expect(fa.body.messages[0].item1).toContain('قیمت');
      const ru = await list('minPrice=9&maxPrice=1&lang=ru');
      expect(ru.body.messages[0].item1).toContain('цена');
    });

    it('negative prices and non-numeric brands are refused', async () => {
      expect((await list('minPrice=-1')).status).toBe(400);
      expect((await list('brandId=abc')).status).toBe(400);
    });
  });
});
