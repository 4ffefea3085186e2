import type { AdminCategory, CategoryInput, NewCategory } from 'contracts/admin-catalog';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import { imageRef, num } from '../lib/rows';
import { sanitizeDescription } from '../lib/sanitize';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { slugify } from '../products/slug';
import { catalogWrite } from '../freshness/write';
import type { Audit } from './audit';
import { refreshSearchText } from './reindex';

type Row = Record<string, unknown>;
const ROOT = PRODUCT_ROOT_CATEGORY_ID;

const toCategory = (r: Row): AdminCategory => ({
  id: num(r.id),
  parentId: num(r.parent_id),
  names: { fa: String(r.name_fa), en: String(r.name_en), ru: (r.name_ru as string | null) ?? null },
  labels: { fa: String(r.label_fa), en: String(r.label_en), ru: (r.label_ru as string | null) ?? null },
  description: { fa: (r.description_fa as string | null) ?? null, en: (r.description_en as string | null) ?? null, ru: (r.description_ru as string | null) ?? null },
  color: (r.color as string | null) ?? null,
  image: imageRef(r.image_guid as string | null),
  sortOrder: num(r.sort_order),
  active: num(r.active) === 1,
});

/** The tree under 42 (42 left out), each category after its parent, siblings in their order. */
async function productTree(db: DB): Promise<Row[]> {
  const rows = await db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id').execute();
  const out: Row[] = [];
  const walk = (parent: number) => {
    for (const r of rows) {
      if (r.parent_id === null || num(r.parent_id) !== parent || out.includes(r)) continue;
      out.push(r);
      walk(num(r.id));
    }
  };
  walk(ROOT);
  return out;
}

export const listAdminCategories = async (db: DB) => (await productTree(db)).map(toCategory);

async function one(db: DB, id: number): Promise<AdminCategory> {
  if (id === ROOT) throw badRequest('catalog.admin.rootCategory');
  const row = (await productTree(db)).find((r) => num(r.id) === id);
  if (!row) throw notFound('catalog.categoryNotFound');
  return toCategory(row);
}

/** A parent a category may hang under: the root 42 or a product category; not `moving` or below it. */
async function checkParent(db: DB, parentId: number, moving?: number): Promise<void> {
  const tree = await productTree(db);
  if (parentId !== ROOT && !tree.some((r) => num(r.id) === parentId)) throw badRequest('catalog.admin.categoryInvalid');
  if (moving === undefined) return;
  const parentOf = new Map(tree.map((r) => [num(r.id), num(r.parent_id)]));
  for (let cur: number | undefined = parentId; cur !== undefined && cur !== ROOT; cur = parentOf.get(cur)) {
    if (cur === moving) throw badRequest('catalog.admin.moveIntoItself');
  }
}

/** A label no category has in any language (the storefront finds a category by any of its labels). */
async function freeLabel(db: DB, name: string): Promise<string> {
  const base = slugify(name) || 'category';
  const taken = new Set<string>();
  for (const r of await db.selectFrom('categories').select(['label_fa', 'label_en', 'label_ru']).execute()) {
    for (const l of [r.label_fa, r.label_en, r.label_ru]) if (l) taken.add(String(l).toLowerCase());
  }
  let label = base;
  for (let n = 2; taken.has(label.toLowerCase()); n++) label = `${base}-${n}`;
  return label;
}

const clean = (html: string | null) => (html === null ? null : sanitizeDescription(html).trim() || null);
function fields(input: CategoryInput) {
  const name = { fa: input.name.fa.trim(), en: input.name.en.trim(), ru: input.name.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!name[l]) throw badRequest('common.requiredField', { field: `name.${l}` });
  return {
    name_fa: name.fa, name_en: name.en, name_ru: name.ru,
    description_fa: clean(input.description.fa), description_en: clean(input.description.en), description_ru: clean(input.description.ru),
    color: input.color, active: input.active ? 1 : 0,
  };
}

/** Numbers the siblings under `parentId` 0, 1, 2…, with `id` (if given) placed at `position` (the end when not given). */
async function placeAmongSiblings(trx: DB, parentId: number, id?: number, position?: number): Promise<void> {
  const siblings = (await trx.selectFrom('categories').select('id').where('parent_id', '=', parentId).orderBy('sort_order').orderBy('id').execute())
    .map((r) => num(r.id))
    .filter((s) => s !== id);
  if (id !== undefined) siblings.splice(Math.min(position ?? siblings.length, siblings.length), 0, id);
  for (const [i, sid] of siblings.entries()) await trx.updateTable('categories').set({ sort_order: i }).where('id', '=', sid).execute();
}

