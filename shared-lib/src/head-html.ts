/**
 * The head's tags as HTML, for the server's <head>. Server only (the shell's renderer imports it); kept
 * out of shared-lib/head so the browser's copy of the head, on every page, carries no HTML writer.
 */
import escapeHtml from 'escape-html';
import type { HeadStore } from 'shared-lib/head';
import { pageTags, resolveHead, staticTags, type TagSpec } from './head-data';

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
