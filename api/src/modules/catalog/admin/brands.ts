import type { AdminBrand, BrandInput } from 'contracts/admin-catalog';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import { imageRef, num } from '../lib/rows';
import { slugify } from '../products/slug';
import { catalogWrite } from '../freshness/write';
import type { Audit } from './audit';
import { refreshSearchText } from './reindex';

const toBrand = (r: Record<string, unknown>): AdminBrand => ({
  id: num(r.id),
  names: { fa: String(r.name_fa), en: String(r.name_en), ru: (r.name_ru as string | null) ?? null },
  label: String(r.label),
  website: (r.website as string | null) ?? null,
  logo: imageRef(r.logo_guid as string | null),
  sortOrder: num(r.sort_order),
  active: num(r.active) === 1,
});

export const listAdminBrands = async (db: DB) => (await db.selectFrom('brands').selectAll().orderBy('sort_order').orderBy('id').execute()).map(toBrand);

async function one(db: DB, id: number): Promise<AdminBrand> {
  const row = await db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('catalog.brandNotFound');
  return toBrand(row);
}

function fields(input: BrandInput) {
  const name = { fa: input.name.fa.trim(), en: input.name.en.trim(), ru: input.name.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!name[l]) throw badRequest('common.requiredField', { field: `name.${l}` });
  return { name_fa: name.fa, name_en: name.en, name_ru: name.ru, website: input.website, active: input.active ? 1 : 0 };
}

export async function createBrand(db: DB, input: BrandInput, audit: Audit): Promise<AdminBrand> {
  return catalogWrite(db, async (trx, touched) => {
    const f = fields(input);
    const base = slugify(f.name_en) || slugify(f.name_fa) || 'brand';
    const taken = new Set((await trx.selectFrom('brands').select('label').execute()).map((r) => String(r.label).toLowerCase()));
    let label = base;
    for (let n = 2; taken.has(label.toLowerCase()); n++) label = `${base}-${n}`;
    const last = await trx.selectFrom('brands').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
    const row = await trx
      .insertInto('brands')
      .values({ ...f, label, sort_order: last?.n === null || last?.n === undefined ? 0 : num(last.n) + 1, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await one(trx, num(row.id));
    await touched.brands(trx, [after.id]);
    await audit(trx, { entity: 'brand', entityId: after.id, action: 'create', before: null, after });
    return after;
  });
}

/**
 * Renames a brand (and its website, shown or hidden). Its label stays: the brand's address is
 * /brand/<id>/<label>. Its products' search text holds the brand's names: rewritten in the same transaction.
 */
export async function updateBrand(db: DB, id: number, input: BrandInput, audit: Audit): Promise<AdminBrand> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await one(trx, id);
    await trx.updateTable('brands').set(fields(input)).where('id', '=', id).execute();
    await refreshSearchText(trx, { brandId: id });
    // its label stays; its products' pages show its name
    await touched.brands(trx, [id], { withProducts: true });
    const after = await one(trx, id);
    await audit(trx, { entity: 'brand', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Sets a brand's logo (a guid from pictures.ts#processPicture). */
export async function setBrandLogo(db: DB, id: number, guid: string, audit: Audit): Promise<AdminBrand> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await one(trx, id);
    await trx.updateTable('brands').set({ logo_guid: guid }).where('id', '=', id).execute();
    // its products' pages show its logo
    await touched.brands(trx, [id], { withProducts: true });
    const after = await one(trx, id);
    await audit(trx, { entity: 'brand', entityId: id, action: 'logo', before: before.logo, after: after.logo });
    return after;
  });
}
