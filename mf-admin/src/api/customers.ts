/**
 * The back-office's customers api (contracts/admin-customers; api module auth, back-office side): the
 * shop's accounts searched by mobile or name, one customer with addresses, orders and likes, and
 * blocking or unblocking their sign-in. Every call goes to /api/admin/…, where the staff session cookie
 * is sent. A 401 means "sign in", a 403 "not your role", a 409 on a block "someone else did it first".
 */
import { api } from './admin';
import type { AdminCustomer, CustomerBlock, CustomerOrder, CustomerPage, CustomerQuery, CustomerRow } from 'contracts/admin-customers';

export type { AdminCustomer, CustomerBlock, CustomerOrder, CustomerPage, CustomerRow };

/** The list's query as sent. */
export type CustomersQuery = Omit<CustomerQuery, 'lang'>;

const A = '/api/admin/customers';

export const customersApi = {
  list: (q: CustomersQuery, signal?: AbortSignal) => api<CustomerPage>(A, { query: q as Record<string, string | number | undefined>, signal }),
  customer: (id: number, signal?: AbortSignal) => api<AdminCustomer>(`${A}/${id}`, { signal }),
  /** Ends every session of the customer and refuses their sign-in until unblocked. */
  block: (id: number, reason: string) => api<AdminCustomer>(`${A}/${id}/block`, { method: 'POST', body: { reason } }),
  unblock: (id: number) => api<AdminCustomer>(`${A}/${id}/unblock`, { method: 'POST', body: {} }),
};
