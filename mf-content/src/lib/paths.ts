/** The storefront URL of an article: /po/{id}/{slug}; the id decides, the slug is for people and search engines. */
export const postPath = (p: { id: number; slug: string }) => `/po/${p.id}/${encodeURIComponent(p.slug)}`;

/** The storefront URL of a service. */
export const servicePath = (s: { label: string }) => `/services/${s.label}`;
