/**
 * The back office's content (staff with the `content` or `owner` role; see
 * api/src/modules/content/admin/): blog posts with their categories. A post is a draft
 * (`publishedAt` null), scheduled (a publication time to come: the storefront, its sitemaps and
 * structured data show it from that time) or published. Bodies are HTML sanitized by the api when
 * written and again when read. A change carries the `version` it was made on (409
 * `content.admin.stale` when another came first, with the current post as data). Every write is
 * all or nothing, audited, and purges the storefront pages it touches; a bad input is a localized
 * 4xx with nothing written.
 */
import { Envelope, Id, IdParams, Lang, Nullable, Type, route, type Static, type TSchema } from './common';

/** Nullable for inputs: null first (the api's validator coerces in the first branch that accepts). */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const LangOnly = Type.Object({ lang: Type.Optional(Lang) });
const Names = (max: number) => Type.Object({ fa: Str(max, 1), en: Str(max, 1), ru: OrNull(Str(max)) }, { additionalProperties: false });
const Texts = (max: number) => Type.Object({ fa: Str(max), en: Str(max), ru: OrNull(Str(max)) }, { additionalProperties: false });
const Slugs = Type.Object({ fa: OrNull(Str(200)), en: OrNull(Str(200)), ru: OrNull(Str(200)) }, { additionalProperties: false });
const Localized = Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) });
/** An instant, ISO 8601 with a zone (the editor sends UTC). */
const Instant = Type.String({ format: 'date-time', maxLength: 40 });
/** A cover: one of the generated covers (/api/content/covers/…svg) or an uploaded image (/api/files/…). */
const Cover = Type.String({ maxLength: 300, pattern: '^/api/(content/covers|files)/[A-Za-z0-9._-]+$' });

export const POST_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
const Status = Type.Union(POST_STATUSES.map((s) => Type.Literal(s)));

export const AdminPostQuery = Type.Object({
  q: Type.Optional(Str(100)),
  status: Type.Optional(Status),
  categoryId: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  lang: Type.Optional(Lang),
});
export type AdminPostQuery = Static<typeof AdminPostQuery>;

/** A row of the staff's post list. `status`: hidden = not active, whatever its time. */
export const AdminPostRow = Type.Object({
  id: Type.Integer(),
  titles: Localized,
  categoryId: Type.Integer(),
  cover: Type.String(),
  status: Status,
  publishedAt: Nullable(Type.String()),
  active: Type.Boolean(),
  updatedAt: Nullable(Type.String()),
});
export type AdminPostRow = Static<typeof AdminPostRow>;

export const AdminPostPage = Type.Object({ items: Type.Array(AdminPostRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), pageCount: Type.Integer() });
export type AdminPostPage = Static<typeof AdminPostPage>;

export const AdminPost = Type.Object({
  ...AdminPostRow.properties,
  slugs: Localized,
  summaries: Localized,
  bodies: Localized,
  /** increases with every change; send it back with a change */
  version: Type.Integer(),
  /** the storefront's path of the post in each language (/po/<id>/<slug>, /en/po/…) */
  paths: Type.Object({ fa: Type.String(), en: Type.String(), ru: Type.String() }),
});
export type AdminPost = Static<typeof AdminPost>;

