import type { KyselyPlugin } from 'kysely';
import { describeEachDb, Client, type TestApp } from './helpers';
import { addDiscountCode, cart, cartTestApp, makeProduct, orderRow, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { createGateway, releaseExpiredHolds } from '../src/modules/cart/module';
import { mergeGuestBasket } from '../src/modules/cart/public';

const INT4_OVER = 2_147_483_648;

/** Pays on the sandbox bank page without following the bank's redirect (the shopper's browser never came back). */
async function paidAtTheBank(c: Client, paymentUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const url = new URL(paymentUrl);
  const authority = url.pathname.split('/').pop()!;
  const bank = await c.request({
    method: 'POST',
    url: `/api/payment/sandbox/pay/${authority}`,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(bank.statusCode).toBe(303);
  return authority;
}

const basketRow = (t: TestApp, uniqueId: string) => t.database.db.selectFrom('baskets').selectAll().where('unique_id', '=', uniqueId).executeTakeFirstOrThrow();

describeEachDb('cart hardening', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  describe('reservations (setReserve 19)', () => {
    it('refuses a guest with a 401 and holds nothing', async () => {
      const p = await makeProduct(t, { stock: 3 });
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: p, count: 3 });
      const res = await cart(g, 19, {}, 'en');
      expect(res.statusCode).toBe(401);
      expect(res.json().isSuccess).toBe(false);
      expect(await stockOf(t, p)).toBe(3);
      expect((await cart(g, 14)).json().data.reserveExpiresAt).toBeNull();
    });

    it('holds at most 10 units per basket, and at most 3 times (the first and two renewals)', async () => {
      const p = await makeProduct(t, { stock: 50 });
      const { c } = await shopper(t);
      await cart(c, 1, { productItemId: p, count: 11 });
      const tooMany = await cart(c, 19, {}, 'en');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().messages[0]).toEqual({ item1: 'At most 10 items can be held for you.', item2: 'cart.reserveTooManyUnits' });
      expect(await stockOf(t, p)).toBe(50);

      await cart(c, 1, { productItemId: p, count: -1 });
      for (let i = 0; i < 3; i++) expect((await cart(c, 19)).statusCode).toBe(200);
      expect(await stockOf(t, p)).toBe(40);
      // a held basket cannot grow past the bound either
      const grow = await cart(c, 1, { productItemId: p, count: 1 });
      expect(grow.json().messages[0].item2).toBe('cart.reserveTooManyUnits');
      expect(await stockOf(t, p)).toBe(40);
      const before = (await cart(c, 14)).json().data.reserveExpiresAt;
      const fourth = await cart(c, 19, {}, 'ru');
      expect(fourth.statusCode).toBe(400);
      expect(fourth.json().messages[0].item2).toBe('cart.reserveRenewalsUsed');
      expect(fourth.json().messages[0].item1).toMatch(/3 раза/);
      expect(await stockOf(t, p)).toBe(40);
      expect((await cart(c, 14)).json().data.reserveExpiresAt).toBe(before);
    });

    it('limits setReserve per client address with a localized 429', async () => {
      const p = await makeProduct(t, { stock: 50 });
      const { c } = await shopper(t);
      await cart(c, 1, { productItemId: p, count: 1 });
      const from = (ip: string) => c.request({ method: 'POST', url: '/api/cart/cart?lang=en', payload: { cartUpdateType: 19 }, remoteAddress: ip });
      const codes: number[] = [];
      for (let i = 0; i < 20; i++) codes.push((await from('10.9.8.7')).statusCode);
      expect(codes.filter((s) => s === 200)).toHaveLength(3);
      const refused = await from('10.9.8.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'cart.tooManyAttempts' }] });
      expect(refused.json().messages[0].item1).toMatch(/^Too many attempts; please try again in \d+ minutes\.$/);
      expect(await stockOf(t, p)).toBe(49);
      // another address is not refused for this one's attempts
      expect((await from('10.9.8.6')).statusCode).toBe(400);
    });

    it('lets one shopper hold at most 2 cheque orders at once (CHEQUE_MAX_OPEN_ORDERS; a cheque order holds its stock)', async () => {
      const p = await makeProduct(t, { stock: 10 });
      const { c } = await shopper(t);
      for (let i = 0; i < 2; i++) {
        await readyToOrder(c, p, 1);
        await cart(c, 9, { paymentMethod: 'cheque' });
        expect((await cart(c, 11)).statusCode).toBe(200);
      }
      expect(await stockOf(t, p)).toBe(8);
      await readyToOrder(c, p, 1);
      await cart(c, 9, { paymentMethod: 'cheque' });
      const third = await cart(c, 11, {}, 'en');
      expect(third.statusCode).toBe(409);
      expect(third.json().messages[0]).toEqual({
        item1: 'An account may have at most 2 unpaid cheque orders at once, and you have reached that limit; wait until your earlier cheques are settled or choose online payment.',
        item2: 'cart.tooManyChequeOrders',
      });
      expect(await stockOf(t, p)).toBe(8);
      expect((await cart(c, 14)).json().data.itemCount).toBe(1);
      // paying online is still possible
      await cart(c, 9, { paymentMethod: 'online' });
      expect((await cart(c, 11)).statusCode).toBe(200);
    });
  });

  describe('discount codes', () => {
    it('answers a 429 in the envelope after 10 tries on one basket, even for a valid code', async () => {
      await addDiscountCode(t, 'REAL20', { kind: 'percent', value: 20 });
      const p = await makeProduct(t);
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: p, count: 1 });
      for (let i = 0; i < 10; i++) {
        const res = await cart(g, 7, { discountCode: `GUESS${i}` });
        expect(res.statusCode).toBe(400);
        expect(res.json().messages[0].item2).toBe('cart.discountNotFound');
      }
      const blocked = await cart(g, 7, { discountCode: 'REAL20' }, 'fa');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ isSuccess: false, data: null, messages: [{ item2: 'cart.tooManyAttempts' }] });
      expect((await cart(g, 14)).json().data.discount).toBeNull();
    });

    it('limits tries per client address across baskets', async () => {
      const p = await makeProduct(t);
      const ip = '10.20.30.40';
      let last = 0;
      for (let b = 0; b < 4; b++) {
        const g = new Client(t.app);
        await cart(g, 1, { productItemId: p, count: 1 });
        for (let i = 0; i < 8; i++) {
          const res = await g.request({ method: 'POST', url: '/api/cart/cart', payload: { cartUpdateType: 7, discountCode: `X${b}${i}` }, remoteAddress: ip });
          last = res.statusCode;
          if (b * 8 + i < 30) expect(last).toBe(400);
        }
      }
      expect(last).toBe(429);
    });
  });

  describe('payments', () => {
    it('the sweeper verifies a payment a crash left in verifying, and completes its order', async () => {
      const p = await makeProduct(t, { stock: 2 });
      const { c, order } = await placedOrder(t, p, 1);
      await paidAtTheBank(c, order.paymentUrl!);
      const old = new Date(Date.now() - 10 * 60_000).toISOString();
      // the api stopped right after claiming the callback: the payment stays verifying, the hold ran out
      await t.database.db.updateTable('payments').set({ status: 'verifying', updated_at: old }).where('id', '=', order.paymentId!).execute();
      await t.database.db.updateTable('product_orders').set({ hold_expires_at: old }).where('id', '=', order.productOrderId).execute();
      const swept = await releaseExpiredHolds(t.database.db, createGateway(t.app));
      expect(swept.reverified).toBe(1);
      const row = await orderRow(t, order.productOrderId);
      expect(row).toMatchObject({ status: 'paid', hold_status: 'sold' });
      expect(await stockOf(t, p)).toBe(1);
      expect((await releaseExpiredHolds(t.database.db, createGateway(t.app))).reverified).toBe(0);
    });

    it('the sweeper releases the stock of a stale verifying payment the gateway refuses', async () => {
      const p = await makeProduct(t, { stock: 2 });
      const { c, order } = await placedOrder(t, p, 1);
      await paidAtTheBank(c, order.paymentUrl!, 'cancel');
      const old = new Date(Date.now() - 10 * 60_000).toISOString();
      await t.database.db.updateTable('payments').set({ status: 'verifying', updated_at: old }).where('id', '=', order.paymentId!).execute();
      await t.database.db.updateTable('product_orders').set({ hold_expires_at: old }).where('id', '=', order.productOrderId).execute();
      await releaseExpiredHolds(t.database.db, createGateway(t.app));
      expect(await orderRow(t, order.productOrderId)).toMatchObject({ status: 'failed', hold_status: 'released' });
      expect(await stockOf(t, p)).toBe(2);
      const pay = await t.database.db.selectFrom('payments').selectAll().where('id', '=', order.paymentId!).executeTakeFirstOrThrow();
      expect(pay.status).toBe('failed');
    });

    it('verifies with the gateway before believing a Status=NOK callback', async () => {
      const p = await makeProduct(t, { stock: 1 });
      const { c, order } = await placedOrder(t, p, 1);
      const authority = await paidAtTheBank(c, order.paymentUrl!);
      // a forged (or garbled) NOK for a payment the bank did take
      const back = await new Client(t.app).get(`/api/payment/callback/${order.paymentId}?Authority=${authority}&Status=NOK`);
      expect(back.statusCode).toBe(302);
      expect(await orderRow(t, order.productOrderId)).toMatchObject({ status: 'paid', hold_status: 'sold' });
      expect(await stockOf(t, p)).toBe(0);
    });
  });

  describe('baskets of other people', () => {
    it('never merges a basket whose id a logged-in shopper sends in the body', async () => {
      const p = await makeProduct(t);
      const stranger = new Client(t.app);
      const theirs = (await cart(stranger, 1, { productItemId: p, count: 2 })).json().data.uniqueId;
      const { c } = await shopper(t);
      const res = await cart(c, 14, { uniqueId: theirs });
      expect(res.json().data.itemCount).toBe(0);
      expect(res.json().data.uniqueId).not.toBe(theirs);
      expect(await basketRow(t, theirs)).toMatchObject({ status: 'open', user_id: null });
      expect((await cart(stranger, 14)).json().data.itemCount).toBe(2);
    });

    it('ignores a basketId cookie naming another user’s basket', async () => {
      const p = await makeProduct(t);
      const a = await shopper(t);
      const hers = (await cart(a.c, 1, { productItemId: p, count: 3 })).json().data.uniqueId;
      const b = await shopper(t);
      b.c.cookies.set('basketId', hers);
      const seen = await cart(b.c, 14);
      expect(seen.json().data.itemCount).toBe(0);
      await cart(b.c, 1, { productItemId: p, count: 1 });
      const guest = new Client(t.app);
      guest.cookies.set('basketId', hers);
      expect((await cart(guest, 14)).json().data.itemCount).toBe(0);
      const added = (await cart(guest, 1, { productItemId: p, count: 1 })).json().data;
      expect(added.uniqueId).not.toBe(hers);
      expect(await basketRow(t, hers)).toMatchObject({ status: 'open', user_id: a.user.id });
      expect((await cart(a.c, 14)).json().data).toMatchObject({ uniqueId: hers, itemCount: 3 });
    });

    it('never merges a guest basket another login took between its read and its lock', async () => {
      const p = await makeProduct(t);
      const stranger = new Client(t.app);
      const guest = (await cart(stranger, 1, { productItemId: p, count: 2 })).json().data.uniqueId;
      const a = await shopper(t);
      const b = await shopper(t);
      const mine = (await cart(b.c, 1, { productItemId: p, count: 1 })).json().data.uniqueId;
      // the merge read the guest basket while it was still a guest's; the other login took it before the lock
      const stale = await basketRow(t, guest);
      await t.database.db.updateTable('baskets').set({ user_id: a.user.id }).where('unique_id', '=', guest).execute();
      let reads = 0;
      const staleFirstRead: KyselyPlugin = {
        transformQuery: (args) => args.node,
        async transformResult(args) {
          reads += 1;
          return reads === 1 ? { ...args.result, rows: [stale] } : args.result;
        },
      };
      const merged = await t.database.db.transaction().execute((trx) => mergeGuestBasket(trx.withPlugin(staleFirstRead), guest, b.user.id));
      expect(reads).toBeGreaterThan(1);
      expect(merged).toBe(mine);
      expect(await basketRow(t, guest)).toMatchObject({ status: 'open', user_id: a.user.id });
      const lines = await t.database.db.selectFrom('basket_lines').innerJoin('baskets', 'baskets.id', 'basket_lines.basket_id').select('count').where('baskets.unique_id', '=', guest).execute();
      expect(lines.map((l) => Number(l.count))).toEqual([2]);
      expect((await cart(b.c, 14)).json().data.itemCount).toBe(1);
    });
  });

  describe('PostgreSQL int4 bounds', () => {
    it('answers 400 (never 500) for ids past int4 everywhere the cart takes one', async () => {
      const { c } = await shopper(t);
      const p = await makeProduct(t);
      await cart(c, 1, { productItemId: p, count: 1 });
      const bodies = [
        { cartUpdateType: 1, productItemId: INT4_OVER },
        { cartUpdateType: 4, productItemId: INT4_OVER },
        { cartUpdateType: 6, deliveryId: INT4_OVER },
        { cartUpdateType: 20, parentOrderId: INT4_OVER },
        { cartUpdateType: INT4_OVER },
        { cartUpdateType: 1, productItemId: p, count: INT4_OVER },
        { cartUpdateType: 17, bonusAmount: 1e16 },
      ];
      for (const body of bodies) {
        const res = await c.request({ method: 'POST', url: '/api/cart/cart', payload: body });
        expect([res.statusCode, body]).toEqual([400, body]);
        expect(res.json().isSuccess).toBe(false);
      }
      const gets = [
        `/api/productOrder/${INT4_OVER}`,
        `/api/productOrder/reserve?id=${INT4_OVER}`,
        `/api/payment/callback/${INT4_OVER}?Authority=x&Status=OK`,
        '/api/productOrder/99999999999999999999',
      ];
      for (const url of gets) expect([url, (await c.get(url)).statusCode]).toEqual([url, 400]);
      const posts = [`/api/productOrder/${INT4_OVER}/retryPayment`];
      for (const url of posts) {
        const res = await c.request({ method: 'POST', url, payload: 'action=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
      const cheque = await c.request({
        method: 'POST',
        url: `/api/productOrder/${INT4_OVER}/cheque`,
        payload: { sayadId: '1234567890123456', bankName: 'Melli', ownerName: 'Sara', amount: 1, dueDate: '2030-01-01', imageUrl: '/api/files/x.jpg' },
      });
      expect(cheque.statusCode).toBe(400);
    });
  });
});
