/**
 * The catalogue as CSV (api/src/modules/catalog/admin/csv.ts, bulk.ts) and pictures through sharp
 * (pictures.ts): the RFC 4180 parser, export, dry run (every change and every invalid cell, in the
 * staff member's language), an all-or-nothing import; uploads sniffed from their bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parseCsv, writeCsv, CsvSyntaxError } from '../src/modules/catalog/admin/csv';
import { applyImport, dryRunImport, exportCatalogue } from '../src/modules/catalog/admin/bulk';
import { addPicture, orderPictures, processPicture, removePicture } from '../src/modules/catalog/admin/pictures';
import { noAudit, type AuditEntry } from '../src/modules/catalog/admin/audit';
import type { DB } from '../src/db/database';
import { createTestApp, describeEachDb, type TestApp } from './helpers';

describe('CSV (RFC 4180)', () => {
  it('reads quotes, commas and line breaks inside fields, a BOM, CRLF and LF, and skips blank lines', () => {
    const text = '\ufeffid,name\r\n1,"a, ""quoted""\r\nline"\r\n\r\n2,plain\n3,""\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['id', 'name'] },
      { line: 2, fields: ['1', 'a, "quoted"\r\nline'] },
      { line: 5, fields: ['2', 'plain'] },
      { line: 6, fields: ['3', ''] },
    ]);
  });

  it('refuses a quote never closed, naming its line', () => {
    expect(() => parseCsv('id\n1\n"open')).toThrow(CsvSyntaxError);
    try {
      parseCsv('id\n1\n"open');
    } catch (e) {
      expect((e as CsvSyntaxError).line).toBe(3);
    }
  });

  it('writes what it reads back, with a BOM and CRLF, and keeps formulas inert', () => {
    const text = writeCsv(['a', 'b'], [['x,y', 'say "hi"\nthere'], [null, '=1+1'], [-5, 7]]);
    expect(text.startsWith('\ufeffa,b\r\n')).toBe(true);
    expect(parseCsv(text).map((r) => r.fields)).toEqual([['a', 'b'], ['x,y', 'say "hi"\nthere'], ['', "'=1+1"], ['-5', '7']]);
  });
});

describeEachDb('catalogue back office: CSV import and pictures', (kind) => {
  let t: TestApp;
  let db: DB;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    db = t.database.db;
  });
  afterAll(() => t.close());

  const rows = async () => parseCsv(await exportCatalogue(db));
  const product = (id: number) => db.selectFrom('products').select(['price', 'list_price', 'stock', 'active']).where('id', '=', id).executeTakeFirstOrThrow();

  it('exports every product; importing the export back changes nothing', async () => {
    const all = await rows();
    expect(all[0].fields).toEqual(['id', 'sku', 'category_id', 'name_fa', 'name_en', 'price', 'list_price', 'stock', 'active']);
    expect(all.length - 1).toBe(Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    const report = await dryRunImport(db, await exportCatalogue(db), 'en');
    expect(report).toMatchObject({ dryRun: true, applied: false, changes: [], errors: [], rows: all.length - 1 });
  });

  it('lists every change, then every invalid row by line and column in the staff member’s language, and writes nothing', async () => {
    const [, first, second] = await rows();
    const id1 = Number(first.fields[0]);
    const id2 = Number(second.fields[0]);
    const before = await product(id1);
    const file = ['id,price,stock', `${id1},"۲٬۵۰۰٬۰۰۰",7`, `${id2},,3`].join('\r\n');
    const ok = await dryRunImport(db, file, 'en');
    expect(ok.errors).toEqual([]);
    expect(ok.changes).toEqual(expect.arrayContaining([{ line: 2, id: id1, field: 'price', from: before.price === null ? '' : String(Number(before.price)), to: '2500000' }, expect.objectContaining({ line: 3, id: id2, field: 'price', to: '' })]));
    const bad = ['id,price,stock,active', `${id1},12x,5,1`, `999999,1,1,1`, `${id1},1,-1,2`, `${id2},1`].join('\n');
    const en = await dryRunImport(db, bad, 'en');
    expect(en.errors).toEqual([
      { line: 2, column: 'price', reason: '"12x" is not a whole number of zero or more.' },
      { line: 3, column: 'id', reason: 'There is no product with id "999999".' },
      { line: 4, column: 'id', reason: 'This product is also on line 2.' },
      { line: 4, column: 'stock', reason: '"-1" is not a whole number of zero or more.' },
      { line: 4, column: 'active', reason: '"2" must be 1 or 0.' },
      { line: 5, column: '', reason: 'This row has 2 columns, the header 4.' },
    ]);
    expect((await dryRunImport(db, bad, 'fa')).errors[0].reason).toBe('«12x» عدد صحیح نامنفی نیست.');
    const entries: AuditEntry[] = [];
    await expect(applyImport(db, bad, 'en', async (_trx, e) => void entries.push(e))).rejects.toMatchObject({ status: 400, messages: [{ code: 'catalog.admin.importInvalid', params: { count: 6 } }] });
    expect(await product(id1)).toEqual(before);
    expect(entries).toEqual([]);
    await expect(dryRunImport(db, 'price\n1', 'en')).resolves.toMatchObject({ errors: [{ line: 1, column: 'id' }] });
    await expect(dryRunImport(db, 'id\n"1', 'en')).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.importBadFile', params: { line: 2 } }] });
  });

  it('applies a valid file in one go, audited once, seen by the storefront', async () => {
    const [, first, second] = await rows();
    const [id1, id2] = [Number(first.fields[0]), Number(second.fields[0])];
    const entries: AuditEntry[] = [];
    const report = await applyImport(db, `id,price,list_price,stock\n${id1},3000000,3500000,0\n${id2},,,12\n`, 'en', async (_trx, e) => void entries.push(e));
    expect(report).toMatchObject({ applied: true, errors: [] });
    expect(await product(id1)).toMatchObject({ list_price: 3_500_000, stock: 0 });
    expect(Number((await product(id1)).price)).toBe(3_000_000);
    expect(await product(id2)).toMatchObject({ price: null, list_price: null, stock: 12 });
    expect(entries).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: `/api/product/${id1}` });
    expect(page.json().data).toMatchObject({ price: 3_000_000, listPrice: 3_500_000, inStock: false });
  });

  it('turns an upload into every size and format, sniffed from its bytes; orders and removes pictures', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c62828' } }).png().toBuffer();
    const guid = await processPicture(t.config.dataDir, png);
    const cache = path.join(t.config.dataDir, 'catalog', 'images', 'cache');
    for (const name of ['', '_sm', '_md', '_lg'].flatMap((s) => ['webp', 'png', 'jpg'].map((e) => `${guid}${s}.${e}`))) expect(fs.existsSync(path.join(cache, name))).toBe(true);
    expect((await sharp(fs.readFileSync(path.join(cache, `${guid}_sm.webp`))).metadata()).width).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `/api/img/${guid}_md.jpg` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // a text file named .png, an SVG (scripts) and a truncated image are refused
    for (const bad of [Buffer.from('not an image'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'), png.subarray(0, 100)]) {
      await expect(processPicture(t.config.dataDir, bad)).rejects.toMatchObject({ status: 400, messages: [{ code: 'catalog.admin.badImage' }] });
    }
    const id = Number((await rows())[1].fields[0]);
    const before = await addPicture(db, id, guid, noAudit);
    const mine = before.at(-1)!;
    expect(mine.guidName).toBe(guid);
    const reordered = await orderPictures(db, id, [mine, ...before.slice(0, -1)].map((p) => ({ id: p.id, alt: { fa: 'آلت', en: p === mine ? 'Front' : null } })), noAudit);
    expect(reordered[0]).toMatchObject({ id: mine.id, alt: { fa: 'آلت', en: 'Front' } });
    await expect(orderPictures(db, id, [{ id: mine.id, alt: { fa: null, en: null } }, { id: mine.id, alt: { fa: null, en: null } }], noAudit)).rejects.toMatchObject({ messages: [{ code: 'catalog.admin.picturesMismatch' }] });
    expect((await removePicture(db, id, mine.id, noAudit)).map((p) => p.id)).not.toContain(mine.id);
    await expect(removePicture(db, id, mine.id, noAudit)).rejects.toMatchObject({ status: 404 });
  });
});
