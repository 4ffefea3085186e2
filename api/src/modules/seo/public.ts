/**
 * What other modules may use of the seo module: the list of public pages (as `GET /api/seo/index`
 * answers it), e.g. for a server that renders or checks pages. Everything else here is private.
 */
export { buildSeoIndex } from './sitemap/service';
