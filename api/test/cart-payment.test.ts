import { describeEachDb, Client, type TestApp } from './helpers';
import { cart, cartTestApp, makeProduct, orderRow, payInSandbox, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { bonusBalance } from '../src/modules/cart/bonus/queries';
import { releaseExpiredHolds } from '../src/modules/cart/module';

const ledger = (t: TestApp, orderId: number) =>
  t.database.db.selectFrom('bonus_ledger').select(['reason', 'amount']).where('order_id', '=', orderId).orderBy('id').execute();
const sandboxTx = (t: TestApp, authority: string) =>
  t.database.db.selectFrom('payment_sandbox_transactions').selectAll().where('authority', '=', authority).executeTakeFirstOrThrow();
const expireHold = (t: TestApp, orderId: number) =>
  t.database.db.updateTable('product_orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', orderId).execute();

describeEachDb('payment: sandbox gateway and callback', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  it('serves a localized bank page, fa right-to-left by default', async () => {
    const p = await makeProduct(t);
    const { c, order } = await placedOrder(t, p, 1, 'fa');
    const url = new URL(order.paymentUrl!);
    const fa = await c.get(url.pathname + url.search);
    expect(fa.headers['content-type']).toContain('text/html');
    expect(fa.body).toContain('dir="rtl"');
    expect(fa.body).toContain('درگاه پرداخت آزمایشی');
    expect(fa.body).toContain(new Intl.NumberFormat('fa-IR').format(1_450_000));
    const en = await c.get(`${url.pathname}?lang=en`);
    expect(en.body).toContain('dir="ltr"');
    expect(en.body).toContain('Test payment gateway');
    expect((await c.get('/api/payment/sandbox/pay/SBXNOPE')).statusCode).toBe(404);
  });

  it('marks the order paid, sells its hold and credits the bonus exactly once however often the callback comes', async () => {
    const p = await makeProduct(t, { price: 5_000_000, stock: 3 });
    const { c, user, order } = await placedOrder(t, p, 2, 'en');
    expect(await stockOf(t, p)).toBe(1);
    const { callback, callbackPath, authority } = await payInSandbox(c, order.paymentUrl!);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`http://localhost:3000/en/profile/accountorder/${order.productOrderId}`);
    const again = await c.get(callbackPath);
    expect(again.headers.location).toBe(callback.headers.location);
    await Promise.all(Array.from({ length: 8 }, () => new Client(t.app).get(callbackPath)));

    const view = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(view).toMatchObject({ status: 'paid', hold: { status: 'sold' }, payment: { status: 'paid', refId: expect.stringMatching(/^\d{9}$/) }, canRetryPayment: false });
    expect(view.history.filter((h: { to: string }) => h.to === 'paid')).toHaveLength(1);
    expect(await stockOf(t, p)).toBe(1);
    expect(await ledger(t, order.productOrderId)).toEqual([{ reason: 'earned', amount: 200_000 }]);
    expect(await bonusBalance(t.database.db, user.id)).toBe(200_000);
    expect(Number((await sandboxTx(t, authority)).verified)).toBe(1);
    // the order stays paid when its (long gone) hold time passes
    await releaseExpiredHolds(t.database.db);
    expect(await stockOf(t, p)).toBe(1);
  });

  it('verifies parallel callbacks of one payment once', async () => {
    const p = await makeProduct(t, { stock: 2 });
    const { c, order } = await placedOrder(t, p, 1);
    const url = new URL(order.paymentUrl!);
    const authority = url.pathname.split('/').pop()!;
    await c.request({ method: 'POST', url: `/api/payment/sandbox/pay/${authority}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const path = `/api/payment/callback/${order.paymentId}?Authority=${authority}&Status=OK`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => new Client(t.app).get(path)));
    expect(answers.every((a) => a.statusCode === 302)).toBe(true);
    expect(await ledger(t, order.productOrderId)).toHaveLength(1);
    expect((await orderRow(t, order.productOrderId)).status).toBe('paid');
    expect(await stockOf(t, p)).toBe(1);
  });

  it('fails on an amount mismatch without settling the money, and a retry then pays', async () => {
    const p = await makeProduct(t, { stock: 2 });
    const { c, order } = await placedOrder(t, p, 1);
    const { callback, authority } = await payInSandbox(c, order.paymentUrl!, 'pay', 1_000);
    expect(callback.statusCode).toBe(302);
    const failed = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', payment: { status: 'failed', failureCode: 'amount_mismatch' }, hold: { status: 'held' }, canRetryPayment: true });
    expect(Number((await sandboxTx(t, authority)).verified)).toBe(0);
    expect(await stockOf(t, p)).toBe(1);
    expect(await ledger(t, order.productOrderId)).toEqual([]);

    const retry = await c.post(`/api/productOrder/${order.productOrderId}/retryPayment`, {});
    expect(retry.statusCode).toBe(200);
    const r = retry.json().data;
    expect(r).toMatchObject({ isOnline: true, isCheque: false, productOrderId: order.productOrderId, paymentId: expect.any(Number) });
    expect(r.paymentId).not.toBe(order.paymentId);
    await payInSandbox(c, r.paymentUrl);
    const paid = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(paid).toMatchObject({ status: 'paid', payment: { id: r.paymentId, status: 'paid' } });
    expect(paid.payments.map((x: { status: string }) => x.status)).toEqual(['failed', 'paid']);
    expect(paid.history.map((h: { to: string }) => h.to)).toEqual(['placed', 'failed', 'placed', 'paid']);
    expect(await stockOf(t, p)).toBe(1);
  });

  it('cancels on the bank’s NOK, keeps the hold for a retry, and refuses a retry of a paid order', async () => {
    const p = await makeProduct(t, { stock: 1 });
    const { c, order } = await placedOrder(t, p, 1);
    await payInSandbox(c, order.paymentUrl!, 'cancel');
    const cancelled = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(cancelled).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' }, hold: { status: 'held' }, canRetryPayment: true });
    expect(await stockOf(t, p)).toBe(0);
    const retry = (await c.post(`/api/productOrder/${order.productOrderId}/retryPayment`, {})).json().data;
    await payInSandbox(c, retry.paymentUrl);
    expect((await orderRow(t, order.productOrderId)).status).toBe('paid');
    expect(await stockOf(t, p)).toBe(0);
    const again = await c.post(`/api/productOrder/${order.productOrderId}/retryPayment?lang=en`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().messages[0]).toEqual({ item1: 'This order cannot be paid again.', item2: 'order.retryNotAllowed' });
  });

  it('ignores a callback with a wrong authority or for an unknown payment', async () => {
    const p = await makeProduct(t);
    const { c, order } = await placedOrder(t, p, 1);
    const res = await c.get(`/api/payment/callback/${order.paymentId}?Authority=SBXFORGED&Status=OK`);
    expect(res.statusCode).toBe(302);
    expect((await orderRow(t, order.productOrderId)).status).toBe('placed');
    const unknown = await c.get('/api/payment/callback/987654?Authority=X&Status=OK');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().isSuccess).toBe(false);
  });

  it('takes the stock again for a payment that arrives after the hold ran out', async () => {
    const p = await makeProduct(t, { stock: 2 });
    const { c, order } = await placedOrder(t, p, 2);
    await expireHold(t, order.productOrderId);
    await releaseExpiredHolds(t.database.db);
    expect(await stockOf(t, p)).toBe(2);
    expect((await orderRow(t, order.productOrderId)).status).toBe('cancelled');
    await payInSandbox(c, order.paymentUrl!);
    const view = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(view).toMatchObject({ status: 'paid', hold: { status: 'sold' } });
    expect(await stockOf(t, p)).toBe(0);
  });

  it('does not settle a late payment whose units were sold meanwhile', async () => {
    const p = await makeProduct(t, { stock: 1 });
    const first = await placedOrder(t, p, 1);
    await expireHold(t, first.order.productOrderId);
    await releaseExpiredHolds(t.database.db);
    const second = await placedOrder(t, p, 1);
    await payInSandbox(second.c, second.order.paymentUrl!);
    expect(await stockOf(t, p)).toBe(0);
    const { authority } = await payInSandbox(first.c, first.order.paymentUrl!);
    const view = (await first.c.get(`/api/productOrder/${first.order.productOrderId}`)).json().data;
    expect(view).toMatchObject({ status: 'failed', payment: { status: 'failed', failureCode: 'out_of_stock' }, hold: { status: 'released' } });
    expect(Number((await sandboxTx(t, authority)).verified)).toBe(0);
    expect(await stockOf(t, p)).toBe(0);
    // a retry is refused for lack of stock and holds nothing
    const retry = await first.c.post(`/api/productOrder/${first.order.productOrderId}/retryPayment`, {});
    expect(retry.statusCode).toBe(400);
    expect(retry.json().messages[0].item2).toBe('cart.outOfStock');
    expect(await stockOf(t, p)).toBe(0);
  });

  it('never settles a payment a retry replaced', async () => {
    const p = await makeProduct(t, { stock: 3 });
    const { c, order } = await placedOrder(t, p, 1);
    // the hold runs out while the shopper still has the bank page open; they retry from the order page
    await expireHold(t, order.productOrderId);
    await releaseExpiredHolds(t.database.db);
    const retry = (await c.post(`/api/productOrder/${order.productOrderId}/retryPayment`, {})).json().data;
    // ...and then pay in the old tab too
    const { authority } = await payInSandbox(c, order.paymentUrl!);
    expect(Number((await sandboxTx(t, authority)).verified)).toBe(0);
    const mid = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(mid.status).toBe('placed');
    expect(mid.payments[0]).toMatchObject({ status: 'superseded' });
    await payInSandbox(c, retry.paymentUrl);
    expect((await orderRow(t, order.productOrderId)).status).toBe('paid');
    expect(await stockOf(t, p)).toBe(2);
  });

  it('refuses a retry for a cheque order and for a guest', async () => {
    const p = await makeProduct(t);
    const { c } = await shopper(t);
    await readyToOrder(c, p, 1);
    await cart(c, 9, { paymentMethod: 'cheque' });
    const id = (await cart(c, 11)).json().data.productOrderId;
    expect((await c.post(`/api/productOrder/${id}/retryPayment`, {})).json().messages[0].item2).toBe('order.retryNotAllowed');
    expect((await new Client(t.app).post(`/api/productOrder/${id}/retryPayment`, {})).statusCode).toBe(401);
  });
});

describeEachDb('payment: no simulated bank in production', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses the sandbox bank pages when NODE_ENV is production (the cheque back office is gone: cheques are decided in /admin/orders)', async () => {
    const p = await makeProduct(t);
    const { c, order } = await placedOrder(t, p, 1);
    // (the app is built in test mode: auth refuses its sandbox SMS in production; the cart reads env per request)
    t.config.env = 'production';
    const authority = new URL(order.paymentUrl!).pathname.split('/').pop()!;
    expect((await c.get(`/api/payment/sandbox/pay/${authority}`)).statusCode).toBe(404);
    const post = await c.request({ method: 'POST', url: `/api/payment/sandbox/pay/${authority}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(404);
    expect((await c.get(`/api/payment/sandbox/cheque/${order.productOrderId}`)).statusCode).toBe(404);
    expect((await orderRow(t, order.productOrderId)).status).toBe('placed');
  });
});
