/**
 * The content vertical's routes: blog, services, the about and customer-experience pages, the home
 * widgets, the contact form (groups, company details, submissions), uploads and the generated covers.
 * Texts follow `?lang=` (Russian falls back to English, then Persian).
 */
import { Envelope, Id, LangQuery, Nullable, Type, route, type Static } from './common';

// ---------------------------------------------------------------- blog

/** A blog category as a post names it. */
export const CategoryRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

/** A blog category with the number of its published posts. */
export const BlogCategory = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), postCount: Type.Integer() });
export type BlogCategory = Static<typeof BlogCategory>;

/** A post's card: everything but the body. */
export const PostSummary = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  publishedAt: Type.String(),
  readingMinutes: Type.Integer(),
  category: CategoryRef,
});
export type PostSummary = Static<typeof PostSummary>;

/** An article: its card, its sanitized HTML body and up to three related posts. */
export const PostDetail = Type.Object({ ...PostSummary.properties, body: Type.String(), related: Type.Array(PostSummary) });
export type PostDetail = Static<typeof PostDetail>;

/** One page of the blog, newest first, with the category it is filtered by. */
export const PostList = Type.Object({
  items: Type.Array(PostSummary),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  category: Nullable(CategoryRef),
});
export type PostList = Static<typeof PostList>;

export const BLOG_MAX_PAGE_SIZE = 48;

export const PostListQuery = Type.Object({
  lang: LangQuery.properties.lang,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: BLOG_MAX_PAGE_SIZE })),
  categoryId: Type.Optional(Id),
  category: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
});
export type PostListQuery = Static<typeof PostListQuery>;

const exampleCategory: CategoryRef = { id: 2, slug: 'fire-alarm-detection', name: 'اعلام حریق' };

const examplePost: PostSummary = {
  id: 7,
  slug: 'choosing-a-smoke-detector',
  title: 'انتخاب دتکتور دودی مناسب',
  summary: 'دتکتور اپتیکال یا یونیزاسیون؟ راهنمای انتخاب برای خانه و محل کار.',
  cover: '/api/content/covers/smoke-detector-1.svg',
  publishedAt: '2025-05-03T08:00:00.000Z',
  readingMinutes: 4,
  category: exampleCategory,
};

export const listBlogCategories = route({
  method: 'GET',
  url: '/blog/categories',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(BlogCategory)) } },
  example: { isSuccess: true, data: [{ ...exampleCategory, postCount: 6 }], messages: [] },
});

export const listPosts = route({
  method: 'GET',
  url: '/blog/posts',
  schema: { querystring: PostListQuery, response: { 200: Envelope(PostList) } },
  example: {
    isSuccess: true,
    data: { items: [examplePost], page: 1, pageSize: 9, total: 1, totalPages: 1, category: exampleCategory },
    messages: [],
  },
});

export const getPost = route({
  method: 'GET',
  url: '/blog/posts/:id',
  schema: { params: Type.Object({ id: Id }), querystring: LangQuery, response: { 200: Envelope(PostDetail) } },
  example: {
    isSuccess: true,
    data: { ...examplePost, body: '<h2>دتکتور دودی</h2><p>دو نوع رایج…</p>', related: [{ ...examplePost, id: 8, slug: 'alarm-panels' }] },
    messages: [],
  },
});

// ---------------------------------------------------------------- services

export const ServiceSummary = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
});
export type ServiceSummary = Static<typeof ServiceSummary>;

export const ServiceFaq = Type.Object({ question: Type.String(), answer: Type.String() });
export type ServiceFaq = Static<typeof ServiceFaq>;

/** A service's page: its card, HTML body, questions and answers, and the other services ("see also"). */
export const ServiceDetail = Type.Object({
  ...ServiceSummary.properties,
  body: Type.String(),
  faqs: Type.Array(ServiceFaq),
  others: Type.Array(ServiceSummary),
});
export type ServiceDetail = Static<typeof ServiceDetail>;

const exampleService: ServiceSummary = {
  id: 1,
  label: 'fire-alarm-system',
  title: 'طراحی و اجرای سیستم اعلام حریق',
  summary: 'از نقشه تا تحویل و تأییدیه‌ی آتش‌نشانی.',
  cover: '/api/content/covers/alarm-panel-0.svg',
};

export const listServices = route({
  method: 'GET',
  url: '/services',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(ServiceSummary)) } },
  example: { isSuccess: true, data: [exampleService], messages: [] },
});

