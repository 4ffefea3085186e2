import { api } from 'shared-lib/api';
import type { Address, SavedAddress } from 'contracts/cart';

/** The logged-in shopper's address book (/api/cart/addresses); every call answers the whole book. */
export const addressApi = {
  list: (signal?: AbortSignal) => api<SavedAddress[]>('/api/cart/addresses', { signal }),
  add: (address: Address, isDefault = false) => api<SavedAddress[]>('/api/cart/addresses', { method: 'POST', body: { ...address, isDefault } }),
  remove: (id: number) => api<SavedAddress[]>(`/api/cart/addresses/${id}`, { method: 'DELETE' }),
  makeDefault: (id: number) => api<SavedAddress[]>(`/api/cart/addresses/${id}/default`, { method: 'POST', body: {} }),
};
