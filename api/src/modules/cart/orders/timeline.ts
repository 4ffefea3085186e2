import type { TimelineEntry } from 'contracts/admin-orders';
import type { OrderTimelineEntry } from 'contracts/cart';
import type { DB } from '../../../db/database';

/**
 * An order's timeline, from its history rows (change.ts writes them): changes of state and events
 * (`status`), hold events (`hold`), staff notes (`note`, the text in details) and the SMS sent
 * (`notification`). Staff see everything with who did it; the shopper sees neither the notes nor
 * who on the staff acted, nor a message that could not be sent.
 */

interface Row {
  id: number;
  at: string;
  kind: TimelineEntry['kind'];
  from: string | null;
  to: string;
  note: string | null;
  staffId: number | null;
  details: Record<string, unknown> | null;
}

const KINDS = new Set(['status', 'note', 'hold', 'notification']);

function parse(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string' || !text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function historyRows(db: DB, orderId: number): Promise<Row[]> {
  const rows = await db.selectFrom('product_order_history').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: String(r.created_at),
    kind: (KINDS.has(r.kind) ? r.kind : 'status') as Row['kind'],
    from: r.from_status ?? null,
    to: String(r.to_status),
    note: r.note ?? null,
    staffId: r.staff_id === null || r.staff_id === undefined ? null : Number(r.staff_id),
    details: parse(r.details),
  }));
}

/** The back office's timeline: every entry, oldest first, with the staff member's name. */
export async function staffTimeline(db: DB, orderId: number): Promise<TimelineEntry[]> {
  const rows = await historyRows(db, orderId);
  const ids = [...new Set(rows.map((r) => r.staffId).filter((id): id is number => id !== null))];
  // the back office's staff table (read only): names for the timeline
  const names = new Map(
    ids.length ? (await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute()).map((s) => [Number(s.id), String(s.name)] as const) : [],
  );
  return rows.map((r) => {
    const isNote = r.kind === 'note';
    const isStatus = r.kind === 'status';
    return {
      id: r.id,
      at: r.at,
      kind: r.kind,
      from: isStatus ? r.from : null,
      to: isStatus || r.kind === 'hold' ? r.to : null,
      note: isNote ? String(r.details?.text ?? '') : r.note,
      staffId: r.staffId,
      staffName: r.staffId === null ? null : (names.get(r.staffId) ?? null),
      details: isNote ? null : r.details,
    };
  });
}

/** What the shopper is shown of a change's details. */
const SHOPPER_DETAILS = ['carrier', 'trackingCode', 'reference', 'amount', 'event', 'message'];

/** The shopper's timeline: changes of state, hold events and the messages that reached them; no staff notes, no staff names. */
export async function shopperTimeline(db: DB, orderId: number): Promise<OrderTimelineEntry[]> {
  const rows = await historyRows(db, orderId);
  return rows
    // staff-only events (stock.shortage: the shop must restock or refund) stay out too
    .filter((r) => ((r.kind === 'status' || r.kind === 'hold') && !r.note?.startsWith('stock.')) || (r.kind === 'notification' && r.details?.status !== 'failed'))
    .map((r) => {
      const kept = r.details ? Object.fromEntries(Object.entries(r.details).filter(([k]) => SHOPPER_DETAILS.includes(k))) : null;
      return {
        id: r.id,
        at: r.at,
        kind: r.kind as OrderTimelineEntry['kind'],
        from: r.kind === 'status' ? r.from : null,
        to: r.kind === 'notification' ? null : r.to,
        note: r.note,
        details: kept && Object.keys(kept).length ? kept : null,
      };
    });
}
