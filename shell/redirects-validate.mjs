// The operators' redirect rules (shell/redirects.json, REDIRECTS_FILE, and the build manifest's rules of
// spec §2), checked when they are loaded: a wrong rule stops the load with a message naming the rule and
// what is wrong with it, instead of a redirect that silently never fires or sends shoppers elsewhere.
//
// A rule: { from, to, status?, match? }
// - from:   the path it applies to: '/instagram' (then it applies in every language: /instagram,
//           /en/instagram, /ru/instagram) or a path with its locale prefix ('/en/old', that one only).
// - match:  'exact' (default): that path only (a trailing slash tolerated); 'prefix': that path and
//           everything below it (/old-blog, /old-blog/x), the rest of the path kept after the target.
// - to:     an internal path ('/services/fire-alarm-system') or an external http(s) address.
// - status: 301 (default), 302, 307 or 308.

import fs from 'node:fs';

export const REDIRECT_STATUSES = [301, 302, 307, 308];
const RULE_KEYS = new Set(['from', 'to', 'status', 'match', '$comment']);
const LOCALE_PREFIX = /^\/(en|ru)(?=\/|$)/;
// Paths the shell itself answers: a redirect there would hide the api or the crawlers' files.
const RESERVED = [/^\/api(\/|$)/i, /^\/(sitemap|index-sitemap|[a-z]{2}-[a-z]{2}-sitemap(-\d+)?)\.xml$/i, /^\/robots\.txt$/i, /^\/composition\.json$/i, /^\/health$/i];

