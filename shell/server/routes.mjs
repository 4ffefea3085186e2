// The storefront's routes as the server sees them (shell/routes.json, shared with the client router): the
// language a path is in, whether a page exists (404 otherwise), which pages are private, and a page's
// route pattern for metrics.
import fs from 'node:fs';
import path from 'node:path';
import { shellDir } from './config.mjs';

export const routeTable = JSON.parse(fs.readFileSync(path.join(shellDir, 'routes.json'), 'utf8'));
const routeRegexes = routeTable.routes.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

export const LOCALES = { fa: { tag: 'fa-IR', dir: 'rtl' }, en: { tag: 'en-US', dir: 'ltr' }, ru: { tag: 'ru-RU', dir: 'ltr' } };

/** Pages only a signed-in shopper or their basket has: never rendered on the server, never cached. */
const PRIVATE = [/^\/basket\/?$/, /^\/loginRegister\/?$/, /^\/profile(\/.*)?$/];

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

export const isKnownPage = (bare) => routeRegexes.some((re) => re.test(bare));
export const isPrivatePage = (bare) => PRIVATE.some((re) => re.test(bare));

/** A page's route pattern for metrics (never the raw URL: one series per route, not per product). */
export function pageLabel(url) {
  const { bare } = splitLocale(String(url).split('?')[0]);
  const r = routeTable.routes.find((_, i) => routeRegexes[i].test(bare));
  return r ? r.path : 'other';
}