/** The editor's form. Slugs: null = made from the title. `publishedAt`: null = a draft; a time to come = scheduled. Cover: null = a generated one. */
export const PostInput = Type.Object(
  {
    categoryId: Id,
    title: Names(200),
    slug: Slugs,
    summary: Texts(1000),
    body: Texts(100_000),
    cover: OrNull(Cover),
    publishedAt: OrNull(Instant),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PostInput = Static<typeof PostInput>;

export const PostChange = Type.Object({ ...PostInput.properties, version: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type PostChange = Static<typeof PostChange>;

/** The preview: the post as the storefront's article page would draw it in `lang` (the body sanitized as it will be served). */
export const PostPreview = Type.Object({
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  cover: Type.String(),
  publishedAt: Nullable(Type.String()),
  readingMinutes: Type.Integer(),
  category: Type.String(),
});
export type PostPreview = Static<typeof PostPreview>;
export const PreviewQuery = Type.Object({ lang: Type.Optional(Lang), in: Type.Optional(Type.Union([Type.Literal('fa'), Type.Literal('en'), Type.Literal('ru')])) });

export const AdminBlogCategory = Type.Object({ id: Type.Integer(), names: Localized, slug: Type.String(), sortOrder: Type.Integer(), postCount: Type.Integer() });
export type AdminBlogCategory = Static<typeof AdminBlogCategory>;
export const BlogCategoryInput = Type.Object({ name: Names(120), slug: Str(100, 1) }, { additionalProperties: false });
export type BlogCategoryInput = Static<typeof BlogCategoryInput>;

export const CoverUpload = Type.Object({ url: Type.String() });

const base = '/admin/content';
const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });
const exampleRow: AdminPostRow = {
  id: 12,
  titles: { fa: 'نگهداری کپسول آتش‌نشانی', en: 'Looking after an extinguisher', ru: null },
  categoryId: 2,
  cover: '/api/content/covers/extinguisher-2.svg',
  status: 'scheduled',
  publishedAt: '2026-12-01T06:30:00.000Z',
  active: true,
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const examplePost: AdminPost = {
  ...exampleRow,
  slugs: { fa: 'نگهداری-کپسول-آتش-نشانی', en: 'looking-after-an-extinguisher', ru: null },
  summaries: { fa: 'هر ماه فشار را ببینید.', en: 'Check the gauge every month.', ru: null },
  bodies: { fa: '<p>هر ماه…</p>', en: '<p>Every month…</p>', ru: null },
  version: 3,
  paths: { fa: '/po/12/نگهداری-کپسول-آتش-نشانی', en: '/en/po/12/looking-after-an-extinguisher', ru: '/ru/po/12/looking-after-an-extinguisher' },
};
const exampleCategory: AdminBlogCategory = { id: 2, names: { fa: 'کپسول‌ها', en: 'Extinguishers', ru: null }, slug: 'extinguishers', sortOrder: 1, postCount: 4 };

export const adminListPosts = route({ method: 'GET', url: `${base}/posts`, schema: { querystring: AdminPostQuery, response: { 200: Envelope(AdminPostPage) } }, example: done({ items: [exampleRow], total: 1, page: 1, pageSize: 20, pageCount: 1 }) });
export const adminGetPost = route({ method: 'GET', url: `${base}/posts/:id`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminPost) } }, example: done(examplePost) });
/** 400 `content.admin.categoryInvalid`, `common.requiredField`. */
export const adminCreatePost = route({ method: 'POST', url: `${base}/posts`, schema: { querystring: LangOnly, body: PostInput, response: { 200: Envelope(AdminPost) } }, example: done(examplePost) });
/** 409 `content.admin.stale` (data: the current post); 404 `content.postNotFound`. */
export const adminUpdatePost = route({ method: 'PATCH', url: `${base}/posts/:id`, schema: { params: IdParams, querystring: LangOnly, body: PostChange, response: { 200: Envelope(AdminPost) } }, example: done(examplePost) });
/** The form as it would be served, nothing saved. */
export const adminPreviewPost = route({
  method: 'POST',
  url: `${base}/posts/preview`,
  schema: { querystring: PreviewQuery, body: PostInput, response: { 200: Envelope(PostPreview) } },
  example: done({ title: 'نگهداری کپسول', summary: 'هر ماه فشار را ببینید.', body: '<p>هر ماه…</p>', cover: exampleRow.cover, publishedAt: exampleRow.publishedAt, readingMinutes: 1, category: 'کپسول‌ها' }),
});
/** Multipart, one image in the field `PictureFile` (JPEG, PNG, WebP; sniffed from its bytes): answers its address, for a post's `cover`. */
export const adminUploadCover = route({ method: 'POST', url: `${base}/covers`, schema: { querystring: LangOnly, response: { 200: Envelope(CoverUpload) } }, example: done({ url: '/api/files/6f1c1e8e5d2b4c1a.webp' }) });

export const adminListBlogCategories = route({ method: 'GET', url: `${base}/blog-categories`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminBlogCategory)) } }, example: done([exampleCategory]) });
/** 409 `content.admin.slugTaken`; 400 `content.admin.slugInvalid`. */
export const adminCreateBlogCategory = route({ method: 'POST', url: `${base}/blog-categories`, schema: { querystring: LangOnly, body: BlogCategoryInput, response: { 200: Envelope(AdminBlogCategory) } }, example: done(exampleCategory) });
export const adminUpdateBlogCategory = route({ method: 'PUT', url: `${base}/blog-categories/:id`, schema: { params: IdParams, querystring: LangOnly, body: BlogCategoryInput, response: { 200: Envelope(AdminBlogCategory) } }, example: done(exampleCategory) });

// ---------------------------------------------------------------- services and their FAQs

const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const Faq = Type.Object({ question: Names(500), answer: Type.Object({ fa: Str(5000, 1), en: Str(5000, 1), ru: OrNull(Str(5000)) }, { additionalProperties: false }) }, { additionalProperties: false });

