/**
 * The back office's catalogue (staff with the `catalogue` or `owner` role write it; see
 * api/src/modules/catalog/admin/): products with a quick price edit, the product editor,
 * pictures, the category tree under 42, brands, and the catalogue's price and stock as CSV. A manual
 * change of stock always carries a reason for the audit trail: the stock adjustment
 * (contracts/admin-orders adminAdjustStock), or the editor's `stockReason` when a save changes it.
 * Every write is all or nothing; a bad input is a localized 4xx with nothing written.
 */
import { Envelope, Id, IdParams, ImageRef, Lang, Nullable, Type, route, type Static, type TSchema } from './common';

/**
 * Nullable for inputs: null first, because the api's validator coerces types (coerceTypes) and would
 * turn a null into 0 or '' by the first branch that accepts it (a price on inquiry into a price of 0).
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
/**
 * A price or null (on inquiry) as one JSON-schema type list: the validator coerces only when neither
 * type matches, so 0 stays 0 and null stays null (a union coerces in whichever branch it tries first).
 */
const PriceOrNull = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 1e15 });
const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const Languages = Type.Union([Type.Literal('fa'), Type.Literal('en'), Type.Literal('ru')]);
const Names = (max: number) => Type.Object({ fa: Str(max, 1), en: Str(max, 1), ru: OrNull(Str(max)) }, { additionalProperties: false });
const Texts = (max: number) => Type.Object({ fa: OrNull(Str(max)), en: OrNull(Str(max)), ru: OrNull(Str(max)) }, { additionalProperties: false });
export const Stock = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const LangOnly = Type.Object({ lang: Type.Optional(Lang) });
const Paging = { total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), pageCount: Type.Integer() };

export const ADMIN_SORTS = ['newest', 'updated', 'name', 'priceAsc', 'priceDesc', 'stockAsc', 'stockDesc'] as const;

export const AdminProductQuery = Type.Object({
  q: Type.Optional(Str(100)),
  categoryId: Type.Optional(Id),
  brandId: Type.Optional(Id),
  stock: Type.Optional(Type.Union([Type.Literal('in'), Type.Literal('out')])),
  active: Type.Optional(Type.Boolean()),
  pricing: Type.Optional(Type.Union([Type.Literal('priced'), Type.Literal('inquiry')])),
  sort: Type.Optional(Type.Union(ADMIN_SORTS.map((s) => Type.Literal(s)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  lang: Type.Optional(Lang),
});
export type AdminProductQuery = Static<typeof AdminProductQuery>;

/** A row of the staff's product list. */
export const AdminProductRow = Type.Object({
  id: Type.Integer(),
  sku: Nullable(Type.String()),
  names: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }),
  categoryId: Type.Integer(),
  brandId: Nullable(Type.Integer()),
  price: Nullable(Type.Integer()),
  listPrice: Nullable(Type.Integer()),
  stock: Type.Integer(),
  active: Type.Boolean(),
  featured: Type.Boolean(),
  image: Nullable(ImageRef),
  updatedAt: Nullable(Type.String()),
});
export type AdminProductRow = Static<typeof AdminProductRow>;

export const AdminProductPage = Type.Object({ items: Type.Array(AdminProductRow), ...Paging });

export const Specification = Type.Object({ lang: Languages, key: Str(100, 1), value: Str(500, 1) }, { additionalProperties: false });

/** The product editor's form: everything but the pictures (uploaded one by one). */
export const ProductInput = Type.Object(
  {
    categoryId: Id,
    brandId: OrNull(Id),
    sku: OrNull(Str(64)),
    name: Names(200),
    description: Texts(20_000),
    price: PriceOrNull,
    listPrice: PriceOrNull,
    stock: Stock,
    /**
     * Why the stock changes (kept in the audit trail): required by the api when an update (PUT)
     * changes the product's stock, ignored otherwise (a new product's stock is not a change).
     */
    stockReason: Type.Optional(Str(200)),
    active: Type.Boolean(),
    featured: Type.Boolean(),
    specifications: Type.Array(Specification, { maxItems: 100 }),
    videoUrl: OrNull(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$' })),
  },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

export const AdminPicture = Type.Object({ id: Type.Integer(), ...ImageRef.properties, alt: Type.Object({ fa: Nullable(Type.String()), en: Nullable(Type.String()) }) });
export type AdminPicture = Static<typeof AdminPicture>;

export const AdminProduct = Type.Object({
  ...AdminProductRow.properties,
  slugs: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }),
  description: Type.Object({ fa: Nullable(Type.String()), en: Nullable(Type.String()), ru: Nullable(Type.String()) }),
  specifications: Type.Array(Specification),
  videoUrl: Nullable(Type.String()),
  pictures: Type.Array(AdminPicture),
  inOrders: Type.Boolean(),
});
export type AdminProduct = Static<typeof AdminProduct>;

/**
 * The list's quick edit: the price only (null = on inquiry). Stock is not quick-edited: a manual
 * change of stock needs a reason (adminAdjustStock); a body with `stock` is refused with
 * `catalog.admin.stockNeedsAdjustment`, nothing written.
 */
export const QuickEdit = Type.Object({ price: PriceOrNull }, { additionalProperties: false });
export type QuickEdit = Static<typeof QuickEdit>;
export const RemovedProduct = Type.Object({ id: Type.Integer(), outcome: Type.Union([Type.Literal('deleted'), Type.Literal('archived')]) });
export const PictureOrder = Type.Object(
  {
    pictures: Type.Array(
      Type.Object({ id: Id, alt: Type.Object({ fa: OrNull(Str(200)), en: OrNull(Str(200)) }, { additionalProperties: false }) }, { additionalProperties: false }),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export const PictureParams = Type.Object({ id: Id, pictureId: Id });

export const AdminCategory = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  names: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }),
  labels: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }),
  description: Type.Object({ fa: Nullable(Type.String()), en: Nullable(Type.String()), ru: Nullable(Type.String()) }),
  color: Nullable(Type.String()),
  image: Nullable(ImageRef),
  sortOrder: Type.Integer(),
  active: Type.Boolean(),
});
export type AdminCategory = Static<typeof AdminCategory>;
const Color = OrNull(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }));
export const CategoryInput = Type.Object({ name: Names(120), description: Texts(5000), color: Color, active: Type.Boolean() }, { additionalProperties: false });
export type CategoryInput = Static<typeof CategoryInput>;
export const NewCategory = Type.Object({ ...CategoryInput.properties, parentId: Id }, { additionalProperties: false });
export type NewCategory = Static<typeof NewCategory>;
export const CategoryMove = Type.Object({ parentId: Id, position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) }, { additionalProperties: false });
export const ChildOrder = Type.Object({ childIds: Type.Array(Id, { maxItems: 1000 }) }, { additionalProperties: false });