export async function createCategory(db: DB, input: NewCategory, audit: Audit): Promise<AdminCategory> {
  return catalogWrite(db, async (trx, touched) => {
    await checkParent(trx, input.parentId);
    const f = fields(input);
    const label_fa = await freeLabel(trx, f.name_fa);
    const label_en = await freeLabel(trx, f.name_en);
    const label_ru = f.name_ru ? await freeLabel(trx, f.name_ru) : null;
    const row = await trx
      .insertInto('categories')
      .values({ ...f, parent_id: input.parentId, label_fa, label_en, label_ru: label_ru === label_en ? null : label_ru, sort_order: 0, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = num(row.id);
    await placeAmongSiblings(trx, input.parentId, id);
    await touched.categories(trx, [id]);
    const after = await one(trx, id);
    await audit(trx, { entity: 'category', entityId: id, action: 'create', before: null, after });
    return after;
  });
}

/**
 * Renames (and describes, colours, shows or hides) a category. Its labels, which are its address
 * (/cat/<label>), stay as they were: a rename never breaks a link or a search engine's entry.
 */
export async function updateCategory(db: DB, id: number, input: CategoryInput, audit: Audit): Promise<AdminCategory> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await one(trx, id);
    await trx.updateTable('categories').set(fields(input)).where('id', '=', id).execute();
    await refreshSearchText(trx, { categoryId: id });
    // its labels stay; its name is in its products' breadcrumbs, and hiding it hides them
    await touched.categories(trx, [id], { withProducts: true });
    const after = await one(trx, id);
    await audit(trx, { entity: 'category', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function moveCategory(db: DB, id: number, parentId: number, position: number | undefined, audit: Audit): Promise<AdminCategory> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await one(trx, id);
    // the old parents' pages (they listed it) and, below, the new ones'; its products' breadcrumbs change
    await touched.categories(trx, [id]);
    await checkParent(trx, parentId, id);
    await trx.updateTable('categories').set({ parent_id: parentId }).where('id', '=', id).execute();
    await placeAmongSiblings(trx, parentId, id, position);
    // the old siblings close the gap
    if (before.parentId !== parentId) await placeAmongSiblings(trx, before.parentId);
    await touched.categories(trx, [id], { withProducts: true });
    const after = await one(trx, id);
    await audit(trx, { entity: 'category', entityId: id, action: 'move', before: { parentId: before.parentId, sortOrder: before.sortOrder }, after: { parentId, sortOrder: after.sortOrder } });
    return after;
  });
}

/** Orders a category's (or the root's) subcategories as listed: exactly its children, each once. */
export async function orderChildren(db: DB, parentId: number, childIds: number[], audit: Audit): Promise<AdminCategory[]> {
  return catalogWrite(db, async (trx, touched) => {
    if (parentId !== ROOT) await one(trx, parentId);
    const children = (await trx.selectFrom('categories').select('id').where('parent_id', '=', parentId).orderBy('sort_order').orderBy('id').execute()).map((r) => num(r.id));
    const wanted = new Set(children);
    if (childIds.length !== children.length || new Set(childIds).size !== childIds.length || childIds.some((c) => !wanted.has(c))) throw badRequest('catalog.admin.childrenMismatch');
    for (const [i, cid] of childIds.entries()) await trx.updateTable('categories').set({ sort_order: i }).where('id', '=', cid).execute();
    // the parent's page lists them (the top level: home and /cat, always purged)
    await touched.categories(trx, [parentId]);
    await audit(trx, { entity: 'category', entityId: parentId, action: 'orderChildren', before: children, after: childIds });
    return (await listAdminCategories(trx)).filter((c) => c.parentId === parentId);
  });
}

/** Sets a category's picture (a guid from pictures.ts#processPicture). */
export async function setCategoryPicture(db: DB, id: number, guid: string, audit: Audit): Promise<AdminCategory> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await one(trx, id);
    await trx.updateTable('categories').set({ image_guid: guid }).where('id', '=', id).execute();
    await touched.categories(trx, [id]);
    const after = await one(trx, id);
    await audit(trx, { entity: 'category', entityId: id, action: 'picture', before: before.image, after: after.image });
    return after;
  });
}
