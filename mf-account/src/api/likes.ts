import { api } from 'shared-lib/api';
import type { LikedProduct } from 'contracts/auth';

export const LIKED_PRODUCTS_KEY = '/api/products/like/products';

/** The shopper's product likes (ids newest first; the cards for the profile). */
export const likesApi = {
  ids: (signal?: AbortSignal) => api<number[]>('/api/products/like', { signal }),
  like: (productId: number) => api<number[]>('/api/products/like', { method: 'POST', body: { productId } }),
  unlike: (productId: number) => api<number[]>(`/api/products/like/${productId}`, { method: 'DELETE' }),
  products: (signal?: AbortSignal) => api<LikedProduct[]>(LIKED_PRODUCTS_KEY, { signal }),
};
