import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { seedCatalog } from '../src/modules/catalog/seed';

describeEachDb('catalog seed', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  type CountQuery = ReturnType<typeof countQuery>;
  const countQuery = (table: string) => t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
  const count = async (table: string, where?: (qb: CountQuery) => CountQuery) => {
    let q = countQuery(table);
    if (where) q = where(q);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('seeds at least 8 product categories under the root 42, 6 brands and 48 products', async () => {
    expect(await count('categories', (q) => q.where('parent_id', '=', 42))).toBeGreaterThanOrEqual(8);
    expect(await count('brands')).toBe(6);
    expect(await count('products')).toBe(48);
  });

  it('covers prices on inquiry, sold-out and nearly sold-out products, Russian names and videos', async () => {
    expect(await count('products', (q) => q.where('price', 'is', null))).toBeGreaterThanOrEqual(3);
    expect(await count('products', (q) => q.where('stock', '=', 0))).toBeGreaterThanOrEqual(3);
    expect(await count('products', (q) => q.where('stock', '>=', 1).where('stock', '<=', 3))).toBeGreaterThanOrEqual(3);
    expect(await count('products', (q) => q.where('name_ru', 'is not', null))).toBeGreaterThanOrEqual(10);
    expect(await count('products', (q) => q.where('video_url', 'is not', null))).toBe(0);
    expect(await count('categories', (q) => q.where('name_ru', 'is', null))).toBe(0);
  });

  it('gives every product pictures on disk, specifications in fa and en, and a sanitized description', async () => {
    const { db } = t.database;
    const products = await db.selectFrom('products').select(['id', 'description_fa', 'description_en', 'search_name']).execute();
    const images = await db.selectFrom('product_images').select(['product_id', 'guid_name']).execute();
    const specs = await db.selectFrom('product_specs').select(['product_id', 'lang']).execute();
    for (const p of products) {
      const own = images.filter((i) => i.product_id === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const i of own) expect(fs.existsSync(path.join(t.config.dataDir, 'catalog', 'images', `${i.guid_name}.svg`))).toBe(true);
      expect(specs.some((s) => s.product_id === p.id && s.lang === 'fa')).toBe(true);
      expect(specs.some((s) => s.product_id === p.id && s.lang === 'en')).toBe(true);
      expect(p.description_fa).toMatch(/^<p>/);
      expect(p.description_en).not.toMatch(/<script/i);
      expect(p.search_name.length).toBeGreaterThan(10);
    }
  });

  it('writes valid PDF catalogues', async () => {
    const files = await t.database.db.selectFrom('catalog_files').selectAll().execute();
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) {
      const buf = fs.readFileSync(path.join(t.config.dataDir, 'catalog', 'files', f.file_name));
      expect(buf.length).toBe(Number(f.size_bytes));
      const s = buf.toString('latin1');
      expect(s.startsWith('%PDF-1.4')).toBe(true);
      expect(s.trimEnd().endsWith('%%EOF')).toBe(true);
      // the xref offset points at the xref table
      const startxref = Number(/startxref\n(\d+)/.exec(s)![1]);
      expect(s.slice(startxref, startxref + 4)).toBe('xref');
    }
  });

  it('does nothing when run again', async () => {
    await seedCatalog(t.database, t.config);
    expect(await count('products')).toBe(48);
    expect(await count('brands')).toBe(6);
  });
});
