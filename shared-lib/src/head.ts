/**
 * The document head of a page: title, description, canonical, hreflang alternates, Open Graph, Twitter
 * card and JSON-LD, declared by the page with <Head ... /> and kept right on the server and after
 * client-side navigation.
 * - Server: the render is wrapped in <HeadContext.Provider value={createHeadStore({ origin, locale })}>;
 *   each <Head> records into that store while it renders (the deepest/last rendered one wins) and the
 *   server writes `renderHeadTags(store)` into <head> (every tag marked `data-head`).
 * - Browser: <Head> applies itself to `document` in an effect after mount and update, replacing the
 *   tags the server wrote (those marked `data-head`); with several mounted, the deepest/last rendered
 *   wins; when none is left the page falls back to the site's title and description.
 * The site-wide JSON-LD (Organization, WebSite with its SearchAction) is always present.
 * (A .ts file: the component renders nothing, so no JSX, and shared-lib's package exports map
 * `shared-lib/<name>` to `src/<name>.ts`.)
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { DEFAULT_LOCALE, LOCALE_INFO, localeFromPath, localizePath, type Locale } from 'shared-lib/locale';
import { absoluteUrl, breadcrumbLd, siteLd, type JsonLd, type SiteInfo } from 'shared-lib/structured-data';
import type { Crumb } from 'shared-lib/components/Breadcrumb';

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

// ------------------------------------------------------------------------------------------ server

export interface HeadStore {
  readonly origin: string;
  readonly locale: Locale;
  /** `<html lang dir>` of the page */
  readonly htmlAttrs: { lang: string; dir: 'rtl' | 'ltr' };
  /** the head of the last <Head> rendered, or null when none rendered */
  head: ResolvedHead | null;
  record(head: ResolvedHead): void;
}

/** One store per server request: the page's <Head> records into it while the app renders. */
export function createHeadStore({ origin, locale }: { origin: string; locale: Locale }): HeadStore {
  const info = LOCALE_INFO[locale];
  return {
    origin: origin.replace(/\/$/, ''),
    locale,
    htmlAttrs: { lang: info.tag, dir: info.dir },
    head: null,
    record(head) {
      this.head = head;
    },
  };
}

export const HeadContext = createContext<HeadStore | null>(null);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON for a <script> element: nothing in it can close the element or start markup. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The tags of a resolved head as [tag name, attributes, text?] (one list for the server and the browser). */
type TagSpec = [name: 'meta' | 'link' | 'script', attrs: Record<string, string>, text?: string];