export const AdminServiceRow = Type.Object({ id: Type.Integer(), label: Type.String(), titles: Localized, cover: Type.String(), active: Type.Boolean(), sortOrder: Type.Integer(), faqCount: Type.Integer() });
export type AdminServiceRow = Static<typeof AdminServiceRow>;
export const AdminService = Type.Object({
  ...AdminServiceRow.properties,
  summaries: Localized,
  bodies: Localized,
  faqs: Type.Array(Type.Object({ question: Localized, answer: Localized })),
  version: Type.Integer(),
});
export type AdminService = Static<typeof AdminService>;
/** A service's form: its texts, cover (null = keep), whether it is shown, and its FAQs in order (the list replaces the old one). */
export const ServiceInput = Type.Object(
  { title: Names(200), summary: Texts(1000), body: Texts(100_000), cover: OrNull(Cover), active: Type.Boolean(), faqs: Type.Array(Faq, { maxItems: 50 }), version: Version },
  { additionalProperties: false },
);
export type ServiceInput = Static<typeof ServiceInput>;

// ---------------------------------------------------------------- the about and customer-experience pages

export const PAGE_KEYS = ['about', 'customerExperience'] as const;
const PageKeyParam = Type.Object({ key: Type.Union(PAGE_KEYS.map((k) => Type.Literal(k))) });
const Fact = Type.Object({ value: Str(40, 1), label: Names(120) }, { additionalProperties: false });
export const AdminPage = Type.Object({
  key: Type.String(),
  titles: Localized,
  summaries: Localized,
  bodies: Localized,
  cover: Type.String(),
  facts: Type.Array(Type.Object({ value: Type.String(), label: Localized })),
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type AdminPage = Static<typeof AdminPage>;
export const PageInput = Type.Object(
  { title: Names(200), summary: Texts(1000), body: Texts(100_000), cover: OrNull(Cover), facts: Type.Array(Fact, { maxItems: 12 }), version: Version },
  { additionalProperties: false },
);
export type PageInput = Static<typeof PageInput>;

const exampleService: AdminService = {
  id: 1,
  label: 'fire-alarm-system',
  titles: { fa: 'سیستم اعلام حریق', en: 'Fire alarm systems', ru: null },
  cover: '/api/content/covers/alarm-panel-1.svg',
  active: true,
  sortOrder: 0,
  faqCount: 1,
  summaries: { fa: 'طراحی و اجرا', en: 'Design and installation', ru: null },
  bodies: { fa: '<p>…</p>', en: '<p>…</p>', ru: null },
  faqs: [{ question: { fa: 'چقدر طول می‌کشد؟', en: 'How long does it take?', ru: null }, answer: { fa: 'دو هفته.', en: 'Two weeks.', ru: null } }],
  version: 0,
};
const examplePage: AdminPage = {
  key: 'about',
  titles: { fa: 'درباره‌ی ما', en: 'About us', ru: null },
  summaries: { fa: '…', en: '…', ru: null },
  bodies: { fa: '<p>…</p>', en: '<p>…</p>', ru: null },
  cover: '/api/content/covers/building-0.svg',
  facts: [{ value: '640+', label: { fa: 'پروژه', en: 'Projects', ru: null } }],
  updatedAt: '2026-11-28T10:00:00.000Z',
  version: 0,
};
const { faqs: _faqs, summaries: _s, bodies: _b, version: _v, ...exampleServiceRow } = exampleService;

export const adminListServices = route({ method: 'GET', url: `${base}/services`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminServiceRow)) } }, example: done([exampleServiceRow]) });
export const adminGetService = route({ method: 'GET', url: `${base}/services/:id`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminService) } }, example: done(exampleService) });
/** 409 `content.admin.stale` (data: the current service); 404 `content.serviceNotFound`. */
export const adminUpdateService = route({ method: 'PUT', url: `${base}/services/:id`, schema: { params: IdParams, querystring: LangOnly, body: ServiceInput, response: { 200: Envelope(AdminService) } }, example: done(exampleService) });
export const adminGetPage = route({ method: 'GET', url: `${base}/pages/:key`, schema: { params: PageKeyParam, querystring: LangOnly, response: { 200: Envelope(AdminPage) } }, example: done(examplePage) });
/** 409 `content.admin.stale` (data: the current page); 404 `content.pageNotFound`. */
export const adminUpdatePage = route({ method: 'PUT', url: `${base}/pages/:key`, schema: { params: PageKeyParam, querystring: LangOnly, body: PageInput, response: { 200: Envelope(AdminPage) } }, example: done(examplePage) });

// ---------------------------------------------------------------- projects and testimonials (the customer-experience page, home)

