import { describeEachDb, Client, type TestApp } from './helpers';
import { ADDRESS, addDiscountCode, cart, cartTestApp, makeProduct, orderRow, payInSandbox, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { bonusBalance, creditBonus } from '../src/modules/cart/bonus/queries';
import { releaseExpiredHolds } from '../src/modules/cart/module';

describeEachDb('orders: setOrder 11 and /api/productOrder', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  const expireHold = (orderId: number) =>
    t.database.db.updateTable('product_orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', orderId).execute();

  describe('placing', () => {
    it('needs a login, a non-empty basket and an address for a delivery that ships', async () => {
      const p = await makeProduct(t);
      const guest = new Client(t.app);
      await cart(guest, 1, { productItemId: p });
      const anon = await cart(guest, 11, {}, 'en');
      expect(anon.statusCode).toBe(401);
      expect(anon.json().messages[0].item1).toBe('Please log in first.');

      const { c } = await shopper(t);
      expect((await cart(c, 11)).json().messages[0].item2).toBe('cart.empty');
      await cart(c, 1, { productItemId: p });
      const noAddress = await cart(c, 11, {}, 'en');
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().messages[0]).toEqual({ item1: 'Please enter the delivery address for this delivery method.', item2: 'cart.addressRequired' });
      expect(await stockOf(t, p)).toBe(10);
      // pickup needs no address
      await cart(c, 6, { deliveryId: 4 });
      const ok = await cart(c, 11);
      expect(ok.statusCode).toBe(200);
      const order = (await c.get(`/api/productOrder/${ok.json().data.productOrderId}`)).json().data;
      expect(order).toMatchObject({ address: null, delivery: { code: 'pickup', price: 0 } });
    });

    it('turns the basket into an order with a price snapshot, holds its stock and starts the payment', async () => {
      const a = await makeProduct(t, { price: 2_500_000, stock: 6, name: 'Powder 6kg' });
      const b = await makeProduct(t, { price: 700_000, stock: 3, name: 'Fire blanket' });
      const { c, user } = await shopper(t);
      await cart(c, 1, { productItemId: a, count: 2 });
      await cart(c, 1, { productItemId: b, count: 3 });
      await cart(c, 5, { address: ADDRESS });
      await cart(c, 6, { deliveryId: 2 });
      const basketId = c.cookies.get('basketId');
      const res = await cart(c, 11, {}, 'en');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({ isOnline: true, isCheque: false, paymentId: expect.any(Number), paymentUrl: expect.stringMatching(/\/api\/payment\/sandbox\/pay\/SBX[0-9A-F]+\?test=true$/), productOrderId: expect.any(Number) });
      expect(res.json().messages[0]).toEqual({ item1: 'Your order has been placed.', item2: 'cart.orderPlaced' });
      expect(await stockOf(t, a)).toBe(4);
      expect(await stockOf(t, b)).toBe(0);
      // the basket is spent: cookie cleared, the cart is empty, the next add starts a new basket
      expect(c.cookies.has('basketId')).toBe(false);
      expect((await cart(c, 13)).json().data.itemCount).toBe(0);

      // a later price change does not touch the order
      await t.database.db.updateTable('products').set({ price: 9_999_999 }).where('id', '=', a).execute();
      const view = (await c.get(`/api/productOrder/${data.productOrderId}?lang=en`)).json().data;
      expect(view).toMatchObject({
        id: data.productOrderId,
        status: 'placed',
        isOnline: true,
        isCheque: false,
        locale: 'en',
        itemCount: 5,
        delivery: { code: 'courier', name: 'Courier (Tehran only)', price: 900_000 },
        address: { postalCode: '1234567890', mobile: '09121234567' },
        // 5,000,000 + 2,100,000 + 900,000 = 8,000,000, VAT (10/110 of it) included
        totals: { items: 7_100_000, discount: 0, delivery: 900_000, vatPercent: 10, vat: 727_273, vatIncluded: true, bonus: 0, payable: 8_000_000 },
        bonusEarned: 142_000,
        hold: { status: 'held' },
        payment: { id: data.paymentId, status: 'pending', amount: 8_000_000 },
        canRetryPayment: false,
        canSubmitCheque: false,
      });
      expect(view.lines).toEqual([
        expect.objectContaining({ productId: a, name: 'Powder 6kg', unitPrice: 2_500_000, count: 2, lineTotal: 5_000_000 }),
        expect.objectContaining({ productId: b, name: 'Fire blanket', unitPrice: 700_000, count: 3, lineTotal: 2_100_000 }),
      ]);
      expect(view.history).toEqual([expect.objectContaining({ from: null, to: 'placed', note: 'order.placed' })]);
      const row = await orderRow(t, data.productOrderId);
      expect(Number(row.user_id)).toBe(user.id);
      expect(row.basket_unique_id).toBe(basketId);
      await t.database.db.updateTable('products').set({ price: 2_500_000 }).where('id', '=', a).execute();
    });

    it('refuses an order for more than is left, holding nothing', async () => {
      const a = await makeProduct(t, { stock: 5 });
      const b = await makeProduct(t, { stock: 2, name: 'Sprinkler head' });
      const { c } = await shopper(t);
      await readyToOrder(c, a, 3);
      await cart(c, 1, { productItemId: b, count: 2 });
      await t.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', b).execute();
      const res = await cart(c, 11, {}, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].item1).toBe('Only 1 of "Sprinkler head" in stock.');
      expect(await stockOf(t, a)).toBe(5);
      expect(await stockOf(t, b)).toBe(1);
      expect((await cart(c, 13)).json().data.itemCount).toBe(5);
      expect((await c.get('/api/productOrder/list')).json().data).toEqual([]);
    });

    it('refuses a basket holding a product that became price-on-inquiry or inactive', async () => {
      const a = await makeProduct(t, { name: 'Alarm panel' });
      const { c } = await shopper(t);
      await readyToOrder(c, a, 1);
      await t.database.db.updateTable('products').set({ price: null }).where('id', '=', a).execute();
      expect((await cart(c, 11)).json().messages[0].item2).toBe('cart.priceOnInquiry');
      await t.database.db.updateTable('products').set({ price: 1_000_000, active: 0 }).where('id', '=', a).execute();
      expect((await cart(c, 11)).json().messages[0].item2).toBe('cart.productUnavailable');
      expect(await stockOf(t, a)).toBe(10);
    });

    it('claims a discount use, spends bonus, and gives both back with the stock when an unpaid order expires', async () => {
      await addDiscountCode(t, 'ONCE', { kind: 'amount', value: 500_000, usageLimit: 1 });
      const p = await makeProduct(t, { price: 3_000_000, stock: 4 });
      const { c, user } = await shopper(t);
      await creditBonus(t.database.db, user.id, 200_000, 'earned', null);
      await readyToOrder(c, p, 2);
      await cart(c, 7, { discountCode: 'once' });
      await cart(c, 17);
      const placed = (await cart(c, 11)).json().data;
      const view = (await c.get(`/api/productOrder/${placed.productOrderId}`)).json().data;
      // 6,000,000 − 500,000 + 450,000 = 5,950,000 (VAT 540,909 included); − 200,000 bonus
      expect(view.totals).toMatchObject({ items: 6_000_000, discount: 500_000, vat: 540_909, bonus: 200_000, payable: 5_750_000 });
      expect(view.discountCode).toBe('ONCE');
      expect(await bonusBalance(t.database.db, user.id)).toBe(0);
      expect(await stockOf(t, p)).toBe(2);
      // the only use is taken: another shopper cannot have it
      const other = await shopper(t);
      await cart(other.c, 1, { productItemId: p });
      expect((await cart(other.c, 7, { discountCode: 'ONCE' })).json().messages[0].item2).toBe('cart.discountUsedUp');

      await expireHold(placed.productOrderId);
      expect((await releaseExpiredHolds(t.database.db)).orders).toBe(1);
      expect(await stockOf(t, p)).toBe(4);
      expect(await bonusBalance(t.database.db, user.id)).toBe(200_000);
      expect((await cart(other.c, 7, { discountCode: 'ONCE' })).statusCode).toBe(200);
      const after = (await c.get(`/api/productOrder/${placed.productOrderId}`)).json().data;
      expect(after).toMatchObject({ status: 'cancelled', hold: { status: 'released' }, canRetryPayment: true });
      expect(after.history.at(-1)).toMatchObject({ from: 'placed', to: 'cancelled', note: 'hold.expired' });
      // a second sweep finds nothing more to give back
      expect((await releaseExpiredHolds(t.database.db)).orders).toBe(0);
      expect(await stockOf(t, p)).toBe(4);
    });

    it('settles an order paid entirely with bonus at once, without the gateway', async () => {
      const p = await makeProduct(t, { price: 1_000_000, stock: 2 });
      const { c, user } = await shopper(t);
      await creditBonus(t.database.db, user.id, 5_000_000, 'earned', null);
      await readyToOrder(c, p, 1);
      await cart(c, 17);
      const res = (await cart(c, 11)).json().data;
      expect(res).toMatchObject({ isOnline: true, paymentId: null, paymentUrl: null });
      const view = (await c.get(`/api/productOrder/${res.productOrderId}`)).json().data;
      expect(view).toMatchObject({ status: 'paid', totals: { payable: 0, bonus: 1_450_000 }, hold: { status: 'sold' }, payments: [] });
      // spent 1,450,000, earned 2% of 1,000,000
      expect(await bonusBalance(t.database.db, user.id)).toBe(5_000_000 - 1_450_000 + 20_000);
    });
  });

  describe('reading orders', () => {
    it('says whether an order’s VAT is included (every new order) or was added on top (orders placed before)', async () => {
      const p = await makeProduct(t, { price: 1_000_000 });
      const { c } = await shopper(t);
      await readyToOrder(c, p, 1);
      const id = (await cart(c, 11)).json().data.productOrderId;
      const now = (await c.get(`/api/productOrder/${id}`)).json().data.totals;
      expect(now).toMatchObject({ items: 1_000_000, delivery: 450_000, vat: 131_818, vatIncluded: true, payable: 1_450_000 });
      // an order of the old rule: 10 % added on top of items + delivery
      await t.database.db.updateTable('product_orders').set({ vat_total: 145_000, payable: 1_595_000 }).where('id', '=', id).execute();
      expect((await c.get(`/api/productOrder/${id}`)).json().data.totals).toMatchObject({ vat: 145_000, vatIncluded: false, payable: 1_595_000 });
    });

    it('lists the user’s own orders newest first', async () => {
      const p = await makeProduct(t, { price: 1_000_000 });
      const { c } = await shopper(t);
      await readyToOrder(c, p, 1);
      const first = (await cart(c, 11)).json().data.productOrderId;
      await readyToOrder(c, p, 2);
      const second = (await cart(c, 11)).json().data.productOrderId;
      const list = (await c.get('/api/productOrder/list')).json().data;
      expect(list.map((o: { id: number }) => o.id)).toEqual([second, first]);
      expect(list[0]).toMatchObject({ productOrderId: second, status: 'placed', isOnline: true, isCheque: false, itemCount: 2, payable: 2_450_000 });
      expect((await (await shopper(t)).c.get('/api/productOrder/list')).json().data).toEqual([]);
      expect((await new Client(t.app).get('/api/productOrder/list')).statusCode).toBe(401);
    });

    it('refuses an order to anyone but its owner, exactly like a missing one', async () => {
      const p = await makeProduct(t);
      const { order } = await placedOrder(t, p);
      const id = order.productOrderId;
      const { c: other } = await shopper(t);
      for (const url of [`/api/productOrder/${id}`, `/api/productOrder/reserve?id=${id}`]) {
        const res = await other.get(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ isSuccess: false, data: null, messages: [{ item1: 'Order not found.', item2: 'order.notFound' }] });
        expect((await new Client(t.app).get(url)).statusCode).toBe(401);
      }
      expect((await other.get('/api/productOrder/999999')).statusCode).toBe(404);
      const retry = await other.post(`/api/productOrder/${id}/retryPayment`, {});
      expect(retry.statusCode).toBe(404);
      const cheque = await other.post(`/api/productOrder/${id}/cheque`, { sayadId: '1234567890123456', bankName: 'x', ownerName: 'y', amount: 1, dueDate: '2030-01-01', imageUrl: '/api/files/a.png' });
      expect(cheque.statusCode).toBe(404);
      expect((await other.get('/api/productOrder/abc')).statusCode).toBe(400);
      expect((await other.get('/api/productOrder/reserve')).statusCode).toBe(400);
    });

    it('tells the owner what an unpaid order holds and until when (GET /api/productOrder/reserve)', async () => {
      const p = await makeProduct(t);
      const { c, order } = await placedOrder(t, p);
      const res = (await c.get(`/api/productOrder/reserve?id=${order.productOrderId}`)).json().data;
      expect(res).toMatchObject({ productOrderId: order.productOrderId, status: 'placed', holdStatus: 'held', reserved: true });
      expect(res.secondsLeft).toBeGreaterThan(29 * 60);
      expect(res.secondsLeft).toBeLessThanOrEqual(30 * 60);
      await payInSandbox(c, order.paymentUrl!);
      const paid = (await c.get(`/api/productOrder/reserve?id=${order.productOrderId}`)).json().data;
      expect(paid).toMatchObject({ status: 'paid', holdStatus: 'sold', reserved: false, holdExpiresAt: null, secondsLeft: null });
    });
  });

});
