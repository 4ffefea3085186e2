/**
 * The back office's dashboard (issue "back-office 3 of 3", item 5): what the signed-in staff member's
 * roles allow, each part from the module that owns it. `orders` and `support` (and the owner) see the
 * orders and revenue of today, this week and this month, the cheques and orders awaiting action, the best
 * sellers and the last 30 days day by day; `catalogue` and `orders` see the products low on stock; the
 * leads' counts come from the leads inbox (contracts/admin-leads.ts).
 *
 * The shop's days are Tehran's (UTC+03:30); its week starts on Saturday and its month is the Persian
 * (Jalali) month. An order counts in the period it was placed, unless it failed, was merged into another
 * or is cancelled; revenue is what paid orders that are not cancelled brought in, counted in the period
 * they were paid.
 */
import { Envelope, Type, route, type Static } from './common';

const Int = Type.Integer();
const Money = Type.Integer();
const LangOnly = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });

export const DashboardPeriod = Type.Object({
  key: Type.Union([Type.Literal('today'), Type.Literal('week'), Type.Literal('month')]),
  /** the period's first instant (ISO, UTC) */
  from: Type.String(),
  /** orders placed in the period (not failed, merged or cancelled) */
  orders: Int,
  /** payable of the orders paid in the period, in rials */
  revenue: Money,
  /** how many orders were paid in the period */
  paid: Int,
});
export type DashboardPeriod = Static<typeof DashboardPeriod>;

export const DashboardDay = Type.Object({
  /** the Tehran day, YYYY-MM-DD (Gregorian; the screen shows it in the reader's calendar) */
  day: Type.String(),
  orders: Int,
  revenue: Money,
});
export type DashboardDay = Static<typeof DashboardDay>;

export const BestSeller = Type.Object({ productId: Int, name: Type.String(), slug: Type.String(), count: Int, revenue: Money });
export type BestSeller = Static<typeof BestSeller>;

export const OrdersDashboard = Type.Object({
  periods: Type.Array(DashboardPeriod),
  /** cheque orders waiting for the cheque or for it to clear */
  chequesAwaiting: Int,
  /** paid orders not yet shipped (paid or preparing) */
  toShip: Int,
  /** the most sold products of the last 30 days (paid orders), at most 5 */
  bestSellers: Type.Array(BestSeller),
  /** the last 30 Tehran days, oldest first, today last */
  days: Type.Array(DashboardDay),
});
export type OrdersDashboard = Static<typeof OrdersDashboard>;

export const LowStockItem = Type.Object({ productId: Int, name: Type.String(), stock: Int });
export type LowStockItem = Static<typeof LowStockItem>;

export const CatalogueDashboard = Type.Object({
  /** products at or below this stock count as low */
  threshold: Int,
  /** active products with no stock */
  outOfStock: Int,
  /** active products at or below the threshold, fewest first, at most 10 */
  lowStock: Type.Array(LowStockItem),
});
export type CatalogueDashboard = Static<typeof CatalogueDashboard>;

const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });

export const adminOrdersDashboard = route({
  method: 'GET',
  url: '/admin/dashboard/orders',
  schema: { querystring: LangOnly, response: { 200: Envelope(OrdersDashboard) } },
  example: done<OrdersDashboard>({
    periods: [
      { key: 'today', from: '2026-11-27T20:30:00.000Z', orders: 3, revenue: 54_500_000, paid: 2 },
      { key: 'week', from: '2026-11-27T20:30:00.000Z', orders: 3, revenue: 54_500_000, paid: 2 },
      { key: 'month', from: '2026-11-21T20:30:00.000Z', orders: 11, revenue: 190_000_000, paid: 9 },
    ],
    chequesAwaiting: 1,
    toShip: 2,
    bestSellers: [{ productId: 7, name: 'کپسول آتش‌نشانی ۶ کیلویی', slug: 'کپسول-آتش-نشانی-۶-کیلویی', count: 6, revenue: 75_000_000 }],
    days: [{ day: '2026-11-28', orders: 3, revenue: 54_500_000 }],
  }),
});

export const adminCatalogueDashboard = route({
  method: 'GET',
  url: '/admin/dashboard/catalogue',
  schema: { querystring: LangOnly, response: { 200: Envelope(CatalogueDashboard) } },
  example: done({ threshold: 5, outOfStock: 2, lowStock: [{ productId: 9, name: 'جعبه آتش‌نشانی', stock: 1 }] }),
});
