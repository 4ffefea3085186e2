import type { Answer, Query } from 'contracts/common';
import type { getPost, listBlogCategories, listPosts } from 'contracts/content';
import { apiRead } from './request';

export const blogCategories = (lang: string) => apiRead<Answer<typeof listBlogCategories>>('/api/blog/categories', { lang });

/** A page of articles, newest first, optionally of one category (by slug). */
export const blogPosts = (query: Omit<Query<typeof listPosts>, 'lang'>, lang: string) =>
  apiRead<Answer<typeof listPosts>>('/api/blog/posts', { ...query, lang });

export const blogPost = (id: number | string, lang: string) => apiRead<Answer<typeof getPost>>(`/api/blog/posts/${id}`, { lang });
