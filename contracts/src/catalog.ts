/** The catalog's routes: categories, brands, products, search, catalogue files, images. */
import { Envelope, Id, IdParams, ImageRef, INT4_MAX, Lang, LangQuery, LocalizedSet, Nullable, Rials, Type, route, type Static } from './common';

// ---------------------------------------------------------------------------------------------
// Shapes shared by several answers

/** Languages a stored text exists in. */
export const ContentLang = Type.Union([Type.Literal('fa'), Type.Literal('en'), Type.Literal('ru')]);
export type ContentLang = Static<typeof ContentLang>;

/** Product listing orders; `relevance` only for a search. */
export const SORTS = ['newest', 'priceAsc', 'priceDesc', 'popular', 'relevance'] as const;
export type SortKey = (typeof SORTS)[number];
const SortAnswer = Type.Union([Type.Literal('newest'), Type.Literal('priceAsc'), Type.Literal('priceDesc'), Type.Literal('popular'), Type.Literal('relevance')]);

export const MAX_PAGE_SIZE = 60;
export const DEFAULT_PAGE_SIZE = 24;
/** The root of the product categories (the spec's ParentId=42). */
export const PRODUCT_ROOT_CATEGORY_ID = 42;

/** `{average, count}` of a product's ratings (average to one decimal, 0 without ratings). */
export const RatingSummary = Type.Object({ average: Type.Number(), count: Type.Integer() });
export type RatingSummary = Static<typeof RatingSummary>;

/** A category as a link: breadcrumbs, a product's category. */
export const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

const categoryFields = {
  ...CategoryRef.properties,
  parentId: Nullable(Type.Integer()),
  /** the label in every language, for the language switch */
  labels: LocalizedSet,
  description: Nullable(Type.String()),
  image: Nullable(ImageRef),
  color: Nullable(Type.String()),
  /** active products of the category and everything below it */
  productCount: Type.Integer(),
  sortOrder: Type.Integer(),
  active: Type.Boolean(),
};
/** A category without its subcategories (as nested in `children`). */
export const CategorySummary = Type.Object(categoryFields);
export type CategorySummary = Static<typeof CategorySummary>;
/** A category; `children` (its active subcategories) when asked for. */
export const Category = Type.Object({ ...categoryFields, children: Type.Optional(Type.Array(CategorySummary)) });
export type Category = Static<typeof Category>;
/** A category page's category: its subcategories and the breadcrumb from the top-level category down to it. */
export const CategoryWithBreadcrumb = Type.Object({ ...categoryFields, children: Type.Array(CategorySummary), breadcrumb: Type.Array(CategoryRef) });
export type CategoryWithBreadcrumb = Static<typeof CategoryWithBreadcrumb>;

export const Brand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  names: LocalizedSet,
  label: Type.String(),
  country: Nullable(Type.String()),
  description: Nullable(Type.String()),
  logo: Nullable(ImageRef),
  website: Nullable(Type.String()),
  productCount: Type.Integer(),
});
export type Brand = Static<typeof Brand>;

/** A product in a list (listing, search, related products). Money in Rials; `price: null` = price on inquiry. */
export const ProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  sku: Nullable(Type.String()),
  price: Nullable(Type.Integer()),
  /** the price before a discount, or null */
  listPrice: Nullable(Type.Integer()),
  stock: Type.Integer(),
  inStock: Type.Boolean(),
  image: Nullable(ImageRef),
  rating: RatingSummary,
  brand: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String() })),
  categoryId: Type.Integer(),
  featured: Type.Boolean(),
});
export type ProductCard = Static<typeof ProductCard>;

/** What the filter panel offers: brands with counts (ignoring the brand filter), the price span (ignoring the price filter). */
export const Facets = Type.Object({
  brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String(), count: Type.Integer() })),
  price: Type.Object({ min: Nullable(Type.Integer()), max: Nullable(Type.Integer()) }),
});
export type Facets = Static<typeof Facets>;

const productPageFields = {
  items: Type.Array(ProductCard),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  pageCount: Type.Integer(),
  sort: SortAnswer,
  facets: Type.Optional(Facets),
  /** the category the call filtered by, else null */
  category: Nullable(CategoryWithBreadcrumb),
};
/** A page of the listing. */
export const ProductPage = Type.Object(productPageFields);
export type ProductPage = Static<typeof ProductPage>;
/** A page of search results: the listing's page and the query. */
export const SearchPage = Type.Object({ ...productPageFields, query: Type.String() });
export type SearchPage = Static<typeof SearchPage>;

