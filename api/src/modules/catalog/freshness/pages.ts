import type { DB } from '../../../db/database';
import { num } from '../lib/rows';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';

/** The storefront's languages as URL prefixes: Persian unprefixed, then /en and /ru (shell/routes.json). */
const PREFIXES = ['', '/en', '/ru'] as const;
const inEach = (bare: string) => PREFIXES.map((p) => (p && bare === '/' ? p : p + bare));
const seg = encodeURIComponent;

/**
 * Pages every catalogue change may show on: home (featured products, categories, brands), the
 * categories' and brands' lists in each language, and the shell's sitemaps (spec §2's names).
 */
export const SITE_PAGES: readonly string[] = [
  ...inEach('/'),
  ...inEach('/cat'),
  ...inEach('/brand'),
  '/sitemap.xml',
  '/index-sitemap.xml',
  '/fa-ir-sitemap.xml',
  '/en-us-sitemap.xml',
  '/ru-ru-sitemap.xml',
];

/** Rows per `in (…)` list: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 1000;

/**
 * The storefront pages (paths, percent-encoded as browsers ask for them) a catalogue write touches,
 * collected inside its transaction: a write reads them before its change (old slugs, old category
 * and brand) and after it (new ones), so both addresses are purged. Paths follow the page's own URL
 * keys: /pr/<id>/<slug>, /cat/<label>, /brand/<id>/<label>; Russian pages use the English key where
 * no Russian one exists, as the sitemaps do (api/src/modules/catalog/public.ts#listPublicCatalog).
 */
export class TouchedPages {
  private readonly set = new Set<string>(SITE_PAGES);

  add(...paths: string[]): void {
    for (const p of paths) this.set.add(p);
  }

  /** Every path, the site-wide pages first. */
  paths(): string[] {
    return [...this.set];
  }

  /** Product pages in each language with their current slugs, with their categories' (and ancestors') and brands' pages. */
  async products(trx: DB, ids: number[]): Promise<void> {
    const categories = new Set<number>();
    const brands = new Set<number>();
    const wanted = [...new Set(ids)];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = await trx
        .selectFrom('products')
        .select(['id', 'slug_fa', 'slug_en', 'slug_ru', 'category_id', 'brand_id'])
        .where('id', 'in', wanted.slice(i, i + CHUNK))
        .execute();
      for (const r of rows) {
        const id = num(r.id);
        this.add(`/pr/${id}/${seg(r.slug_fa)}`, `/en/pr/${id}/${seg(r.slug_en)}`, `/ru/pr/${id}/${seg(r.slug_ru ?? r.slug_en)}`);
        categories.add(num(r.category_id));
        if (r.brand_id !== null) brands.add(num(r.brand_id));
      }
    }
    await this.categories(trx, [...categories]);
    await this.brands(trx, [...brands]);
  }

  /**
   * Category pages with their ancestors' (a category page lists its subtree's products and its
   * subcategories). `withProducts`: the pages of every product below them too (their breadcrumbs
   * name the category; an inactive category hides them).
   */
  async categories(trx: DB, ids: number[], opts: { withProducts?: boolean } = {}): Promise<void> {
    if (!ids.length) return;
    const rows = await trx.selectFrom('categories').select(['id', 'parent_id', 'label_fa', 'label_en', 'label_ru']).execute();
    const byId = new Map(rows.map((r) => [num(r.id), r]));
    for (const id of ids) {
      const seen = new Set<number>();
      for (let cur = byId.get(id); cur && num(cur.id) !== PRODUCT_ROOT_CATEGORY_ID && !seen.has(num(cur.id)); cur = cur.parent_id === null ? undefined : byId.get(num(cur.parent_id))) {
        seen.add(num(cur.id));
        this.add(`/cat/${seg(cur.label_fa)}`, `/en/cat/${seg(cur.label_en)}`, `/ru/cat/${seg(cur.label_ru ?? cur.label_en)}`);
      }
    }
    if (!opts.withProducts) return;
    const below = new Set(ids);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of rows) {
        if (r.parent_id !== null && below.has(num(r.parent_id)) && !below.has(num(r.id))) {
          below.add(num(r.id));
          grew = true;
        }
      }
    }
    const products = await trx.selectFrom('products').select('id').where('category_id', 'in', [...below]).execute();
    await this.products(trx, products.map((p) => num(p.id)));
  }

  /** Brand pages in each language. `withProducts`: its products' pages too (they show the brand's name and logo). */
  async brands(trx: DB, ids: number[], opts: { withProducts?: boolean } = {}): Promise<void> {
    if (!ids.length) return;
    const rows = await trx.selectFrom('brands').select(['id', 'label']).where('id', 'in', ids).execute();
    for (const r of rows) this.add(...inEach(`/brand/${num(r.id)}/${seg(r.label)}`));
    if (!opts.withProducts) return;
    const products = await trx.selectFrom('products').select('id').where('brand_id', 'in', ids).execute();
    await this.products(trx, products.map((p) => num(p.id)));
  }
}
