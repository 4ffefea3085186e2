// What one visitor gets from the composition (the shell's server asks on every page and for
// /composition.json): each remote's live version, or its candidate when the visitor's bucket (0-99, kept in
// the `mfc` cookie for a year) is below the canary's share, so the page and server rendering agree for that
// visitor. Pure apart from drawing a bucket on a first visit; the changes are the store's (./store.mjs).
import { randomInt } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { NAME } from './file.mjs';

export const CANARY_COOKIE = 'mfc';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The canary cookie's value from a Cookie header (read by @fastify/cookie's parser), or the value itself when given without a name. */
function cookieValue(cookieHeaderOrValue) {
  const text = typeof cookieHeaderOrValue === 'string' ? cookieHeaderOrValue : Array.isArray(cookieHeaderOrValue) ? cookieHeaderOrValue.join('; ') : '';
  if (!text.includes('=')) return text.trim();
  return fastifyCookie.parse(text)[CANARY_COOKIE] ?? '';
}

/** `mf_catalog:37.mf_cart:5` → Map { mf_catalog → 37, mf_cart → 5 } (anything malformed is ignored). */
export function parseBuckets(value) {
  const buckets = new Map();
  for (const part of String(value ?? '').split('.')) {
    const m = /^([A-Za-z_][A-Za-z0-9_-]{0,63}):(\d{1,2})$/.exec(part);
    if (m) buckets.set(m[1], Number(m[2]));
  }
  return buckets;
}

const liveFields = (r) => {
  const out = { server: r.server, version: r.version };
  if (typeof r.manifest === 'string') out.manifest = r.manifest;
  if (typeof r.ssr === 'string') out.ssr = r.ssr;
  return out;
};

const activeCanary = (r) => r.canary && typeof r.canary.version === 'string' && Number.isInteger(r.canary.share) && r.canary.share >= 1 && r.canary.share <= 100;

/**
 * What this visitor gets (pure, apart from drawing a bucket for a first visit): each remote's live entry,
 * or its candidate when the visitor's bucket for that remote (0-99, from the `mfc` cookie; drawn on the
 * first visit during a canary) is below the canary's share. When a bucket was drawn, `cookie` is there
 * ({ name, value, options } for @fastify/cookie's `reply.setCookie`) and `setCookie`, the same as a header.
 * The same cookie gives the same choice on every visit and on the server and in the browser.
 * `personalized` is true when a canary is running: the answer depends on the visitor's cookie, so a page
 * built from it must not be kept in a shared cache (no `public`/`s-maxage`).
 * @param {object} composition the file's content ({ remotes: { name: { server, version, manifest?, ssr?, canary? } } })
 * @param {string|string[]|undefined} cookieHeaderOrValue the cookie's value (`req.cookies.mfc`), or a whole Cookie header
 * @param {{ randomBucket?: () => number, secure?: boolean }} [options] secure: add `Secure` (https sites)
 * @returns {{ composition: { remotes: Record<string, { server: string, version: string, manifest?: string, ssr?: string }> }, personalized: boolean,
 *   cookie?: { name: string, value: string, options: object }, setCookie?: string }}
 */
export function chooseForVisitor(composition, cookieHeaderOrValue, { randomBucket = () => randomInt(100), secure = false } = {}) {
  const buckets = parseBuckets(cookieValue(cookieHeaderOrValue));
  const remotes = {};
  let drawn = false;
  let personalized = false;
  for (const [name, r] of Object.entries(composition?.remotes ?? {})) {
    if (!r || typeof r.server !== 'string' || typeof r.version !== 'string') continue;
    if (!activeCanary(r) || !NAME.test(name)) {
      remotes[name] = liveFields(r);
      continue;
    }
    personalized = true;
    let bucket = buckets.get(name);
    if (bucket === undefined) {
      bucket = Math.min(99, Math.max(0, Math.floor(randomBucket())));
      buckets.set(name, bucket);
      drawn = true;
    }
    remotes[name] = bucket < r.canary.share ? liveFields({ server: r.canary.server ?? r.server, version: r.canary.version, manifest: r.canary.manifest, ssr: r.canary.ssr }) : liveFields(r);
  }
  if (!drawn) return { composition: { remotes }, personalized };
  // buckets of remotes no longer composed are dropped; the others are kept (a later canary of the same
  // remote reaches the same visitors first)
  const value = [...buckets].filter(([name]) => composition.remotes[name]).map(([name, b]) => `${name}:${b}`).join('.');
  // the value is written as is (names, digits, `:` and `.` need no encoding): the same bytes every version wrote
  const options = { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure, encode: String };
  const setCookie = fastifyCookie.serialize(CANARY_COOKIE, value, options);
  return { composition: { remotes }, personalized, cookie: { name: CANARY_COOKIE, value, options }, setCookie };
}