export const ProductImage = Type.Object({ ...ImageRef.properties, alt: Nullable(Type.String()) });
export type ProductImage = Static<typeof ProductImage>;

/** Everything the product page shows. */
export const ProductDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  names: LocalizedSet,
  slug: Type.String(),
  slugs: LocalizedSet,
  sku: Nullable(Type.String()),
  price: Nullable(Type.Integer()),
  listPrice: Nullable(Type.Integer()),
  stock: Type.Integer(),
  inStock: Type.Boolean(),
  summary: Nullable(Type.String()),
  /** sanitized HTML */
  description: Nullable(Type.String()),
  images: Type.Array(ProductImage),
  specifications: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
  video: Nullable(Type.Object({ url: Type.String(), poster: Nullable(Type.String()) })),
  /** `mine`: the caller's own rating or null */
  rating: Type.Object({ ...RatingSummary.properties, mine: Nullable(Type.Integer()) }),
  category: CategoryRef,
  /** from the top-level category down to the product's own */
  breadcrumb: Type.Array(CategoryRef),
  brand: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String(), logo: Nullable(ImageRef) })),
  related: Type.Array(ProductCard),
  /** the language the texts are in (ru falls back to en for products not translated) */
  contentLang: ContentLang,
  createdAt: Type.String(),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** What the header's search box offers while typing. */
export const Suggestions = Type.Object({
  query: Type.String(),
  products: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), price: Nullable(Type.Integer()), image: Nullable(ImageRef) })),
  categories: Type.Array(Type.Object({ ...CategoryRef.properties, productCount: Type.Integer() })),
  brands: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), label: Type.String(), logo: Nullable(ImageRef) })),
});
export type Suggestions = Static<typeof Suggestions>;

/** A downloadable catalogue file. */
export const CatalogueFile = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  fileName: Type.String(),
  url: Type.String(),
  mime: Type.String(),
  sizeBytes: Type.Integer(),
  pageCount: Nullable(Type.Integer()),
  lang: Nullable(Type.String()),
});
export type CatalogueFile = Static<typeof CatalogueFile>;

/** The /st/catalog page: top-level categories with their subcategories and files, and the files of no category. */
export const CataloguePage = Type.Object({
  categories: Type.Array(Type.Object({ ...categoryFields, children: Type.Array(CategorySummary), files: Type.Array(CatalogueFile) })),
  files: Type.Array(CatalogueFile),
});
export type CataloguePage = Static<typeof CataloguePage>;

export const RatingResult = Type.Object({ ...RatingSummary.properties, mine: Type.Integer(), productId: Type.Integer() });
export type RatingResult = Static<typeof RatingResult>;

export const InquiryResult = Type.Object({ id: Type.Integer(), productId: Type.Integer(), mobile: Type.String(), createdAt: Type.String() });
export type InquiryResult = Static<typeof InquiryResult>;

// ---------------------------------------------------------------------------------------------
// Requests

const Label = Type.String({ minLength: 1, maxLength: 200 });
const SearchText = Type.String({ minLength: 1, maxLength: 100 });

export const CategoryListQuery = Type.Object({
  ParentId: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX, default: PRODUCT_ROOT_CATEGORY_ID })),
  Active: Type.Optional(Type.Boolean({ default: true })),
  /** 0 = the shop's order, 1 = by name, 2 = most products first */
  SortBy: Type.Optional(Type.Unsafe<0 | 1 | 2>({ type: 'integer', enum: [0, 1, 2], default: 0 })),
  IncludeChildren: Type.Optional(Type.Boolean({ default: false })),
  lang: Type.Optional(Lang),
});
export type CategoryListQuery = Static<typeof CategoryListQuery>;

export const LabelParams = Type.Object({ label: Label });
export type LabelParams = Static<typeof LabelParams>;

/** An id as text: 1 to INT4_MAX (2147483647), digit by digit, so a list of ids cannot overflow PostgreSQL's int4. */
const ID_PATTERN =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';

