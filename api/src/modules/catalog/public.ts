import type { DB } from '../../db/database';

/**
 * What other modules (cart) may use of the catalogue. Owned by the catalog module.
 * Everything else in this folder is private to it.
 */
export interface CartProductInfo {
  id: number;
  nameFa: string;
  nameEn: string;
  nameRu: string | null;
  slugFa: string;
  slugEn: string;
  /** Rials; null = price on inquiry (cannot be bought online). */
  price: number | null;
  stock: number;
  active: boolean;
  /** Image reference as spec §3 (baseUrl, guidName, extension) or null. */
  image: { baseUrl: string; guidName: string; extension: string } | null;
}

export async function getProductsForCart(_db: DB, _ids: number[]): Promise<CartProductInfo[]> {
  throw new Error('catalog: getProductsForCart not implemented yet');
}
