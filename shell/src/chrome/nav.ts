/** The main navigation, shared by the header (desktop), the drawer (phones) and the footer. */
export const MAIN_NAV = [
  { key: 'products', to: '/cat' },
  { key: 'services', to: '/services' },
  { key: 'catalog', to: '/st/catalog' },
  { key: 'brands', to: '/brand' },
  { key: 'blog', to: '/st/blog' },
  { key: 'customerExperience', to: '/customerExperience' },
  { key: 'about', to: '/about' },
  { key: 'contact', to: '/st/contactus' },
] as const;
