import type { SeoIndex } from 'contracts/seo';
import type { DB } from '../../../db/database';
import { listPublicCatalog } from '../../catalog/public';
import { listPublicContent } from '../../content/public';

/** Every public entity with its URL keys per language and last change, from the catalog's and content's public reads. */
export async function buildSeoIndex(db: DB): Promise<SeoIndex> {
  const [catalog, content] = await Promise.all([listPublicCatalog(db), listPublicContent(db)]);
  return {
    categories: catalog.categories,
    brands: catalog.brands,
    products: catalog.products,
    posts: content.posts,
    blogCategories: content.blogCategories,
    services: content.services,
    // the catalogue page's text is the storefront's own (in Russian too); its files decide when it changed
    pages: [...content.pages, { key: 'catalogue', ru: true, updatedAt: catalog.catalogueUpdatedAt }],
  };
}
