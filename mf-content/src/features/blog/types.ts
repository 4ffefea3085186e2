/** The blog as the content api answers it (api/src/modules/content/README.md). */
export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface BlogCategory extends CategoryRef {
  postCount: number;
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  publishedAt: string;
  readingMinutes: number;
  category: CategoryRef;
}

export interface PostDetail extends PostSummary {
  body: string;
  related: PostSummary[];
}

export interface PostList {
  items: PostSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  category: CategoryRef | null;
}

/** The storefront URL of an article: /po/{id}/{slug}; the id decides, the slug is for people and search engines. */
export const postPath = (p: { id: number; slug: string }) => `/po/${p.id}/${encodeURIComponent(p.slug)}`;
