import { describeEachDb, Client, type TestApp } from './helpers';
import { addDiscountCode, cart, cartTestApp, makeProduct, readyToOrder, shopper, stockOf } from './cart-fixtures';

// many shoppers log in through the real OTP flow before each race: slow when the machine is busy
jest.setTimeout(120_000);

/** Runs many requests at once (light-my-request dispatches them concurrently; PostgreSQL runs their transactions in parallel). */
const together = <T>(fns: Array<() => Promise<T>>) => Promise.all(fns.map((f) => f()));

describeEachDb('concurrency', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  const soldUnits = async (productId: number) => {
    const r = await t.database.db
      .selectFrom('product_order_lines')
      .innerJoin('product_orders', 'product_orders.id', 'product_order_lines.order_id')
      .select((eb) => eb.fn.sum<number>('product_order_lines.count').as('n'))
      .where('product_order_lines.product_id', '=', productId)
      .where('product_orders.hold_status', 'in', ['held', 'sold'])
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  };

  it('never oversells the last units to many parallel orders', async () => {
    const p = await makeProduct(t, { stock: 5, name: 'Last extinguishers' });
    const buyers = [];
    for (let i = 0; i < 24; i++) {
      const s = await shopper(t);
      await readyToOrder(s.c, p, i % 3 === 0 ? 2 : 1);
      buyers.push(s);
    }
    const answers = await together(buyers.map((b) => () => cart(b.c, 11, {}, 'en')));
    const placed = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(placed.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(['cart.notEnoughStock', 'cart.outOfStock']).toContain(r.json().messages[0].item2);
    }
    const stock = await stockOf(t, p);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect((await soldUnits(p)) + stock).toBe(5);
    // nobody was refused who would still fit in what is left
    const wanted = (i: number) => (i % 3 === 0 ? 2 : 1);
    answers.forEach((a, i) => {
      if (a.statusCode !== 200) expect(wanted(i)).toBeGreaterThan(stock);
    });
    // the refused baskets are intact and their shoppers can still buy once stock returns
    const refusedBuyer = buyers[answers.indexOf(refused[0])];
    expect((await cart(refusedBuyer.c, 13)).json().data.itemCount).toBeGreaterThan(0);
  });

  it('never oversells to parallel payments of orders whose holds ran out', async () => {
    const p = await makeProduct(t, { stock: 3 });
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const s = await shopper(t);
      await readyToOrder(s.c, p, 1);
      orders.push({ ...s, order: (await cart(s.c, 11)).json().data });
    }
    // all three holds run out; three new shoppers buy the units; then the first three pay late, all at once
    await t.database.db.updateTable('product_orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', 'in', orders.map((o) => o.order.productOrderId)).execute();
    const { releaseExpiredHolds } = await import('../src/modules/cart/module');
    await releaseExpiredHolds(t.database.db);
    expect(await stockOf(t, p)).toBe(3);
    const late = [];
    for (let i = 0; i < 2; i++) {
      const s = await shopper(t);
      await readyToOrder(s.c, p, 1);
      late.push((await cart(s.c, 11)).json().data);
    }
    expect(await stockOf(t, p)).toBe(1);
    const authorities = orders.map((o) => new URL(o.order.paymentUrl).pathname.split('/').pop()!);
    for (const [i, a] of authorities.entries()) {
      await orders[i].c.request({ method: 'POST', url: `/api/payment/sandbox/pay/${a}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    }
    await together(orders.map((o, i) => () => o.c.get(`/api/payment/callback/${o.order.paymentId}?Authority=${authorities[i]}&Status=OK`)));
    const statuses = await t.database.db.selectFrom('product_orders').select('status').where('id', 'in', orders.map((o) => o.order.productOrderId)).execute();
    expect(statuses.filter((s) => s.status === 'paid')).toHaveLength(1);
    expect(statuses.filter((s) => s.status === 'failed')).toHaveLength(2);
    expect(await stockOf(t, p)).toBe(0);
    expect(await soldUnits(p)).toBe(3);
    expect(late).toHaveLength(2);
  });

  it('loses no update when one basket is changed by many requests at once', async () => {
    const p = await makeProduct(t, { stock: 100 });
    const others = await Promise.all(Array.from({ length: 6 }, () => makeProduct(t, { stock: 100 })));
    const g = new Client(t.app);
    const uniqueId = (await cart(g, 1, { productItemId: p })).json().data.uniqueId;
    const answers = await together([
      ...Array.from({ length: 24 }, () => () => cart(g, 1, { productItemId: p, count: 1, uniqueId })),
      ...others.map((id) => () => cart(g, 1, { productItemId: id, count: 2, uniqueId })),
      () => cart(g, 6, { deliveryId: 2, uniqueId }),
      () => cart(g, 9, { paymentMethod: 'cheque', uniqueId }),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const view = (await cart(g, 14, { uniqueId })).json().data;
    expect(view.cartItems.find((l: { productId: number }) => l.productId === p).count).toBe(25);
    expect(view.cartItems).toHaveLength(7);
    expect(view.itemCount).toBe(25 + 12);
    expect(view).toMatchObject({ deliveryId: 2, paymentMethod: 'cheque' });
  });

  it('places one order from one basket submitted many times at once', async () => {
    const p = await makeProduct(t, { stock: 10 });
    const { c } = await shopper(t);
    await readyToOrder(c, p, 3);
    const answers = await together(Array.from({ length: 6 }, () => () => cart(c, 11)));
    const placed = answers.filter((a) => a.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().messages[0].item2).toBe('cart.empty');
    expect(await stockOf(t, p)).toBe(7);
    expect((await c.get('/api/productOrder/list')).json().data).toHaveLength(1);
  });

  it('gives a limited discount code to no more orders than its limit', async () => {
    await addDiscountCode(t, 'THREE', { kind: 'percent', value: 10, usageLimit: 3 });
    const p = await makeProduct(t, { stock: 100 });
    const buyers = [];
    for (let i = 0; i < 9; i++) {
      const s = await shopper(t);
      await readyToOrder(s.c, p, 1);
      expect((await cart(s.c, 7, { discountCode: 'THREE' })).statusCode).toBe(200);
      buyers.push(s);
    }
    const answers = await together(buyers.map((b) => () => cart(b.c, 11)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().messages[0].item2).toBe('cart.discountUsedUp');
    const code = await t.database.db.selectFrom('discount_codes').select('usage_count').where('code', '=', 'THREE').executeTakeFirstOrThrow();
    expect(Number(code.usage_count)).toBe(3);
    // refused orders held nothing
    expect(await stockOf(t, p)).toBe(97);
  });

  it('holds no more than the stock for parallel setReserve calls', async () => {
    const p = await makeProduct(t, { stock: 4 });
    const baskets = [];
    for (let i = 0; i < 10; i++) {
      const { c: g } = await shopper(t);
      await cart(g, 1, { productItemId: p, count: 1 });
      baskets.push(g);
    }
    const answers = await together(baskets.map((g) => () => cart(g, 19)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(await stockOf(t, p)).toBe(0);
  });
});
