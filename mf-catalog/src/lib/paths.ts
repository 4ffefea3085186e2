/** Internal paths (without the locale prefix) of the catalogue's pages, and the spec's category query. */
export const productPath = (p: { id: number; slug: string }) => `/pr/${p.id}/${encodeURIComponent(p.slug)}`;
export const categoryPath = (c: { label: string }) => `/cat/${encodeURIComponent(c.label)}`;
export const brandPath = (b: { id: number; label: string }) => `/brand/${b.id}/${encodeURIComponent(b.label)}`;

/** GET /api/category/category?ParentId=42&Active=true&SortBy=0 (spec §7), with subcategories. */
export const CATEGORY_QUERY = { ParentId: 42, Active: true, SortBy: 0, IncludeChildren: true };
