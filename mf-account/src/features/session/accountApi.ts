import { api } from 'shared-lib/api';
import type { ImageRef } from 'shared-lib/api';

/** The account as the auth api answers it (api/src/modules/auth/README.md). */
export interface AccountUser {
  id: number;
  mobile: string;
  fullName: string | null;
  hasPassword: boolean;
  createdAt: string;
}

/** Spec §4 login modes: register '1', login '2', login with second step (password) '3'. */
export type LoginMode = '1' | '2' | '3';

export interface UserDetail {
  mobile: string;
  exists: boolean;
  hasPassword: boolean;
  mode: LoginMode;
}

export interface OtpSent {
  mobile: string;
  expiresIn: number;
  resendIn: number;
  codeLength: number;
}

export interface LoggedIn {
  user: AccountUser;
  basketId: string | null;
}

export interface LikedProduct {
  id: number;
  name: string;
  slug: string;
  price: number | null;
  image: ImageRef | null;
  active: boolean;
  inStock: boolean;
}

/** An order as the cart module's GET /api/productOrder/list answers it. */
export interface OrderSummary {
  id: number;
  productOrderId: number;
  status: string;
  isOnline: boolean;
  isCheque: boolean;
  payable: number;
  itemCount: number;
  createdAt: string;
  paidAt: string | null;
}

export const LIKED_PRODUCTS_KEY = '/api/products/like/products';
export const ORDERS_KEY = '/api/productOrder/list';

export const accountApi = {
  user: (signal?: AbortSignal) => api<AccountUser | null>('/api/auth/user', { signal }),
  userDetail: (mobile: string) => api<UserDetail>('/api/auth/userDetail', { method: 'POST', body: { mobile } }),
  sendOtp: (mobile: string) => api<OtpSent>('/api/auth/otp', { method: 'POST', body: { mobile } }),
  checkOtp: (mobile: string, code: string) => api<{ verified: boolean; mode: LoginMode }>('/api/auth/checkOtp', { method: 'POST', body: { mobile, code } }),
  login: (body: { mobile: string; code?: string; password?: string; cartCode?: string | null }) =>
    api<LoggedIn>('/api/auth/login', { method: 'POST', body }),
  register: (body: { mobile: string; code: string; fullName: string; password?: string; cartCode?: string | null }) =>
    api<LoggedIn>('/api/auth/register', { method: 'POST', body }),
  logout: () => api<null>('/api/auth/logout', { method: 'POST', body: {} }),
  saveProfile: (fullName: string) => api<AccountUser>('/api/auth/profile', { method: 'PUT', body: { fullName } }),
  setPassword: (body: { password: string; currentPassword?: string; code?: string }) =>
    api<AccountUser>('/api/auth/password', { method: 'POST', body }),
  likes: (signal?: AbortSignal) => api<number[]>('/api/products/like', { signal }),
  like: (productId: number) => api<number[]>('/api/products/like', { method: 'POST', body: { productId } }),
  unlike: (productId: number) => api<number[]>(`/api/products/like/${productId}`, { method: 'DELETE' }),
  likedProducts: (signal?: AbortSignal) => api<LikedProduct[]>(LIKED_PRODUCTS_KEY, { signal }),
  orders: (signal?: AbortSignal) => api<OrderSummary[]>(ORDERS_KEY, { signal }),
};

/** The guest basket id the cart keeps in the basketId cookie (spec §3), sent as cartCode at login. */
export function guestBasketId(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === 'basketId' && v.length) return decodeURIComponent(v.join('='));
  }
  return null;
}
