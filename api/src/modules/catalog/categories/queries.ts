import type { Category, CategoryRef, CategorySummary, CategoryWithBreadcrumb } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { imageRef, localizedSet } from '../lib/rows';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { safeDescription } from '../lib/sanitize';
import { localized } from '../../../lib/localized';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  row: Record<string, unknown>;
  active: boolean;
  sortOrder: number;
  /** active products in this category and all categories below it */
  productCount: number;
  children: CategoryNode[];
}

/**
 * The whole category tree with product counts. Categories are few (tens), so the tree is read
 * in one query and walked in memory: descendants for filters, ancestors for breadcrumbs.
 */
export class CategoryTree {
  readonly byId = new Map<number, CategoryNode>();

  static async load(db: DB): Promise<CategoryTree> {
    const [rows, counts] = await Promise.all([
      db.selectFrom('categories').selectAll().execute(),
      // the narrow copy of products the search keeps (migration 001_05): the count reads ~60 bytes a
      // product instead of the ~1.5 KB rows (PostgreSQL, 10,000 products: 5.5–14 ms on products)
      db
        .selectFrom('product_search_docs')
        .select(['category_id', (eb) => eb.fn.countAll().as('n')])
        .where('active', '=', 1)
        .groupBy('category_id')
        .execute(),
    ]);
    const tree = new CategoryTree();
    for (const r of rows) {
      tree.byId.set(Number(r.id), {
        id: Number(r.id),
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        row: r,
        active: Number(r.active) === 1,
        sortOrder: Number(r.sort_order),
        productCount: 0,
        children: [],
      });
    }
    for (const node of tree.byId.values()) {
      if (node.parentId !== null) tree.byId.get(node.parentId)?.children.push(node);
    }
    for (const node of tree.byId.values()) node.children.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    for (const c of counts) {
      // a product counts for its category and every ancestor
      let node = tree.byId.get(Number(c.category_id));
      const seen = new Set<number>();
      while (node && !seen.has(node.id)) {
        seen.add(node.id);
        node.productCount += Number(c.n);
        node = node.parentId === null ? undefined : tree.byId.get(node.parentId);
      }
    }
    return tree;
  }

  /** An active category by its label in any language (case-insensitive, Arabic ي/ك tolerated). */
  findByLabel(label: string): CategoryNode | undefined {
    const wanted = normalizeLabel(label);
    for (const node of this.byId.values()) {
      if (!node.active || node.id === PRODUCT_ROOT_CATEGORY_ID) continue;
      for (const l of ['label_fa', 'label_en', 'label_ru']) {
        const v = node.row[l];
        if (typeof v === 'string' && normalizeLabel(v) === wanted) return node;
      }
    }
    return undefined;
  }

  /** The ids of an active category and its active descendants. */
  subtreeIds(node: CategoryNode): number[] {
    const out: number[] = [];
    const walk = (n: CategoryNode) => {
      if (!n.active) return;
      out.push(n.id);
      n.children.forEach(walk);
    };
    walk(node);
    return out;
  }

  /** From the top-level product category down to this one (the product root 42 left out). */
  ancestry(node: CategoryNode): CategoryNode[] {
    const chain: CategoryNode[] = [];
    let cur: CategoryNode | undefined = node;
    const seen = new Set<number>();
    while (cur && cur.id !== PRODUCT_ROOT_CATEGORY_ID && !seen.has(cur.id)) {
      seen.add(cur.id);
      chain.unshift(cur);
      cur = cur.parentId === null ? undefined : this.byId.get(cur.parentId);
    }
    return chain;
  }

  /** The top-level product category a category belongs to. */
  topLevel(node: CategoryNode): CategoryNode {
    return this.ancestry(node)[0] ?? node;
  }
}

const normalizeLabel = (s: string) =>
  s.normalize('NFC').replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').replace(/\u200C/g, '-').trim().toLowerCase();

export const categoryRef = (node: CategoryNode, lang: Lang): CategoryRef => ({
  id: node.id,
  name: localized(node.row, 'name', lang) ?? '',
  label: localized(node.row, 'label', lang) ?? '',
});

/** A category without its subcategories. */
export function categorySummary(node: CategoryNode, lang: Lang): CategorySummary {
  return {
    ...categoryRef(node, lang),
    parentId: node.parentId,
    labels: localizedSet(node.row, 'label'),
    description: safeDescription(localized(node.row, 'description', lang)),
    image: imageRef(node.row.image_guid as string | null),
    color: (node.row.color as string | null) ?? null,
    productCount: node.productCount,
    sortOrder: node.sortOrder,
    active: node.active,
  };
}

/** A category with its active subcategories. */
export const categoryWithChildren = (node: CategoryNode, lang: Lang): Category & { children: CategorySummary[] } => ({
  ...categorySummary(node, lang),
  children: node.children.filter((c) => c.active).map((c) => categorySummary(c, lang)),
});

/** A category page's category: its subcategories and the breadcrumb from the top-level category down. */
export const categoryPage = (tree: CategoryTree, node: CategoryNode, lang: Lang): CategoryWithBreadcrumb => ({
  ...categoryWithChildren(node, lang),
  breadcrumb: tree.ancestry(node).map((n) => categoryRef(n, lang)),
});