const Required = (max: number) => Type.Object({ fa: Str(max, 1), en: Str(max, 1), ru: OrNull(Str(max)) }, { additionalProperties: false });
export const AdminProject = Type.Object({
  id: Type.Integer(),
  titles: Localized,
  clients: Localized,
  cities: Localized,
  summaries: Localized,
  year: Type.Integer(),
  serviceLabels: Type.Array(Type.String()),
  cover: Type.String(),
  sortOrder: Type.Integer(),
});
export type AdminProject = Static<typeof AdminProject>;
/** A project: its texts, the year (Gregorian), the services it used (their labels), a cover (null = keep, or a generated one when new) and its place in the list. */
export const ProjectInput = Type.Object(
  {
    title: Required(200),
    client: Required(200),
    city: Required(100),
    summary: Required(1000),
    year: Type.Integer({ minimum: 1950, maximum: 2100 }),
    serviceLabels: Type.Array(Str(100, 1), { maxItems: 20 }),
    cover: OrNull(Cover),
    sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }),
  },
  { additionalProperties: false },
);
export type ProjectInput = Static<typeof ProjectInput>;

export const AdminTestimonial = Type.Object({ id: Type.Integer(), authors: Localized, roles: Localized, quotes: Localized, rating: Type.Integer(), projectId: Nullable(Type.Integer()), sortOrder: Type.Integer() });
export type AdminTestimonial = Static<typeof AdminTestimonial>;
export const TestimonialInput = Type.Object(
  { author: Required(120), role: Required(120), quote: Required(2000), rating: Type.Integer({ minimum: 1, maximum: 5 }), projectId: OrNull(Id), sortOrder: Type.Integer({ minimum: 0, maximum: 10_000 }) },
  { additionalProperties: false },
);
export type TestimonialInput = Static<typeof TestimonialInput>;
export const Removed = Type.Object({ id: Type.Integer() });

const exampleProject: AdminProject = {
  id: 3,
  titles: { fa: 'برج اداری', en: 'Office tower', ru: null },
  clients: { fa: 'شرکت نمونه', en: 'Sample Co.', ru: null },
  cities: { fa: 'تهران', en: 'Tehran', ru: null },
  summaries: { fa: 'اعلام و اطفای حریق', en: 'Alarm and suppression', ru: null },
  year: 2024,
  serviceLabels: ['fire-alarm-system'],
  cover: '/api/content/covers/building-2.svg',
  sortOrder: 0,
};
const exampleTestimonial: AdminTestimonial = { id: 2, authors: { fa: 'علی رضایی', en: 'Ali Rezaei', ru: null }, roles: { fa: 'مدیر ساختمان', en: 'Building manager', ru: null }, quotes: { fa: 'عالی بود.', en: 'Excellent.', ru: null }, rating: 5, projectId: 3, sortOrder: 0 };

export const adminListProjects = route({ method: 'GET', url: `${base}/projects`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminProject)) } }, example: done([exampleProject]) });
/** 400 `content.admin.serviceInvalid` (a label that is no service). */
export const adminCreateProject = route({ method: 'POST', url: `${base}/projects`, schema: { querystring: LangOnly, body: ProjectInput, response: { 200: Envelope(AdminProject) } }, example: done(exampleProject) });
export const adminUpdateProject = route({ method: 'PUT', url: `${base}/projects/:id`, schema: { params: IdParams, querystring: LangOnly, body: ProjectInput, response: { 200: Envelope(AdminProject) } }, example: done(exampleProject) });
/** Its testimonials stay, no longer tied to a project. */
export const adminRemoveProject = route({ method: 'DELETE', url: `${base}/projects/:id`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(Removed) } }, example: done({ id: 3 }) });
export const adminListTestimonials = route({ method: 'GET', url: `${base}/testimonials`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminTestimonial)) } }, example: done([exampleTestimonial]) });
/** 400 `content.admin.projectInvalid`. */
export const adminCreateTestimonial = route({ method: 'POST', url: `${base}/testimonials`, schema: { querystring: LangOnly, body: TestimonialInput, response: { 200: Envelope(AdminTestimonial) } }, example: done(exampleTestimonial) });
export const adminUpdateTestimonial = route({ method: 'PUT', url: `${base}/testimonials/:id`, schema: { params: IdParams, querystring: LangOnly, body: TestimonialInput, response: { 200: Envelope(AdminTestimonial) } }, example: done(exampleTestimonial) });
export const adminRemoveTestimonial = route({ method: 'DELETE', url: `${base}/testimonials/:id`, schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(Removed) } }, example: done({ id: 2 }) });

