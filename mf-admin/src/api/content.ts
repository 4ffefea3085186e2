/**
 * The back-office's content api (contracts/admin-content; api module content): blog posts and their
 * categories, for the content staff and the owner. A change carries the version it was made on: a
 * 409 (`content.admin.stale`) carries the post as it is now. Every call goes to /api/admin/….
 */
import type { AdminPage, AdminService, AdminServiceRow, PageInput, ServiceInput } from 'contracts/admin-content';
import type { AdminBlogCategory, AdminPost, AdminPostPage, AdminPostQuery, AdminPostRow, BlogCategoryInput, PostChange, PostInput, PostPreview, PostStatus } from 'contracts/admin-content';
import { api } from './admin';

export type { AdminPage, AdminService, AdminServiceRow, PageInput, ServiceInput };
export type { AdminBlogCategory, AdminPost, AdminPostPage, AdminPostQuery, AdminPostRow, BlogCategoryInput, PostChange, PostInput, PostPreview, PostStatus };

const P = '/api/admin/content';
export type PageKey = 'about' | 'customerExperience';

export const contentApi = {
  posts: (query: AdminPostQuery, signal?: AbortSignal) => api<AdminPostPage>(`${P}/posts`, { query, signal }),
  post: (id: number, signal?: AbortSignal) => api<AdminPost>(`${P}/posts/${id}`, { signal }),
  createPost: (body: PostInput) => api<AdminPost>(`${P}/posts`, { method: 'POST', body }),
  updatePost: (id: number, body: PostChange) => api<AdminPost>(`${P}/posts/${id}`, { method: 'PATCH', body }),
  preview: (body: PostInput, lang: 'fa' | 'en' | 'ru') => api<PostPreview>(`${P}/posts/preview`, { method: 'POST', body, query: { in: lang } }),
  uploadCover: (file: Blob) => {
    const form = new FormData();
    form.append('PictureFile', file, (file as File).name ?? 'cover');
    return api<{ url: string }>(`${P}/covers`, { method: 'POST', body: form });
  },
  categories: (signal?: AbortSignal) => api<AdminBlogCategory[]>(`${P}/blog-categories`, { signal }),
  createCategory: (body: BlogCategoryInput) => api<AdminBlogCategory>(`${P}/blog-categories`, { method: 'POST', body }),
  updateCategory: (id: number, body: BlogCategoryInput) => api<AdminBlogCategory>(`${P}/blog-categories/${id}`, { method: 'PUT', body }),
  services: (signal?: AbortSignal) => api<AdminServiceRow[]>(`${P}/services`, { signal }),
  service: (id: number, signal?: AbortSignal) => api<AdminService>(`${P}/services/${id}`, { signal }),
  updateService: (id: number, body: ServiceInput) => api<AdminService>(`${P}/services/${id}`, { method: 'PUT', body }),
  page: (key: PageKey, signal?: AbortSignal) => api<AdminPage>(`${P}/pages/${key}`, { signal }),
  updatePage: (key: PageKey, body: PageInput) => api<AdminPage>(`${P}/pages/${key}`, { method: 'PUT', body }),
};
