/**
 * The storefront sees a catalogue change on its next page view (issue 31 item 6): every back-office
 * write raises the catalogue's version in its own transaction (a failed write raises nothing), the
 * storefront's reads carry it as `x-catalog-version`, and once the write commits the pages it touches
 * are purged: the product's pages at the old and the new slug, its category's (and ancestors') and
 * brand's pages, home, the lists and the sitemaps. Sandbox purger here; the http one at the end.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductInput } from 'contracts/admin-catalog';
import { noAudit } from '../src/modules/catalog/admin/audit';
import { applyImport } from '../src/modules/catalog/admin/bulk';
import { createProduct, quickEdit, updateProduct } from '../src/modules/catalog/admin/products';
import { createCategory, moveCategory, updateCategory } from '../src/modules/catalog/admin/categories';
import { updateBrand } from '../src/modules/catalog/admin/brands';
import { getAdminProduct } from '../src/modules/catalog/admin/product-queries';
import { addPicture } from '../src/modules/catalog/admin/pictures';
import type { DB } from '../src/db/database';
import { createTestApp, describeEachDb, type TestApp } from './helpers';

const ORIGIN = 'http://localhost:3000';
const SITE = ['/', '/en', '/ru', '/cat', '/en/cat', '/ru/cat', '/brand', '/en/brand', '/ru/brand', '/sitemap.xml', '/index-sitemap.xml', '/fa-ir-sitemap.xml', '/en-us-sitemap.xml', '/ru-ru-sitemap.xml'];
const enc = encodeURIComponent;

describeEachDb('catalogue freshness', (kind) => {
  let t: TestApp;
  let db: DB;
  let top: { id: number; label_fa: string; label_en: string; label_ru: string | null };
  let child: { id: number; label_fa: string; label_en: string; label_ru: string | null };
  let brand: { id: number; label: string };

  const version = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/version' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-catalog-version']).toBe(String(res.json().data.version));
    return res.json().data.version as number;
  };
  const purges = async () => (await t.app.inject({ method: 'GET', url: '/api/dev/cache-purges?limit=100' })).json().data as Array<{ version: number; urls: string[] }>;
  const lastPurge = async () => (await purges())[0];
  const paths = (urls: string[]) => urls.map((u) => u.slice(ORIGIN.length));
  const catPages = (c: typeof top) => [`/cat/${enc(c.label_fa)}`, `/en/cat/${enc(c.label_en)}`, `/ru/cat/${enc(c.label_ru ?? c.label_en)}`];
  const brandPages = (b: typeof brand) => ['', '/en', '/ru'].map((p) => `${p}/brand/${b.id}/${enc(b.label)}`);
  const productPages = (id: number, s: { fa: string; en: string; ru: string | null }) => [`/pr/${id}/${enc(s.fa)}`, `/en/pr/${id}/${enc(s.en)}`, `/ru/pr/${id}/${enc(s.ru ?? s.en)}`];

  const input = (over: Partial<ProductInput> = {}): ProductInput => ({
    categoryId: child.id,
    brandId: brand.id,
    sku: 'FRESH-1',
    name: { fa: 'کپسول تازگی', en: 'Freshness extinguisher', ru: null },
    description: { fa: null, en: null, ru: null },
    price: 1_000_000,
    listPrice: null,
    stock: 4,
    active: true,
    featured: false,
    specifications: [],
    videoUrl: null,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    db = t.database.db;
    const cats = await db.selectFrom('categories').select(['id', 'parent_id', 'label_fa', 'label_en', 'label_ru']).execute();
    const c = cats.find((x) => x.parent_id !== null && Number(x.parent_id) !== 42 && cats.some((p) => Number(p.id) === Number(x.parent_id) && Number(p.parent_id) === 42))!;
    child = { ...c, id: Number(c.id) };
    const p = cats.find((x) => Number(x.id) === Number(c.parent_id))!;
    top = { ...p, id: Number(p.id) };
    const b = await db.selectFrom('brands').select(['id', 'label']).orderBy('id').executeTakeFirstOrThrow();
    brand = { id: Number(b.id), label: b.label };
  });
  afterAll(() => t.close());

  it('sends the version on the storefront reads (catalogue, content, sitemaps list), not on other calls', async () => {
    const v = await version();
    for (const url of ['/api/product/product?page=1', '/api/product/search?q=x', `/api/category/byLabel/${enc(child.label_en)}`, '/api/category/category', '/api/brand/brand', '/api/catalog/catalog', '/api/content/home', '/api/services', '/api/seo/index']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['x-catalog-version']]).toEqual([url, 200, String(v)]);
      if (url !== '/api/seo/index') expect(res.headers['cache-control']).toBe('no-cache');
    }
    // a 304 of the sitemaps' list carries it too (the shell checks it against what it was told)
    const seo = await t.app.inject({ method: 'GET', url: '/api/seo/index' });
    const again = await t.app.inject({ method: 'GET', url: '/api/seo/index', headers: { 'if-none-match': String(seo.headers.etag) } });
    expect([again.statusCode, again.headers['x-catalog-version']]).toEqual([304, String(v)]);
    for (const url of ['/api/cart/cart', '/api/health', `/api/img/none.webp`]) expect((await t.app.inject({ method: 'GET', url })).headers['x-catalog-version']).toBeUndefined();
  });

  it('a price change raises the version once, in its transaction, and purges its pages', async () => {
    const p = await createProduct(db, input(), noAudit);
    const v0 = await version();
    const before = (await purges()).length;
    await quickEdit(db, p.id, { price: 1_100_000 }, noAudit);
    expect(await version()).toBe(v0 + 1);
    expect((await purges()).length).toBe(before + 1);
    const purge = await lastPurge();
    expect(purge.version).toBe(v0 + 1);
    expect(purge.urls.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(paths(purge.urls).sort()).toEqual([...SITE, ...productPages(p.id, p.slugs), ...catPages(child), ...catPages(top), ...brandPages(brand)].sort());
    // the product's read says so too
    const read = await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` });
    expect([read.json().data.price, read.headers['x-catalog-version']]).toEqual([1_100_000, String(v0 + 1)]);
  });

  it('a failed write raises nothing and purges nothing; neither does one whose audit entry fails', async () => {
    const p = await createProduct(db, input({ listPrice: 1_500_000 }), noAudit);
    const v0 = await version();
    const n = (await purges()).length;
    await expect(quickEdit(db, p.id, { price: 2_000_000 }, noAudit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.listPriceAbovePrice' }] });
    // the change, its audit entry and the version stand or fall together
    await expect(quickEdit(db, p.id, { price: 900_000 }, async () => Promise.reject(new Error('audit down')))).rejects.toThrow('audit down');
    await expect(updateProduct(db, 99999999, input(), noAudit)).rejects.toMatchObject({ status: 404 });
    expect((await getAdminProduct(db, p.id))!.price).toBe(1_000_000);
    expect(await version()).toBe(v0);
    expect((await purges()).length).toBe(n);
  });

  it('concurrent writes each raise it once', async () => {
    const a = await createProduct(db, input(), noAudit);
    const b = await createProduct(db, input(), noAudit);
    const v0 = await version();
    await Promise.all([quickEdit(db, a.id, { price: 1_000_001 }, noAudit), quickEdit(db, b.id, { price: 1_000_002 }, noAudit), quickEdit(db, a.id, { price: 1_000_003 }, noAudit)]);
    expect(await version()).toBe(v0 + 3);
    expect((await purges()).slice(0, 3).map((x) => x.version).sort()).toEqual([v0 + 1, v0 + 2, v0 + 3]);
  });

  it('a rename purges the old and the new addresses; a move to another category and brand both categories and brands', async () => {
    const other = await createCategory(db, { parentId: 42, name: { fa: 'گروه تازه', en: 'Fresh group', ru: 'Свежая группа' }, description: { fa: null, en: null, ru: null }, color: null, active: true }, noAudit);
    const otherBrand = await db.selectFrom('brands').select(['id', 'label']).where('id', '!=', brand.id).orderBy('id').executeTakeFirstOrThrow();
    const p = await createProduct(db, input({ name: { fa: 'نام کهنه', en: 'Old name', ru: 'Старое имя' } }), noAudit);
    const after = await updateProduct(db, p.id, input({ name: { fa: 'نام نو', en: 'New name', ru: 'Новое имя' }, categoryId: other.id, brandId: Number(otherBrand.id) }), noAudit);
    expect(after.slugs).not.toEqual(p.slugs);
    const got = paths((await lastPurge()).urls);
    const newCat = { id: other.id, label_fa: other.labels.fa, label_en: other.labels.en, label_ru: other.labels.ru };
    for (const page of [...productPages(p.id, p.slugs), ...productPages(p.id, after.slugs), ...catPages(child), ...catPages(top), ...catPages(newCat), ...brandPages(brand), ...brandPages({ id: Number(otherBrand.id), label: otherBrand.label })]) {
      expect(got).toContain(page);
    }
    expect(got).toContain(`/ru/pr/${p.id}/${enc(after.slugs.ru!)}`);
  });

  it('a category change purges its page, its parents’ and its products’; a brand change its page and its products’', async () => {
    const p = await createProduct(db, input(), noAudit);
    await updateCategory(db, child.id, { name: { fa: 'نام گروه نو', en: 'Renamed group', ru: null }, description: { fa: null, en: null, ru: null }, color: null, active: true }, noAudit);
    let got = paths((await lastPurge()).urls);
    for (const page of [...SITE, ...catPages(child), ...catPages(top), ...productPages(p.id, p.slugs)]) expect(got).toContain(page);

    const moved = await moveCategory(db, child.id, 42, undefined, noAudit);
    got = paths((await lastPurge()).urls);
    // it left its parent's page (purged) for the top level (home and /cat)
    for (const page of [...catPages(top), ...catPages(child), ...productPages(p.id, p.slugs)]) expect(got).toContain(page);
    await moveCategory(db, child.id, top.id, undefined, noAudit);
    expect(moved.parentId).toBe(42);

    await updateBrand(db, brand.id, { name: { fa: 'برند نو', en: 'Renamed brand', ru: null }, website: null, active: true }, noAudit);
    got = paths((await lastPurge()).urls);
    for (const page of [...SITE, ...brandPages(brand), ...productPages(p.id, p.slugs)]) expect(got).toContain(page);
  });

  it('an import purges the products it changed, and only those; a picture its product', async () => {
    const a = await createProduct(db, input(), noAudit);
    const b = await createProduct(db, input(), noAudit);
    const v0 = await version();
    await applyImport(db, `id,price,stock\n${a.id},1000000,77\n${b.id},1000000,4\n`, 'en', noAudit);
    const purge = await lastPurge();
    expect(purge.version).toBe(v0 + 1);
    const got = paths(purge.urls);
    for (const page of productPages(a.id, a.slugs)) expect(got).toContain(page);
    for (const page of productPages(b.id, b.slugs)) expect(got).not.toContain(page);

    await addPicture(db, b.id, '00000000-0000-4000-8000-000000000000', noAudit);
    expect(paths((await lastPurge()).urls)).toEqual(expect.arrayContaining(productPages(b.id, b.slugs)));
  });

  it('percent-encodes Persian addresses as browsers ask for them', async () => {
    const p = await createProduct(db, input({ name: { fa: 'کپسول ۶ کیلویی', en: 'Six kilo', ru: null } }), noAudit);
    await quickEdit(db, p.id, { price: 1_000_002 }, noAudit);
    const fa = (await lastPurge()).urls.find((u) => u.startsWith(`${ORIGIN}/pr/${p.id}/`))!;
    expect(fa).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(fa)).toBe(`${ORIGIN}/pr/${p.id}/${p.slugs.fa}`);
  });
});

describeEachDb('catalogue freshness: the http purger and the shells', (kind) => {
  let t: TestApp;
  let server: http.Server;
  const received: Array<{ url: string; authorization?: string; body: { version: number; urls?: string[] } }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        received.push({ url: req.url!, authorization: req.headers.authorization, body: JSON.parse(text) });
        res.writeHead(req.url === '/broken' ? 500 : 204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp(kind, {
      seed: true,
      env: {
        PUBLIC_URL: 'https://shop.example',
        CACHE_PURGER: 'http',
        CACHE_PURGE_URL: `${base}/cdn-purge`,
        CACHE_PURGE_TOKEN: 'cdn-token-0123456789',
        CACHE_PURGE_SECRET: 'shell-secret-0123456789',
        SHELL_PURGE_URLS: `${base}/shell-1/__cache/purge, ${base}/broken`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('posts {version, urls} to the hook with its token and tells each shell the version with the secret; a refusing shell changes nothing', async () => {
    const id = Number((await t.database.db.selectFrom('products').select('id').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id);
    const saved = await quickEdit(t.database.db, id, { price: 1_234_000 }, noAudit);
    expect(saved.price).toBe(1_234_000);
    const version = Number((await t.app.inject({ method: 'GET', url: '/api/catalog/version' })).json().data.version);
    const byUrl = Object.fromEntries(received.map((r) => [r.url, r]));
    expect(byUrl['/cdn-purge'].authorization).toBe('Bearer cdn-token-0123456789');
    expect(byUrl['/cdn-purge'].body.version).toBe(version);
    expect(byUrl['/cdn-purge'].body.urls).toEqual(expect.arrayContaining(['https://shop.example/', 'https://shop.example/sitemap.xml']));
    expect(byUrl['/cdn-purge'].body.urls!.some((u) => u.startsWith(`https://shop.example/en/pr/${id}/`))).toBe(true);
    expect(byUrl['/shell-1/__cache/purge']).toEqual({ url: '/shell-1/__cache/purge', authorization: 'Bearer shell-secret-0123456789', body: { version } });
    expect(byUrl['/broken'].body).toEqual({ version });
    // no sandbox: the dev route lists nothing
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/cache-purges' })).json().data).toEqual([]);
  });
});
