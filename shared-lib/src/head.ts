/**
 * The document head of a page: title, description, canonical, hreflang alternates, Open Graph, Twitter
 * card and JSON-LD, declared by the page with <Head ... /> and kept right on the server and after
 * client-side navigation.
 * - Server: the render is wrapped in <HeadContext.Provider value={createHeadStore({ origin, locale })}>;
 *   each <Head> records into that store while it renders (the deepest/last rendered one wins) and the
 *   server writes `renderHeadTags(store)` (shared-lib/head-html) into <head> (every tag marked `data-head`).
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
import { breadcrumbLd, type JsonLd, type SiteInfo } from 'shared-lib/structured-data';
import type { Crumb } from 'shared-lib/components/Breadcrumb';
import { pageTags, resolveHead, type HeadData, type ResolvedHead } from './head-data';

export { everyLocale, ICONS, jsonForScript, MANIFESTS, resolveHead, SITE_TEXT, THEME_COLOR } from './head-data';
export type { HeadData, ResolvedHead } from './head-data';

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