export const getService = route({
  method: 'GET',
  url: '/services/:label',
  schema: { params: Type.Object({ label: Type.String({ maxLength: 100 }) }), querystring: LangQuery, response: { 200: Envelope(ServiceDetail) } },
  example: {
    isSuccess: true,
    data: {
      ...exampleService,
      body: '<p>طراحی بر اساس مبحث سوم مقررات ملی ساختمان…</p>',
      faqs: [{ question: 'چقدر طول می‌کشد؟', answer: 'برای یک ساختمان پنج‌طبقه حدود دو هفته.' }],
      others: [{ ...exampleService, id: 2, label: 'fire-extinguishing-system', title: 'سیستم اطفای حریق' }],
    },
    messages: [],
  },
});

// ---------------------------------------------------------------- pages

export const PageKey = Type.Union([Type.Literal('about'), Type.Literal('customerExperience')]);
export type PageKey = Static<typeof PageKey>;

export const Fact = Type.Object({ value: Type.String(), label: Type.String() });
export type Fact = Static<typeof Fact>;

/** An editorial page (about, customer experience). */
export const ContentPage = Type.Object({
  key: PageKey,
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  cover: Type.String(),
  facts: Type.Array(Fact),
  updatedAt: Type.String(),
});
export type ContentPage = Static<typeof ContentPage>;

export const Project = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  client: Type.String(),
  city: Type.String(),
  year: Type.Integer(),
  summary: Type.String(),
  serviceLabels: Type.Array(Type.String()),
  cover: Type.String(),
});
export type Project = Static<typeof Project>;

export const Testimonial = Type.Object({
  id: Type.Integer(),
  author: Type.String(),
  role: Type.String(),
  quote: Type.String(),
  rating: Type.Integer(),
  projectId: Nullable(Type.Integer()),
});
export type Testimonial = Static<typeof Testimonial>;

export const CustomerExperience = Type.Object({ ...ContentPage.properties, projects: Type.Array(Project), testimonials: Type.Array(Testimonial) });
export type CustomerExperience = Static<typeof CustomerExperience>;

/** Everything the home page's content widgets show, in one answer. */
export const HomeWidgets = Type.Object({
  services: Type.Array(ServiceSummary),
  latestPosts: Type.Array(PostSummary),
  projects: Type.Array(Project),
  testimonials: Type.Array(Testimonial),
  facts: Type.Array(Fact),
});
export type HomeWidgets = Static<typeof HomeWidgets>;

const examplePage: ContentPage = {
  key: 'about',
  title: 'درباره‌ی آتش‌ایمن',
  summary: 'بیست سال طراحی، اجرا و نگهداری سامانه‌های ایمنی در برابر آتش.',
  body: '<p>آتش‌ایمن در سال ۱۳۸۴ آغاز به کار کرد…</p>',
  cover: '/api/content/covers/building-0.svg',
  facts: [{ value: '640+', label: 'پروژه‌ی انجام‌شده' }],
  updatedAt: '2025-04-01T09:00:00.000Z',
};

const exampleProject: Project = {
  id: 1,
  title: 'اعلام و اطفای حریق برج اداری',
  client: 'شرکت ساختمانی نمونه',
  city: 'تهران',
  year: 2024,
  summary: 'سیستم آدرس‌پذیر با ۴۲۰ دتکتور و اسپرینکلر پارکینگ.',
  serviceLabels: ['fire-alarm-system'],
  cover: '/api/content/covers/sprinkler-2.svg',
};

const exampleTestimonial: Testimonial = {
  id: 1,
  author: 'رضا کریمی',
  role: 'مدیر پروژه',
  quote: 'تأییدیه‌ی آتش‌نشانی در همان بازدید اول گرفته شد.',
  rating: 5,
  projectId: 1,
};

export const getAboutPage = route({
  method: 'GET',
  url: '/pages/about',
  schema: { querystring: LangQuery, response: { 200: Envelope(ContentPage) } },
  example: { isSuccess: true, data: examplePage, messages: [] },
});

export const getCustomerExperiencePage = route({
  method: 'GET',
  url: '/pages/customerExperience',
  schema: { querystring: LangQuery, response: { 200: Envelope(CustomerExperience) } },
  example: {
    isSuccess: true,
    data: { ...examplePage, key: 'customerExperience', title: 'تجربه‌ی مشتریان', projects: [exampleProject], testimonials: [exampleTestimonial] },
    messages: [],
  },
});

export const getHomeWidgets = route({
  method: 'GET',
  url: '/content/home',
  schema: { querystring: LangQuery, response: { 200: Envelope(HomeWidgets) } },
  example: {
    isSuccess: true,
    data: { services: [exampleService], latestPosts: [examplePost], projects: [exampleProject], testimonials: [exampleTestimonial], facts: examplePage.facts },
    messages: [],
  },
});

