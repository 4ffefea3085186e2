import type { PostDetail, PostList, PostListQuery } from 'contracts/content';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { findCategory, getPost, listPosts } from './queries';

export const DEFAULT_PAGE_SIZE = 9;

/** A page of the blog, optionally of one category (by id or slug); an unknown category is a 404. */
export async function postsPage(db: DB, lang: Lang, query: PostListQuery): Promise<PostList> {
  const { page = 1, pageSize = DEFAULT_PAGE_SIZE, categoryId, category: slug } = query;
  let category = null;
  if (categoryId !== undefined || slug !== undefined) {
    category = await findCategory(db, { id: categoryId, slug }, lang);
    if (!category) throw notFound('content.categoryNotFound');
  }
  const result = await listPosts(db, lang, { page, pageSize, categoryId: category?.id });
  return { ...result, category };
}

/** A published article with its related posts; missing, inactive or not yet published is a 404. */
export async function publishedPost(db: DB, id: number, lang: Lang): Promise<PostDetail> {
  const post = await getPost(db, id, lang);
  if (!post) throw notFound('content.postNotFound');
  return post;
}
