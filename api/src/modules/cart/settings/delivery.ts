import type { AdminDeliveryMethod, DeliveryMethodChange, NewDeliveryMethod } from 'contracts/admin-settings';
import type { DB, Dialect } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict, notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { parseRegions, regionNames } from '../basket/regions';
import { inTransaction } from '../lib/tx';
import type { SettingsAudit } from './audit';
import { count, optional, required, rials } from './checks';

const TABLE = 'delivery_methods';

const toMethod = (r: Record<string, unknown>, lang: Lang): AdminDeliveryMethod => ({
  id: Number(r.id),
  code: String(r.code),
  names: { fa: String(r.name_fa), en: String(r.name_en), ru: (r.name_ru as string | null) ?? null },
  descriptions: { fa: (r.description_fa as string | null) ?? null, en: (r.description_en as string | null) ?? null, ru: (r.description_ru as string | null) ?? null },
  price: Number(r.price),
  freeAbove: r.free_above === null || r.free_above === undefined ? null : Number(r.free_above),
  requiresAddress: Number(r.requires_address) === 1,
  active: Number(r.active) === 1,
  sortOrder: Number(r.sort_order),
  regions: regionNames(parseRegions(r.regions), lang),
  createdAt: String(r.created_at),
});

/** Every delivery method, active or not, in the basket's order (sort order, then id). */
export async function listDeliveryMethods(db: DB, lang: Lang): Promise<AdminDeliveryMethod[]> {
  const rows = await db.selectFrom(TABLE).selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => toMethod(r, lang));
}

async function one(db: DB, id: number, lang: Lang): Promise<AdminDeliveryMethod> {
  const row = await db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('settings.deliveryNotFound');
  return toMethod(row, lang);
}

/** The columns a (partial) input sets, each checked: a localized 400 names the first wrong field. */
function columns(input: DeliveryMethodChange): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (input.names) {
    set.name_fa = required(input.names.fa, 'names.fa');
    set.name_en = required(input.names.en, 'names.en');
    set.name_ru = optional(input.names.ru);
  }
  if (input.descriptions) {
    for (const l of ['fa', 'en', 'ru'] as const) if (input.descriptions[l] !== undefined) set[`description_${l}`] = optional(input.descriptions[l]);
  }
  if (input.price !== undefined) set.price = rials(input.price, 'price');
  if (input.freeAbove !== undefined) set.free_above = input.freeAbove === null ? null : rials(input.freeAbove, 'freeAbove');
  if (input.requiresAddress !== undefined) set.requires_address = input.requiresAddress ? 1 : 0;
  if (input.active !== undefined) set.active = input.active ? 1 : 0;
  if (input.sortOrder !== undefined) set.sort_order = count(input.sortOrder, 'sortOrder');
  return set;
}

/** A new method's fixed key: its English name in Latin letters, digits and dashes, made unique. */
async function newCode(trx: DB, nameEn: string): Promise<string> {
  const base = nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 30) || 'method';
  const taken = new Set((await trx.selectFrom(TABLE).select('code').execute()).map((r) => String(r.code).toLowerCase()));
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
  return code;
}

/** Adds a delivery method (active and requiring an address unless said; last in the list unless given a place). Audited. */
export async function createDeliveryMethod(db: DB, input: NewDeliveryMethod, lang: Lang, audit: SettingsAudit): Promise<AdminDeliveryMethod> {
  const set = columns(input);
  return inTransaction(db, async (trx) => {
    if (set.sort_order === undefined) {
      const last = await trx.selectFrom(TABLE).select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
      set.sort_order = last?.n === null || last?.n === undefined ? 1 : Number(last.n) + 1;
    }
    const row = await trx
      .insertInto(TABLE)
      .values({ requires_address: 1, active: 1, ...set, code: await newCode(trx, String(set.name_en)), created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await one(trx, Number(row.id), lang);
    await audit(trx, { entity: 'delivery_method', entityId: after.id, action: 'create', before: null, after });
    return after;
  });
}

/**
 * Changes the fields sent. Withdrawing (`active: false`) is how a method is removed (orders keep its
 * snapshot; baskets that had it fall back to the first active method); the last active method cannot
 * be withdrawn (409: a basket could not be ordered). Audited with before and after.
 */
export async function updateDeliveryMethod(db: DB, dialect: Dialect, id: number, change: DeliveryMethodChange, lang: Lang, audit: SettingsAudit): Promise<AdminDeliveryMethod> {
  const set = columns(change);
  // nothing to set (empty descriptions): the method as it is, nothing written
  if (Object.keys(set).length === 0) return one(db, id, lang);
  return inTransaction(db, async (trx) => {
    if (set.active === 0) {
      // two owners withdrawing the last two methods at once: the second waits and then finds none left
      const q = trx.selectFrom(TABLE).select('id').where('active', '=', 1);
      await (dialect === 'postgres' ? q.forUpdate() : q).execute();
    }
    const before = await one(trx, id, lang);
    await trx.updateTable(TABLE).set(set).where('id', '=', id).execute();
    if (set.active === 0) {
      const left = await trx.selectFrom(TABLE).select('id').where('active', '=', 1).limit(1).execute();
      if (left.length === 0) throw conflict('settings.lastDeliveryMethod');
    }
    const after = await one(trx, id, lang);
    await audit(trx, { entity: 'delivery_method', entityId: id, action: 'update', before, after });
    return after;
  });
}
