import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest } from '../../../lib/errors';

/** The table's key of the VAT percent. */
const VAT = 'vat_percent';

/** The VAT percent the owner saved in the back office (and when), or null while VAT_PERCENT is used. */
export async function savedVat(db: DB): Promise<{ percent: number; updatedAt: string } | null> {
  const row = await db.selectFrom('cart_settings').select(['value', 'updated_at']).where('key', '=', VAT).executeTakeFirst();
  if (!row) return null;
  const percent = Number(String(row.value));
  return Number.isFinite(percent) ? { percent, updatedAt: String(row.updated_at) } : null;
}

/**
 * The VAT percent in use: the saved one, else the environment's (VAT_PERCENT, a first-run default).
 * Read from the database on every call (one row by its key), so the next basket and order of every
 * api instance use a change; an order reads it inside its own transaction.
 */
export async function vatPercent(db: DB, config: Config): Promise<number> {
  return (await savedVat(db))?.percent ?? config.vatPercent;
}

/** A VAT percent as kept: 0–100 with at most two decimals (a localized 400 otherwise). */
export function checkVat(value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 100) throw badRequest('settings.vatInvalid');
  const hundredths = Math.round(value * 100);
  if (Math.abs(hundredths - value * 100) > 1e-6) throw badRequest('settings.vatInvalid');
  return hundredths / 100;
}

/** Keeps the VAT percent in the caller's transaction; answers when. */
export async function saveVat(trx: DB, percent: number): Promise<string> {
  const at = nowIso();
  const value = JSON.stringify(percent);
  await trx
    .insertInto('cart_settings')
    .values({ key: VAT, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
  return at;
}
