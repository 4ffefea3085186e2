/** Row → answer helpers shared by the catalog's features (every language's columns, numbers, ratings, images; one language's: lib/localized.ts). */
import type { ImageRef } from 'contracts/common';
import { IMAGE_BASE_URL, DEFAULT_IMAGE_EXTENSION } from '../images/constants';

export const imageRef = (guid: string | null | undefined, extension: string = DEFAULT_IMAGE_EXTENSION): ImageRef | null =>
  guid ? { baseUrl: IMAGE_BASE_URL, guidName: guid, extension } : null;

type Row = Record<string, unknown>;

export const localizedSet = (row: Row, base: string) => ({
  fa: (row[`${base}_fa`] as string | null) ?? null,
  en: (row[`${base}_en`] as string | null) ?? null,
  ru: (row[`${base}_ru`] as string | null) ?? null,
});

/** Numbers as JavaScript numbers (PostgreSQL bigint and counts arrive as strings). */
export const num = (v: unknown): number => Number(v);
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const ratingOf = (row: Row) => {
  const count = Number(row.rating_count ?? 0);
  const sum = Number(row.rating_sum ?? 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count };
};
