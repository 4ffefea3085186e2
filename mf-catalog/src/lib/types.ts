import type { ImageRef } from 'shared-lib/api';

/** Shapes of the catalog api's answers (api/src/modules/catalog/README.md). Money in Rials. */
export interface ProductCardData {
  id: number;
  name: string;
  slug: string;
  sku: string | null;
  price: number | null;
  listPrice: number | null;
  stock: number;
  inStock: boolean;
  image: ImageRef | null;
  rating: { average: number; count: number };
  brand: { id: number; name: string; label: string } | null;
  categoryId: number;
  featured: boolean;
}

export interface CategoryRef {
  id: number;
  name: string;
  label: string;
}

export interface Category extends CategoryRef {
  parentId: number | null;
  labels: { fa: string | null; en: string | null; ru: string | null };
  description: string | null;
  image: ImageRef | null;
  color: string | null;
  productCount: number;
  children?: Category[];
  breadcrumb?: CategoryRef[];
}

export interface Facets {
  brands: Array<{ id: number; name: string; label: string; count: number }>;
  price: { min: number | null; max: number | null };
}

export interface ProductPage {
  items: ProductCardData[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: string;
  category: Category | null;
  facets?: Facets;
  query?: string;
}

export interface Brand {
  id: number;
  name: string;
  names: { fa: string | null; en: string | null; ru: string | null };
  label: string;
  country: string | null;
  description: string | null;
  logo: ImageRef | null;
  website: string | null;
  productCount: number;
}

export interface ProductDetail {
  id: number;
  name: string;
  names: { fa: string | null; en: string | null; ru: string | null };
  slug: string;
  slugs: { fa: string | null; en: string | null; ru: string | null };
  sku: string | null;
  price: number | null;
  listPrice: number | null;
  stock: number;
  inStock: boolean;
  summary: string | null;
  description: string | null;
  images: Array<ImageRef & { alt: string | null }>;
  specifications: Array<{ key: string; value: string }>;
  video: { url: string; poster: string | null } | null;
  rating: { average: number; count: number; mine: number | null };
  category: CategoryRef;
  breadcrumb: CategoryRef[];
  brand: { id: number; name: string; label: string; logo: ImageRef | null } | null;
  related: ProductCardData[];
  contentLang: 'fa' | 'en' | 'ru';
}

export interface Suggestions {
  query: string;
  products: Array<{ id: number; name: string; slug: string; price: number | null; image: ImageRef | null }>;
  categories: Array<CategoryRef & { productCount: number }>;
  brands: Array<{ id: number; name: string; label: string; logo: ImageRef | null }>;
}

export interface CatalogueFile {
  id: number;
  title: string;
  fileName: string;
  url: string;
  mime: string;
  sizeBytes: number;
  pageCount: number | null;
}

export interface CataloguePage {
  categories: Array<Category & { files: CatalogueFile[] }>;
  files: CatalogueFile[];
}
