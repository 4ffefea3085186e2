import { api } from 'shared-lib/api';
import type { OrderListItem } from 'contracts/cart';

export const ORDERS_KEY = '/api/productOrder/list';

/** The cart module's order list, for the profile. */
export const ordersApi = {
  list: (signal?: AbortSignal) => api<OrderListItem[]>(ORDERS_KEY, { signal }),
};