export const AdminBrand = Type.Object({
  id: Type.Integer(),
  names: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }),
  label: Type.String(),
  website: Nullable(Type.String()),
  logo: Nullable(ImageRef),
  sortOrder: Type.Integer(),
  active: Type.Boolean(),
});
export type AdminBrand = Static<typeof AdminBrand>;
export const BrandInput = Type.Object(
  { name: Names(120), website: OrNull(Type.String({ maxLength: 300, pattern: '^https?://[^\\s]+$' })), active: Type.Boolean() },
  { additionalProperties: false },
);
export type BrandInput = Static<typeof BrandInput>;

/** One change an import makes (or would make): a product's field, from and to (price: '' = on inquiry). */
export const ImportChange = Type.Object({ line: Type.Integer(), id: Type.Integer(), field: Type.String(), from: Type.String(), to: Type.String() });
/** One invalid row: its line in the file (1 = the header), the column's name and why, in the staff member's language. */
export const ImportError = Type.Object({ line: Type.Integer(), column: Type.String(), reason: Type.String() });
export const ImportReport = Type.Object({
  dryRun: Type.Boolean(),
  applied: Type.Boolean(),
  rows: Type.Integer(),
  changes: Type.Array(ImportChange),
  errors: Type.Array(ImportError),
});
export type ImportReport = Static<typeof ImportReport>;
export const ImportQuery = Type.Object({ dryRun: Type.Optional(Type.Boolean()), lang: Type.Optional(Lang) });

const base = '/admin/catalog';
const exampleRow: AdminProductRow = {
  id: 7,
  sku: 'PI-EX6',
  names: { fa: 'کپسول آتش‌نشانی ۶ کیلویی', en: '6 kg fire extinguisher', ru: null },
  categoryId: 43,
  brandId: 2,
  price: 2_450_000,
  listPrice: null,
  stock: 12,
  active: true,
  featured: false,
  image: { baseUrl: '/api/img/', guidName: '6f1c1e8e-5d2b-4c1a-9d57-0b9a3c1f2e11', extension: 'webp' },
  updatedAt: '2025-05-03T08:00:01.000Z',
};
const exampleProduct: Static<typeof AdminProduct> = {
  ...exampleRow,
  slugs: { fa: 'کپسول-آتش-نشانی-۶-کیلویی', en: '6-kg-fire-extinguisher', ru: null },
  description: { fa: '<p>پودر و گاز</p>', en: '<p>Dry powder</p>', ru: null },
  specifications: [{ lang: 'en', key: 'Weight', value: '6 kg' }],
  videoUrl: null,
  pictures: [{ id: 3, baseUrl: '/api/img/', guidName: '6f1c1e8e-5d2b-4c1a-9d57-0b9a3c1f2e11', extension: 'webp', alt: { fa: 'کپسول', en: 'Extinguisher' } }],
  inOrders: false,
};
const exampleCategory: AdminCategory = {
  id: 43,
  parentId: 42,
  names: { fa: 'کپسول‌ها', en: 'Extinguishers', ru: null },
  labels: { fa: 'کپسول‌ها', en: 'extinguishers', ru: null },
  description: { fa: null, en: null, ru: null },
  color: '#c62828',
  image: null,
  sortOrder: 0,
  active: true,
};
const exampleBrand: AdminBrand = { id: 2, names: { fa: 'پارس ایمن', en: 'Pars Imen', ru: null }, label: 'pars-imen', website: null, logo: null, sortOrder: 0, active: true };
const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });

