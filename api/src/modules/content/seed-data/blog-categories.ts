/** The blog's three categories (slug is the stable key used by ?category= and the posts below). */
export const BLOG_CATEGORIES = [
  {
    slug: 'equipment-maintenance',
    name: { fa: 'تجهیزات اطفای حریق و نگهداری', en: 'Extinguishing equipment & maintenance', ru: 'Средства пожаротушения и обслуживание' },
  },
  {
    slug: 'fire-alarm-detection',
    name: { fa: 'اعلام و کشف حریق', en: 'Fire alarm & detection', ru: 'Пожарная сигнализация и обнаружение' },
  },
  {
    slug: 'building-safety',
    name: { fa: 'ایمنی ساختمان و استانداردها', en: 'Building safety & standards', ru: 'Безопасность зданий и стандарты' },
  },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];
