import type { Motif } from '../covers/svg';
import type { BlogCategorySlug } from './blog-categories';

export interface SeedPost {
  category: BlogCategorySlug;
  cover: [Motif, number];
  publishedAt: string;
  slug: { fa: string; en: string };
  title: { fa: string; en: string };
  summary: { fa: string; en: string };
  /** HTML; sanitized again when seeded. */
  body: { fa: string; en: string };
}
