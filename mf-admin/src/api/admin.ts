/**
 * The back-office api (api/src/modules/backoffice and catalog/admin; shapes in contracts/admin and
 * contracts/admin-catalog). Every call goes to /api/admin/…, where the staff session cookie is sent
 * (Path=/api/admin, SameSite=Strict). A 401 means "sign in", a 403 "not your role".
 */
import { ApiError, api as request, buildUrl, type RequestOptions } from 'shared-lib/api';
import type { Staff, StaffMe, StaffOtpSent, StaffRole, AuditPage, StaffVerifyBody } from 'contracts/admin';
import type {
  AdminBrand,
  AdminCategory,
  AdminPicture,
  AdminProduct,
  AdminProductQuery,
  AdminProductRow,
  BrandInput,
  CategoryInput,
  ImportReport,
  NewCategory,
  ProductInput,
} from 'contracts/admin-catalog';

export type { Staff, StaffMe, StaffRole, AuditPage, AdminBrand, AdminCategory, AdminPicture, AdminProduct, AdminProductRow, BrandInput, CategoryInput, ImportReport, NewCategory, ProductInput };
export type AdminProductPage = { items: AdminProductRow[]; total: number; page: number; pageSize: number; pageCount: number };
export type AuditFilter = { staffId?: number; entity?: string; from?: string; to?: string; page?: number; pageSize?: number };

/** Every call: a 401 (the session ended: idle, signed out elsewhere) tells the back-office to show the sign-in form. */
export async function api<T>(path: string, opts?: RequestOptions): Promise<T> {
  try {
    return await request<T>(path, opts);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && typeof window !== 'undefined') window.dispatchEvent(new Event('admin:signed-out'));
    throw err;
  }
}

const A = '/api/admin';
const C = `${A}/catalog`;

function fileForm(field: string, file: Blob, name?: string): FormData {
  const form = new FormData();
  form.append(field, file, name ?? (file as File).name ?? field);
  return form;
}

export const adminApi = {
  // sign-in and session
  me: (signal?: AbortSignal) => api<StaffMe>(`${A}/me`, { signal }),
  requestOtp: (mobile: string) => api<StaffOtpSent>(`${A}/auth/otp`, { method: 'POST', body: { mobile } }),
  verify: (body: StaffVerifyBody) => api<StaffMe>(`${A}/auth/verify`, { method: 'POST', body }),
  setPassword: (password: string, currentPassword?: string) => api<StaffMe>(`${A}/auth/password`, { method: 'POST', body: { password, ...(currentPassword ? { currentPassword } : {}) } }),
  logout: () => api<null>(`${A}/auth/logout`, { method: 'POST', body: {} }),

  // staff (owner)
  listStaff: (signal?: AbortSignal) => api<Staff[]>(`${A}/staff`, { signal }),
  createStaff: (body: { mobile: string; name: string; roles: StaffRole[] }) => api<Staff>(`${A}/staff`, { method: 'POST', body }),
  updateStaff: (id: number, body: { name?: string; roles?: StaffRole[]; active?: boolean }) => api<Staff>(`${A}/staff/${id}`, { method: 'PATCH', body }),

  // audit trail (owner)
  audit: (filter: AuditFilter, signal?: AbortSignal) => api<AuditPage>(`${A}/audit`, { query: filter, signal }),

  // catalogue
  products: (query: AdminProductQuery, signal?: AbortSignal) => api<AdminProductPage>(`${C}/products`, { query: query as Record<string, string | number | boolean | undefined>, signal }),
  product: (id: number, signal?: AbortSignal) => api<AdminProduct>(`${C}/products/${id}`, { signal }),
  createProduct: (body: ProductInput) => api<AdminProduct>(`${C}/products`, { method: 'POST', body }),
  updateProduct: (id: number, body: ProductInput) => api<AdminProduct>(`${C}/products/${id}`, { method: 'PUT', body }),
  quickEdit: (id: number, body: { price: number | null }) => api<AdminProductRow>(`${C}/products/${id}`, { method: 'PATCH', body }),
  removeProduct: (id: number) => api<{ id: number; outcome: 'deleted' | 'archived' }>(`${C}/products/${id}`, { method: 'DELETE' }),
  addPicture: (id: number, file: Blob) => api<AdminPicture[]>(`${C}/products/${id}/pictures`, { method: 'POST', body: fileForm('PictureFile', file) }),
  orderPictures: (id: number, pictures: Array<{ id: number; alt: { fa: string | null; en: string | null } }>) =>
    api<AdminPicture[]>(`${C}/products/${id}/pictures`, { method: 'PUT', body: { pictures } }),
  removePicture: (id: number, pictureId: number) => api<AdminPicture[]>(`${C}/products/${id}/pictures/${pictureId}`, { method: 'DELETE' }),

  categories: (signal?: AbortSignal) => api<AdminCategory[]>(`${C}/categories`, { signal }),
  createCategory: (body: NewCategory) => api<AdminCategory>(`${C}/categories`, { method: 'POST', body }),
  updateCategory: (id: number, body: CategoryInput) => api<AdminCategory>(`${C}/categories/${id}`, { method: 'PUT', body }),
  moveCategory: (id: number, parentId: number, position?: number) => api<AdminCategory>(`${C}/categories/${id}/move`, { method: 'POST', body: { parentId, ...(position === undefined ? {} : { position }) } }),
  orderCategories: (parentId: number, childIds: number[]) => api<AdminCategory[]>(`${C}/categories/${parentId}/children`, { method: 'PUT', body: { childIds } }),
  categoryPicture: (id: number, file: Blob) => api<AdminCategory>(`${C}/categories/${id}/picture`, { method: 'POST', body: fileForm('PictureFile', file) }),

  brands: (signal?: AbortSignal) => api<AdminBrand[]>(`${C}/brands`, { signal }),
  createBrand: (body: BrandInput) => api<AdminBrand>(`${C}/brands`, { method: 'POST', body }),
  updateBrand: (id: number, body: BrandInput) => api<AdminBrand>(`${C}/brands/${id}`, { method: 'PUT', body }),
  brandLogo: (id: number, file: Blob) => api<AdminBrand>(`${C}/brands/${id}/logo`, { method: 'POST', body: fileForm('PictureFile', file) }),

  /** The address of the catalogue's CSV (a plain link downloads it with the session cookie). */
  exportUrl: () => buildUrl(`${C}/export.csv`),
  importCatalogue: (file: Blob, dryRun: boolean) => api<ImportReport>(`${C}/import`, { method: 'POST', query: { dryRun }, body: fileForm('file', file) }),
};
