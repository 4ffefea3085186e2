import type { AdminDiscountCode, DiscountCodeChange, NewDiscountCode } from 'contracts/admin-settings';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { normalizeDiscountCode } from '../basket/discounts';
import { isUniqueViolation } from '../basket/queries';
import { inTransaction } from '../lib/tx';
import type { SettingsAudit } from './audit';
import { count, rials } from './checks';
import { boundInstant, firstDay, lastDay } from './days';

const TABLE = 'discount_codes';
/** What a code may look like once normalized (upper case, Latin digits, no spaces). */
const CODE = /^[A-Z0-9_-]{3,40}$/;

const toCode = (r: Record<string, unknown>): AdminDiscountCode => {
  const startsAt = (r.starts_at as string | null) ?? null;
  const expiresAt = (r.expires_at as string | null) ?? null;
  return {
    id: Number(r.id),
    code: String(r.code),
    kind: r.kind === 'percent' ? 'percent' : 'amount',
    value: Number(r.value),
    maxDiscount: r.max_discount === null || r.max_discount === undefined ? null : Number(r.max_discount),
    minBasket: Number(r.min_basket ?? 0),
    usageLimit: r.usage_limit === null || r.usage_limit === undefined ? null : Number(r.usage_limit),
    usageCount: Number(r.usage_count ?? 0),
    startsAt,
    expiresAt,
    validFrom: firstDay(startsAt),
    validTo: lastDay(expiresAt),
    active: Number(r.active) === 1,
    createdAt: String(r.created_at),
  };
};

/** Every discount code, the newest first. */
export async function listDiscountCodes(db: DB): Promise<AdminDiscountCode[]> {
  return (await db.selectFrom(TABLE).selectAll().orderBy('id', 'desc').execute()).map(toCode);
}

async function one(db: DB, id: number): Promise<AdminDiscountCode> {
  const row = await db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('settings.discountNotFound');
  return toCode(row);
}

/** A code as shoppers type it, kept upper case (a localized 400 when it is not 3–40 Latin letters, digits, - or _). */
function codeText(input: string): string {
  const code = normalizeDiscountCode(input);
  if (!CODE.test(code)) throw badRequest('settings.codeInvalid');
  return code;
}

/** A code's values, whole (after a change is laid over what it was): each checked together. */
interface Values {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  maxDiscount: number | null;
  minBasket: number;
  usageLimit: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  active: boolean;
}

/** The columns of a whole code, each checked (its code text is checked by codeText where it is typed). */
function checked(v: Values): Record<string, unknown> {
  const { code } = v;
  if (v.kind === 'percent') {
    if (typeof v.value !== 'number' || !Number.isInteger(v.value) || v.value < 1 || v.value > 100) throw badRequest('settings.percentInvalid');
  } else if (rials(v.value, 'value') < 1) {
    throw badRequest('settings.amountInvalid', { field: 'value' });
  }
  // a cap only limits a percent code (an amount is its own cap)
  const maxDiscount = v.kind === 'percent' && v.maxDiscount !== null ? rials(v.maxDiscount, 'maxDiscount') : null;
  if (v.startsAt && v.expiresAt && v.startsAt >= v.expiresAt) throw badRequest('settings.dateRange');
  return {
    code,
    kind: v.kind,
    value: v.value,
    max_discount: maxDiscount,
    min_basket: rials(v.minBasket, 'minBasket'),
    usage_limit: v.usageLimit === null ? null : count(v.usageLimit, 'usageLimit'),
    starts_at: v.startsAt,
    expires_at: v.expiresAt,
    active: v.active ? 1 : 0,
  };
}

/** No other code is written this way (codes are kept upper case, so this is case-insensitive): 409 otherwise. */
async function refuseTaken(trx: DB, code: string, id: number | null): Promise<void> {
  const q = trx.selectFrom(TABLE).select('id').where('code', '=', code);
  const other = await (id === null ? q : q.where('id', '<>', id)).executeTakeFirst();
  if (other) throw conflict('settings.codeExists', { code });
}

/** Two owners adding the same code at once: the unique index refuses the second, said as the same 409. */
async function uniquely<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('settings.codeExists', { code });
    throw err;
  }
}

/** Adds a discount code (active unless said; no minimum, limit or dates unless given). Audited. */
export async function createDiscountCode(db: DB, input: NewDiscountCode, audit: SettingsAudit): Promise<AdminDiscountCode> {
  const set = checked({
    code: codeText(input.code),
    kind: input.kind,
    value: input.value,
    maxDiscount: input.maxDiscount ?? null,
    minBasket: input.minBasket ?? 0,
    usageLimit: input.usageLimit ?? null,
    startsAt: boundInstant(input.validFrom, 'from', 'validFrom'),
    expiresAt: boundInstant(input.validTo, 'to', 'validTo'),
    active: input.active ?? true,
  });
  const code = String(set.code);
  return uniquely(code, () =>
    inTransaction(db, async (trx) => {
      await refuseTaken(trx, code, null);
      const row = await trx
        .insertInto(TABLE)
        .values({ ...set, usage_count: 0, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await one(trx, Number(row.id));
      await audit(trx, { entity: 'discount_code', entityId: after.id, action: 'create', before: null, after });
      return after;
    }),
  );
}

/**
 * Changes the fields sent, checked with the others as they are (a percent code's value, the dates'
 * order). Bounds not sent keep their exact instants. The usage count is the orders' own. Withdrawing
 * (`active: false`) is how a code is removed (orders name it). Audited with before and after.
 */
export async function updateDiscountCode(db: DB, id: number, change: DiscountCodeChange, audit: SettingsAudit): Promise<AdminDiscountCode> {
  const startsAt = change.validFrom !== undefined ? boundInstant(change.validFrom, 'from', 'validFrom') : undefined;
  const expiresAt = change.validTo !== undefined ? boundInstant(change.validTo, 'to', 'validTo') : undefined;
  const code = change.code !== undefined ? codeText(change.code) : undefined;
  return uniquely(code ?? '', () =>
    inTransaction(db, async (trx) => {
      const before = await one(trx, id);
      const set = checked({
        code: code ?? before.code,
        kind: change.kind ?? before.kind,
        value: change.value ?? before.value,
        maxDiscount: change.maxDiscount !== undefined ? change.maxDiscount : before.maxDiscount,
        minBasket: change.minBasket ?? before.minBasket,
        usageLimit: change.usageLimit !== undefined ? change.usageLimit : before.usageLimit,
        startsAt: startsAt !== undefined ? startsAt : before.startsAt,
        expiresAt: expiresAt !== undefined ? expiresAt : before.expiresAt,
        active: change.active ?? before.active,
      });
      if (set.code !== before.code) await refuseTaken(trx, String(set.code), id);
      await trx.updateTable(TABLE).set(set).where('id', '=', id).execute();
      const after = await one(trx, id);
      await audit(trx, { entity: 'discount_code', entityId: id, action: 'update', before, after });
      return after;
    }),
  );
}
