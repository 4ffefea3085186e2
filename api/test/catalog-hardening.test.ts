import crypto from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';
import { CATALOG_LIMITS } from '../src/modules/catalog/lib/limits';

/** The catalog's part of the hardening issue: per-address limits, int4 bounds, descriptions sanitized on read. */
describeEachDb('catalog hardening', (kind) => {
  let t: TestApp;
  let productIds: number[];
  let powder6: number;
  const countRows = async (table: string) => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** A shopper on a device of its own (no cookies) at `address`. */
  const post = (address: string, url: string, payload: unknown, cookies: Record<string, string> = {}) => {
    const c = new Client(t.app);
    for (const [k, v] of Object.entries(cookies)) c.cookies.set(k, v);
    return c.request({ method: 'POST', url, payload: payload as never, remoteAddress: address });
  };
  let mobileSeq = 0;
  const nextMobile = () => `0912${String(1_000_000 + ++mobileSeq).slice(-7)}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const rows = await t.database.db.selectFrom('products').select(['id', 'sku']).where('active', '=', 1).orderBy('id').execute();
    productIds = rows.map((r) => Number(r.id));
    powder6 = Number(rows.find((r) => r.sku === 'ATB-P6')!.id);
    expect(productIds.length).toBeGreaterThan(CATALOG_LIMITS.ratingsPerAddress.max);
  });
  afterAll(() => t.close());

  describe('ratings are limited per address and product', () => {
    it('refuses the sixth rating of one product from one address (new guest each time) with a localized 429, nothing stored', async () => {
      const { max } = CATALOG_LIMITS.ratingsPerProduct;
      for (let i = 0; i < max; i++) expect((await post('10.1.0.1', '/api/product/rate', { productId: powder6, rate: 1 })).statusCode).toBe(200);
      const before = await countRows('product_ratings');
      const refused = await post('10.1.0.1', '/api/product/rate?lang=en', { productId: powder6, rate: 1 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isSuccess: false, messages: [{ item1: expect.stringMatching(/^Too many ratings from this device; please try again in \d+ minutes\.$/), item2: 'catalog.tooManyRatings' }] });
      const fa = await post('10.1.0.1', '/api/product/rate', { productId: powder6, rate: 1 });
      expect(fa.statusCode).toBe(429);
      expect(fa.json().messages[0].item1).toMatch(/دقیقه/);
      expect(await countRows('product_ratings')).toBe(before);
      // another address, and another product from the same address, still rate
      expect((await post('10.1.0.2', '/api/product/rate', { productId: powder6, rate: 1 })).statusCode).toBe(200);
      expect((await post('10.1.0.1', '/api/product/rate', { productId: productIds.find((id) => id !== powder6), rate: 1 })).statusCode).toBe(200);
    });

    it('refuses ratings past the per-address limit across products', async () => {
      const { max } = CATALOG_LIMITS.ratingsPerAddress;
      for (let i = 0; i < max; i++) expect((await post('10.1.1.1', '/api/product/rate', { productId: productIds[i], rate: 3 })).statusCode).toBe(200);
      const refused = await post('10.1.1.1', '/api/product/rate', { productId: productIds[max], rate: 3 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().messages[0].item2).toBe('catalog.tooManyRatings');
    });
  });

  describe('price inquiries are limited per address and product', () => {
    it('refuses the sixth inquiry for one product from one address, even with other mobiles', async () => {
      const { max } = CATALOG_LIMITS.inquiriesPerProduct;
      const body = () => ({ productId: powder6, fullName: 'Sara', mobile: nextMobile() });
      for (let i = 0; i < max; i++) expect((await post('10.2.0.1', '/api/product/priceInquiry', body())).statusCode).toBe(200);
      const before = await countRows('price_inquiries');
      const refused = await post('10.2.0.1', '/api/product/priceInquiry?lang=ru', body());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isSuccess: false, messages: [{ item1: expect.stringMatching(/^Слишком много запросов/), item2: 'catalog.tooManyRequests' }] });
      expect(await countRows('price_inquiries')).toBe(before);
      expect((await post('10.2.0.2', '/api/product/priceInquiry', body())).statusCode).toBe(200);
    });

    it('refuses inquiries past the per-address limit across products', async () => {
      const { max } = CATALOG_LIMITS.inquiriesPerAddress;
      for (let i = 0; i < max; i++) {
        expect((await post('10.2.1.1', '/api/product/priceInquiry', { productId: productIds[i], fullName: 'Ali', mobile: nextMobile() })).statusCode).toBe(200);
      }
      const refused = await post('10.2.1.1', '/api/product/priceInquiry', { productId: productIds[max], fullName: 'Ali', mobile: nextMobile() });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().messages[0].item2).toBe('catalog.tooManyRequests');
    });
  });

  describe('integer inputs stay inside PostgreSQL int4 (and prices inside bigint)', () => {
    const TOO_BIG = '2147483648';
    const getUrls = [
      `/api/product/${TOO_BIG}`,
      `/api/brand/${TOO_BIG}`,
      `/api/category/category?ParentId=${TOO_BIG}`,
      `/api/product/product?categoryId=${TOO_BIG}`,
      `/api/product/product?brandId=${TOO_BIG}`,
      `/api/product/product?brandIds=${TOO_BIG}`,
      `/api/product/product?brandIds=1,9999999999`,
      `/api/product/product?page=${TOO_BIG}`,
      `/api/product/product?pageSize=${TOO_BIG}`,
      '/api/product/product?minPrice=1000000000000001',
      '/api/product/product?maxPrice=99999999999999999999',
      '/api/product/product?minPrice=-1',
      '/api/product/product?page=1.5',
      `/api/product/search?q=x&categoryId=${TOO_BIG}`,
      `/api/product/search?q=x&brandIds=${TOO_BIG}`,
      `/api/product/search?q=x&page=${TOO_BIG}`,
      '/api/product/search?q=x&maxPrice=1e20',
      '/api/product/-1',
      '/api/product/1.5',
    ];
    it.each(getUrls)('GET %s is a localized 400', async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, messages: [expect.objectContaining({ item1: expect.any(String) })] });
    });

    it.each([
      ['/api/product/rate', { productId: 2147483648, rate: 5 }],
      ['/api/product/rate', { productId: 1.5, rate: 5 }],
      ['/api/product/priceInquiry', { productId: 2147483648, fullName: 'Sara', mobile: '09121234567' }],
      ['/api/product/priceInquiry', { productId: 1, fullName: 'Sara', mobile: '09121234567', quantity: 2147483648 }],
    ])('POST %s %j is a 400', async (url, payload) => {
      const res = await post('10.3.0.1', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    });

    it('the largest values are answered without an error', async () => {
      for (const url of ['/api/product/2147483647', '/api/brand/2147483647']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      for (const url of [
        '/api/product/product?brandIds=2147483647&brandId=2147483647&minPrice=1000000000000000&maxPrice=1000000000000000',
        '/api/product/product?page=100000&pageSize=60',
        '/api/category/category?ParentId=2147483647',
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/product/product?categoryId=2147483647' })).statusCode).toBe(404);
    });
  });

  describe('stored descriptions are sanitized on read', () => {
    const EVIL = '<p>safe</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">link</a>';
    const expectClean = (html: string | null) => {
      expect(html).toContain('<p>safe</p>');
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    };

    it('a product description written directly into the database never reaches an answer raw', async () => {
      await t.database.db.updateTable('products').set({ description_fa: EVIL, description_en: EVIL }).where('id', '=', powder6).execute();
      expectClean((await t.app.inject({ method: 'GET', url: `/api/product/${powder6}` })).json().data.description);
      expectClean((await t.app.inject({ method: 'GET', url: `/api/product/${powder6}?lang=en` })).json().data.description);
    });

    it('category and brand descriptions too', async () => {
      const product = await t.database.db.selectFrom('products').select(['category_id', 'brand_id']).where('id', '=', powder6).executeTakeFirstOrThrow();
      await t.database.db.updateTable('categories').set({ description_fa: EVIL }).execute();
      await t.database.db.updateTable('brands').set({ description_fa: EVIL }).execute();
      const categories = (await t.app.inject({ method: 'GET', url: '/api/category/category?IncludeChildren=true' })).json().data;
      expect(categories.length).toBeGreaterThan(0);
      for (const c of categories) {
        expectClean(c.description);
        for (const child of c.children ?? []) expectClean(child.description);
      }
      const listing = (await t.app.inject({ method: 'GET', url: `/api/product/product?categoryId=${product.category_id}` })).json().data;
      expectClean(listing.category.description);
      const brand = (await t.app.inject({ method: 'GET', url: `/api/brand/${product.brand_id}` })).json().data;
      expectClean(brand.description);
      for (const b of (await t.app.inject({ method: 'GET', url: '/api/brand/brand' })).json().data) expectClean(b.description);
      const catalogue = (await t.app.inject({ method: 'GET', url: '/api/catalog/catalog' })).json().data;
      for (const c of catalogue.categories) expectClean(c.description);
    });

    it('a video address that is not http(s) is not answered', async () => {
      await t.database.db.updateTable('products').set({ video_url: 'javascript:alert(1)' }).where('id', '=', powder6).execute();
      expect((await t.app.inject({ method: 'GET', url: `/api/product/${powder6}` })).json().data.video).toBeNull();
      await t.database.db.updateTable('products').set({ video_url: sql<string>`null` }).where('id', '=', powder6).execute();
    });
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('catalog limits in Redis (REDIS_URL): shared by two api instances', () => {
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = { REDIS_URL, AUTH_REDIS_PREFIX: prefix };
    a = await createTestApp('sqlite', { seed: true, env });
    b = await createTestApp('sqlite', { seed: true, env });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await a.close();
    await b.close();
  });

  it('counts ratings of both instances together, in Redis under the shop prefix', async () => {
    const productId = Number((await a.database.db.selectFrom('products').select('id').where('sku', '=', 'ATB-P6').executeTakeFirstOrThrow()).id);
    const { max } = CATALOG_LIMITS.ratingsPerProduct;
    const rate = (t: TestApp) => new Client(t.app).request({ method: 'POST', url: '/api/product/rate', payload: { productId, rate: 4 }, remoteAddress: '10.4.0.1' });
    for (let i = 0; i < max; i++) expect((await rate(i % 2 ? a : b)).statusCode).toBe(200);
    const refused = await rate(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages[0].item2).toBe('catalog.tooManyRatings');
    expect((await redis.keys(`${prefix}rl:catalog:rate-product:10.4.0.1:${productId}:*`)).length).toBe(1);
    // nothing in the database's table
    expect(await a.database.db.selectFrom('auth_rate_limits').select('key').where('key', 'like', 'catalog:%').execute()).toEqual([]);
  });
});
