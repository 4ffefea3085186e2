import { sql } from 'kysely';
import type { ImportReport } from 'contracts/admin-catalog';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { AppError, badRequest } from '../../../lib/errors';
import { t, type Lang, type MessageCode } from '../../../lib/i18n';
import { toLatinDigits } from '../../../lib/persian';
import { num, numOrNull } from '../lib/rows';
import { catalogWrite } from '../freshness/write';
import type { Audit } from './audit';
import { CsvSyntaxError, parseCsv, writeCsv } from './csv';

/** The export's columns; an import reads `id` and changes only the editable ones it finds. */
export const EXPORT_COLUMNS = ['id', 'sku', 'category_id', 'name_fa', 'name_en', 'price', 'list_price', 'stock', 'active'] as const;
const EDITABLE = ['price', 'list_price', 'stock', 'active'] as const;
type Field = (typeof EDITABLE)[number];
type Values = Record<Field, number | null>;

const MAX_PRICE = 1e15;
const MAX_STOCK = 1_000_000;
const INT4_MAX = 2_147_483_647;
/** Rows per UPDATE statement: 5 parameters each, far below SQLite's and PostgreSQL's limits. */
const UPDATE_CHUNK = 1000;

/** The whole catalogue (archived products too) as CSV, by id. */
export async function exportCatalogue(db: DB): Promise<string> {
  const rows = await db.selectFrom('products').select([...EXPORT_COLUMNS]).orderBy('id').execute();
  return writeCsv([...EXPORT_COLUMNS], rows.map((r) => EXPORT_COLUMNS.map((c) => (r[c] === null || r[c] === undefined ? null : (r[c] as string | number)))));
}

interface Planned {
  report: ImportReport;
  updates: Array<{ id: number } & Values>;
}

/**
 * Reads a file against the catalogue as it is: every change (line, product, field, from, to) and every
 * invalid cell (line, column, reason in `lang`). Nothing is written.
 */
async function plan(db: DB, text: string, lang: Lang): Promise<Planned> {
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw badRequest('catalog.admin.importBadFile', { line: err.line });
    throw err;
  }
  if (!records.length) throw badRequest('catalog.admin.importBadFile', { line: 1 });
  const [head, ...body] = records;
  const header = head.fields.map((h) => h.trim().toLowerCase());
  const errors: ImportReport['errors'] = [];
  const fail = (line: number, column: string, code: MessageCode, params: Record<string, string | number> = {}) => errors.push({ line, column, reason: t(code, lang, params) });
  const at = new Map(header.map((h, i) => [h, i]));
  if (!at.has('id')) fail(head.line, 'id', 'catalog.admin.csvMissingColumn', { column: 'id' });
  const fields = EDITABLE.filter((f) => at.has(f));
  const current = new Map<number, Values>();
  for (const r of await db.selectFrom('products').select(['id', ...EDITABLE]).execute()) {
    current.set(num(r.id), { price: numOrNull(r.price), list_price: numOrNull(r.list_price), stock: num(r.stock), active: num(r.active) });
  }
  const seen = new Map<number, number>();
  const changes: ImportReport['changes'] = [];
  const updates: Planned['updates'] = [];
  for (const { line, fields: cells } of at.has('id') ? body : []) {
    if (cells.length !== header.length) {
      fail(line, '', 'catalog.admin.csvColumnCount', { found: cells.length, expected: header.length });
      continue;
    }
    const cell = (c: string) => toLatinDigits(cells[at.get(c)!]).trim();
    const before = errors.length;
    const id = wholeNumber(cell('id'), INT4_MAX);
    if (typeof id !== 'number' || id === 0) {
      fail(line, 'id', 'catalog.admin.csvUnknownProduct', { value: cell('id') });
      continue;
    }
    const now = current.get(id);
    if (!now) {
      fail(line, 'id', 'catalog.admin.csvUnknownProduct', { value: cell('id') });
      continue;
    }
    if (seen.has(id)) fail(line, 'id', 'catalog.admin.csvDuplicate', { line: seen.get(id)! });
    seen.set(id, line);
    const next: Values = { ...now };
    for (const f of fields) {
      const raw = cell(f);
      if (f === 'active') {
        if (raw === '1' || raw === '0') next.active = Number(raw);
        else fail(line, f, 'catalog.admin.csvBadActive', { value: raw });
        continue;
      }
      // an empty price is "price on inquiry", an empty list price "no discount"; stock must be given
      if (raw === '' && f !== 'stock') {
        next[f] = null;
        continue;
      }
      const max = f === 'stock' ? MAX_STOCK : MAX_PRICE;
      const n = wholeNumber(raw, max);
      if (n === 'tooBig') fail(line, f, 'catalog.admin.csvTooBig', { value: raw, max });
      else if (n === null) fail(line, f, 'catalog.admin.csvNotANumber', { value: raw });
      else next[f] = n;
    }
    if (errors.length === before && next.list_price !== null && (next.price === null || next.list_price <= next.price)) {
      fail(line, 'list_price', 'catalog.admin.listPriceAbovePrice');
    }
    if (errors.length !== before) continue;
    const changed = EDITABLE.filter((f) => next[f] !== now[f]);
    for (const f of changed) changes.push({ line, id, field: f, from: now[f] === null ? '' : String(now[f]), to: next[f] === null ? '' : String(next[f]) });
    if (changed.length) updates.push({ id, ...next });
  }
  return { report: { dryRun: true, applied: false, rows: body.length, changes, errors }, updates };
}

