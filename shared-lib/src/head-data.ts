/**
 * What a page's head says, as data: the page's declaration (HeadData), resolved for a locale and
 * origin (resolveHead), and the tags it makes (pageTags, staticTags), one list for the server's HTML
 * (head-html.ts) and the browser's DOM (head.ts). Pure, no React. Not a shared module by itself:
 * shared-lib/head re-exports what pages use, so remotes keep importing `shared-lib/head`.
 */
import { LOCALE_INFO, localizePath, type Locale } from 'shared-lib/locale';
import { absoluteUrl, siteLd, type JsonLd } from 'shared-lib/structured-data';

export interface HeadData {
  title: string;
  description?: string;
  /** canonical path without locale prefix, e.g. /pr/12/slug */
  path?: string;
  /** unprefixed paths per language where the page exists; default: the same path in fa and en */
  alternates?: Partial<Record<Locale, string>>;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'product' | 'article';
  jsonLd?: object[];
  noindex?: boolean;
}

/** The same unprefixed path in every language (pages whose text is the storefront's own messages). */
export const everyLocale = (path: string): Record<Locale, string> => ({ fa: path, en: path, ru: path });

/**
 * The site's name and tagline per language, for a page that renders no <Head> (the pages' own <Head>
 * reads them from the `common` messages; a test keeps both the same).
 */
export const SITE_TEXT: Record<Locale, { name: string; tagline: string }> = {
  fa: { name: 'آتش‌ایمن', tagline: 'تجهیزات و خدمات ایمنی و آتش‌نشانی' },
  en: { name: 'Atash Imen', tagline: 'Fire safety equipment and services' },
  ru: { name: 'Аташ Имен', tagline: 'Оборудование и услуги пожарной безопасности' },
};