function pageTags(h: ResolvedHead): TagSpec[] {
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

function staticTags(locale: Locale): TagSpec[] {
  return [
    ['link', { rel: 'manifest', href: MANIFESTS[locale] }],
    ['meta', { name: 'theme-color', content: THEME_COLOR }],
    ...ICONS.map(({ rel, ...rest }) => ['link', { rel, ...rest }] as TagSpec),
  ];
}

const tagHtml = ([name, attrs, text]: TagSpec, mark: string) => {
  const a = Object.entries({ ...attrs, 'data-head': mark })
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('');
  return name === 'script' ? `<script${a}>${text ?? ''}</script>` : `<${name}${a}>`;
};

/**
 * The head's tags as HTML for the server's <head> (escaped; each with `data-head`): title, description,
 * canonical, alternates, Open Graph, Twitter, the site's and the page's JSON-LD, then the web manifest,
 * theme colour and icons (`data-head="static"`). With no <Head> rendered: the site's title and tagline.
 */
export function renderHeadTags(store: HeadStore): string {
  const h = store.head ?? resolveHead(null, { origin: store.origin, locale: store.locale });
  return [
    `<title data-head>${escapeHtml(h.title)}</title>`,
    ...pageTags(h).map((t) => tagHtml(t, '')),
    ...staticTags(store.locale).map((t) => tagHtml(t, 'static')),
  ].join('\n');
}

// ------------------------------------------------------------------------------------------ browser

interface Mounted {
  seq: number;
  head: ResolvedHead;
}
const REGISTRY_KEY = '__FIRE_SHOP_HEAD__';
type G = { [REGISTRY_KEY]?: { heads: Map<number, Mounted>; seq: number } };
/** The mounted heads of this page (on globalThis: one list whichever copy of this module runs). */
const registry = () => ((globalThis as G)[REGISTRY_KEY] ??= { heads: new Map(), seq: 0 });

/** Replaces the head tags of `doc` (those marked `data-head`, but the static ones) by `h`'s. */
export function applyHead(h: ResolvedHead, doc: Document = document): void {
  doc.title = h.title;
  const titleEl = doc.head.querySelector('title');
  if (titleEl) titleEl.setAttribute('data-head', '');
  for (const el of [...doc.head.querySelectorAll('[data-head]')]) {
    if (el.tagName !== 'TITLE' && el.getAttribute('data-head') !== 'static') el.remove();
  }
  // tags the template wrote without the mark (before any server render) would contradict the page's
  for (const el of [...doc.head.querySelectorAll('meta[name="description"], link[rel="canonical"], script#ld-page, script#ld-site')]) el.remove();
  for (const [name, attrs, text] of pageTags(h)) {
    const el = doc.createElement(name);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-head', '');
    if (text !== undefined) el.textContent = text;
    doc.head.appendChild(el);
  }
}

/** The head of the winner among the mounted ones (the deepest/last rendered), or the site's default. */
function applyWinner(): void {
  if (typeof document === 'undefined') return;
  let winner: Mounted | undefined;
  for (const m of registry().heads.values()) if (!winner || m.seq > winner.seq) winner = m;
  if (winner) applyHead(winner.head);
  else {
    const locale = localeFromPath(location.pathname) ?? DEFAULT_LOCALE;
    applyHead(resolveHead(null, { origin: location.origin, locale }));
  }
}

/**
 * The site as the structured-data builders take it: the request's origin on the server (the head store's),
 * the page's in the browser; the URL's locale; the site's name in it. `home` is the first crumb's label.
 */
export function useSite(): SiteInfo & { home: string; tagline: string } {
  const store = useContext(HeadContext);
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  return {
    origin: store?.origin ?? (typeof location !== 'undefined' ? location.origin : ''),
    locale: store?.locale ?? localeFromPath(pathname) ?? DEFAULT_LOCALE,
    name: t('appName'),
    tagline: t('tagline'),
    home: t('home'),
  };
}

/** BreadcrumbList JSON-LD of a page's breadcrumb (the Breadcrumb component's items; Home first), in its language. */
export function crumbsLd(items: Crumb[], site: SiteInfo & { home: string }): JsonLd {
  const all = [{ label: site.home, to: '/' }, ...items];
  return breadcrumbLd(
    all.map((c, i) => ({ name: c.label, url: c.to !== undefined && i < all.length - 1 ? localizePath(c.to, site.locale) : undefined })),
    site.origin,
  );
}

/** Text for a description: tags and extra spaces out, cut at a word within `max` characters. */
export function plainText(text: string | null | undefined, max = 160): string | undefined {
  if (!text) return undefined;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s،,.;:]+$/, '')}…`;
}

/**
 * Declares the page's head. Renders nothing. Use once per page, with the page's own title, description,
 * canonical path (and alternates where the URL differs per language), image and JSON-LD.
 */
export function Head(props: HeadData): null {
  const store = useContext(HeadContext);
  const site = useSite();
  // render order decides: a Head first rendered later (deeper, or a later sibling, or a newer page) wins
  const [seq] = useState(() => ++registry().seq);
  const head = resolveHead(props, { origin: site.origin, locale: site.locale, siteName: site.name, tagline: site.tagline });
  if (store) store.record(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    const { heads } = registry();
    heads.set(seq, { seq, head: JSON.parse(key) as ResolvedHead });
    applyWinner();
    return () => {
      heads.delete(seq);
      applyWinner();
    };
  }, [seq, key]);
  return null;
}
