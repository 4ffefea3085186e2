/**
 * GET /api/seo/index lists exactly the public pages' entities with their URL keys per language (Russian
 * only where the page exists in Russian) and last change, and answers 304 while the list is unchanged.
 */
import { Value } from '@sinclair/typebox/value';
import build from 'fast-json-stringify';
import fs from 'node:fs';
import path from 'node:path';
import { getSeoIndex, type SeoIndex } from 'contracts/seo';
import { createTestApp, describeEachDb, type TestApp } from './helpers';

describe('the seo contract', () => {
  it('has an example answer that passes its schema and survives serialization unchanged', () => {
    const schema = getSeoIndex.schema.response[200];
    expect([...Value.Errors(schema, getSeoIndex.example)]).toEqual([]);
    expect(JSON.parse(build(schema as object)(getSeoIndex.example))).toEqual(getSeoIndex.example);
  });

  it('holds for the answer the shell sitemap tests replay (shell/test/fixtures/seo-index.json, recorded from the seeded api)', () => {
    const recorded = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'test', 'fixtures', 'seo-index.json'), 'utf8'));
    expect([...Value.Errors(getSeoIndex.schema.response[200], recorded)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  });
});

describeEachDb('seo index', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/seo/index', headers });
  const index = async () => (await get()).json().data as SeoIndex;

  it('lists every active entity of the seeded shop, in the contract’s shape', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect([...Value.Errors(getSeoIndex.schema.response[200], res.json())]).toEqual([]);
    const data = res.json().data as SeoIndex;
    const { db } = t.database;
    const count = async (table: string, where?: [string, number]) => {
      let q = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
      if (where) q = q.where(where[0], '=', where[1]);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    expect(data.products).toHaveLength(await count('products', ['active', 1]));
    expect(data.brands).toHaveLength(await count('brands', ['active', 1]));
    expect(data.services).toHaveLength(await count('services', ['active', 1]));
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.categories.map((c) => c.id)).not.toContain(42);
    expect(data.posts.length).toBeGreaterThan(0);
    expect(data.pages.map((p) => p.key).sort()).toEqual(['about', 'catalogue', 'customerExperience']);
    for (const e of [...data.categories, ...data.products, ...data.posts]) {
      expect(e.slugs.fa).toBeTruthy();
      expect(e.slugs.en).toBeTruthy();
      expect(e.updatedAt === null || !Number.isNaN(Date.parse(e.updatedAt))).toBe(true);
    }
    // the seed translates services into Russian and leaves some products untranslated
    expect(data.services.every((s) => s.slugs.ru === s.slugs.en)).toBe(true);
    expect(data.products.some((p) => p.slugs.ru === null)).toBe(true);
  });

  it('keys each page as the page itself does, Russian only where the Russian text exists', async () => {
    const { db } = t.database;
    const product = await db.selectFrom('products').selectAll().where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const entry = (await index()).products.find((p) => p.id === Number(product.id))!;
    expect(entry.slugs).toEqual({ fa: product.slug_fa, en: product.slug_en, ru: product.name_ru ? (product.slug_ru ?? product.slug_en) : null });
    // the product page agrees: its slug under ?lang=ru is the key listed (or it shows English)
    const page = (await t.app.inject({ method: 'GET', url: `/api/product/${product.id}?lang=ru` })).json().data;
    expect(page.contentLang === 'ru' ? page.slug : null).toBe(entry.slugs.ru);

    await db.updateTable('products').set({ name_ru: null }).where('id', '=', product.id).execute();
    expect((await index()).products.find((p) => p.id === Number(product.id))!.slugs.ru).toBeNull();
    await db.updateTable('products').set({ name_ru: 'Огнетушитель', slug_ru: 'ognetushitel' }).where('id', '=', product.id).execute();
    expect((await index()).products.find((p) => p.id === Number(product.id))!.slugs.ru).toBe('ognetushitel');
  });

  it('leaves out inactive products, unpublished posts and empty blog categories', async () => {
    const { db } = t.database;
    const [p] = (await index()).products;
    await db.updateTable('products').set({ active: 0 }).where('id', '=', p.id).execute();
    const post = await db.selectFrom('posts').select(['id', 'category_id']).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await db.updateTable('posts').set({ published_at: future }).where('id', '=', post.id).execute();
    const empty = await db.insertInto('blog_categories').values({ name_fa: 'خالی', name_en: 'Empty', slug: 'empty-category', sort_order: 99 }).returning('id').executeTakeFirstOrThrow();

    const data = await index();
    expect(data.products.map((x) => x.id)).not.toContain(p.id);
    expect(data.posts.map((x) => x.id)).not.toContain(Number(post.id));
    expect(data.blogCategories.map((x) => x.id)).not.toContain(Number(empty.id));
    await db.updateTable('products').set({ active: 1 }).where('id', '=', p.id).execute();
  });

  it('dates a category by its newest product, its ancestors too', async () => {
    const { db } = t.database;
    const child = await db.selectFrom('categories').select(['id', 'parent_id']).where('parent_id', '!=', 42).where('active', '=', 1).executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select('id').where('category_id', '=', child.id).where('active', '=', 1).executeTakeFirstOrThrow();
    const stamp = new Date(Date.now() + 60_000).toISOString();
    await db.updateTable('products').set({ updated_at: stamp }).where('id', '=', product.id).execute();
    const data = await index();
    expect(data.products.find((p) => p.id === Number(product.id))!.updatedAt).toBe(stamp);
    expect(data.categories.find((c) => c.id === Number(child.id))!.updatedAt).toBe(stamp);
    expect(data.categories.find((c) => c.id === Number(child.parent_id))!.updatedAt).toBe(stamp);
  });

  it('answers 304 to the entity tag it gave while nothing changes, and a new tag after a change', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);

    const { db } = t.database;
    const s = await db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('services').set({ label: 'renamed-service' }).where('id', '=', s.id).execute();
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json().data as SeoIndex).services.find((x) => x.id === Number(s.id))!.slugs.fa).toBe('renamed-service');
  });
});
