/** The back-office's own paths, unprefixed (Persian); each also lives under /en (LocaleLink and useLocaleNavigate add it). */
export const ADMIN = {
  home: '/admin',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: number) => `/admin/products/${id}`,
  categories: '/admin/categories',
  brands: '/admin/brands',
  import: '/admin/import',
  staff: '/admin/staff',
  audit: '/admin/audit',
  orders: '/admin/orders',
  order: (id: number) => `/admin/orders/${id}`,
  holds: '/admin/holds',
  leads: '/admin/leads',
  lead: (id: number) => `/admin/leads/${id}`,
  account: '/admin/account',
} as const;
