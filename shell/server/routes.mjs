// The storefront's routes as the server sees them (shell/routes.json, shared with the client router): the
// language a path is in, whether a page exists (404 otherwise), which pages are private, and a page's
// route pattern for metrics.
import fs from 'node:fs';
import path from 'node:path';
import { shellDir } from './config.mjs';

export const routeTable = JSON.parse(fs.readFileSync(path.join(shellDir, 'routes.json'), 'utf8'));
/** A route's path as a pattern: `:name` one segment, a trailing `/*` anything below (or nothing). */
const routeRegex = (p) => new RegExp(`^${p.replace(/\/\*$/, '').replace(/:[^/]+/g, '[^/]+')}${p.endsWith('/*') ? '(/.*)?' : '/?'}$`);
const routeRegexes = routeTable.routes.map((r) => routeRegex(r.path));
/** Whether a route exists in `locale` (`locales` in routes.json; every language when absent). */
const inLocale = (r, locale) => !r.locales || r.locales.includes(locale);

export const LOCALES = { fa: { tag: 'fa-IR', dir: 'rtl' }, en: { tag: 'en-US', dir: 'ltr' }, ru: { tag: 'ru-RU', dir: 'ltr' } };

/** Pages only a signed-in shopper or their basket has: never rendered on the server, never cached. */
const PRIVATE = [/^\/basket\/?$/, /^\/loginRegister\/?$/, /^\/profile(\/.*)?$/, /^\/admin(\/.*)?$/];
/**
 * Private pages the server renders for their owner (issue 33: the basket and the log-in steps work
 * without scripts): its api calls carry the shopper's cookie, and the answer is never cached or kept.
 */
const OWNER_RENDERED = [/^\/basket\/?$/, /^\/loginRegister\/?$/];
/** The back-office (mf-admin): private, and kept out of search engines by a header too. */
const STAFF_ONLY = /^\/admin(\/.*)?$/;

export function splitLocale(pathname) {
  const seg = pathname.split('/')[1];
  if (seg === 'en' || seg === 'ru') return { locale: seg, bare: pathname.slice(seg.length + 1) || '/' };
  return { locale: 'fa', bare: pathname };
}

/** The language a visitor of `/` prefers: the `locale` cookie (read by @fastify/cookie), else Accept-Language. */
export function preferredLocale(req) {
  const chosen = /^(fa|en|ru)\b/.exec(req.cookies?.locale ?? '');
  if (chosen) return chosen[1];
  const first = String(req.headers['accept-language'] ?? '').split(',')[0].trim().slice(0, 2).toLowerCase();
  return first === 'en' || first === 'ru' ? first : 'fa';
}

export const isKnownPage = (bare, locale = 'fa') => routeTable.routes.some((r, i) => inLocale(r, locale) && routeRegexes[i].test(bare));
export const isStaffPage = (bare) => STAFF_ONLY.test(bare);
export const isPrivatePage = (bare) => PRIVATE.some((re) => re.test(bare));
export const isOwnerRendered = (bare) => OWNER_RENDERED.some((re) => re.test(bare));

/** A page's route pattern for metrics (never the raw URL: one series per route, not per product). */
export function pageLabel(url) {
  const { bare } = splitLocale(String(url).split('?')[0]);
  const r = routeTable.routes.find((_, i) => routeRegexes[i].test(bare));
  return r ? r.path : 'other';
}
