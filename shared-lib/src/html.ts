// The one HTML escape of the storefront: jshttp's escape-html (what express uses; & < > " ' as
// entities) for text and attribute values written into HTML by hand (the server's head tags, the
// service worker's offline page, the contact map's credit). Deliberately NOT in
// scripts/webpack/federation.cjs's SHARED_LIB_MODULES: each app bundles its copy (~300 bytes) where it
// is used, so no page's first visit waits for a shared module to escape a string.
export { default as escapeHtml } from 'escape-html';
