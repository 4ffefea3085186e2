import type { Answer } from 'contracts/common';
import type { getCategoryByLabel, listCategories } from 'contracts/catalog';
import { apiRead } from './request';

/** GET /api/category/category?ParentId=42&Active=true&SortBy=0 (spec §7), with subcategories. */
export const CATEGORY_QUERY = { ParentId: 42, Active: true, SortBy: 0, IncludeChildren: true };

/** The top-level product categories with their subcategories. */
export const categoryList = (lang: string) => apiRead<Answer<typeof listCategories>>('/api/category/category', { ...CATEGORY_QUERY, lang });

/** A category by its label in any language, with its subcategories and breadcrumb. */
export const categoryByLabel = (label: string, lang: string) =>
  apiRead<Answer<typeof getCategoryByLabel>>(`/api/category/byLabel/${encodeURIComponent(label)}`, { lang });
