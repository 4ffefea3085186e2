// Spec §2 legacy redirects, shared by the shell's server (301) and its client (before any page shows).
/**
 * @param {string} path  the path without locale prefix
 * @param {{ routes?: Array<{ path: string, legacy?: boolean }>, legacyBases: string[], legacyTargets?: Record<string,string>, legacyPostRedirects: Record<string,string> }} rules
 *   `legacyTargets`: a base that is no page of the shop (the old /projects) names the page that took
 *   its place; such a base redirects there from its own address too, so no legacy redirect ends on a 404.
 * @returns {string | null} the path to redirect to (without locale prefix), or null
 */
export function legacyRedirect(path, rules) {
  const exact = rules.legacyPostRedirects[path] ?? rules.legacyPostRedirects[path.replace(/\/$/, '')];
  if (exact) return exact;
  // a route outside spec §2's rules (`"legacy": false` in routes.json: the back-office's /admin/brands is no old /brand)
  if (isExempt(path, rules.routes)) return null;
  for (const base of rules.legacyBases) {
    if (!path.includes(base)) continue;
    const target = rules.legacyTargets?.[base];
    // a base that is a page: contains the base but does not start with it (/old/services/x → /services)
    if (!target && !path.startsWith(base)) return base;
    // a base that is no page: anywhere in the path, its own address included (/x/projects, /projects → its page)
    if (target) return target;
  }
  return null;
}

/** The patterns of the routes spec §2's rules do not apply to, per route table (`:name` one segment, a trailing `/*` anything below). */
const exempt = new WeakMap();
function isExempt(path, routes) {
  if (!routes) return false;
  let res = exempt.get(routes);
  if (!res) {
    res = routes
      .filter((r) => r.legacy === false)
      .map((r) => new RegExp(`^${r.path.replace(/\/\*$/, '').replace(/:[^/]+/g, '[^/]+')}${r.path.endsWith('/*') ? '(/.*)?' : '/?'}$`));
    exempt.set(routes, res);
  }
  return res.some((re) => re.test(path));
}
