import type { ProductCard } from 'contracts/catalog';
import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { insertProduct } from '../src/modules/catalog/products/write';
import { buildSearchText } from '../src/modules/catalog/products/search-text';

type Hit = ProductCard;

describeEachDb('catalog search', (kind) => {
  let t: TestApp;
  let powder6: number;
  let inName: number;
  let inBody: number;
  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/search?q=${encodeURIComponent(q)}${extra}` });
    return { status: res.statusCode, body: res.json() };
  };
  const ids = async (q: string, extra = '') => (await search(q, extra)).body.data.items.map((h: Hit) => h.id) as number[];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const { db } = t.database;
    // stored with Persian ی/ک, a half-space and a Latin digit
    powder6 = Number((await db.selectFrom('products').select('id').where('sku', '=', 'ATB-P6').executeTakeFirstOrThrow()).id);
    const cat = Number((await db.selectFrom('categories').select('id').where('label_en', '=', 'fire-detectors').executeTakeFirstOrThrow()).id);
    // a word only in one product's name and only in another's description: the name wins even when less popular
    inBody = await insertProduct(db, {
      categoryId: cat, name: { fa: 'دتکتور نمونه الف', en: 'Sample detector A' }, price: 1_000_000, stock: 3, popularity: 10_000,
      description: { fa: '<p>سازگار با پروتکل زیگمالاین</p>', en: '<p>Works with the Zigmaline protocol</p>' },
    });
    inName = await insertProduct(db, {
      categoryId: cat, name: { fa: 'دتکتور زیگمالاین', en: 'Zigmaline detector' }, price: 2_000_000, stock: 3, popularity: 1,
    });
  });
  afterAll(() => t.close());

  it('finds the product stored with ی/ک and Latin digits from a query typed with Arabic ي/ك and Persian digits', async () => {
    const { status, body } = await search('كپسول پودر ۶ كيلوگرمي');
    expect(status).toBe(200);
    expect(body.data.items[0].id).toBe(powder6);
    expect(body.data.query).toBe('كپسول پودر ۶ كيلوگرمي');
  });

  it('treats Arabic-Indic digits, diacritics and tatweel like plain text', async () => {
    expect((await ids('کپسول ٦ کیلوگرمی'))[0]).toBe(powder6);
    expect((await ids('كَپسـول پودر 6'))[0]).toBe(powder6);
  });

  it('matches words written with a half-space, a space or joined', async () => {
    for (const q of ['آتش‌نشانی پودر 6', 'آتش نشانی پودر 6', 'آتشنشانی پودر 6']) {
      expect(await ids(q)).toContain(powder6);
    }
  });

  it('numbers match whole words: 6 does not find a 16 mm nozzle, ۱۶ does', async () => {
    const nozzle = await insertProduct(t.database.db, {
      categoryId: Number((await t.database.db.selectFrom('categories').select('id').where('label_en', '=', 'fire-hose-reels').executeTakeFirstOrThrow()).id),
      name: { fa: 'نازل آزمایشی 16 میلی‌متری', en: 'Trial nozzle 16 mm' }, price: 100, stock: 1,
    });
    expect(await ids('نازل آزمایشی 6')).not.toContain(nozzle);
    expect(await ids('نازل آزمایشی ۱۶')).toContain(nozzle);
    expect(await ids('trial nozzle 16')).toContain(nozzle);
  });

  it('searches English names case-insensitively and by SKU', async () => {
    expect(await ids('ATASHBAN 6 KG')).toContain(powder6);
    expect((await ids('atb-p6'))[0]).toBe(powder6);
  });

  it('ranks a name match above a description match, whatever the popularity', async () => {
    const found = await ids('زیگمالاین');
    expect(found.slice(0, 2)).toEqual([inName, inBody]);
    const en = await ids('zigmaline');
    expect(en.slice(0, 2)).toEqual([inName, inBody]);
  });

  it('ranks words that start with the query above words that merely contain it (prefix match)', async () => {
    // «دتک» starts «دتکتور» in detector names
    const hits = (await search('دتک', '&pageSize=5')).body.data.items as Hit[];
    expect(hits.length).toBe(5);
    expect(hits.every((h) => h.name.includes('دتکتور'))).toBe(true);
  });

  it('a one-letter query finds exactly the products with a word starting with it', async () => {
    const { db } = t.database;
    const rows = await db.selectFrom('products').select(['id', 'search_name', 'search_body']).where('active', '=', 1).execute();
    for (const letter of ['ک', 's']) {
      const expected = rows.filter((r) => `${r.search_name} ${r.search_body}`.split(' ').some((w) => w.startsWith(letter))).map((r) => Number(r.id));
      expect(expected.length).toBeGreaterThan(20);
      expect((await ids(letter, '&pageSize=60')).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('searches within a category by its label', async () => {
    const all = await search('سنتینل', '&pageSize=60');
    const within = await search('سنتینل', '&category=call-points-sounders&pageSize=60');
    expect(within.body.data.total).toBeGreaterThan(0);
    expect(within.body.data.total).toBeLessThan(all.body.data.total);
    expect(within.body.data.category.labels.en).toBe('call-points-sounders');
  });

  it('keeps the filters and other sorts in search', async () => {
    const { body } = await search('کپسول', '&inStock=true&sort=priceAsc&pageSize=60');
    const prices = body.data.items.map((h: { price: number | null }) => h.price).filter((p: number | null) => p !== null);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(body.data.items.every((h: { inStock: boolean }) => h.inStock)).toBe(true);
  });

  it('finds a product by its new words once its search text changes, whoever writes it (plain SQL here)', async () => {
    const { db } = t.database;
    const before = await db.selectFrom('products').select('search_name').where('id', '=', inName).executeTakeFirstOrThrow();
    try {
      await db.updateTable('products').set({ search_name: buildSearchText(['دتکتور کوانتومی', 'Quantum detector']) }).where('id', '=', inName).execute();
      expect(await ids('کوانتومی')).toEqual([inName]);
      expect(await ids('quantum detector', '&lang=en')).toEqual([inName]);
      // the old name word is gone from the name (it stays only in the other product's description)
      expect((await ids('زیگمالاین'))).toEqual([inBody]);
    } finally {
      await db.updateTable('products').set({ search_name: before.search_name }).where('id', '=', inName).execute();
    }
    expect((await ids('زیگمالاین')).slice(0, 2)).toEqual([inName, inBody]);
  });

  it('filters and orders by what products hold now, however they were changed (stock, price, active by plain SQL)', async () => {
    const { db } = t.database;
    const before = await db.selectFrom('products').select(['stock', 'price', 'active']).where('id', '=', powder6).executeTakeFirstOrThrow();
    try {
      await db.updateTable('products').set({ stock: 0 }).where('id', '=', powder6).execute();
      expect(await ids('کپسول', '&inStock=true&pageSize=60')).not.toContain(powder6);
      expect(await ids('کپسول', '&pageSize=60')).toContain(powder6);
      await db.updateTable('products').set({ price: 1 }).where('id', '=', powder6).execute();
      expect((await ids('کپسول', '&sort=priceAsc'))[0]).toBe(powder6);
      expect((await ids('کپسول', '&maxPrice=10'))).toEqual([powder6]);
      await db.updateTable('products').set({ active: 0 }).where('id', '=', powder6).execute();
      expect(await ids('کپسول پودر 6 کیلو')).not.toContain(powder6);
    } finally {
      await db.updateTable('products').set(before).where('id', '=', powder6).execute();
    }
    expect((await ids('کپسول پودر 6 کیلو'))[0]).toBe(powder6);
  });

  it('pages the results: a page past the end is empty but tells the total; facets count the matches', async () => {
    const first = (await search('کپسول', '&pageSize=5&facets=true')).body.data;
    expect(first.total).toBeGreaterThan(10);
    expect(first.pageCount).toBe(Math.ceil(first.total / 5));
    const brandCounts = first.facets.brands.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(brandCounts).toBe(first.total);
    const second = (await search('کپسول', '&pageSize=5&page=2')).body.data;
    expect(second.items.map((h: Hit) => h.id)).not.toContain(first.items[0].id);
    const past = (await search('کپسول', '&pageSize=5&page=99')).body.data;
    expect(past).toMatchObject({ items: [], total: first.total, page: 99 });
  });

  it('facets of a search filtered by brand and price: brands counted in the price range, the price span of the chosen brand, the total within both', async () => {
    const everything = (await search('کپسول', '&pageSize=60')).body.data;
    const items = everything.items as Hit[];
    expect(items.length).toBe(everything.total);
    const prices = items.flatMap((h) => (h.price === null ? [] : [h.price])).sort((a, b) => a - b);
    const [minPrice, maxPrice] = [prices[Math.floor(prices.length / 4)], prices[Math.floor((prices.length * 3) / 4)]];
    const inRange = (h: Hit) => h.price !== null && h.price >= minPrice && h.price <= maxPrice;
    // the brand with the most matches, so that the filters leave out some of its products and some of the others'
    const byBrand = new Map<number, Hit[]>();
    for (const h of items) if (h.brand) byBrand.set(h.brand.id, [...(byBrand.get(h.brand.id) ?? []), h]);
    const [brand, ofBrand] = [...byBrand].sort((a, b) => b[1].length - a[1].length)[0];
    const expectedIds = ofBrand.filter(inRange).map((h) => h.id);
    expect(expectedIds.length).toBeGreaterThan(0);
    expect(expectedIds.length).toBeLessThan(ofBrand.length);
    expect(items.filter(inRange).length).toBeGreaterThan(expectedIds.length);

    const { body } = await search('کپسول', `&pageSize=60&facets=true&brandIds=${brand}&minPrice=${minPrice}&maxPrice=${maxPrice}`);
    expect(body.data.items.map((h: Hit) => h.id).sort()).toEqual([...expectedIds].sort());
    expect(body.data.total).toBe(expectedIds.length);
    const counts = new Map<number, number>();
    for (const h of items.filter(inRange)) if (h.brand) counts.set(h.brand.id, (counts.get(h.brand.id) ?? 0) + 1);
    expect(body.data.facets.brands.map((b: { id: number; count: number }) => [b.id, b.count])).toEqual([...counts].sort((a, b) => a[0] - b[0]));
    const brandPrices = ofBrand.flatMap((h) => (h.price === null ? [] : [h.price]));
    expect(body.data.facets.price).toEqual({ min: Math.min(...brandPrices), max: Math.max(...brandPrices) });
  });

  it('answers an empty result for nothing found and for a query of punctuation only', async () => {
    for (const q of ['پمپ‌بنزین‌فضایی', '!!!']) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ items: [], total: 0 });
    }
  });

  it('refuses a missing or too long query with a localized 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/product/search?lang=en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0]).toEqual({ item1: 'The field "q" is required.', item2: 'common.requiredField' });
    expect((await search('x'.repeat(101))).status).toBe(400);
  });

  describe('suggestions for the header search box', () => {
    it('offers products, categories and brands while typing, with Arabic letters too', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent('دتكتور')}` });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.products.length).toBeLessThanOrEqual(6);
      expect(data.products[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.stringContaining('دتکتور'), slug: expect.any(String) }));
      expect(data.categories.map((c: { label: string }) => c.label)).toContain('دتکتور-دود-و-حرارت');
    });

    it('finds brands by their name in any language', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/product/suggest?q=nord&lang=en' });
      expect(res.json().data.brands).toEqual([expect.objectContaining({ name: 'Nordfeuer', label: 'nordfeuer' })]);
    });
  });
});