/** Thrown by `validateRedirects`: `problems` lists one line per bad rule. */
export class RedirectsError extends Error {
  constructor(source, problems) {
    super(`${source}: ${problems.length === 1 ? 'a redirect rule is wrong' : `${problems.length} redirect rules are wrong`}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'RedirectsError';
    this.problems = problems;
  }
}

const describe = (rule, i) => {
  let text;
  try {
    text = JSON.stringify(rule);
  } catch {
    text = String(rule);
  }
  return `rule ${i + 1} ${text && text.length > 160 ? `${text.slice(0, 157)}...` : text}`;
};

// whitespace and control characters: they would end up in a Location header or make the path unreachable
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const BAD_CHARS = /[\s\u0000-\u001f\u007f]/;

function checkFrom(from) {
  if (typeof from !== 'string' || from === '') return '"from" must be a path such as "/old-page"';
  if (!from.startsWith('/')) return `"from" must start with "/" (got ${JSON.stringify(from)})`;
  if (from.startsWith('//')) return '"from" must not start with "//"';
  if (BAD_CHARS.test(from)) return '"from" must not contain spaces or control characters';
  if (/[?#]/.test(from)) return '"from" is a path only: no "?" query or "#" fragment (they are never matched)';
  if (from.split('/').some((s) => s === '.' || s === '..')) return '"from" must not contain "." or ".." segments';
  try {
    decodeURIComponent(from);
  } catch {
    return '"from" has a broken percent-encoding';
  }
  const bare = from.replace(LOCALE_PREFIX, '') || '/';
  if (RESERVED.some((re) => re.test(bare))) return `"from" ${JSON.stringify(from)} is a path the shell itself answers (api, sitemaps, robots.txt, composition, health)`;
  return null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * A path on this site ("/en/pr/1/name?x=1"): starts with "/", not "//host" or "/\\host" (another site
 * for a browser, an open redirect), no control characters (they would split a Location header). The
 * one reading of "internal target" for operator rules and the server's own 301s.
 */
export function isLocalPath(p) {
  return typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\') && !CONTROL_CHARS.test(p);
}

function checkTo(to) {
  if (typeof to !== 'string' || to === '') return '"to" must be an internal path ("/services") or an http(s) address';
  if (BAD_CHARS.test(to)) return '"to" must not contain spaces or control characters';
  if (to.startsWith('\\') || (to.startsWith('/') && !isLocalPath(to))) {
    return `"to" must not start with "//" or a backslash (${JSON.stringify(to)} is an address on another site for a browser): write "https://host/..." for an external target or "/path" for an internal one`;
  }
  if (to.startsWith('/')) {
    try {
      decodeURIComponent(to);
    } catch {
      return '"to" has a broken percent-encoding';
    }
    return null;
  }
  let url;
  try {
    url = new URL(to);
  } catch {
    return `"to" must be an internal path starting with "/" or an absolute http(s) address (got ${JSON.stringify(to)})`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"to" may only be an http or https address (got ${url.protocol.replace(':', '')})`;
  if (!url.hostname) return '"to" has no host';
  if (url.username || url.password) return '"to" must not carry a user name or password';
  return null;
}

/**
 * Checks redirect rules, given as `{ rules: [...] }` (the redirects file) or as the array itself (a build
 * manifest's rules). Returns the rules normalized (`status` and `match` filled in); throws a
 * RedirectsError naming every bad rule (its number and text) and what is wrong with it.
 * @param {unknown} input
 * @param {{ source?: string }} [opts] where the rules come from, for the message (a file name)
 * @returns {{ from: string, to: string, status: 301|302|307|308, match: 'exact'|'prefix', external: boolean }[]}
 */
export function validateRedirects(input, { source = 'redirect rules' } = {}) {
  const list = Array.isArray(input) ? input : input && typeof input === 'object' ? input.rules : undefined;
  if (!Array.isArray(list)) throw new RedirectsError(source, ['expected { "rules": [ ... ] } or a list of rules']);
  const problems = [];
  const rules = [];
  const seen = new Map();
  list.forEach((rule, i) => {
    const name = describe(rule, i);
    if (!rule || typeof rule !== 'object' || Array.isArray(rule)) {
      problems.push(`${name}: a rule is an object { "from", "to", "status"?, "match"? }`);
      return;
    }
    const wrong = [];
    const unknown = Object.keys(rule).filter((k) => !RULE_KEYS.has(k));
    if (unknown.length) wrong.push(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (allowed: from, to, status, match)`);
    const fromProblem = checkFrom(rule.from);
    if (fromProblem) wrong.push(fromProblem);
    const toProblem = checkTo(rule.to);
    if (toProblem) wrong.push(toProblem);
    const status = rule.status === undefined ? 301 : rule.status;
    if (!REDIRECT_STATUSES.includes(status)) wrong.push(`"status" must be one of ${REDIRECT_STATUSES.join(', ')} (got ${JSON.stringify(rule.status)})`);
    const match = rule.match === undefined ? 'exact' : rule.match;
    if (match !== 'exact' && match !== 'prefix') wrong.push(`"match" must be "exact" or "prefix" (got ${JSON.stringify(rule.match)})`);
    if (!fromProblem && match === 'prefix' && (rule.from.replace(LOCALE_PREFIX, '') || '/') === '/') wrong.push('"match": "prefix" on "/" would redirect the whole site');
    if (!fromProblem && !toProblem && rule.to.startsWith('/')) {
      const norm = (p) => p.split(/[?#]/)[0].replace(/(.)\/$/, '$1');
      if (norm(rule.to) === norm(rule.from)) wrong.push('"to" is the same path as "from" (a redirect loop)');
      else if (match === 'prefix' && norm(rule.to).startsWith(`${norm(rule.from)}/`)) wrong.push('"to" lies below "from" with "match": "prefix" (a redirect loop)');
    }
    if (!fromProblem) {
      const key = `${match} ${rule.from.replace(/(.)\/$/, '$1')}`;
      if (seen.has(key)) wrong.push(`"from" ${JSON.stringify(rule.from)} is already the "from" of rule ${seen.get(key) + 1}`);
      else seen.set(key, i);
    }
    if (wrong.length) problems.push(`${name}: ${wrong.join('; ')}`);
    else rules.push({ from: rule.from, to: rule.to, status, match, external: !rule.to.startsWith('/') });
  });
  // internal targets that lead back to where they started through other rules
  if (!problems.length) {
    for (const [i, start] of rules.entries()) {
      const visited = new Set([start.from.replace(/(.)\/$/, '$1')]);
      let location = start.external ? null : start.to;
      for (let hops = 0; location && hops <= rules.length; hops++) {
        const path = location.split(/[?#]/)[0].replace(/(.)\/$/, '$1');
        if (visited.has(path)) {
          problems.push(`${describe(list[i], i)}: its target leads back to ${JSON.stringify(path)} through the other rules (a redirect loop)`);
          break;
        }
        visited.add(path);
        const next = findRedirect(rules, path);
        location = next && next.location.startsWith('/') ? next.location : null;
      }
    }
  }
  if (problems.length) throw new RedirectsError(source, problems);
  return rules;
}

/**
 * The redirect for a request path among validated rules, or null. A rule's "from" without a locale prefix
 * applies in every language, and an internal target then keeps the request's prefix (/en/old → /en/new);
 * a "from" with a prefix applies to that language only. Exact rules win over prefix rules, and the longest
 * prefix wins among prefix rules.
 * @param {ReturnType<typeof validateRedirects>} rules
 * @param {string} pathname the request's path (with its locale prefix, without the query)
 * @param {string} [search] the request's query ('?a=1'), carried to an internal target that has none of its own
 * @returns {{ location: string, status: number } | null}
 */
export function findRedirect(rules, pathname, search = '') {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0] ?? '';
  const bare = pathname.slice(prefix.length) || '/';
  const trim = (p) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  const candidates = [
    { path: trim(pathname), localize: false },
    ...(prefix ? [{ path: trim(bare), localize: true }] : []),
  ];
  const localized = (to, localize) => (localize && !/^https?:/i.test(to) ? (to === '/' ? prefix : `${prefix}${to}`) : to);
  // the target's query, else the request's for an internal target (campaign parameters survive a moved
  // page; nothing of the request is handed to another site)
  const target = (to, rest, localize) => {
    const [, path, tail] = /^([^?#]*)(.*)$/.exec(to);
    const joined = rest ? `${path.replace(/\/$/, '')}${rest}` : path;
    const external = /^https?:/i.test(path);
    return localized(joined || '/', localize) + (tail || (external ? '' : search));
  };
  for (const { path, localize } of candidates) {
    const exact = rules.find((r) => r.match === 'exact' && trim(r.from) === path && (localize ? !LOCALE_PREFIX.test(r.from) : true));
    if (exact) return { location: target(exact.to, '', localize), status: exact.status };
  }
  let best = null;
  for (const { path, localize } of candidates) {
    for (const r of rules) {
      if (r.match !== 'prefix' || (localize && LOCALE_PREFIX.test(r.from))) continue;
      const from = trim(r.from);
      if (path !== from && !path.startsWith(`${from}/`)) continue;
      if (!best || from.length > best.from.length) best = { from, rule: r, rest: path.slice(from.length), localize };
    }
  }
  return best ? { location: target(best.rule.to, best.rest, best.localize), status: best.rule.status } : null;
}

/**
 * Reads and validates a redirects file. Throws a RedirectsError naming the file (and each bad rule) when
 * it is not JSON or a rule is wrong; an unreadable file throws the file system's error.
 * @param {string} file
 */
export function loadRedirectsFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  let json;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new RedirectsError(file, [`not valid JSON (${err.message})`]);
  }
  return validateRedirects(json, { source: file });
}
