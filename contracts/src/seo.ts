/**
 * Discoverability: the list of every public entity the storefront has a page for, with the URL key of
 * each language, for the shell's sitemaps. One cheap read; the shell caches what it builds from it and
 * asks again with `If-None-Match` (the answer carries an `ETag`; an unchanged list answers 304).
 */
import { Envelope, LocalizedSet, Nullable, Type, route, type Static } from './common';

/**
 * One entity with a page of its own. `slugs` holds the URL key per language (category label, product or
 * post slug; brands, services and blog categories have one key for every language): `ru` is null where
 * the page does not exist in Russian (not translated), `fa` and `en` always exist.
 * `updatedAt` is the entity's last change (ISO 8601), or null where nothing records it.
 */
export const SeoEntity = Type.Object({
  id: Type.Integer(),
  slugs: LocalizedSet,
  updatedAt: Nullable(Type.String()),
});
export type SeoEntity = Static<typeof SeoEntity>;

/** Pages whose text comes from the api rather than from the storefront's own messages. */
export const SEO_PAGE_KEYS = ['about', 'customerExperience', 'catalogue'] as const;
export type SeoPageKey = (typeof SEO_PAGE_KEYS)[number];

export const SeoPage = Type.Object({
  key: Type.Union(SEO_PAGE_KEYS.map((k) => Type.Literal(k))),
  /** the page's own text exists in Russian */
  ru: Type.Boolean(),
  updatedAt: Nullable(Type.String()),
});
export type SeoPage = Static<typeof SeoPage>;

/** Everything public, each list in the shop's display order. */
export const SeoIndex = Type.Object({
  categories: Type.Array(SeoEntity),
  brands: Type.Array(SeoEntity),
  products: Type.Array(SeoEntity),
  posts: Type.Array(SeoEntity),
  blogCategories: Type.Array(SeoEntity),
  services: Type.Array(SeoEntity),
  pages: Type.Array(SeoPage),
});
export type SeoIndex = Static<typeof SeoIndex>;

/** Every public entity with its URL keys per language and its last change (active and published ones only). */
export const getSeoIndex = route({
  method: 'GET',
  url: '/seo/index',
  schema: { response: { 200: Envelope(SeoIndex) } },
  example: {
    isSuccess: true,
    data: {
      categories: [{ id: 43, slugs: { fa: 'کپسول-آتش-نشانی', en: 'fire-extinguishers', ru: 'огнетушители' }, updatedAt: '2025-01-12T08:30:00.000Z' }],
      brands: [{ id: 2, slugs: { fa: 'atashban', en: 'atashban', ru: null }, updatedAt: '2025-01-10T08:00:00.000Z' }],
      products: [
        { id: 7, slugs: { fa: 'کپسول-آتش-نشانی-پودر-و-گاز-6-کیلوگرمی-آتش-بان', en: 'atashban-6-kg-abc-dry-powder-extinguisher', ru: null }, updatedAt: '2025-01-12T08:30:00.000Z' },
      ],
      posts: [{ id: 7, slugs: { fa: 'انتخاب-دتکتور-دودی', en: 'choosing-a-smoke-detector', ru: null }, updatedAt: '2025-05-03T08:00:00.000Z' }],
      blogCategories: [{ id: 2, slugs: { fa: 'fire-alarm-detection', en: 'fire-alarm-detection', ru: null }, updatedAt: '2025-05-03T08:00:00.000Z' }],
      services: [{ id: 1, slugs: { fa: 'fire-alarm-system', en: 'fire-alarm-system', ru: 'fire-alarm-system' }, updatedAt: null }],
      pages: [
        { key: 'about', ru: true, updatedAt: '2025-02-01T00:00:00.000Z' },
        { key: 'customerExperience', ru: false, updatedAt: '2025-02-01T00:00:00.000Z' },
        { key: 'catalogue', ru: true, updatedAt: '2025-01-05T00:00:00.000Z' },
      ],
    },
    messages: [],
  },
});
