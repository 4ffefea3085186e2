import { ORDER_NOTE_CODES as NOTE_CODES, splitOrderNote as splitNote, type OrderNoteCode as NoteCode } from 'contracts/order-notes';
import type { OrderStatusName } from '../../api/orders';
import type { Translate } from '../../lib/errors';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/**
 * A status's chip colour: waiting (grey), moving (the theme's blue), done (green), stopped (red). Not
 * MUI's warning and info: white on their orange and light blue is under AA contrast (axe, 360 px list).
 */
const COLORS: Record<string, ChipColor> = {
  placed: 'default',
  awaiting_cheque: 'default',
  cheque_received: 'secondary',
  paid: 'success',
  preparing: 'secondary',
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

// every code the api writes in an order's timeline (contracts/order-notes: one list for the api and both pages),
// each with its words under `admin-orders:notes.*`; a code not listed (a newer api) is shown as it is
export { NOTE_CODES, splitNote, type NoteCode };

/** Codes of older history rows (cheque.rejected became cheque.bounced; the first hold events), still worded. */
const OLD_NOTE_CODES = ['cheque.rejected', 'cart.notEnoughStock'];
const KNOWN_NOTES = new Set<string>([...NOTE_CODES, ...OLD_NOTE_CODES]);

/**
 * A note code in words (`{{id}}` the order number after its colon, in the page's digits), or null for a
 * code this screen does not know. The code is never handed to i18next whole: its colon would be read as a namespace.
 */
export function noteText(note: string, t: Translate, digits: (s: string) => string = (s) => s): string | null {
  const { code, value } = splitNote(note);
  return KNOWN_NOTES.has(code) ? t(`admin-orders:notes.${code}`, { id: digits(value ?? '') }) : null;
}
