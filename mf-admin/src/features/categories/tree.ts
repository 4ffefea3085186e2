import type { AdminCategory } from '../../api/admin';

/** The storefront's product categories hang under this category (the api's PRODUCT_ROOT_CATEGORY_ID). */
export const ROOT_ID = 42;

export interface CategoryNode {
  category: AdminCategory;
  depth: number;
  children: CategoryNode[];
}

const bySortOrder = (a: AdminCategory, b: AdminCategory) => a.sortOrder - b.sortOrder || a.id - b.id;

/** The api's flat list (parentId, sortOrder) as a tree under the root, siblings in their order. */
export function buildTree(list: AdminCategory[]): CategoryNode[] {
  const kids = new Map<number, AdminCategory[]>();
  for (const c of list) {
    const siblings = kids.get(c.parentId);
    if (siblings) siblings.push(c);
    else kids.set(c.parentId, [c]);
  }
  const seen = new Set<number>();
  const walk = (parentId: number, depth: number): CategoryNode[] =>
    [...(kids.get(parentId) ?? [])]
      .sort(bySortOrder)
      .filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)))
      .map((c) => ({ category: c, depth, children: walk(c.id, depth + 1) }));
  return walk(ROOT_ID, 0);
}

/** Every node of the tree, each after its parent (the order the page lists them in). */
export function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** `id` and every category below it: where `id` may not be moved to. */
export function selfAndDescendants(list: AdminCategory[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of list) {
      if (out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

/** The children of `parentId`, in their order. */
export function childrenOf(list: AdminCategory[], parentId: number): AdminCategory[] {
  return list.filter((c) => c.parentId === parentId).sort(bySortOrder);
}

/** The list with `changed` put in (replacing those with the same id, new ones added at the end). */
export function upsert(list: AdminCategory[], changed: AdminCategory[]): AdminCategory[] {
  const byId = new Map(changed.map((c) => [c.id, c]));
  const out = list.map((c) => byId.get(c.id) ?? c);
  for (const c of changed) if (!list.some((o) => o.id === c.id)) out.push(c);
  return out;
}
