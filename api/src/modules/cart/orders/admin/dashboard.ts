import type { BestSeller, DashboardDay, DashboardPeriod, OrdersDashboard } from 'contracts/admin-dashboard';
import type { DB } from '../../../../db/database';
import type { Lang } from '../../../../lib/i18n';
import { DAY_MS, TEHRAN_OFFSET_MS } from '../../../../lib/shop-days';

/**
 * The dashboard's orders part (GET /admin/dashboard/orders, contracts/admin-dashboard.ts): today, this
 * week (from Saturday) and this Persian month in Tehran's days, what waits for staff, the best sellers
 * and the last 30 days. The window's orders (a small shop's month: hundreds, a busy one's: a few
 * thousand) are read once and added up here, the same on SQLite and PostgreSQL.
 */

export const DASHBOARD_DAYS = 30;
const NOT_COUNTED = new Set(['failed', 'cancelled', 'merged']);

/** Tehran's calendar: the start (as a UTC instant) of the Tehran day that holds `at`. */
export function tehranDayStart(at: number): number {
  return Math.floor((at + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS - TEHRAN_OFFSET_MS;
}

/** The Tehran day (YYYY-MM-DD, Gregorian) of an instant. */
const tehranDay = (at: number) => new Date(at + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

const persianDayOfMonth = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { day: 'numeric', timeZone: 'Asia/Tehran' });

/** The periods' first instants: today, the week from Saturday, the Persian (Jalali) month. */
export function periodStarts(now: number): Record<DashboardPeriod['key'], number> {
  const today = tehranDayStart(now);
  // getUTCDay of the Tehran day's noon: 6 is Saturday
  const weekday = new Date(today + TEHRAN_OFFSET_MS + DAY_MS / 2).getUTCDay();
  const sinceSaturday = (weekday + 1) % 7;
  const dayOfMonth = Number(persianDayOfMonth.format(new Date(today + DAY_MS / 2)));
  return { today, week: today - sinceSaturday * DAY_MS, month: today - (dayOfMonth - 1) * DAY_MS };
}

interface WindowOrder {
  id: number;
  status: string;
  payable: number;
  created_at: string;
  paid_at: string | null;
}

export async function ordersDashboard(db: DB, lang: Lang, now = Date.now()): Promise<OrdersDashboard> {
  const starts = periodStarts(now);
  const today = starts.today;
  const firstDay = today - (DASHBOARD_DAYS - 1) * DAY_MS;
  const since = new Date(Math.min(firstDay, starts.month, starts.week)).toISOString();

  const rows = (await db
    .selectFrom('product_orders')
    .select(['id', 'status', 'payable', 'created_at', 'paid_at'])
    .where('merged_into_id', 'is', null)
    .where((eb) => eb.or([eb('created_at', '>=', since), eb('paid_at', '>=', since)]))
    .execute()) as WindowOrder[];

  const placed = rows.filter((o) => !NOT_COUNTED.has(o.status)).map((o) => ({ at: Date.parse(o.created_at) }));
  const paid = rows
    .filter((o) => o.paid_at && o.status !== 'cancelled')
    .map((o) => ({ at: Date.parse(o.paid_at as string), payable: Number(o.payable), id: Number(o.id) }));

  const periods: DashboardPeriod[] = (['today', 'week', 'month'] as const).map((key) => {
    const from = starts[key];
    const inPeriod = paid.filter((p) => p.at >= from);
    return {
      key,
      from: new Date(from).toISOString(),
      orders: placed.filter((o) => o.at >= from).length,
      revenue: inPeriod.reduce((sum, p) => sum + p.payable, 0),
      paid: inPeriod.length,
    };
  });

  const days: DashboardDay[] = [];
  const byDay = new Map<string, DashboardDay>();
  for (let i = 0; i < DASHBOARD_DAYS; i++) {
    const day = { day: tehranDay(firstDay + i * DAY_MS), orders: 0, revenue: 0 };
    days.push(day);
    byDay.set(day.day, day);
  }
  for (const o of placed) {
    const d = byDay.get(tehranDay(o.at));
    if (d) d.orders += 1;
  }
  for (const p of paid) {
    const d = byDay.get(tehranDay(p.at));
    if (d) d.revenue += p.payable;
  }

  const [waiting, best] = await Promise.all([
    db
      .selectFrom('product_orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('merged_into_id', 'is', null)
      .where('status', 'in', ['awaiting_cheque', 'cheque_received', 'paid', 'preparing'])
      .groupBy('status')
      .execute(),
    bestSellers(
      db,
      paid.filter((p) => p.at >= firstDay).map((p) => p.id),
      lang,
    ),
  ]);
  const count = (...statuses: string[]) => waiting.filter((w) => statuses.includes(String(w.status))).reduce((s, w) => s + Number(w.n), 0);

  return { periods, chequesAwaiting: count('awaiting_cheque', 'cheque_received'), toShip: count('paid', 'preparing'), bestSellers: best, days };
}

/** The most sold products among these orders, by units: at most 5, named as the orders recorded them. */
async function bestSellers(db: DB, orderIds: number[], lang: Lang): Promise<BestSeller[]> {
  if (orderIds.length === 0) return [];
  const totals = new Map<number, BestSeller>();
  // in slices: an IN list stays well under SQLite's and PostgreSQL's parameter limits
  for (let i = 0; i < orderIds.length; i += 500) {
    const lines = await db
      .selectFrom('product_order_lines')
      .select(['product_id', 'name_fa', 'name_en', 'name_ru', 'slug_fa', 'slug_en', 'count', 'line_total'])
      .where('order_id', 'in', orderIds.slice(i, i + 500))
      .execute();
    for (const l of lines) {
      const id = Number(l.product_id);
      const name = lang === 'fa' ? l.name_fa : lang === 'ru' ? (l.name_ru ?? l.name_en) : l.name_en;
      const slug = lang === 'fa' ? l.slug_fa : l.slug_en;
      const t = totals.get(id) ?? { productId: id, name, slug, count: 0, revenue: 0 };
      t.count += Number(l.count);
      t.revenue += Number(l.line_total);
      totals.set(id, t);
    }
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || b.revenue - a.revenue || a.productId - b.productId).slice(0, 5);
}