// ---------------------------------------------------------------- contact

/** A subject of the contact form (id 1 = free consultation and project visit). */
export const ContactGroup = Type.Object({ id: Type.Integer(), title: Type.String() });
export type ContactGroup = Static<typeof ContactGroup>;

/** Spec §3 and §9: group 1 (free consultation and project visit) unless the visitor picks another. */
export const DEFAULT_CONTACT_GROUP = 1;

/**
 * The tiles of the contact page's map, when the operator configured a tile server (MAP_TILE_URL):
 * `tileUrl` is a template with `{z}`, `{x}` and `{y}` under the api (the api fetches and caches the
 * server's tiles, so visitors never contact it); only tiles inside `bounds` and between `minZoom`
 * and `maxZoom` are served. `attribution` is plain text (the tile server's credit).
 */
export const MapTiles = Type.Object({
  tileUrl: Type.String(),
  attribution: Type.String(),
  minZoom: Type.Integer({ minimum: 0, maximum: 22 }),
  maxZoom: Type.Integer({ minimum: 0, maximum: 22 }),
  bounds: Type.Object({ south: Type.Number(), west: Type.Number(), north: Type.Number(), east: Type.Number() }),
});
export type MapTiles = Static<typeof MapTiles>;

/**
 * The company's contact details and the position of its office, as the operator set them (api
 * settings CONTACT_*), and the map's tiles (null: no tile server; the page draws its own map).
 */
export const ContactInfo = Type.Object({
  name: Type.String(),
  address: Type.String(),
  postalCode: Type.String(),
  phones: Type.Array(Type.String()),
  mobile: Type.String(),
  email: Type.String(),
  workingHours: Type.String(),
  coordinates: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
  map: Nullable(MapTiles),
});
export type ContactInfo = Static<typeof ContactInfo>;

/** The contact form's lengths (checked by the api after trimming, with a localized message each). */
export const CONTACT_LIMITS = { fullName: 100, mobile: 32, email: 254, title: 200, body: 4000 } as const;

const FormText = Type.Optional(Nullable(Type.String({ maxLength: 10000 })));

/**
 * The contact form as the storefront posts it (spec §3). Every field may be missing or null here:
 * the api answers the spec's localized messages (required fields, mobile format...) itself.
 */
export const ContactFormBody = Type.Object({
  body: FormText,
  fullName: FormText,
  mobile: FormText,
  email: FormText,
  title: FormText,
  sendDate: FormText,
  fileId: Type.Optional(Nullable(Id)),
  contactUsGroupId: Type.Optional(Nullable(Id)),
  /**
   * The visitor's preferred visit date, optional, in the date picker's stored format: Gregorian
   * year-month-day (`2026-12-01`). The api refuses a date that is not real or already past.
   */
  visitDate: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
});
export type ContactFormBody = Static<typeof ContactFormBody>;

export const listContactGroups = route({
  method: 'GET',
  url: '/contact/groups',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(ContactGroup)) } },
  example: { isSuccess: true, data: [{ id: 1, title: 'مشاوره‌ی رایگان و بازدید از پروژه' }], messages: [] },
});

export const getContactInfo = route({
  method: 'GET',
  url: '/contact/info',
  schema: { querystring: LangQuery, response: { 200: Envelope(ContactInfo) } },
  example: {
    isSuccess: true,
    data: {
      name: 'آتش‌ایمن',
      address: 'تهران، خیابان آزادی، پلاک ۱۲۰',
      postalCode: '1345673111',
      phones: ['021-66000000'],
      mobile: '09121234567',
      email: 'info@atashimen.example',
      workingHours: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷',
      coordinates: { lat: 35.7009, lng: 51.3652 },
      map: {
        tileUrl: '/api/contact/map-tiles/{z}/{x}/{y}',
        attribution: '© OpenStreetMap contributors',
        minZoom: 12,
        maxZoom: 18,
        bounds: { south: 35.6709, west: 51.3352, north: 35.7309, east: 51.3952 },
      },
    },
    messages: [],
  },
});

export const MapTileParams = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: 22 }),
  x: Type.Integer({ minimum: 0, maximum: 4_194_303 }),
  y: Type.Integer({ minimum: 0, maximum: 4_194_303 }),
});

export const getMapTile = route({
  method: 'GET',
  url: '/contact/map-tiles/:z/:x/:y',
  schema: { params: MapTileParams },
  raw: "a tile of the contact page's map (png, jpeg or webp from the configured tile server, cached); 404 outside the map's bounds or without a tile server",
});