/** A whole number 0…max (thousands separators allowed), 'tooBig' above max, null when not a number. */
function wholeNumber(raw: string, max: number): number | 'tooBig' | null {
  const digits = raw.replace(/[,\u066C\u066B_\s]/g, '');
  if (!/^\d{1,20}$/.test(digits)) return null;
  const n = Number(digits);
  return n > max ? 'tooBig' : n;
}

/** The dry run: what an import of this file would change, and every invalid row. */
export async function dryRunImport(db: DB, text: string, lang: Lang): Promise<ImportReport> {
  return (await plan(db, text, lang)).report;
}

/**
 * Imports a file all or nothing: read again inside one transaction (so the changes are those against
 * the catalogue as it is at that moment), refused with the report (400) if any row is invalid,
 * otherwise written in a few statements with the audit entry.
 */
export async function applyImport(db: DB, text: string, lang: Lang, audit: Audit): Promise<ImportReport> {
  return catalogWrite(db, async (trx, touched) => {
    const { report, updates } = await plan(trx, text, lang);
    if (report.errors.length) {
      throw new AppError(400, 'catalog.admin.importInvalid', { count: report.errors.length }, report);
    }
    const at = nowIso();
    for (let i = 0; i < updates.length; i += UPDATE_CHUNK) {
      const part = updates.slice(i, i + UPDATE_CHUNK);
      // one statement per chunk, the same SQL on SQLite (3.33+) and PostgreSQL; the casts type the
      // VALUES' parameters (PostgreSQL reads them as text otherwise)
      const values = sql.join(part.map((u) => sql`(${u.id}, ${u.price}, ${u.list_price}, ${u.stock}, ${u.active})`));
      await sql`with v(id, price, list_price, stock, active) as (values ${values})
        update products set
          price = cast(v.price as bigint), list_price = cast(v.list_price as bigint),
          stock = cast(v.stock as integer), active = cast(v.active as integer), updated_at = ${at}
        from v where products.id = cast(v.id as integer)`.execute(trx);
    }
    // price, stock and active only: the products' addresses stay, so one reading names their pages
    await touched.products(trx, updates.map((u) => u.id));
    const applied = { ...report, dryRun: false, applied: true };
    if (updates.length) await audit(trx, { entity: 'catalog.import', entityId: null, action: 'import', before: null, after: { rows: report.rows, products: updates.length, changes: report.changes.length } });
    return applied;
  });
}
