/**
 * The back-office's content api (contracts/admin-content; api module content): blog posts and their
 * categories, for the content staff and the owner. A change carries the version it was made on: a
 * 409 (`content.admin.stale`) carries the post as it is now. Every call goes to /api/admin/….
 */
import type { AdminPage, AdminProject, AdminService, AdminServiceRow, AdminTestimonial, PageInput, ProjectInput, ServiceInput, TestimonialInput } from 'contracts/admin-content';
import type { AdminBlogCategory, AdminPost, AdminPostPage, AdminPostQuery, AdminPostRow, BlogCategoryInput, PostChange, PostInput, PostPreview, PostStatus } from 'contracts/admin-content';
import { api } from './admin';

export type { AdminPage, AdminProject, AdminService, AdminServiceRow, AdminTestimonial, PageInput, ProjectInput, ServiceInput, TestimonialInput };
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
  projects: (signal?: AbortSignal) => api<AdminProject[]>(`${P}/projects`, { signal }),
  createProject: (body: ProjectInput) => api<AdminProject>(`${P}/projects`, { method: 'POST', body }),
  updateProject: (id: number, body: ProjectInput) => api<AdminProject>(`${P}/projects/${id}`, { method: 'PUT', body }),
  removeProject: (id: number) => api<{ id: number }>(`${P}/projects/${id}`, { method: 'DELETE' }),
  testimonials: (signal?: AbortSignal) => api<AdminTestimonial[]>(`${P}/testimonials`, { signal }),
  createTestimonial: (body: TestimonialInput) => api<AdminTestimonial>(`${P}/testimonials`, { method: 'POST', body }),
  updateTestimonial: (id: number, body: TestimonialInput) => api<AdminTestimonial>(`${P}/testimonials/${id}`, { method: 'PUT', body }),
  removeTestimonial: (id: number) => api<{ id: number }>(`${P}/testimonials/${id}`, { method: 'DELETE' }),
};
