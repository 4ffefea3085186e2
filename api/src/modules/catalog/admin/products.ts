import type { AdminProduct, AdminProductRow, ProductInput } from 'contracts/admin-catalog';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import { toLatinDigits } from '../../../lib/persian';
import { productIdsInOrders } from '../../cart/public';
import { num } from '../lib/rows';
import { sanitizeDescription } from '../lib/sanitize';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { slugify } from '../products/slug';
import { insertProductIn, searchColumns } from '../products/write';
import { catalogWrite } from '../freshness/write';
import type { Audit } from './audit';
import { getAdminProduct, rowQuery, toRow } from './product-queries';

/** Is the category one of the product categories (below 42, not 42 itself)? */
export async function isProductCategory(db: DB, id: number): Promise<boolean> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parent = new Map(rows.map((r) => [num(r.id), r.parent_id === null ? null : num(r.parent_id)]));
  if (id === PRODUCT_ROOT_CATEGORY_ID || !parent.has(id)) return false;
  const seen = new Set<number>();
  for (let cur: number | null | undefined = id; cur !== null && cur !== undefined && !seen.has(cur); cur = parent.get(cur)) {
    if (cur === PRODUCT_ROOT_CATEGORY_ID) return true;
    seen.add(cur);
  }
  return false;
}

/** Sanitized HTML, null when nothing is left (as the storefront reads it). */
const clean = (html: string | null) => {
  const s = html === null ? '' : sanitizeDescription(html).trim();
  return s ? s : null;
};

/** The form, checked against the catalogue and normalized (trimmed names, sanitized descriptions). */
async function checked(trx: DB, input: ProductInput) {
  const name = { fa: input.name.fa.trim(), en: input.name.en.trim(), ru: input.name.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!name[l] || !slugify(name[l])) throw badRequest('common.requiredField', { field: `name.${l}` });
  if (!(await isProductCategory(trx, input.categoryId))) throw badRequest('catalog.admin.categoryInvalid');
  if (input.brandId !== null && !(await trx.selectFrom('brands').select('id').where('id', '=', input.brandId).executeTakeFirst())) throw badRequest('catalog.brandNotFound');
  if (input.listPrice !== null && (input.price === null || input.listPrice <= input.price)) throw badRequest('catalog.admin.listPriceAbovePrice');
  const description = { fa: clean(input.description.fa), en: clean(input.description.en), ru: clean(input.description.ru) };
  const specs = input.specifications.map((s) => ({ lang: s.lang, key: s.key.trim(), value: s.value.trim() })).filter((s) => s.key && s.value);
  // the stock's reason is not a product field: updateProduct reads it from the input
  const { stockReason: _reason, ...fields } = input;
  return { ...fields, name, description, specs, sku: input.sku?.trim() || null };
}

/** A typed reason as the audit trail keeps it (Latin digits, trimmed), '' when there is none. */
const reasonOf = (text: string | undefined) => toLatinDigits(text ?? '').trim();

export async function createProduct(db: DB, input: ProductInput, audit: Audit): Promise<AdminProduct> {
  return catalogWrite(db, async (trx, touched) => {
    const p = await checked(trx, input);
    const id = await insertProductIn(trx, {
      ...p,
      description: { fa: p.description.fa ?? undefined, en: p.description.en ?? undefined, ru: p.description.ru ?? undefined },
    });
    const after = (await getAdminProduct(trx, id))!;
    await touched.products(trx, [id]);
    await audit(trx, { entity: 'product', entityId: id, action: 'create', before: null, after });
    return after;
  });
}

/**
 * Saves the editor's form. The slugs follow the new names: a product's address is /pr/<id>/<slug>
 * and the storefront answers any other slug with 301 to the current one, so old links keep working.
 * The search columns are rewritten in the same transaction (the triggers queue the product).
 * A save that changes the stock is a manual stock change: it needs `stockReason` (400
 * `catalog.admin.stockReasonRequired` otherwise, nothing written), kept in the audit entry.
 */
