import type { CategoryWithBreadcrumb as Category, ProductCard as ProductCardData, ProductDetail, ProductPage, SearchPage } from 'contracts/catalog';

const img = (guid: string) => ({ baseUrl: '/api/img/', guidName: guid, extension: 'webp' });

export const card = (id: number, over: Partial<ProductCardData> = {}): ProductCardData => ({
  id,
  name: `کپسول پودری ${id} کیلوگرمی`,
  slug: `kapsul-${id}`,
  sku: `ATB-${id}`,
  price: 24_500_000,
  listPrice: null,
  stock: 10,
  inStock: true,
  image: img(`g-${id}`),
  rating: { average: 4.5, count: 12 },
  brand: { id: 1, name: 'آتش‌بان', label: 'atashban' },
  categoryId: 44,
  featured: false,
  ...over,
});

export const category = (over: Partial<Category> = {}): Category => ({
  id: 43,
  parentId: 42,
  name: 'کپسول آتش‌نشانی',
  label: 'کپسول-آتش-نشانی',
  labels: { fa: 'کپسول-آتش-نشانی', en: 'fire-extinguishers', ru: 'огнетушители' },
  description: 'کپسول‌های پودری و CO2',
  image: img('cat'),
  color: '#c62828',
  productCount: 14,
  sortOrder: 1,
  active: true,
  children: [{ id: 44, parentId: 43, name: 'کپسول پودری', label: 'کپسول-پودری', labels: { fa: 'کپسول-پودری', en: 'powder', ru: null }, description: null, image: null, color: null, productCount: 5, sortOrder: 1, active: true }],
  breadcrumb: [{ id: 43, name: 'کپسول آتش‌نشانی', label: 'کپسول-آتش-نشانی' }],
  ...over,
});

/** A listing page, or a search page when `over` has the query. */
export const page = (items: ProductCardData[], over: Partial<SearchPage> = {}): ProductPage & Partial<Pick<SearchPage, 'query'>> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 24,
  pageCount: items.length ? 1 : 0,
  sort: 'newest',
  category: null,
  facets: { brands: [{ id: 1, name: 'آتش‌بان', label: 'atashban', count: 10 }, { id: 6, name: 'هگزا', label: 'hexa', count: 2 }], price: { min: 7_200_000, max: 185_000_000 } },
  ...over,
});

export const detail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 3,
  name: 'کپسول آتش‌نشانی پودر و گاز 6 کیلوگرمی آتش‌بان',
  names: { fa: 'کپسول آتش‌نشانی پودر و گاز 6 کیلوگرمی آتش‌بان', en: 'Atashban 6 kg ABC dry powder extinguisher', ru: null },
  slug: 'کپسول-6',
  slugs: { fa: 'کپسول-6', en: 'atashban-6', ru: null },
  sku: 'ATB-P6',
  price: 24_500_000,
  listPrice: 27_000_000,
  stock: 120,
  inStock: true,
  summary: 'پرفروش‌ترین کپسول ما',
  description: '<p>توضیح <strong>کامل</strong></p>',
  images: [{ ...img('a'), alt: 'نمای اصلی' }, { ...img('b'), alt: 'نمای نزدیک' }],
  specifications: [{ key: 'ظرفیت', value: '6 کیلوگرم' }, { key: 'استاندارد', value: 'EN 3-7' }],
  video: null,
  rating: { average: 4.7, count: 146, mine: null },
  category: { id: 44, name: 'کپسول پودری', label: 'کپسول-پودری' },
  breadcrumb: [{ id: 43, name: 'کپسول آتش‌نشانی', label: 'کپسول-آتش-نشانی' }, { id: 44, name: 'کپسول پودری', label: 'کپسول-پودری' }],
  brand: { id: 1, name: 'آتش‌بان', label: 'atashban', logo: null },
  related: [card(5, { name: 'کپسول مرتبط' })],
  contentLang: 'fa',
  createdAt: '2025-01-12T08:30:00.000Z',
  ...over,
});
