/** Internal paths (without the locale prefix) of the catalogue's pages. */
export const productPath = (p: { id: number; slug: string }) => `/pr/${p.id}/${encodeURIComponent(p.slug)}`;
export const categoryPath = (c: { label: string }) => `/cat/${encodeURIComponent(c.label)}`;
export const brandPath = (b: { id: number; label: string }) => `/brand/${b.id}/${encodeURIComponent(b.label)}`;



