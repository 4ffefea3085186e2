import type { OrderStatusName } from '../../api/orders';
import type { Translate } from '../../lib/errors';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** A status's chip colour: waiting (amber), moving (blue), done (green), stopped (red or grey). */
const COLORS: Record<string, ChipColor> = {
  placed: 'warning',
  awaiting_cheque: 'warning',
  cheque_received: 'info',
  paid: 'success',
  preparing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
  failed: 'error',
  merged: 'default',
};

export const statusColor = (s: OrderStatusName | string): ChipColor => COLORS[s] ?? 'default';

/** The localized name of a status; one the screen does not know (a newer api) as its code. */
export const KNOWN_STATUSES = new Set([...Object.keys(COLORS), 'confirmed']);
export const statusName = (s: string, t: Translate): string => (KNOWN_STATUSES.has(s) ? t(`admin-orders:status.${s}`) : s);

/** The order's number as staff say it: "#1043", in the page's digits. */
export const orderPath = (id: number) => `/admin/orders/${id}`;
