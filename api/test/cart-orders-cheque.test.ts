import sharp from 'sharp';
import { describeEachDb, Client, type TestApp } from './helpers';
import { ADDRESS, cart, cartTestApp, makeProduct, payInSandbox, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { bonusBalance } from '../src/modules/cart/bonus/queries';
import { releaseExpiredHolds } from '../src/modules/cart/module';
import { act, staffClient } from './admin-orders-fixtures';

describeEachDb('orders: setOrder 11 and /api/productOrder', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  const expireHold = (orderId: number) =>
    t.database.db.updateTable('product_orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', orderId).execute();

  describe('cheque orders', () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 240, g: 240, b: 230 } } }).png().toBuffer();
    });

    async function uploadCheque(c: Client): Promise<string> {
      const boundary = `----cheque${Date.now()}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="PictureFile"; filename="cheque.png"\r\nContent-Type: image/png\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const res = await c.request({ method: 'POST', url: '/api/upload/image', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      if (res.statusCode !== 200) throw new Error(`upload failed ${res.statusCode} ${res.body}`);
      return res.json().data.url;
    }

    async function chequeOrder(price = 4_000_000) {
      const p = await makeProduct(t, { price, stock: 3 });
      const s = await shopper(t);
      await readyToOrder(s.c, p, 1);
      await cart(s.c, 9, { paymentMethod: 'cheque' });
      const res = await cart(s.c, 11);
      return { ...s, p, res, order: res.json().data };
    }

    const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    it('places a cheque order held 24 hours, takes its details and image, and is paid when staff mark the cheque received, then cleared', async () => {
      const { c, user, p, order } = await chequeOrder();
      expect(order).toEqual({ isOnline: false, isCheque: true, paymentId: null, paymentUrl: null, productOrderId: expect.any(Number) });
      const id = order.productOrderId;
      const before = (await c.get(`/api/productOrder/${id}`)).json().data;
      expect(before).toMatchObject({ status: 'awaiting_cheque', isCheque: true, canSubmitCheque: true, canRetryPayment: false, cheque: null, payments: [], shipping: null });
      // CHEQUE_HOLD_HOURS: 24 by default
      const left = Date.parse(before.hold.expiresAt) - Date.now();
      expect(left).toBeGreaterThan(23.9 * 3600_000);
      expect(left).toBeLessThan(24.1 * 3600_000);
      expect(await stockOf(t, p)).toBe(2);

      const imageUrl = await uploadCheque(c);
      const cheque = { sayadId: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶', serial: '778899', bankName: 'Bank Melli', ownerName: 'Sara Ahmadi', amount: before.totals.payable, dueDate: tomorrow(), imageUrl };
      const res = await c.post(`/api/productOrder/${id}/cheque`, cheque);
      expect(res.statusCode).toBe(200);
      // sent, not yet in the shop's hands: the order waits for staff, holding its stock until they decide
      expect(res.json().data).toMatchObject({
        status: 'awaiting_cheque',
        hold: { status: 'held', expiresAt: null },
        cheque: { sayadId: '1234567890123456', bankName: 'Bank Melli', amount: before.totals.payable, imageUrl, status: 'submitted' },
        canSubmitCheque: true,
      });
      // a correction before the shop has the cheque
      const fixed = await c.post(`/api/productOrder/${id}/cheque`, { ...cheque, bankName: 'Bank Mellat' });
      expect(fixed.json().data.cheque.bankName).toBe('Bank Mellat');
      // a cheque that was sent no longer expires
      expect((await releaseExpiredHolds(t.database.db)).orders).toBe(0);

      const { client: staff } = await staffClient(t, ['orders']);
      expect((await act(staff, id, 'chequeReceived')).statusCode).toBe(200);
      const received = (await c.get(`/api/productOrder/${id}`)).json().data;
      expect(received).toMatchObject({ status: 'cheque_received', cheque: { status: 'received' }, canSubmitCheque: false });
      const late = await c.post(`/api/productOrder/${id}/cheque`, cheque);
      expect(late.json().messages[0].item2).toBe('order.chequeNotAllowed');

      expect((await act(staff, id, 'chequeCleared')).statusCode).toBe(200);
      const after = (await c.get(`/api/productOrder/${id}`)).json().data;
      expect(after).toMatchObject({ status: 'paid', paidAt: expect.any(String), hold: { status: 'sold' }, cheque: { status: 'confirmed' }, canSubmitCheque: false });
      expect(after.history.map((h: { to: string; note: string }) => [h.to, h.note])).toEqual([
        ['awaiting_cheque', 'order.placed'],
        ['awaiting_cheque', 'cheque.submitted'],
        ['awaiting_cheque', 'cheque.corrected'],
        ['cheque_received', 'cheque.received'],
        ['paid', 'cheque.cleared'],
      ]);
      expect(await stockOf(t, p)).toBe(2);
      expect(await bonusBalance(t.database.db, user.id)).toBe(80_000);
      // clearing twice is refused and changes nothing
      const again = await act(staff, id, 'chequeCleared');
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0].item2).toBe('orders.admin.notAllowed');
      expect(await bonusBalance(t.database.db, user.id)).toBe(80_000);
    });

    it('cancels the order and gives its stock back when staff mark the cheque bounced', async () => {
      const { c, p, order } = await chequeOrder();
      const id = order.productOrderId;
      const payable = (await c.get(`/api/productOrder/${id}`)).json().data.totals.payable;
      await c.post(`/api/productOrder/${id}/cheque`, { sayadId: '1234567890123456', bankName: 'Saderat', ownerName: 'Ali', amount: payable, dueDate: tomorrow(), imageUrl: await uploadCheque(c) });
      const { client: staff } = await staffClient(t, ['orders']);
      expect((await act(staff, id, 'chequeReceived')).statusCode).toBe(200);
      expect((await act(staff, id, 'chequeBounced', { reason: 'Insufficient funds' })).statusCode).toBe(200);
      const after = (await c.get(`/api/productOrder/${id}`)).json().data;
      expect(after).toMatchObject({ status: 'cancelled', hold: { status: 'released' }, cheque: { status: 'rejected' }, canRetryPayment: false });
      expect(await stockOf(t, p)).toBe(3);
    });

    it.each([
      ['a 15-digit Sayad id', { sayadId: '123456789012345' }, 'order.sayadInvalid'],
      ['another amount', { amount: 1 }, 'order.chequeAmount'],
      ['a due date in the past', { dueDate: '2020-01-01' }, 'order.dueDateInvalid'],
      ['an impossible date', { dueDate: '2030-02-30' }, 'order.dueDateInvalid'],
      ['a foreign image address', { imageUrl: 'https://evil.example/x.png' }, 'order.imageUrlInvalid'],
      ['a javascript: address', { imageUrl: 'javascript:alert(1)' }, 'order.imageUrlInvalid'],
      ['a path escaping the files', { imageUrl: '/api/files/../../etc/passwd' }, 'order.imageUrlInvalid'],
      ['a blank bank', { bankName: '  ' }, 'common.requiredField'],
    ])('refuses cheque details with %s', async (_label, patch, code) => {
      const { c, order } = await chequeOrder();
      const id = order.productOrderId;
      const payable = (await c.get(`/api/productOrder/${id}`)).json().data.totals.payable;
      const res = await c.post(`/api/productOrder/${id}/cheque`, { sayadId: '1234567890123456', bankName: 'Melli', ownerName: 'Ali', amount: payable, dueDate: tomorrow(), imageUrl: '/api/files/0123abcd.png', ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].item2).toBe(code);
      expect((await c.get(`/api/productOrder/${id}`)).json().data).toMatchObject({ status: 'awaiting_cheque', cheque: null });
    });

    it('refuses cheque details for an online order, and a cheque order that expired is cancelled', async () => {
      const p = await makeProduct(t);
      const online = await placedOrder(t, p);
      const res = await online.c.post(`/api/productOrder/${online.order.productOrderId}/cheque`, { sayadId: '1234567890123456', bankName: 'Melli', ownerName: 'Ali', amount: 1, dueDate: tomorrow(), imageUrl: '/api/files/a.png' });
      expect(res.json().messages[0].item2).toBe('order.notCheque');

      const { c, p: q, order } = await chequeOrder();
      await expireHold(order.productOrderId);
      await releaseExpiredHolds(t.database.db);
      expect(await stockOf(t, q)).toBe(3);
      const view = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
      expect(view).toMatchObject({ status: 'cancelled', canSubmitCheque: false });
    });
  });

  describe('setParentOrderId 20', () => {
    it('completes an earlier unpaid order: one new order with both baskets’ lines, the old one merged', async () => {
      const a = await makeProduct(t, { price: 1_000_000, stock: 5 });
      const b = await makeProduct(t, { price: 2_000_000, stock: 5 });
      const { c, order: first } = await placedOrder(t, a, 2);
      expect(await stockOf(t, a)).toBe(3);
      await payInSandbox(c, first.paymentUrl!, 'cancel');
      await cart(c, 1, { productItemId: b, count: 1 });
      await cart(c, 1, { productItemId: a, count: 1 });
      await cart(c, 5, { address: ADDRESS });
      const set = await cart(c, 20, { parentOrderId: first.productOrderId });
      expect(set.json().data.parentOrderId).toBe(first.productOrderId);
      const res = (await cart(c, 11)).json().data;
      const merged = (await c.get(`/api/productOrder/${res.productOrderId}`)).json().data;
      expect(merged.lines.map((l: { productId: number; count: number }) => [l.productId, l.count])).toEqual([
        [b, 1],
        [a, 3],
      ]);
      expect(merged).toMatchObject({ parentOrderId: first.productOrderId, totals: { items: 5_000_000 } });
      expect(await stockOf(t, a)).toBe(2);
      expect(await stockOf(t, b)).toBe(4);
      const old = (await c.get(`/api/productOrder/${first.productOrderId}`)).json().data;
      expect(old).toMatchObject({ status: 'merged', mergedIntoId: res.productOrderId, hold: { status: 'released' }, canRetryPayment: false });
    });

    it('refuses someone else’s order, a paid order and guests; 0 detaches', async () => {
      const p = await makeProduct(t, { stock: 50 });
      const owner = await placedOrder(t, p);
      const { c } = await shopper(t);
      await cart(c, 1, { productItemId: p });
      const foreign = await cart(c, 20, { parentOrderId: owner.order.productOrderId });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().messages[0].item2).toBe('cart.parentOrderInvalid');
      await payInSandbox(owner.c, owner.order.paymentUrl!);
      await cart(owner.c, 1, { productItemId: p });
      expect((await cart(owner.c, 20, { parentOrderId: owner.order.productOrderId })).json().messages[0].item2).toBe('cart.parentOrderInvalid');
      expect((await cart(new Client(t.app), 20, { parentOrderId: 1 })).statusCode).toBe(401);
      const mine = await placedOrder(t, p);
      await cart(mine.c, 1, { productItemId: p });
      expect((await cart(mine.c, 20, { parentOrderId: mine.order.productOrderId })).json().data.parentOrderId).toBe(mine.order.productOrderId);
      expect((await cart(mine.c, 20, { parentOrderId: 0 })).json().data.parentOrderId).toBeNull();
    });
  });
});
