import type { DB } from '../../../db/database';

/** The storefront's languages as URL prefixes: Persian unprefixed, then /en and /ru (shell/routes.json). */
const PREFIXES = ['', '/en', '/ru'] as const;
export const inEach = (bare: string) => PREFIXES.map((p) => p + bare);
const seg = encodeURIComponent;

/** The blog's list pages in each language (the storefront's /st/blog and /st/BlogCat). */
export const BLOG_PAGES: readonly string[] = [...inEach('/st/blog'), ...inEach('/st/BlogCat')];

/** A post's storefront paths in each language, unencoded (/po/<id>/<slug>; Russian uses the English slug where none). */
export function postPaths(r: { id: number; slug_fa: string; slug_en: string; slug_ru: string | null }) {
  return { fa: `/po/${r.id}/${r.slug_fa}`, en: `/en/po/${r.id}/${r.slug_en}`, ru: `/ru/po/${r.id}/${r.slug_ru ?? r.slug_en}` };
}

/** The percent-encoded paths (as browsers ask for them) of posts' pages, with their current slugs. */
export async function postPagesOf(trx: DB, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await trx.selectFrom('posts').select(['id', 'slug_fa', 'slug_en', 'slug_ru']).where('id', 'in', ids).execute();
  return rows.flatMap((r) => [`/po/${Number(r.id)}/${seg(r.slug_fa)}`, `/en/po/${Number(r.id)}/${seg(r.slug_en)}`, `/ru/po/${Number(r.id)}/${seg(r.slug_ru ?? r.slug_en)}`]);
}