/** Static head tags of every page: the web manifest (one per language), theme colour and icons. */
export const THEME_COLOR = '#B71C1C';
export const MANIFESTS: Record<Locale, string> = { fa: '/manifest.webmanifest', en: '/manifest.en.webmanifest', ru: '/manifest.en.webmanifest' };
export const ICONS = [
  { rel: 'icon', href: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { rel: 'icon', href: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', sizes: '180x180' },
];

const OG_LOCALE: Record<Locale, string> = { fa: 'fa_IR', en: 'en_US', ru: 'ru_RU' };

/** What a head says, resolved for one locale and origin (absolute URLs, full title). */
export interface ResolvedHead {
  locale: Locale;
  title: string;
  /** the page's own title, without the site name (Open Graph, Twitter) */
  pageTitle: string;
  siteName: string;
  description: string;
  canonical?: string;
  alternates: Array<{ hreflang: string; href: string }>;
  type: 'website' | 'product' | 'article';
  image?: { url: string; width?: number; height?: number; alt?: string };
  jsonLd: object[];
  siteJsonLd: JsonLd[];
  noindex: boolean;
}

/** Resolves a page's head data for a locale and origin. */
export function resolveHead(data: HeadData | null, env: { origin: string; locale: Locale; siteName?: string; tagline?: string }): ResolvedHead {
  const { origin, locale } = env;
  const siteName = env.siteName || SITE_TEXT[locale].name;
  const pageTitle = data?.title?.trim() || siteName;
  const alternatePaths = data?.alternates ?? (data?.path ? { fa: data.path, en: data.path } : undefined);
  const abs = (path: string, l: Locale) => absoluteUrl(localizePath(path, l), origin)!;
  let canonical: string | undefined;
  const alternates: ResolvedHead['alternates'] = [];
  if (data && !data.noindex && alternatePaths) {
    // the page in this language, else (not translated: it shows another language) that language's URL
    const own = data.path ?? alternatePaths[locale];
    if (alternatePaths[locale] !== undefined && own) canonical = abs(own, locale);
    else if (alternatePaths.en) canonical = abs(alternatePaths.en, 'en');
    else if (alternatePaths.fa) canonical = abs(alternatePaths.fa, 'fa');
    for (const l of ['fa', 'en', 'ru'] as const) {
      const p = l === locale && data.path && alternatePaths[l] !== undefined ? data.path : alternatePaths[l];
      if (p !== undefined) alternates.push({ hreflang: LOCALE_INFO[l].tag, href: abs(p, l) });
    }
    if (alternatePaths.fa !== undefined) alternates.push({ hreflang: 'x-default', href: abs(alternatePaths.fa, 'fa') });
  } else if (data && !data.noindex && data.path) {
    canonical = abs(data.path, locale);
  }
  const image = data?.image?.url ? { ...data.image, url: absoluteUrl(data.image.url, origin)! } : undefined;
  return {
    locale,
    title: pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`,
    pageTitle,
    siteName,
    description: data?.description?.trim() || env.tagline || SITE_TEXT[locale].tagline,
    canonical,
    alternates,
    type: data?.type ?? 'website',
    image,
    jsonLd: data?.jsonLd ?? [],
    siteJsonLd: siteLd({ origin, locale, name: siteName }),
    noindex: Boolean(data?.noindex),
  };
}

/** JSON for a <script> element: nothing in it can close the element or start markup. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags of a resolved head as [tag name, attributes, text?] (one list for the server and the browser). */
export type TagSpec = [name: 'meta' | 'link' | 'script', attrs: Record<string, string>, text?: string];

export function pageTags(h: ResolvedHead): TagSpec[] {
  const tags: TagSpec[] = [['meta', { name: 'description', content: h.description }]];
  if (h.noindex) tags.push(['meta', { name: 'robots', content: 'noindex' }]);
  if (h.canonical) tags.push(['link', { rel: 'canonical', href: h.canonical }]);
  for (const a of h.alternates) tags.push(['link', { rel: 'alternate', hreflang: a.hreflang, href: a.href }]);
  const og = (property: string, content: string | number | undefined) => content !== undefined && content !== '' && tags.push(['meta', { property, content: String(content) }]);
  og('og:type', h.type === 'product' ? 'product' : h.type === 'article' ? 'article' : 'website');
  og('og:site_name', h.siteName);
  og('og:title', h.pageTitle);
  og('og:description', h.description);
  og('og:url', h.canonical);
  og('og:locale', OG_LOCALE[h.locale]);
  for (const a of h.alternates) {
    const l = (['fa', 'en', 'ru'] as const).find((x) => LOCALE_INFO[x].tag === a.hreflang);
    if (l && l !== h.locale) og('og:locale:alternate', OG_LOCALE[l]);
  }
  // link previews (Telegram, WhatsApp, X, Facebook) show raster pictures, not SVG
  const image = h.image && !/\.svg(\?|$)/i.test(h.image.url) ? h.image : undefined;
  if (image) {
    og('og:image', image.url);
    og('og:image:width', image.width);
    og('og:image:height', image.height);
    og('og:image:alt', image.alt);
  }
  const tw = (name: string, content: string | undefined) => content && tags.push(['meta', { name, content }]);
  tw('twitter:card', image ? 'summary_large_image' : 'summary');
  tw('twitter:title', h.pageTitle);
  tw('twitter:description', h.description);
  tw('twitter:image', image?.url);
  tw('twitter:image:alt', image?.alt);
  tags.push(['script', { type: 'application/ld+json', id: 'ld-site' }, jsonForScript(h.siteJsonLd)]);
  if (h.jsonLd.length) tags.push(['script', { type: 'application/ld+json', id: 'ld-page' }, jsonForScript(h.jsonLd)]);
  return tags;
}

export function staticTags(locale: Locale): TagSpec[] {
  return [
    ['link', { rel: 'manifest', href: MANIFESTS[locale] }],
    ['meta', { name: 'theme-color', content: THEME_COLOR }],
    ...ICONS.map(({ rel, ...rest }) => ['link', { rel, ...rest }] as TagSpec),
  ];
}