export const adminListProducts = route({ method: 'GET', url: `${base}/products`, schema: { querystring: AdminProductQuery, response: { 200: Envelope(AdminProductPage) } }, example: done({ items: [exampleRow], total: 1, page: 1, pageSize: 50, pageCount: 1 }) });
export const adminGetProduct = route({ method: 'GET', url: `${base}/products/:id`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminProduct) } }, example: done(exampleProduct) });
export const adminCreateProduct = route({ method: 'POST', url: `${base}/products`, schema: { querystring: LangOnly, body: ProductInput, response: { 200: Envelope(AdminProduct) } }, example: done(exampleProduct) });
export const adminUpdateProduct = route({ method: 'PUT', url: `${base}/products/:id`, schema: { params: IdParams, querystring: LangOnly, body: ProductInput, response: { 200: Envelope(AdminProduct) } }, example: done(exampleProduct) });
export const adminQuickEditProduct = route({ method: 'PATCH', url: `${base}/products/:id`, schema: { params: IdParams, querystring: LangOnly, body: QuickEdit, response: { 200: Envelope(AdminProductRow) } }, example: done(exampleRow) });
export const adminRemoveProduct = route({ method: 'DELETE', url: `${base}/products/:id`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(RemovedProduct) } }, example: done({ id: 7, outcome: 'archived' as const }) });
/** Multipart, one image in the field `PictureFile` (JPEG, PNG, WebP, AVIF, GIF; 5 MB; sniffed from its bytes). */
export const adminAddPicture = route({ method: 'POST', url: `${base}/products/:id/pictures`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminPicture)) } }, example: done(exampleProduct.pictures) });
export const adminOrderPictures = route({ method: 'PUT', url: `${base}/products/:id/pictures`, schema: { params: IdParams, querystring: LangOnly, body: PictureOrder, response: { 200: Envelope(Type.Array(AdminPicture)) } }, example: done(exampleProduct.pictures) });
export const adminRemovePicture = route({ method: 'DELETE', url: `${base}/products/:id/pictures/:pictureId`, schema: { params: PictureParams, querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminPicture)) } }, example: done([]) });

export const adminListCategories = route({ method: 'GET', url: `${base}/categories`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminCategory)) } }, example: done([exampleCategory]) });
export const adminCreateCategory = route({ method: 'POST', url: `${base}/categories`, schema: { querystring: LangOnly, body: NewCategory, response: { 200: Envelope(AdminCategory) } }, example: done(exampleCategory) });
export const adminUpdateCategory = route({ method: 'PUT', url: `${base}/categories/:id`, schema: { params: IdParams, querystring: LangOnly, body: CategoryInput, response: { 200: Envelope(AdminCategory) } }, example: done(exampleCategory) });
export const adminMoveCategory = route({ method: 'POST', url: `${base}/categories/:id/move`, schema: { params: IdParams, querystring: LangOnly, body: CategoryMove, response: { 200: Envelope(AdminCategory) } }, example: done(exampleCategory) });
export const adminOrderCategories = route({ method: 'PUT', url: `${base}/categories/:id/children`, schema: { params: IdParams, querystring: LangOnly, body: ChildOrder, response: { 200: Envelope(Type.Array(AdminCategory)) } }, example: done([exampleCategory]) });
/** Multipart, one image in the field `PictureFile`. */
export const adminCategoryPicture = route({ method: 'POST', url: `${base}/categories/:id/picture`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminCategory) } }, example: done(exampleCategory) });

export const adminListBrands = route({ method: 'GET', url: `${base}/brands`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminBrand)) } }, example: done([exampleBrand]) });
export const adminCreateBrand = route({ method: 'POST', url: `${base}/brands`, schema: { querystring: LangOnly, body: BrandInput, response: { 200: Envelope(AdminBrand) } }, example: done(exampleBrand) });
export const adminUpdateBrand = route({ method: 'PUT', url: `${base}/brands/:id`, schema: { params: IdParams, querystring: LangOnly, body: BrandInput, response: { 200: Envelope(AdminBrand) } }, example: done(exampleBrand) });
/** Multipart, one image in the field `PictureFile`. */
export const adminBrandLogo = route({ method: 'POST', url: `${base}/brands/:id/logo`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminBrand) } }, example: done(exampleBrand) });

export const adminExportCatalogue = route({ method: 'GET', url: `${base}/export.csv`, schema: { querystring: LangOnly }, raw: 'the catalogue as CSV (UTF-8 with BOM, CRLF): id, sku, category_id, name_fa, name_en, price, list_price, stock, active' });
/** Multipart, one CSV in the field `file` (as exported; 10 MB). `dryRun=true` only reports; otherwise an invalid file is a 400 carrying the report, nothing written. */
export const adminImportCatalogue = route({
  method: 'POST',
  url: `${base}/import`,
  schema: { querystring: ImportQuery, response: { 200: Envelope(ImportReport) } },
  example: done({ dryRun: true, applied: false, rows: 1, changes: [{ line: 2, id: 7, field: 'price', from: '2450000', to: '2600000' }], errors: [] }),
});
