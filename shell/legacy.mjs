// Spec §2 legacy redirects, shared by the shell's server (301) and its client (before any page shows).
/**
 * @param {string} path  the path without locale prefix
 * @param {{ legacyBases: string[], legacyTargets?: Record<string,string>, legacyPostRedirects: Record<string,string> }} rules
 *   `legacyTargets`: a base that is no page of the shop (the old /projects) names the page that took
 *   its place; such a base redirects there from its own address too, so no legacy redirect ends on a 404.
 * @returns {string | null} the path to redirect to (without locale prefix), or null
 */
export function legacyRedirect(path, rules) {
  const exact = rules.legacyPostRedirects[path] ?? rules.legacyPostRedirects[path.replace(/\/$/, '')];
  if (exact) return exact;
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
