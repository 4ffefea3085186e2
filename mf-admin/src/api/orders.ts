/**
 * The back-office's orders api (contracts/admin-orders; api module cart, back-office side): the
 * orders list and its CSV, one order, its actions (with the optimistic version) and staff notes, the
 * invoices, the stock holds and manual stock adjustments. Every call goes to /api/admin/…, where the
 * staff session cookie is sent. A 401 means "sign in", a 403 "not your role", a 409 on an action
 * "another change came first" (orders.admin.stale) or "not possible now" (orders.admin.notAllowed),
 * with the current order as the answer's data.
 */
import { ApiError, buildUrl } from 'shared-lib/api';
import { api } from './admin';
import type {
  AdminOrder,
  AdminOrderPage,
  AdminOrderQuery,
  AdminOrderRow,
  OrderAction,
  OrderActionBody,
  StockAdjustBody,
  StockHold,
  TimelineEntry,
} from 'contracts/admin-orders';

export type { AdminOrder, AdminOrderPage, AdminOrderRow, OrderAction, OrderActionBody, StockAdjustBody, StockHold, TimelineEntry };

/**
 * Every order status, in the order staff meet them. contracts/cart's OrderStatus gains 'preparing',
 * 'shipped' and 'delivered' with this issue (and drops 'confirmed'); the union below is the same
 * once it has.
 */
export const ORDER_STATUSES = ['placed', 'awaiting_cheque', 'cheque_received', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'failed', 'merged'] as const;
export type OrderStatusName = AdminOrder['status'] | (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['online', 'cheque'] as const;

/** contracts' ORDER_ACTIONS, copied (a value import would bring the api's schemas into the bundle); the check below keeps them equal. */
export const ORDER_ACTIONS = ['chequeReceived', 'chequeCleared', 'chequeBounced', 'prepare', 'ship', 'deliver', 'cancel', 'refund'] as const satisfies readonly OrderAction[];
type MissingAction = Exclude<OrderAction, (typeof ORDER_ACTIONS)[number]>;
const everyAction: [MissingAction] extends [never] ? true : MissingAction = true;
void everyAction;

/** The list's query as sent (the status may be one of the new ones before contracts/cart has it). */
export type OrdersQuery = Omit<AdminOrderQuery, 'status' | 'lang'> & { status?: OrderStatusName };
export type StockAdjusted = { productId: number; stock: number };

const A = '/api/admin';
const query = (q: OrdersQuery) => q as Record<string, string | number | undefined>;

export const ordersApi = {
  list: (q: OrdersQuery, signal?: AbortSignal) => api<AdminOrderPage>(`${A}/orders`, { query: query(q), signal }),
  /** The address of the filtered orders' CSV (a plain link downloads it with the session cookie); paging is left out. */
  exportUrl: (q: OrdersQuery) => {
    const { page: _page, pageSize: _pageSize, ...filters } = q;
    return buildUrl(`${A}/orders/export.csv`, query(filters));
  },
  order: (id: number, signal?: AbortSignal) => api<AdminOrder>(`${A}/orders/${id}`, { signal }),
  act: (id: number, body: OrderActionBody) => api<AdminOrder>(`${A}/orders/${id}/actions`, { method: 'POST', body }),
  note: (id: number, text: string) => api<AdminOrder>(`${A}/orders/${id}/notes`, { method: 'POST', body: { text } }),
  /** The invoice PDF's address in Persian or English. */
  invoiceUrl: (id: number, lang: 'fa' | 'en') => buildUrl(`${A}/orders/${id}/invoice.pdf`, { lang }),

  holds: (signal?: AbortSignal) => api<StockHold[]>(`${A}/holds`, { signal }),
  release: (orderId: number) => api<AdminOrder>(`${A}/orders/${orderId}/release`, { method: 'POST' }),
  adjustStock: (productId: number, body: StockAdjustBody) => api<StockAdjusted>(`${A}/catalog/products/${productId}/stock`, { method: 'POST', body }),
};

/** The current order a 409 answered with (a stale version or a change no longer possible), if it did. */
export function currentOrderOf(err: unknown, id: number): AdminOrder | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const d = err.data as Partial<AdminOrder> | null;
  return d && typeof d === 'object' && d.id === id && typeof d.version === 'number' && Array.isArray(d.actions) ? (d as AdminOrder) : null;
}
