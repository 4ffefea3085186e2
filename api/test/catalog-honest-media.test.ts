import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { drawProduct, type Shape } from '../src/modules/catalog/images/draw';
import { PRODUCTS } from '../src/modules/catalog/seed-data/products';

interface ListedFile {
  title: string;
  fileName: string;
  url: string;
  sizeBytes: number;
  pageCount: number | null;
  lang: string | null;
}

/** The text a PDF's fonts map their glyphs to (its ToUnicode tables), and its page count. */
function readPdf(buf: Buffer): { pages: number; unicode: string } {
  const s = buf.toString('latin1');
  let unicode = '';
  for (const m of s.matchAll(/<<([^]*?)>>\nstream\n/g)) {
    const dict = m[1];
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const start = m.index! + m[0].length;
    const raw = buf.subarray(start, start + length);
    const data = dict.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw;
    const text = data.toString('latin1');
    if (!text.includes('beginbfchar')) continue;
    for (const [, hex] of text.matchAll(/<[0-9a-f]{4}> <([0-9a-f]+)>/g)) unicode += Buffer.from(hex, 'hex').swap16().toString('utf16le');
  }
  return { pages: (s.match(/\/Type \/Page\b(?!s)/g) ?? []).length, unicode };
}

describeEachDb('catalog: honest media', (kind) => {
  let t: TestApp;
  let operatorDir: string;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
  const listed = async (lang: string): Promise<ListedFile[]> => {
    const page = await get(`/api/catalog/catalog?lang=${lang}`);
    return [...page.categories.flatMap((c: { files: ListedFile[] }) => c.files), ...page.files];
  };
  const download = async (f: ListedFile) => (await t.app.inject({ method: 'GET', url: f.url })).rawPayload;

  beforeAll(async () => {
    // the operator's own catalogue folder, with one Persian file of theirs already in it
    operatorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-catalogue-'));
    fs.writeFileSync(path.join(operatorDir, 'catalogue-gas-suppression-systems-2025.fa.pdf'), Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(150_000, 32), Buffer.from('\n%%EOF\n')]));
    t = await createTestApp(kind, { seed: true, env: { CATALOG_FILES_DIR: operatorDir } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(operatorDir, { recursive: true, force: true });
  });

  it('shows no video that is not the product’s own: none of the demo products has one', async () => {
    const withVideo = await t.database.db.selectFrom('products').select('sku').where('video_url', 'is not', null).execute();
    expect(withVideo).toEqual([]);
    const { id } = await t.database.db.selectFrom('products').select('id').where('sku', '=', 'ATB-P6').executeTakeFirstOrThrow();
    expect((await get(`/api/product/${id}`)).video).toBeNull();
  });

  it('draws each product as its kind: a wheeled unit on wheels, a nozzle as a nozzle, a beam detector as a beam', async () => {
    const expected: Record<string, Shape> = {
      'ATB-P6': 'extinguisher',
      'ATB-P50W': 'wheeled',
      'HX-C25W': 'wheeledco2',
      'AG-N15': 'nozzle',
      'AG-H25': 'hose',
      'ATB-HR2C': 'cabinet2',
      'SN-BD100': 'beam',
      'SN-GD20': 'gas',
      'SN-HD100': 'heat',
      'AG-FS': 'flowswitch',
      'PI-FE2020': 'signext',
      'PI-TS2': 'twinspot',
    };
    const { db } = t.database;
    for (const [sku, shape] of Object.entries(expected)) {
      const p = await db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow();
      const image = await db.selectFrom('product_images').select('guid_name').where('product_id', '=', p.id).orderBy('sort_order').executeTakeFirstOrThrow();
      const svg = fs.readFileSync(path.join(t.config.dataDir, 'catalog', 'images', `${image.guid_name}.svg`), 'utf8');
      const same = (s: Shape) => svg === drawProduct(s, PRODUCTS.find((x) => x.sku === sku)!.color, 0);
      expect([sku, same(shape)]).toEqual([sku, true]);
      if (shape !== 'extinguisher') expect([sku, same('extinguisher')]).toEqual([sku, false]);
    }
    // no two kinds share a drawing
    const kinds = [...new Set(Object.values(expected))].map((s) => drawProduct(s, '#c62828', 0));
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('offers the Persian page Persian catalogues and the English page English ones, several pages each', async () => {
    const fa = await listed('fa');
    const en = await listed('en');
    expect(fa.length).toBe(8);
    expect(en.length).toBe(8);
    expect(fa.every((f) => f.lang === 'fa' && f.fileName.endsWith('.fa.pdf'))).toBe(true);
    expect(en.every((f) => f.lang === 'en' && !f.fileName.includes('.fa.'))).toBe(true);
    expect(fa.find((f) => f.fileName === 'catalogue-fire-extinguishers-2025.fa.pdf')!.title).toBe('کاتالوگ کپسول آتش‌نشانی');
    // Russian readers get the English files
    expect((await listed('ru')).map((f) => f.fileName)).toEqual(en.map((f) => f.fileName));

    for (const f of [...fa, ...en].filter((x) => !x.fileName.startsWith('catalogue-gas-'))) {
      const pdf = await download(f);
      const { pages, unicode } = readPdf(pdf);
      expect([f.fileName, pages >= 2, pages === f.pageCount]).toEqual([f.fileName, true, true]);
      expect([f.fileName, pdf.length > 15_000]).toEqual([f.fileName, true]);
      // a Persian file is written in Persian (its font maps glyphs to Persian letters), an English one is not
      expect([f.fileName, /[\u0600-\u06FF]/.test(unicode)]).toEqual([f.fileName, f.lang === 'fa']);
      expect([f.fileName, /[A-Za-z]/.test(unicode)]).toEqual([f.fileName, true]);
    }
    const full = readPdf(await download(fa.find((f) => f.fileName === 'catalogue-all-products-2025.fa.pdf')!));
    expect(full.pages).toBeGreaterThanOrEqual(10);
  });

  it('lists each file at its real size, keeps the operator’s own file, and never links a file the folder lost', async () => {
    const sizes = async () => Object.fromEntries((await listed('fa')).map((f) => [f.fileName, f.sizeBytes]));
    for (const f of await listed('fa')) expect([f.fileName, f.sizeBytes]).toEqual([f.fileName, (await download(f)).length]);
    // the operator's file was there before the seed: kept, listed with its size
    const gas = (await listed('fa')).find((f) => f.fileName === 'catalogue-gas-suppression-systems-2025.fa.pdf')!;
    expect(gas.sizeBytes).toBe(fs.statSync(path.join(operatorDir, gas.fileName)).size);
    expect((await download(gas)).subarray(0, 8).toString()).toBe('%PDF-1.7');

    // replaced by a larger edition: the page shows the new size
    fs.writeFileSync(path.join(operatorDir, gas.fileName), Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_400_000, 32), Buffer.from('\n%%EOF\n')]));
    expect((await sizes())[gas.fileName]).toBe(2_400_000 + 16);
    // removed from the folder: not offered any more (no link to a missing file); the English one stands in
    fs.rmSync(path.join(operatorDir, 'catalogue-safety-signs-2025.fa.pdf'));
    const after = await listed('fa');
    expect(after.map((f) => f.fileName)).not.toContain('catalogue-safety-signs-2025.fa.pdf');
    expect(after.find((f) => f.fileName.startsWith('catalogue-safety-signs-'))).toMatchObject({ fileName: 'catalogue-safety-signs-2025.pdf', lang: 'en' });
    fs.rmSync(path.join(operatorDir, 'catalogue-safety-signs-2025.pdf'));
    expect((await listed('fa')).map((f) => f.fileName).filter((n) => n.startsWith('catalogue-safety-signs-'))).toEqual([]);
  });
});
