/**
 * The back-office's dashboard figures (contracts/admin-dashboard; the cart module's orders part, the
 * catalog module's stock part) and the leads' open counts (contracts/admin-leads). Each is asked only by
 * staff whose roles may see it.
 */
import type { CatalogueDashboard, OrdersDashboard } from 'contracts/admin-dashboard';
import type { LeadPage } from 'contracts/admin-leads';
import { api } from './admin';

export type { CatalogueDashboard, OrdersDashboard };

const A = '/api/admin';

export const dashboardApi = {
  orders: (signal?: AbortSignal) => api<OrdersDashboard>(`${A}/dashboard/orders`, { signal }),
  catalogue: (signal?: AbortSignal) => api<CatalogueDashboard>(`${A}/dashboard/catalogue`, { signal }),
  /** How many leads have this status (one row asked: the page's total is the count). */
  leadCount: async (status: 'new' | 'in_progress', signal?: AbortSignal) =>
    (await api<LeadPage>(`${A}/leads`, { query: { status, pageSize: 1 }, signal })).total,
};