export const postContactForm = route({
  method: 'POST',
  url: '/form/postForm',
  schema: { querystring: LangQuery, body: ContactFormBody, response: { 200: Envelope(Type.Object({ id: Type.Integer() })) } },
  example: {
    isSuccess: true,
    data: { id: 42 },
    messages: [{ item1: 'پیام شما با موفقیت ثبت شد. کارشناسان ما به‌زودی با شما تماس می‌گیرند.', item2: 'content.form.sent' }],
  },
});

/** An uploaded file as the uploaders answer it: pass `id` as the contact form's `fileId`. */
export const UploadAnswer = Type.Object({ id: Type.Integer(), url: Type.String(), name: Type.String(), mime: Type.String(), size: Type.Integer() });
export type UploadAnswer = Static<typeof UploadAnswer>;

/** A stored contact form, as the development read-back answers it. */
export const FormSubmission = Type.Object({
  id: Type.Integer(),
  contactUsGroupId: Type.Integer(),
  fullName: Type.String(),
  mobile: Type.String(),
  email: Nullable(Type.String()),
  title: Nullable(Type.String()),
  body: Type.String(),
  sendDate: Nullable(Type.String()),
  /** The preferred visit date as stored (YYYY-MM-DD), or null. */
  visitDate: Nullable(Type.String()),
  lang: Type.String(),
  userId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  file: Nullable(
    Type.Object({ id: Type.Integer(), url: Type.String(), name: Nullable(Type.String()), mime: Nullable(Type.String()), size: Type.Integer() }),
  ),
});
export type FormSubmission = Static<typeof FormSubmission>;

export const FormSubmissionsQuery = Type.Object({
  lang: LangQuery.properties.lang,
  mobile: Type.Optional(Type.String({ maxLength: 32 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** Development and tests only (not served in production): the newest stored forms. */
export const listFormSubmissions = route({
  method: 'GET',
  url: '/dev/form-submissions',
  schema: { querystring: FormSubmissionsQuery, response: { 200: Envelope(Type.Array(FormSubmission)) } },
  example: {
    isSuccess: true,
    data: [
      {
        id: 42,
        contactUsGroupId: 1,
        fullName: 'مریم رضایی',
        mobile: '09121234567',
        email: null,
        title: 'مشاوره‌ی رایگان و بازدید از پروژه',
        body: 'برای ساختمان پنج‌طبقه‌ی اداری به سیستم اعلام حریق نیاز داریم.',
        sendDate: '2025-05-03T08:00:00.000Z',
        visitDate: '2025-05-10',
        lang: 'fa',
        userId: null,
        createdAt: '2025-05-03T08:00:01.000Z',
        file: { id: 3, url: '/api/files/0123456789abcdef0123456789abcdef.pdf', name: 'نقشه.pdf', mime: 'application/pdf', size: 48213 },
      },
    ],
    messages: [],
  },
});

// ---------------------------------------------------------------- uploads and covers

const exampleUpload = (name: string, url: string, mime: string, size: number) => ({
  isSuccess: true,
  data: { id: 3, url, name, mime, size },
  messages: [{ item1: 'فایل با موفقیت بارگذاری شد.', item2: 'content.upload.done' }],
});

/** Multipart, one file in the field `file` (PDF, images, DOCX, XLSX, DWG; 5 MB). */
export const uploadFile = route({
  method: 'POST',
  url: '/upload/file',
  schema: { querystring: LangQuery, response: { 200: Envelope(UploadAnswer) } },
  example: exampleUpload('نقشه.pdf', '/api/files/0123456789abcdef0123456789abcdef.pdf', 'application/pdf', 48213),
});

/** Multipart, one image in the field `PictureFile` (JPEG, PNG, WebP; 5 MB; re-encoded without metadata). */
export const uploadImage = route({
  method: 'POST',
  url: '/upload/image',
  schema: { querystring: LangQuery, response: { 200: Envelope(UploadAnswer) } },
  example: exampleUpload('photo.jpg', '/api/files/fedcba9876543210fedcba9876543210.jpg', 'image/jpeg', 180455),
});

const NameParams = Type.Object({ name: Type.String({ maxLength: 64 }) });

export const getUploadedFile = route({
  method: 'GET',
  url: '/files/:name',
  schema: { params: NameParams },
  raw: 'the uploaded file (its sniffed type; images inline, other files as attachments)',
});

export const getCover = route({
  method: 'GET',
  url: '/content/covers/:name',
  schema: { params: NameParams },
  raw: 'a cover illustration (image/svg+xml)',
});
