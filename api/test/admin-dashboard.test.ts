/**
 * The back office's dashboard (issue 35 item 5): the orders part (today, the week from Saturday, the
 * Persian month; what waits; best sellers; the last 30 days) and the catalogue part (low stock), each for
 * the roles that may see it.
 */
import { periodStarts, tehranDayStart } from '../src/modules/cart/orders/admin/dashboard';
import { act, chequeOrder, paidOrder, staffClient } from './admin-orders-fixtures';
import { cartTestApp, makeProduct } from './cart-fixtures';
import { Client, describeEachDb, type TestApp } from './helpers';

describe("the shop's periods (Tehran days, weeks from Saturday, Persian months)", () => {
  it('Saturday 7 Azar 1405 at 13:30 in Tehran: today and the week start at its midnight, the month on 1 Azar', () => {
    const s = periodStarts(Date.parse('2026-11-28T10:00:00Z'));
    expect(new Date(s.today).toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(new Date(s.week).toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(new Date(s.month).toISOString()).toBe('2026-11-21T20:30:00.000Z');
  });

  it('Friday 6 Azar: the week began on the Saturday before; just after midnight in Tehran is already the next day', () => {
    const s = periodStarts(Date.parse('2026-11-27T10:00:00Z'));
    expect(new Date(s.week).toISOString()).toBe('2026-11-20T20:30:00.000Z');
    // 00:10 on Saturday in Tehran is 20:40 UTC on Friday
    expect(new Date(tehranDayStart(Date.parse('2026-11-27T20:40:00Z'))).toISOString()).toBe('2026-11-27T20:30:00.000Z');
  });

  it('1 Farvardin (the Persian new year) starts a month', () => {
    // 21 March 2026 is 1 Farvardin 1405
    const s = periodStarts(Date.parse('2026-03-21T12:00:00Z'));
    expect(s.month).toBe(s.today);
  });
});

interface Dashboard {
  periods: Array<{ key: string; orders: number; revenue: number; paid: number }>;
  chequesAwaiting: number;
  toShip: number;
  bestSellers: Array<{ productId: number; name: string; count: number; revenue: number }>;
  days: Array<{ day: string; orders: number; revenue: number }>;
}

describeEachDb('the dashboard', (kind) => {
  let t: TestApp;
  let orders: Client;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    ({ client: orders } = await staffClient(t, ['orders']));
  }, 60_000);
  afterAll(() => t.close());

  const ordersPart = async (client: Client = orders, lang = 'en') => {
    const res = await client.get(`/api/admin/dashboard/orders?lang=${lang}`);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data as Dashboard;
  };
  const period = (d: Dashboard, key: string) => d.periods.find((p) => p.key === key)!;

  it("adds up the orders placed and paid today, this week and this month, and what waits for staff", async () => {
    const before = await ordersPart();
    const product = await makeProduct(t, { stock: 50, price: 2_000_000, name: 'Dashboard Hose Reel' });
    const paid = await paidOrder(t, product, { count: 3 });
    const cheque = await chequeOrder(t, product, { count: 1 });
    const payable = (await paid.c.get(`/api/productOrder/${paid.id}`)).json().data.totals.payable as number;

    const after = await ordersPart();
    for (const key of ['today', 'week', 'month']) {
      expect(period(after, key).orders - period(before, key).orders).toBe(2);
      expect(period(after, key).paid - period(before, key).paid).toBe(1);
      expect(period(after, key).revenue - period(before, key).revenue).toBe(payable);
    }
    expect(after.chequesAwaiting - before.chequesAwaiting).toBe(1);
    expect(after.toShip - before.toShip).toBe(1);
    // today is the last of 30 days
    expect(after.days).toHaveLength(30);
    const today = after.days[29];
    expect(today.day).toBe(new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10));
    expect(today.orders - before.days[29].orders).toBe(2);
    expect(today.revenue - before.days[29].revenue).toBe(payable);
    // only the paid order's units count as sold
    expect(after.bestSellers.find((b) => b.productId === product)).toMatchObject({ name: 'Dashboard Hose Reel', count: 3, revenue: 6_000_000 });

    // a cancelled order no longer counts, its revenue neither
    expect((await act(orders, paid.id, 'cancel', { reason: 'customer asked' })).statusCode).toBe(200);
    const cancelled = await ordersPart();
    expect(period(cancelled, 'today').orders).toBe(period(after, 'today').orders - 1);
    expect(period(cancelled, 'today').revenue).toBe(period(after, 'today').revenue - payable);
    expect(cancelled.toShip).toBe(after.toShip - 1);
    expect(cheque.id).toBeGreaterThan(0);
  });

  it('names the best sellers in the reader’s language', async () => {
    const product = await makeProduct(t, { stock: 50, price: 1_000_000 });
    await paidOrder(t, product, { count: 2 });
    const fa = await ordersPart(orders, 'fa');
    expect(fa.bestSellers.map((b) => b.productId)).toContain(product);
    expect(fa.bestSellers.every((b) => /[\u0600-\u06FF]/.test(b.name))).toBe(true);
  });

  it('lists active products low on stock, fewest first, for catalogue and orders staff', async () => {
    const low = await makeProduct(t, { stock: 1, name: 'Nearly Gone Blanket' });
    await makeProduct(t, { stock: 0, active: false, name: 'Retired Bucket' });
    const { client: catalogue } = await staffClient(t, ['catalogue']);
    for (const client of [catalogue, orders]) {
      const res = await client.get('/api/admin/dashboard/catalogue?lang=en');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { threshold: number; outOfStock: number; lowStock: Array<{ productId: number; name: string; stock: number }> };
      expect(data.threshold).toBe(5);
      expect(data.lowStock.find((p) => p.productId === low)).toEqual({ productId: low, name: 'Nearly Gone Blanket', stock: 1 });
      expect(data.lowStock.map((p) => p.name)).not.toContain('Retired Bucket');
      const stocks = data.lowStock.map((p) => p.stock);
      expect([...stocks].sort((a, b) => a - b)).toEqual(stocks);
    }
  });

  it('shows each part only to the roles it is for', async () => {
    const { client: support } = await staffClient(t, ['support']);
    const { client: catalogue } = await staffClient(t, ['catalogue']);
    const { client: content } = await staffClient(t, ['content']);
    expect((await support.get('/api/admin/dashboard/orders')).statusCode).toBe(200);
    expect((await catalogue.get('/api/admin/dashboard/orders')).statusCode).toBe(403);
    expect((await content.get('/api/admin/dashboard/orders')).statusCode).toBe(403);
    expect((await support.get('/api/admin/dashboard/catalogue')).statusCode).toBe(403);
    expect((await content.get('/api/admin/dashboard/catalogue')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/dashboard/orders')).statusCode).toBe(401);
  });
});
