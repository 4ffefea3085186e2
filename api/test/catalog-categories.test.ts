import sharp from 'sharp';
import type { Category } from 'contracts/catalog';
import { createTestApp, describeEachDb, type TestApp } from './helpers';


describeEachDb('catalog categories, brands, catalogue page and media', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  describe('the spec call GET /api/category/category?ParentId=42&Active=true&SortBy=0', () => {
    it('lists the product categories under 42 in their set order, localized', async () => {
      const { status, body } = await get('/api/category/category?ParentId=42&Active=true&SortBy=0');
      expect(status).toBe(200);
      const cats = body.data as Category[];
      expect(cats.length).toBeGreaterThanOrEqual(8);
      expect(cats.every((c) => c.parentId === 42 && c.active)).toBe(true);
      expect(cats.map((c) => c.sortOrder)).toEqual([...cats.map((c) => c.sortOrder)].sort((a, b) => a - b));
      expect(cats[0]).toMatchObject({ name: 'کپسول آتش‌نشانی', label: 'کپسول-آتش-نشانی', labels: { en: 'fire-extinguishers', ru: 'огнетушители' }, productCount: 14 });
      expect(cats[0].children).toBeUndefined();
      const en = (await get('/api/category/category?ParentId=42&Active=true&SortBy=0&lang=en')).body.data as Category[];
      expect(en[0]).toMatchObject({ name: 'Fire extinguishers', label: 'fire-extinguishers' });
      const ru = (await get('/api/category/category?ParentId=42&lang=ru')).body.data as Category[];
      expect(ru[0].name).toBe('Огнетушители');
    });

    it('sorts by name (1) or by product count (2), and nests subcategories on request', async () => {
      const byName = (await get('/api/category/category?ParentId=42&SortBy=1&lang=en')).body.data as Category[];
      const names = byName.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      const byCount = (await get('/api/category/category?ParentId=42&SortBy=2')).body.data as Category[];
      const counts = byCount.map((c) => c.productCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const nested = (await get('/api/category/category?ParentId=42&IncludeChildren=true')).body.data as Category[];
      expect(nested[0].children!.map((c) => c.labels.en)).toEqual(['powder-extinguishers', 'co2-extinguishers', 'foam-water-extinguishers', 'automatic-extinguishers']);
    });

    it('leaves inactive categories out unless Active=false, and answers [] for a parent without children', async () => {
      const { db } = t.database;
      await db.updateTable('categories').set({ active: 0 }).where('label_en', '=', 'firefighter-ppe').execute();
      try {
        const active = (await get('/api/category/category?ParentId=42&Active=true')).body.data as Category[];
        expect(active.map((c) => c.labels.en)).not.toContain('firefighter-ppe');
        const all = (await get('/api/category/category?ParentId=42&Active=false')).body.data as Category[];
        expect(all.map((c) => c.labels.en)).toContain('firefighter-ppe');
        // its products disappear from listings as well
        expect((await get('/api/product/product?category=firefighter-ppe')).status).toBe(404);
        expect((await get('/api/product/product?pageSize=60')).body.data.total).toBe(46);
        expect((await get(`/api/product/search?q=${encodeURIComponent('پتوی نسوز')}`)).body.data.total).toBe(0);
      } finally {
        await db.updateTable('categories').set({ active: 1 }).where('label_en', '=', 'firefighter-ppe').execute();
      }
      expect((await get('/api/category/category?ParentId=999')).body.data).toEqual([]);
    });

    it('refuses a bad parameter with a localized 400', async () => {
      const res = await get('/api/category/category?ParentId=abc&lang=en');
      expect(res.status).toBe(400);
      expect(res.body.messages[0].item1).toContain('ParentId');
      expect((await get('/api/category/category?SortBy=7')).status).toBe(400);
    });
  });

  describe('category by label', () => {
    it('finds a category by its label in any language, with breadcrumb and children', async () => {
      for (const label of ['powder-extinguishers', 'کپسول-پودر-و-گاز', 'порошковые-огнетушители', 'Powder-Extinguishers']) {
        const { status, body } = await get(`/api/category/byLabel/${encodeURIComponent(label)}?lang=en`);
        expect(status).toBe(200);
        expect(body.data).toMatchObject({ name: 'Dry powder extinguishers', label: 'powder-extinguishers', productCount: 5, children: [] });
        expect(body.data.breadcrumb.map((c: Category) => c.label)).toEqual(['fire-extinguishers', 'powder-extinguishers']);
      }
    });

    it('accepts a Persian label typed with Arabic kaf and yeh', async () => {
      const { status, body } = await get(`/api/category/byLabel/${encodeURIComponent('دتكتور-دود-و-حرارت')}`);
      expect(status).toBe(200);
      expect(body.data.labels.en).toBe('fire-detectors');
    });

    it('is a localized 404 for an unknown label and for the product root itself', async () => {
      for (const label of ['nothing-here', 'products']) {
        const res = await get(`/api/category/byLabel/${label}?lang=en`);
        expect(res.status).toBe(404);
        expect(res.body.messages[0]).toEqual({ item1: 'This category does not exist.', item2: 'catalog.categoryNotFound' });
      }
    });
  });

  describe('brands', () => {
    it('lists the six brands with logos and product counts', async () => {
      const { body } = await get('/api/brand/brand?lang=en');
      expect(body.data).toHaveLength(6);
      expect(body.data[0]).toMatchObject({ name: 'Atashban', label: 'atashban', country: 'Iran', logo: { baseUrl: '/api/img/', extension: 'webp' } });
      const total = body.data.reduce((s: number, b: { productCount: number }) => s + b.productCount, 0);
      expect(total).toBe(48);
    });

    it('answers one brand by id, a 404 for an unknown one and a 400 for a bad id', async () => {
      const { status, body } = await get('/api/brand/2');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: 2, name: 'نوردفویر', names: { en: 'Nordfeuer' }, label: 'nordfeuer' });
      const unknown = await get('/api/brand/99?lang=en');
      expect(unknown.status).toBe(404);
      expect(unknown.body.messages[0].item2).toBe('catalog.brandNotFound');
      expect((await get('/api/brand/x')).status).toBe(400);
    });
  });

  describe('catalogue page (/st/catalog)', () => {
    it('lists top-level categories with their downloadable files, and the full catalogue', async () => {
      const { body } = await get('/api/catalog/catalog?lang=en');
      const cats = body.data.categories as Array<Category & { files: Array<{ url: string; title: string; sizeBytes: number }> }>;
      expect(cats.length).toBeGreaterThanOrEqual(8);
      const ext = cats.find((c) => c.label === 'fire-extinguishers')!;
      expect(ext.files).toEqual([expect.objectContaining({ title: 'Fire extinguishers catalogue', url: '/api/catalog/files/catalogue-fire-extinguishers-2025.pdf', mime: 'application/pdf' })]);
      expect(cats.find((c) => c.label === 'firefighter-ppe')!.files).toEqual([]);
      expect(body.data.files).toEqual([expect.objectContaining({ title: 'Full product catalogue' })]);
    });

    it('serves a listed PDF as a download, and 404s anything else', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/catalog/files/catalogue-fire-extinguishers-2025.pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment');
      expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
      expect((await get('/api/catalog/files/other.pdf')).status).toBe(404);
      expect((await get('/api/catalog/files/..%2F..%2Fshop.sqlite')).status).toBe(400);
    });
  });

  describe('images', () => {
    let guid: string;
    beforeAll(async () => {
      guid = String((await t.database.db.selectFrom('product_images').select('guid_name').limit(1).executeTakeFirstOrThrow()).guid_name);
    });

    it('serves resized raster variants with long, immutable caching', async () => {
      const widths: Record<string, number> = { '': 1200, _sm: 200, _md: 480, _lg: 800 };
      for (const [suffix, width] of Object.entries(widths)) {
        const res = await t.app.inject({ method: 'GET', url: `/api/img/${guid}${suffix}.webp` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width });
      }
      const png = await t.app.inject({ method: 'GET', url: `/api/img/${guid}_sm.png` });
      expect(png.headers['content-type']).toBe('image/png');
      // the second request is served from the cache on disk, identical
      const again = await t.app.inject({ method: 'GET', url: `/api/img/${guid}_sm.png` });
      expect(again.rawPayload.equals(png.rawPayload)).toBe(true);
    });

    it('serves the SVG source with a restrictive content policy', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/img/${guid}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toContain('<svg');
    });

    it('404s an unknown picture and 400s a malformed name', async () => {
      const res = await get('/api/img/00000000-0000-0000-0000-000000000000_md.webp?lang=en');
      expect(res.status).toBe(404);
      expect(res.body.messages[0].item2).toBe('catalog.imageNotFound');
      expect((await get(`/api/img/${guid}_xl.webp`)).status).toBe(400);
      expect((await get(`/api/img/${guid}.gif`)).status).toBe(400);
    });
  });
});
