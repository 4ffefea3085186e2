import { api } from 'shared-lib/api';
import type { SavedAddress } from 'contracts/cart';

export const ADDRESSES_KEY = '/api/cart/addresses';

/** The cart module's address book (every call answers the whole book), for the profile. */
export const addressesApi = {
  list: (signal?: AbortSignal) => api<SavedAddress[]>(ADDRESSES_KEY, { signal }),
  makeDefault: (id: number) => api<SavedAddress[]>(`${ADDRESSES_KEY}/${id}/default`, { method: 'POST', body: {} }),
  remove: (id: number) => api<SavedAddress[]>(`${ADDRESSES_KEY}/${id}`, { method: 'DELETE' }),
};