const listingFields = {
  /** category label in any language */
  category: Type.Optional(Label),
  categoryId: Type.Optional(Id),
  brandId: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  /** the same as a comma-separated list (brandIds=1,3), for clients that cannot repeat a parameter */
  brandIds: Type.Optional(Type.String({ pattern: `^${ID_PATTERN}(,${ID_PATTERN}){0,19}$` })),
  minPrice: Type.Optional(Rials),
  maxPrice: Type.Optional(Rials),
  inStock: Type.Optional(Type.Boolean({ default: false })),
  featured: Type.Optional(Type.Boolean({ default: false })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
  facets: Type.Optional(Type.Boolean({ default: false })),
  lang: Type.Optional(Lang),
};
type BrowseSort = Exclude<SortKey, 'relevance'>;
export const ProductListQuery = Type.Object({
  ...listingFields,
  sort: Type.Optional(Type.Unsafe<BrowseSort>({ type: 'string', enum: SORTS.filter((s) => s !== 'relevance'), default: 'newest' })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductSearchQuery = Type.Object({
  ...listingFields,
  q: SearchText,
  sort: Type.Optional(Type.Unsafe<SortKey>({ type: 'string', enum: [...SORTS], default: 'relevance' })),
});
export type ProductSearchQuery = Static<typeof ProductSearchQuery>;

export const SuggestQuery = Type.Object({ q: SearchText, category: Type.Optional(Label), lang: Type.Optional(Lang) });
export type SuggestQuery = Static<typeof SuggestQuery>;

export const RateBody = Type.Object({ productId: Id, rate: Type.Integer({ minimum: 1, maximum: 5 }) }, { additionalProperties: false });
export type RateBody = Static<typeof RateBody>;

export const InquiryBody = Type.Object(
  {
    productId: Id,
    fullName: Type.String({ minLength: 1, maxLength: 100 }),
    mobile: Type.String({ minLength: 10, maxLength: 20 }),
    message: Type.Optional(Type.String({ maxLength: 1000 })),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type InquiryBody = Static<typeof InquiryBody>;

export const ImageParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}(_sm|_md|_lg)?\\.(webp|png|jpg|svg)$' }) });
export const FileParams = Type.Object({ fileName: Type.String({ pattern: '^[A-Za-z0-9._-]{1,120}$' }) });

// ---------------------------------------------------------------------------------------------
// Examples

const img = (guidName: string) => ({ baseUrl: '/api/img/', guidName, extension: 'webp' });

const exampleBrand: Brand = {
  id: 1,
  name: 'آتش‌ایمن',
  names: { fa: 'آتش‌ایمن', en: 'AtashImen', ru: null },
  label: 'atashimen',
  country: 'ایران',
  description: null,
  logo: img('brand-1'),
  website: null,
  productCount: 12,
};

const exampleSubcategory: CategorySummary = {
  id: 44,
  name: 'کپسول پودر و گاز',
  label: 'کپسول-پودر-و-گاز',
  parentId: 43,
  labels: { fa: 'کپسول-پودر-و-گاز', en: 'dry-powder-extinguishers', ru: null },
  description: null,
  image: img('category-44'),
  color: '#c62828',
  productCount: 9,
  sortOrder: 1,
  active: true,
};
const exampleCategory: Category = {
  ...exampleSubcategory,
  id: 43,
  name: 'کپسول آتش‌نشانی',
  label: 'کپسول-آتش-نشانی',
  parentId: PRODUCT_ROOT_CATEGORY_ID,
  labels: { fa: 'کپسول-آتش-نشانی', en: 'fire-extinguishers', ru: 'огнетушители' },
  description: '<p>کپسول‌های آتش‌نشانی دستی و چرخ‌دار</p>',
  productCount: 18,
  children: [exampleSubcategory],
};
const exampleCategoryPage: CategoryWithBreadcrumb = {
  ...exampleCategory,
  children: [exampleSubcategory],
  breadcrumb: [{ id: 43, name: 'کپسول آتش‌نشانی', label: 'کپسول-آتش-نشانی' }],
};

const exampleCard: ProductCard = {
  id: 7,
  name: 'کپسول آتش‌نشانی پودر و گاز 6 کیلوگرمی آتش‌بان',
  slug: 'کپسول-آتش-نشانی-پودر-و-گاز-6-کیلوگرمی-آتش-بان',
  sku: 'ATB-P6',
  price: 24_500_000,
  listPrice: 27_000_000,
  stock: 40,
  inStock: true,
  image: img('product-7-1'),
  rating: { average: 4.7, count: 146 },
  brand: { id: 2, name: 'آتش‌بان', label: 'atashban' },
  categoryId: 44,
  featured: true,
};
const exampleFacets: Facets = {
  brands: [{ id: 2, name: 'آتش‌بان', label: 'atashban', count: 5 }],
  price: { min: 3_200_000, max: 98_000_000 },
};

const exampleFile: CatalogueFile = {
  id: 1,
  title: 'کاتالوگ کپسول‌های آتش‌نشانی',
  fileName: 'catalogue-fire-extinguishers-2025.pdf',
  url: '/api/catalog/files/catalogue-fire-extinguishers-2025.pdf',
  mime: 'application/pdf',
  sizeBytes: 4210,
  pageCount: 3,
  lang: 'en',
};

// ---------------------------------------------------------------------------------------------
// Routes

/** The spec's call: children of ParentId (default 42), optionally nested one level. */
export const listCategories = route({
  method: 'GET',
  url: '/category/category',
  schema: { querystring: CategoryListQuery, response: { 200: Envelope(Type.Array(Category)) } },
  example: { isSuccess: true, data: [exampleCategory], messages: [] },
});

/** A category by its label in any language, with its subcategories and breadcrumb. */
export const getCategoryByLabel = route({
  method: 'GET',
  url: '/category/byLabel/:label',
  schema: { params: LabelParams, querystring: LangQuery, response: { 200: Envelope(CategoryWithBreadcrumb) } },
  example: { isSuccess: true, data: exampleCategoryPage, messages: [] },
});

export const listBrands = route({
  method: 'GET',
  url: '/brand/brand',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(Brand)) } },
  example: { isSuccess: true, data: [exampleBrand], messages: [] },
});

export const getBrand = route({
  method: 'GET',
  url: '/brand/:id',
  schema: { params: IdParams, querystring: LangQuery, response: { 200: Envelope(Brand) } },
  example: { isSuccess: true, data: exampleBrand, messages: [] },
});

/** Product listing: filters, sort and paging. */
export const listProducts = route({
  method: 'GET',
  url: '/product/product',
  schema: { querystring: ProductListQuery, response: { 200: Envelope(ProductPage) } },
  example: {
    isSuccess: true,
    data: { items: [exampleCard], total: 1, page: 1, pageSize: 24, pageCount: 1, sort: 'newest', facets: exampleFacets, category: exampleCategoryPage },
    messages: [],
  },
});

/** Search with Persian normalization and relevance ranking, optionally within a category. */
export const searchProducts = route({
  method: 'GET',
  url: '/product/search',
  schema: { querystring: ProductSearchQuery, response: { 200: Envelope(SearchPage) } },
  example: {
    isSuccess: true,
    data: { items: [exampleCard], total: 1, page: 1, pageSize: 24, pageCount: 1, sort: 'relevance', category: null, query: 'کپسول 6' },
    messages: [],
  },
});

/** Suggestions for the header search box. */
export const suggestProducts = route({
  method: 'GET',
  url: '/product/suggest',
  schema: { querystring: SuggestQuery, response: { 200: Envelope(Suggestions) } },
  example: {
    isSuccess: true,
    data: {
      query: 'کپسول',
      products: [{ id: 7, name: exampleCard.name, slug: exampleCard.slug, price: 24_500_000, image: img('product-7-1') }],
      categories: [{ id: 43, name: 'کپسول آتش‌نشانی', label: 'کپسول-آتش-نشانی', productCount: 18 }],
      brands: [{ id: 2, name: 'آتش‌بان', label: 'atashban', logo: img('brand-2') }],
    },
    messages: [],
  },
});

/** An active product with everything its page shows. */
export const getProduct = route({
  method: 'GET',
  url: '/product/:id',
  schema: { params: IdParams, querystring: LangQuery, response: { 200: Envelope(ProductDetail) } },
  example: {
    isSuccess: true,
    data: {
      id: 7,
      name: exampleCard.name,
      names: { fa: exampleCard.name, en: 'Atashban 6 kg ABC dry powder extinguisher', ru: 'Порошковый огнетушитель Аташбан 6 кг' },
      slug: exampleCard.slug,
      slugs: { fa: exampleCard.slug, en: 'atashban-6-kg-abc-dry-powder-extinguisher', ru: null },
      sku: 'ATB-P6',
      price: 24_500_000,
      listPrice: 27_000_000,
      stock: 40,
      inStock: true,
      summary: 'کپسول پودر و گاز ABC برای خانه و خودرو',
      description: '<p>کپسول پودر و گاز 6 کیلوگرمی با گواهی استاندارد.</p>',
      images: [{ ...img('product-7-1'), alt: exampleCard.name }],
      specifications: [{ key: 'ظرفیت', value: '6 کیلوگرم' }],
      video: { url: 'https://www.aparat.com/v/abc123', poster: '/api/img/poster-7_lg.webp' },
      rating: { average: 4.7, count: 146, mine: null },
      category: { id: 44, name: 'کپسول پودر و گاز', label: 'کپسول-پودر-و-گاز' },
      breadcrumb: [
        { id: 43, name: 'کپسول آتش‌نشانی', label: 'کپسول-آتش-نشانی' },
        { id: 44, name: 'کپسول پودر و گاز', label: 'کپسول-پودر-و-گاز' },
      ],
      brand: { id: 2, name: 'آتش‌بان', label: 'atashban', logo: img('brand-2') },
      related: [{ ...exampleCard, id: 8, sku: 'ATB-P12', price: null, listPrice: null, featured: false }],
      contentLang: 'fa',
      createdAt: '2025-01-12T08:30:00.000Z',
    },
    messages: [],
  },
});

/** Rate a product 1–5, once per shopper. */
export const rateProduct = route({
  method: 'POST',
  url: '/product/rate',
  schema: { body: RateBody, response: { 200: Envelope(RatingResult) } },
  example: { isSuccess: true, data: { average: 4.7, count: 147, mine: 5, productId: 7 }, messages: [{ item1: 'امتیاز شما ثبت شد. سپاس!', item2: 'catalog.ratingSaved' }] },
});

/** Price inquiry: the shopper leaves a name and mobile and is called back with a price. */
export const priceInquiry = route({
  method: 'POST',
  url: '/product/priceInquiry',
  schema: { body: InquiryBody, response: { 200: Envelope(InquiryResult) } },
  example: {
    isSuccess: true,
    data: { id: 3, productId: 8, mobile: '09121234567', createdAt: '2025-02-01T10:00:00.000Z' },
    messages: [{ item1: 'Your price inquiry was received; our team will call you shortly.', item2: 'catalog.inquirySaved' }],
  },
});

/** The /st/catalog page. */
export const getCatalogue = route({
  method: 'GET',
  url: '/catalog/catalog',
  schema: { querystring: LangQuery, response: { 200: Envelope(CataloguePage) } },
  example: {
    isSuccess: true,
    data: {
      categories: [{ ...exampleCategory, children: [exampleSubcategory], files: [exampleFile] }],
      files: [{ ...exampleFile, id: 2, title: 'کاتالوگ کامل محصولات', fileName: 'catalogue-full-2025.pdf', url: '/api/catalog/files/catalogue-full-2025.pdf', lang: null }],
    },
    messages: [],
  },
});

/** A catalogue file (PDF) the catalogue lists, as an attachment. */
export const downloadCatalogueFile = route({
  method: 'GET',
  url: '/catalog/files/:fileName',
  schema: { params: FileParams },
  raw: 'the catalogue file (application/pdf), as an attachment',
});

/** A catalogue picture: /img/<guid>[_sm|_md|_lg].<webp|png|jpg|svg>. */
export const getImage = route({
  method: 'GET',
  url: '/img/:file',
  schema: { params: ImageParams },
  raw: 'the image (webp, png, jpeg or svg), cached for a year',
});

/**
 * The catalogue's version: a number raised by every change the back office makes to the catalogue
 * (products, pictures, categories, brands, imports), in the change's own transaction. The storefront's
 * catalogue and content reads carry it as the header `x-catalog-version`; a cache that holds an answer
 * made under an older version knows a change has happened since (docs/operations.md, "Fresh pages").
 */
export const CatalogVersion = Type.Object({ version: Type.Integer({ minimum: 0 }) });
export type CatalogVersion = Static<typeof CatalogVersion>;

/** The catalogue's version, cheaply (one row; also in the `x-catalog-version` header). */
export const getCatalogVersion = route({
  method: 'GET',
  url: '/catalog/version',
  schema: { response: { 200: Envelope(CatalogVersion) } },
  example: { isSuccess: true, data: { version: 42 }, messages: [] },
});

/** One purge as the sandbox cache purger recorded it: the version a change made and the page addresses it touched. */
export const CachePurgeRecord = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  /** absolute addresses of the storefront's pages (PUBLIC_URL + path, percent-encoded) */
  urls: Type.Array(Type.String()),
  at: Type.String(),
});
export type CachePurgeRecord = Static<typeof CachePurgeRecord>;

/** Development and tests only (not served in production): the sandbox cache purger's latest purges, newest first. */
export const listCachePurges = route({
  method: 'GET',
  url: '/dev/cache-purges',
  schema: { querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }), response: { 200: Envelope(Type.Array(CachePurgeRecord)) } },
  example: {
    isSuccess: true,
    data: [{ version: 42, urls: ['http://localhost:3000/', 'http://localhost:3000/en/pr/7/atashban-6-kg-abc-dry-powder-extinguisher'], at: '2026-03-01T08:29:40.000Z' }],
    messages: [],
  },
});
