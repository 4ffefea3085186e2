import { SORTS } from './repo/products';

/** Request schemas (validated by Fastify; a failure becomes the localized 400 of the global error handler). */
const lang = { type: 'string', maxLength: 10 } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const rials = { type: 'integer', minimum: 0, maximum: 1e15 } as const;

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;

export const categoryListQuery = {
  type: 'object',
  properties: {
    ParentId: { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 42 },
    Active: { type: 'boolean', default: true },
    SortBy: { type: 'integer', enum: [0, 1, 2], default: 0 },
    IncludeChildren: { type: 'boolean', default: false },
    lang,
  },
} as const;

export const labelParams = {
  type: 'object',
  required: ['label'],
  properties: { label: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

const listingProperties = {
  category: { type: 'string', minLength: 1, maxLength: 200 },
  categoryId: id,
  brandId: { type: 'array', items: id, maxItems: 20 },
  // the same as a comma-separated list (brandIds=1,3), for clients that cannot repeat a parameter
  brandIds: { type: 'string', pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,19}$' },
  minPrice: rials,
  maxPrice: rials,
  inStock: { type: 'boolean', default: false },
  featured: { type: 'boolean', default: false },
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  facets: { type: 'boolean', default: false },
  lang,
} as const;

export const productListQuery = {
  type: 'object',
  properties: { ...listingProperties, sort: { type: 'string', enum: SORTS.filter((s) => s !== 'relevance'), default: 'newest' } },
} as const;

export const productSearchQuery = {
  type: 'object',
  required: ['q'],
  properties: { ...listingProperties, q: { type: 'string', minLength: 1, maxLength: 100 }, sort: { type: 'string', enum: SORTS, default: 'relevance' } },
} as const;

export const suggestQuery = {
  type: 'object',
  required: ['q'],
  properties: { q: { type: 'string', minLength: 1, maxLength: 100 }, category: { type: 'string', minLength: 1, maxLength: 200 }, lang },
} as const;

export const rateBody = {
  type: 'object',
  required: ['productId', 'rate'],
  additionalProperties: false,
  properties: { productId: id, rate: { type: 'integer', minimum: 1, maximum: 5 } },
} as const;

export const inquiryBody = {
  type: 'object',
  required: ['productId', 'fullName', 'mobile'],
  additionalProperties: false,
  properties: {
    productId: id,
    fullName: { type: 'string', minLength: 1, maxLength: 100 },
    mobile: { type: 'string', minLength: 10, maxLength: 20 },
    message: { type: 'string', maxLength: 1000 },
    quantity: { type: 'integer', minimum: 1, maximum: 100_000 },
  },
} as const;

export const imageParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}(_sm|_md|_lg)?\\.(webp|png|jpg|svg)$' } },
} as const;

export const fileParams = {
  type: 'object',
  required: ['fileName'],
  properties: { fileName: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,120}$' } },
} as const;

export interface ListingQuery {
  category?: string;
  categoryId?: number;
  brandId?: number[];
  brandIds?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  featured: boolean;
  page: number;
  pageSize: number;
  facets: boolean;
  sort: (typeof SORTS)[number];
  q?: string;
}

export const langOnlyQuery = { type: 'object', properties: { lang } } as const;
