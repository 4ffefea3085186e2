/** Row → answer helpers shared by the catalog's features (localized columns, numbers, ratings, images). */
import type { ImageRef } from 'contracts/common';
import type { Lang } from '../../../lib/i18n';
import { IMAGE_BASE_URL, DEFAULT_IMAGE_EXTENSION } from '../images/constants';

export const imageRef = (guid: string | null | undefined, extension: string = DEFAULT_IMAGE_EXTENSION): ImageRef | null =>
  guid ? { baseUrl: IMAGE_BASE_URL, guidName: guid, extension } : null;

type Row = Record<string, unknown>;

/** The column `<base>_<lang>`, falling back to English, then Persian, when a translation is missing. */
export function pick(row: Row, base: string, lang: Lang): string | null {
  const v = (row[`${base}_${lang}`] ?? row[`${base}_en`] ?? row[`${base}_fa`]) as string | null | undefined;
  return v ?? null;
}

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
