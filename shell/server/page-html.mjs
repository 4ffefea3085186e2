// The page's HTML, made from the built template (dist/<version>/web/index.html) by pure text edits: no
// file, request or clock is read here (shell/test/page-html.test.mjs tests each edit). The server renders
// a public page into it (serverRenderedPage) or hands the template to the browser (browserRenderedPage).
import escapeHtml from 'escape-html';

/** JSON for an inline <script type="application/json">: `<` escaped, so no `</script>` can end it early. */
export const escapeJsonForHtml = (obj) => JSON.stringify(obj).replace(/</g, '\\u003c');

/** Every <script> of the template carries the page's nonce (the policy allows no other inline script). */
export const withNonces = (html, nonce) => html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);

/** The document's language and direction. */
export const withLanguage = (html, { tag, dir }) => html.replace(/<html[^>]*>/, `<html lang="${tag}" dir="${dir}">`);

export const appendToHead = (html, text) => html.replace('</head>', () => `${text}</head>`);
export const appendToBody = (html, text) => html.replace('</body>', () => `${text}</body>`);

/** The composition the browser registers its remotes from (`#composition`, read by shell/src/federation). */
export const compositionScript = (composition, nonce) => `<script id="composition" type="application/json" nonce="${nonce}">${escapeJsonForHtml(composition)}</script>`;

/**
 * React writes the page's image preloads (its largest picture, fetchpriority high) where it renders, inside
 * the body: taken out here to be moved to the head's start, so the image is asked for before the fonts and
 * scripts instead of after them.
 */
export function takeImagePreloads(body) {
  const preloads = [];
  const rest = body.replace(/<link rel="preload" as="image"[^>]*>/g, (tag) => (preloads.push(tag), ''));
  return { body: rest, preloads };
}

/** The text fonts' preloads (so text is not laid out twice: fallback, then Vazirmatn). */
export const fontPreloads = (files) => files.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeHtml(f)}">`);

/** Connections opened early to the remotes' servers. */
export const preconnects = (origins) => origins.map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`);

/** A region's code announced: `<link rel="preload" as="script">`. */
export const scriptPreload = (href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`;

/**
 * The page's own head (rendered with it) replaces the template's generic title, description, colour, icons
 * and manifest; its content is there at once, so it has no boot loader.
 */
export function withServerHead(html, head = '') {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?(description|theme-color)"?[^>]*>/g, '')
    .replace(/<link rel="?(icon|apple-touch-icon|manifest)"?[^>]*>/g, '')
    .replace(/<style id="?boot-loader-style"?>[\s\S]*?<\/style>/, '')
    .replace(/<meta charset=[^>]*>/, (m) => `${m}${head}`);
}

/**
 * The rendered body in #root (the boot loader's element goes), with the data it was rendered from
 * (`#__SSR__`, what hydration reads); the server's page needs no "enable JavaScript" notice (nor the
 * loader's, in the head).
 */
export function withServerBody(html, body, state, nonce) {
  return html
    .replace(/<div id="?root"?>(?:<div id="?boot-loader"?[^>]*><\/div>)?<\/div>/, () => `<div id="root">${body}</div><script id="__SSR__" type="application/json" nonce="${nonce}">${escapeJsonForHtml(state)}</script>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
}

/** The template's deferred scripts taken out (their addresses, in order), to be asked for later. */
export function takeDeferredScripts(html) {
  const scripts = [];
  const rest = html.replace(/<script nonce="[^"]*" defer src="?([^" >]+)"?><\/script>/g, (m, src) => (scripts.push(src), ''));
  return { html: rest, scripts };
}

/**
 * The loader that asks for the page's scripts once its content is painted: its data (`#__AFTER_PAINT__`:
 * the regions' preload hints and the scripts) and its code, the shell's built boot module
 * (shell/src/boot, dist/<version>/boot/load-after-paint.js), both inline with the page's nonce.
 */
export function afterPaintScripts({ hints, scripts }, bootSource, nonce) {
  const data = `<script id="__AFTER_PAINT__" type="application/json" nonce="${nonce}">${escapeJsonForHtml({ hints, scripts })}</script>`;
  return `${data}<script nonce="${nonce}">${bootSource}</script>`;
}

/** The page the browser renders (boot loader and all) installs with its language's manifest. */
export const withManifest = (html, href) => html.replace(/<link rel="?manifest"?[^>]*>/, `<link rel="manifest" href="${escapeHtml(href)}" data-head="static">`);

/**
 * A server-rendered page from the template. `render` is the renderer's answer ({ html, head, styles,
 * state }); `preloads` go first in the head; `afterPaint`, when given ({ hints: string, bootSource }), makes
 * the page ask for its scripts once painted, else they stay as the template has them.
 */
export function serverRenderedPage(template, { nonce, language, render, preloads = [], composition, afterPaint = null }) {
  const { body, preloads: images } = takeImagePreloads(render.html);
  let html = withLanguage(withNonces(template, nonce), language);
  html = appendToHead(html, `${[...images, ...preloads].join('')}${render.styles ?? ''}${compositionScript(composition, nonce)}`);
  html = withServerBody(withServerHead(html, render.head ?? ''), body, render.state, nonce);
  if (!afterPaint) return html;
  const taken = takeDeferredScripts(html);
  return appendToBody(taken.html, afterPaintScripts({ hints: afterPaint.hints, scripts: taken.scripts }, afterPaint.bootSource, nonce));
}

/** The page the browser renders: the template with nonces, language, preloads, composition and manifest. */
export function browserRenderedPage(template, { nonce, language, preloads = [], composition, manifest }) {
  const html = withLanguage(withNonces(template, nonce), language);
  return withManifest(appendToHead(html, `${preloads.join('')}${compositionScript(composition, nonce)}`), manifest);
}
