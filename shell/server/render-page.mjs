// A page's answer: public pages rendered on the server (the shell's server build with the remotes'),
// private ones (basket, login, profile, order) and SSR=off get the page the browser renders. Status,
// language, timing and cache headers; the HTML itself is page-html.mjs's.
import path from 'node:path';
import { readWhenChanged } from './files.mjs';
import { LOCALES, splitLocale, isKnownPage, isPrivatePage, isOwnerRendered, isStaffPage, pageLabel } from './routes.mjs';
import { visitorComposition, remoteOrigins } from './composition.mjs';
import { isLocalPath } from '../redirects-validate.mjs';
import { nonceOf } from './security.mjs';
import { serverRenderedPage, browserRenderedPage, fontPreloads, preconnects } from './page-html.mjs';
import { fontFinder, regionPreloads, bootModule } from './page-assets.mjs';
import { FLASH_COOKIE, readFlash } from './forms.mjs';

// shown only before the first build (an operator's or developer's mistake), in both languages
const NOT_BUILT =
  '<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>503</title>' +
  '<p>فروشگاه هنوز ساخته نشده است: <code dir="ltr">npm run build</code> را اجرا کنید.</p>' +
  '<p lang="en" dir="ltr">The shell is not built yet: run <code>npm run build</code>.</p></html>';

/**
 * The web manifest of each language, as shared-lib/head's MANIFESTS names them for the pages the server
 * renders: the pages the browser renders name the same one (the template's link, rewritten).
 */
const MANIFESTS = { fa: '/manifest.webmanifest', en: '/manifest.en.webmanifest', ru: '/manifest.en.webmanifest' };

/**
 * `renderPage(reply, pathname, search)` for this build and configuration.
 * @param {{ distDir: string, versionDir: string, compositionFile: string, renderer: PromiseLike<any> | null,
 *   ssrTimeoutMs: number, scriptsAfterPaint: boolean, publicOrigin: string | null,
 *   catalogVersion?: { version: number | null } }} config
 * @param {() => import('fastify').FastifyBaseLogger} log
 */
export function pageRenderer(config, log) {
  const { distDir, compositionFile, renderer, ssrTimeoutMs, publicOrigin } = config;
  const template = () => readWhenChanged(path.join(distDir, 'index.html'), (text) => text);
  const fontFiles = fontFinder(distDir);
  const boot = bootModule(config.versionDir, log);

  async function render(reply, pathname, search, composition, seed, forward) {
    try {
      const { render: renderUrl } = await renderer;
      const result = await renderUrl({ url: pathname + search, composition, timeoutMs: ssrTimeoutMs, nonce: nonceOf(reply.raw), origin: publicOrigin ?? `${reply.request.protocol}://${reply.request.host}`, seed, forward });
      reply.server.metrics?.ssrRenderSeconds.observe({ route: pageLabel(pathname), outcome: result.state.failed.length ? 'fallback' : 'ok' }, result.renderMs / 1000);
      for (const key of result.state.failed) reply.server.metrics?.remoteLoadFailures.inc({ remote: key.split('/')[0], kind: 'load', where: 'server' });
      return result;
    } catch (err) {
      reply.log.error({ err }, 'server render failed; the browser renders this page');
      return null;
    }
  }

  /** `posted`: the outcome of a form posted to this page that the api refused (forms.mjs), drawn in it. */
  return async function renderPage(reply, pathname, search = '', posted = null) {
    // the catalogue's version this shell knows (cache-purge.mjs), on every page answer: the service
    // worker learns of a change from the page itself and no longer shows api answers kept from before it
    const version = config.catalogVersion?.version;
    if (version !== null && version !== undefined) reply.header('x-catalog-version', String(version));
    const { locale, bare } = splitLocale(pathname);
    const { composition, personalized } = visitorComposition(compositionFile, reply.request, reply);
    const language = LOCALES[locale];
    const nonce = nonceOf(reply.raw);
    let html;
    try {
      html = template();
    } catch {
      return reply.code(503).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    const isPrivate = isPrivatePage(bare);
    // a form's outcome (forms.mjs), shown once by the page it came back to: this answer is the shopper's own
    const cookieFlash = readFlash(reply.request.cookies?.[FLASH_COOKIE]);
    if (cookieFlash) reply.clearCookie(FLASH_COOKIE, { path: '/' });
    const flash = posted ?? cookieFlash;
    const seed = flash ? { [`form:${flash.form}`]: flash } : undefined;
    // the basket is rendered for its owner: its api calls carry the shopper's cookie (and nothing else of theirs)
    const forOwner = isOwnerRendered(bare);
    const cookie = reply.request.headers.cookie;
    const forward = forOwner && cookie ? { cookie } : undefined;
    const result = renderer && (!isPrivate || forOwner) ? await render(reply, pathname, search, composition, seed, forward) : null;
    // a page reached at an address that is not its canonical one (an old or other-language name)
    if (result && result.status === 301 && isLocalPath(result.location)) {
      const to = new URL(result.location, 'http://x'); // percent-encodes a Persian name
      return reply.code(301).header('location', to.pathname + to.search).header('cache-control', 'public, max-age=0, s-maxage=300').send();
    }
    // (a shopper's page never opens a connection for the back-office's code)
    const preloads = [...fontPreloads(fontFiles(language.dir)), ...preconnects(remoteOrigins(composition, isStaffPage(bare) ? [] : ['mf_admin']))];
    if (result) {
      // The page is complete without its scripts: they are asked for once its content has been painted
      // (shell/src/boot), so on a slow connection the HTML's text, fonts and largest picture do not share
      // the line with ~270 KB of code; the regions' code is announced at that moment, all at once.
      const bootSource = config.scriptsAfterPaint ? boot() : null;
      const hints = await regionPreloads(composition, result.state);
      const afterPaint = bootSource ? { hints: hints.join(''), bootSource } : null;
      html = serverRenderedPage(html, { nonce, language, render: result, preloads: afterPaint ? preloads : [...preloads, ...hints], composition, afterPaint });
    } else {
      html = browserRenderedPage(html, { nonce, language, preloads, composition, manifest: MANIFESTS[locale] });
    }
    let status = result ? result.status : isKnownPage(bare, locale) ? 200 : 404;
    // a form the api refused: the page with its messages, as "unprocessable" (nothing was changed)
    if (posted && status === 200) status = 422;
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', language.tag)
      .header('server-timing', result ? `render;dur=${result.renderMs.toFixed(1)}` : 'render;desc="browser"');
    // a CDN may keep public pages briefly and serve them stale while it refreshes them; they depend
    // only on the path and the composition (a canary's visitors get their own version: not shared)
    if (flash || forOwner) reply.header('cache-control', 'private, no-store');
    else if (result && status === 200 && !isPrivate && !personalized) reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    else reply.header('cache-control', 'no-cache');
    // the back-office: no search engine indexes or follows it (its page says so too)
    if (isStaffPage(bare)) reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    return reply.send(html);
  };
}
