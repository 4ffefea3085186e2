// Spec §2 legacy redirects, shared by the shell's server (301) and its client (catch-all route).
/**
 * @param {string} path  the path without locale prefix
 * @param {{ legacyBases: string[], legacyPostRedirects: Record<string,string> }} rules
 * @returns {string | null} the path to redirect to (without locale prefix), or null
 */
export function legacyRedirect(path, rules) {
  const exact = rules.legacyPostRedirects[path] ?? rules.legacyPostRedirects[path.replace(/\/$/, '')];
  if (exact) return exact;
  for (const base of rules.legacyBases) {
    // contains the base but does not start with it: /old/services/x → /services
    if (!path.startsWith(base) && path.includes(base)) return base;
  }
  return null;
}
