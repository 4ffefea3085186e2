// What the shell and every remote share, and how. One place, so no app drifts.
const path = require('node:path');
const sharedLibPkg = require('../../shared-lib/package.json');

/**
 * shared-lib modules shared as singletons (each one file; no barrels). A module leaves this list only
 * with a new major version of shared-lib: a published remote built against 1.x may consume any module
 * 1.x provided. `dates` and `components/Rate` are used by no current code but stay for such builds
 * until shared-lib 2.0.0; `aos` waits for the home page's animate-on-scroll (docs/frontend.md).
 */
const SHARED_LIB_MODULES = [
  'ui', 'ui-more', 'ui-late', 'icons', 'router', 'navigation', 'locale', 'bus', 'api', 'i18n', 'theme', 'format', 'forms', 'data', 'dates', 'cookies',
  'components/Paging', 'components/Breadcrumb', 'components/Rate', 'components/VideoPlayer', 'components/Modal',
  'components/SafeImage', 'components/FileUpload', 'components/ProductCard', 'components/NotFound', 'components/LoadError', 'host',
  'components/DatePicker/index',
  'components/FormTextField',
  'admin-ui', 'components/RichTextEditor',
  'offline',
  'aos',
  'head',
  'structured-data',
];

const PACKAGES = {
  react: '^19.2.0',
  'react/jsx-runtime': '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/client': '^19.2.0',
};

/**
 * @param {{ host: boolean, production: boolean }} opts
 * Remotes built for production do not bundle fallbacks (`import: false`): they always use the
 * shell's copies, which guarantees one React, router, theme, i18next and bus per page and keeps
 * remote builds small. In development a remote bundles them so it can run alone.
 */
function shared({ host, production }) {
  const noFallback = !host && production;
  const out = {};
  for (const [name, requiredVersion] of Object.entries(PACKAGES)) {
    out[name] = { singleton: true, requiredVersion, ...(noFallback ? { import: false } : {}) };
  }
  for (const m of SHARED_LIB_MODULES) {
    out[`shared-lib/${m}`] = {
      singleton: true,
      version: sharedLibPkg.version,
      requiredVersion: `^${sharedLibPkg.version.split('.')[0]}.0.0`,
      ...(noFallback ? { import: false } : {}),
    };
  }
  return out;
}

/**
 * What created a webpack chunk group, in federation's terms: `{ provides: shareKey }` for the group of
 * a shared module this build provides, `{ consumeFallback: shareKey }` for the fallback copy a
 * consumer would load if no provider had it, `null` for anything else (an entry, a named or plain
 * dynamic import). Read by the shell's build: which chunks the first paint runs (make-config.cjs,
 * ui-start) and which the service worker precaches (shell/webpack.config.js).
 */
function federationOrigin(group) {
  for (const { module: m } of group.origins) {
    if (m?.type === 'provide-module') return { provides: m._name ?? '' };
    if (m?.type === 'consume-shared-module') return { consumeFallback: m.options?.shareKey ?? '' };
  }
  return null;
}

module.exports = { shared, federationOrigin, SHARED_LIB_MODULES, sharedLibDir: path.resolve(__dirname, '../../shared-lib') };
