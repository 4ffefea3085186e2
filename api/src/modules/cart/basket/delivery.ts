import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { parseRegions, regionNames, type Region } from './regions';

export interface DeliveryMethod {
  id: number;
  code: string;
  nameFa: string;
  nameEn: string;
  nameRu: string | null;
  descriptionFa: string | null;
  descriptionEn: string | null;
  descriptionRu: string | null;
  price: number;
  freeAbove: number | null;
  requiresAddress: boolean;
  /** where it delivers (null or absent: everywhere; regions.ts) */
  regions?: Region[] | null;
}

const toMethod = (r: Record<string, unknown>): DeliveryMethod => ({
  id: Number(r.id),
  code: String(r.code),
  nameFa: String(r.name_fa),
  nameEn: String(r.name_en),
  nameRu: (r.name_ru as string | null) ?? null,
  descriptionFa: (r.description_fa as string | null) ?? null,
  descriptionEn: (r.description_en as string | null) ?? null,
  descriptionRu: (r.description_ru as string | null) ?? null,
  price: Number(r.price),
  freeAbove: r.free_above === null || r.free_above === undefined ? null : Number(r.free_above),
  requiresAddress: Number(r.requires_address) === 1,
  regions: parseRegions(r.regions),
});

/** Active delivery methods in display order; the first is every new basket's default (spec §4). */
export async function activeDeliveryMethods(db: DB): Promise<DeliveryMethod[]> {
  const rows = await db.selectFrom('delivery_methods').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
  return rows.map(toMethod);
}

export async function activeDeliveryMethod(db: DB, id: number): Promise<DeliveryMethod | null> {
  const r = await db.selectFrom('delivery_methods').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  return r ? toMethod(r) : null;
}

/** The basket's delivery, falling back to the first active method when none is set or it was withdrawn. */
export async function effectiveDelivery(db: DB, deliveryId: number | null): Promise<DeliveryMethod | null> {
  if (deliveryId !== null) {
    const m = await activeDeliveryMethod(db, deliveryId);
    if (m) return m;
  }
  return (await activeDeliveryMethods(db))[0] ?? null;
}

/** Delivery cost for a basket whose discounted items total is `itemsAfterDiscount`. */
export const deliveryCost = (m: DeliveryMethod | null, itemsAfterDiscount: number) =>
  !m ? 0 : m.freeAbove !== null && itemsAfterDiscount >= m.freeAbove ? 0 : m.price;

export const localizedName = (m: { nameFa: string; nameEn: string; nameRu: string | null }, lang: Lang) => localized(m, 'name', lang) ?? '';

export function deliveryView(m: DeliveryMethod, lang: Lang) {
  return {
    id: m.id,
    code: m.code,
    name: localizedName(m, lang),
    description: localized(m, 'description', lang),
    price: m.price,
    freeAbove: m.freeAbove,
    requiresAddress: m.requiresAddress,
    regions: regionNames(m.regions, lang),
  };
}

/** What an order keeps of its delivery method, whatever later happens to the method. */
export const deliverySnapshot = (m: DeliveryMethod, cost: number) => ({
  id: m.id,
  code: m.code,
  nameFa: m.nameFa,
  nameEn: m.nameEn,
  nameRu: m.nameRu,
  price: cost,
  requiresAddress: m.requiresAddress,
});