export async function updateProduct(db: DB, id: number, input: ProductInput, audit: Audit): Promise<AdminProduct> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await getAdminProduct(trx, id);
    if (!before) throw notFound('common.productNotFound');
    const stockReason = input.stock === before.stock ? null : reasonOf(input.stockReason);
    if (stockReason === '') throw badRequest('catalog.admin.stockReasonRequired');
    // its pages at the old slugs, category and brand, and (below) at the new ones
    await touched.products(trx, [id]);
    const p = await checked(trx, input);
    await trx
      .updateTable('products')
      .set({
        category_id: p.categoryId,
        brand_id: p.brandId,
        sku: p.sku,
        name_fa: p.name.fa,
        name_en: p.name.en,
        name_ru: p.name.ru,
        slug_fa: slugify(p.name.fa),
        slug_en: slugify(p.name.en),
        slug_ru: p.name.ru ? slugify(p.name.ru) || null : null,
        price: p.price,
        list_price: p.listPrice,
        stock: p.stock,
        active: p.active ? 1 : 0,
        featured: p.featured ? 1 : 0,
        description_fa: p.description.fa,
        description_en: p.description.en,
        description_ru: p.description.ru,
        video_url: p.videoUrl,
        ...(await searchColumns(trx, p)),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('product_specs').where('product_id', '=', id).execute();
    if (p.specs.length) {
      await trx
        .insertInto('product_specs')
        .values(p.specs.map((s, i) => ({ product_id: id, lang: s.lang, spec_key: s.key, spec_value: s.value, sort_order: i })))
        .execute();
    }
    const after = (await getAdminProduct(trx, id))!;
    await touched.products(trx, [id]);
    // the reason beside the product as saved: the audit screen shows it as a changed field
    await audit(trx, { entity: 'product', entityId: id, action: 'update', before, after: stockReason === null ? after : { ...after, stockReason } });
    return after;
  });
}

/**
 * The list's quick edit: the price (null = on inquiry). Its route (PATCH, contracts QuickEdit) takes
 * no stock and refuses a body with one (`catalog.admin.stockNeedsAdjustment`): a staff member's
 * stock change has a reason (stock.ts#adjustStock, or the editor's save with `stockReason`).
 * `stock` here is only for in-process callers that are no staff member's edit (the freshness tests).
 */
/** The list's quick price edit (a stock change goes through adjustStock, with its reason). */
export async function quickEdit(db: DB, id: number, change: { price: number | null }, audit: Audit): Promise<AdminProductRow> {
  return catalogWrite(db, async (trx, touched) => {
    const row = await rowQuery(trx).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('common.productNotFound');
    const before = toRow(row);
    const { price } = change;
    // a price that falls to or below the list price would show a "discount" that is none
    if (before.listPrice !== null && (price === null || before.listPrice <= price)) throw badRequest('catalog.admin.listPriceAbovePrice');
    await trx
      .updateTable('products')
      .set({ price, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    const after = toRow((await rowQuery(trx).where('p.id', '=', id).executeTakeFirst())!);
    await touched.products(trx, [id]);
    await audit(trx, { entity: 'product', entityId: id, action: 'quickEdit', before: { price: before.price }, after: { price: after.price } });
    return after;
  });
}

/**
 * Deletes a product, or archives it (inactive, kept) when an order names it: order lines keep the
 * product's id, and an order's page links to it.
 */
export async function removeProduct(db: DB, id: number, audit: Audit): Promise<{ id: number; outcome: 'deleted' | 'archived' }> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await getAdminProduct(trx, id);
    if (!before) throw notFound('common.productNotFound');
    await touched.products(trx, [id]);
    if ((await productIdsInOrders(trx, [id])).has(id)) {
      await trx.updateTable('products').set({ active: 0, updated_at: nowIso() }).where('id', '=', id).execute();
      await audit(trx, { entity: 'product', entityId: id, action: 'archive', before: { active: before.active }, after: { active: false } });
      return { id, outcome: 'archived' as const };
    }
    // pictures, specifications, ratings, inquiries and basket lines go with it (their foreign keys cascade)
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await audit(trx, { entity: 'product', entityId: id, action: 'delete', before, after: null });
    return { id, outcome: 'deleted' as const };
  });
}
