import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDb, Client, type TestApp } from './helpers';
import { cart, cartTestApp, makeProduct, orderRow, payInSandbox, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { bonusBalance } from '../src/modules/cart/bonus/queries';
import { releaseExpiredHolds } from '../src/modules/cart/module';
import { ZarinpalGateway } from '../src/modules/cart/payment/zarinpal';

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

/** A local stand-in for Zarinpal's REST v4 API that records what it is sent. */
class FakeZarinpal {
  server = http.createServer((req, res) => this.handle(req, res));
  calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  requested = new Map<string, number>();
  next = 0;
  mode: { request: 'ok' | 'refuse'; verify: 'ok' | 'mismatch' | 'broken' | 'unpaid' } = { request: 'ok', verify: 'ok' };
  url = '';

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      this.calls.push({ path: req.url ?? '', body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url === '/pg/v4/payment/request.json') {
        if (this.mode.request === 'refuse') return send(400, { data: [], errors: { code: -9, message: 'The input params invalid, validation error.', validations: [] } });
        this.next += 1;
        const authority = `A${String(this.next).padStart(35, '0')}`;
        this.requested.set(authority, Number(body.amount));
        return send(200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
      }
      if (req.url === '/pg/v4/payment/verify.json') {
        if (this.mode.verify === 'broken') {
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<html>Bad gateway</html>');
        }
        if (this.mode.verify === 'unpaid') return send(400, { data: [], errors: { code: -51, message: 'Session is not valid, session is not active paid try.', validations: [] } });
        const expected = this.requested.get(String(body.authority));
        if (this.mode.verify === 'mismatch' || expected !== Number(body.amount)) {
          return send(400, { data: [], errors: { code: -50, message: 'Session is not valid, amounts values is not the same.', validations: [] } });
        }
        return send(200, { data: { code: 100, message: 'Verified', card_hash: 'H', card_pan: '502229******5995', ref_id: 201, fee_type: 'Merchant', fee: 0 }, errors: [] });
      }
      send(404, { errors: { code: -1 } });
    });
  }
}

describeEachDb('payment: Zarinpal REST v4 against a local fake', (kind) => {
  let t: TestApp;
  const fake = new FakeZarinpal();
  const merchantId = '1344b5d4-0048-11e8-94db-005056a205be';
  beforeAll(async () => {
    await fake.start();
    t = await cartTestApp(kind, { paymentGateway: 'zarinpal', zarinpal: { merchantId, sandbox: true, baseUrl: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.calls = [];
    fake.mode = { request: 'ok', verify: 'ok' };
  });

  const callback = (c: Client, paymentId: number, authority: string, status: 'OK' | 'NOK') =>
    c.get(`/api/payment/callback/${paymentId}?Authority=${authority}&Status=${status}`);

  it('requests in Rials with the currency stated, redirects to StartPay and verifies once', async () => {
    const p = await makeProduct(t, { price: 2_000_000, stock: 2 });
    const { c, order } = await placedOrder(t, p, 1);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toEqual({
      path: '/pg/v4/payment/request.json',
      body: {
        merchant_id: merchantId,
        amount: 2_450_000,
        currency: 'IRR',
        callback_url: `http://localhost:3000/api/payment/callback/${order.paymentId}`,
        description: `Order #${order.productOrderId}`,
        metadata: { mobile: expect.stringMatching(/^09\d{9}$/), order_id: String(order.productOrderId) },
      },
    });
    const authority = `A${String(fake.next).padStart(35, '0')}`;
    expect(order.paymentUrl).toBe(`${fake.url}/pg/StartPay/${authority}`);

    const back = await callback(c, order.paymentId!, authority, 'OK');
    expect(back.headers.location).toBe(`http://localhost:3000/en/profile/accountorder/${order.productOrderId}`);
    expect(fake.calls[1]).toEqual({ path: '/pg/v4/payment/verify.json', body: { merchant_id: merchantId, amount: 2_450_000, authority } });
    await callback(c, order.paymentId!, authority, 'OK');
    expect(fake.calls.filter((x) => x.path.endsWith('verify.json'))).toHaveLength(1);
    const view = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(view).toMatchObject({ status: 'paid', payment: { status: 'paid', refId: '201' } });
    expect(view.payments[0].cardPan).toBe('502229******5995');
  });

  it('cancels on Status=NOK only after Zarinpal refuses to verify the payment', async () => {
    const p = await makeProduct(t);
    const { c, order } = await placedOrder(t, p, 1);
    const authority = `A${String(fake.next).padStart(35, '0')}`;
    fake.mode.verify = 'unpaid';
    await callback(c, order.paymentId!, authority, 'NOK');
    expect(fake.calls.filter((x) => x.path.endsWith('verify.json'))).toHaveLength(1);
    expect((await orderRow(t, order.productOrderId)).status).toBe('cancelled');
    const view = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(view).toMatchObject({ payment: { status: 'cancelled', failureCode: 'bank_nok' }, hold: { status: 'held' }, canRetryPayment: true });
  });

  it('settles a payment Zarinpal verifies even when the callback says NOK (a forged or garbled return)', async () => {
    const p = await makeProduct(t, { stock: 1 });
    const { c, order } = await placedOrder(t, p, 1);
    const authority = `A${String(fake.next).padStart(35, '0')}`;
    await callback(c, order.paymentId!, authority, 'NOK');
    expect(fake.calls.filter((x) => x.path.endsWith('verify.json'))).toHaveLength(1);
    expect((await orderRow(t, order.productOrderId)).status).toBe('paid');
    expect(await stockOf(t, p)).toBe(0);
  });

  it('fails the order when Zarinpal reports an amount mismatch (-50)', async () => {
    const p = await makeProduct(t);
    const { c, order } = await placedOrder(t, p, 1);
    const authority = `A${String(fake.next).padStart(35, '0')}`;
    fake.mode.verify = 'mismatch';
    await callback(c, order.paymentId!, authority, 'OK');
    const view = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(view).toMatchObject({ status: 'failed', payment: { status: 'failed', failureCode: 'amount_mismatch' }, canRetryPayment: true });
  });

  it('keeps the payment pending when verify cannot be read, and settles it on the next callback', async () => {
    const p = await makeProduct(t, { stock: 1 });
    const { c, order } = await placedOrder(t, p, 1);
    const authority = `A${String(fake.next).padStart(35, '0')}`;
    fake.mode.verify = 'broken';
    await callback(c, order.paymentId!, authority, 'OK');
    const pending = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
    expect(pending).toMatchObject({ status: 'placed', payment: { status: 'pending' }, hold: { status: 'held' } });
    fake.mode.verify = 'ok';
    await callback(c, order.paymentId!, authority, 'OK');
    expect((await orderRow(t, order.productOrderId)).status).toBe('paid');
    expect(await stockOf(t, p)).toBe(0);
  });

  it('keeps the order when the gateway refuses the request, and lets the shopper retry', async () => {
    const p = await makeProduct(t, { stock: 1 });
    fake.mode.request = 'refuse';
    const s = await shopper(t);
    await readyToOrder(s.c, p, 1);
    const res = await cart(s.c, 11, {}, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isOnline: true, paymentId: null, paymentUrl: null, productOrderId: expect.any(Number) });
    expect(res.json().messages.map((m: { item2: string }) => m.item2)).toEqual(['cart.orderPlaced', 'cart.paymentStartFailed']);
    const id = res.json().data.productOrderId;
    expect((await s.c.get(`/api/productOrder/${id}`)).json().data).toMatchObject({ status: 'failed', payment: { failureCode: 'request_failed' }, canRetryPayment: true });
    expect(await stockOf(t, p)).toBe(0);
    fake.mode.request = 'ok';
    const retry = (await s.c.post(`/api/productOrder/${id}/retryPayment`, {})).json().data;
    expect(retry.paymentUrl).toMatch(/\/pg\/StartPay\/A\d+$/);
    await callback(s.c, retry.paymentId, retry.paymentUrl.split('/').pop(), 'OK');
    expect((await orderRow(t, id)).status).toBe('paid');
  });

  it('refuses an online order below Zarinpal’s minimum amount', async () => {
    const p = await makeProduct(t, { price: 5_000 });
    const { c } = await shopper(t);
    await cart(c, 1, { productItemId: p });
    await cart(c, 6, { deliveryId: 4 });
    const res = await cart(c, 11, {}, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toEqual({ item1: 'An online payment must be at least 1,000 Toman.', item2: 'cart.amountTooSmall' });
    expect(await stockOf(t, p)).toBe(10);
  });

  it('serves no sandbox bank pages when Zarinpal is the gateway', async () => {
    expect((await new Client(t.app).get('/api/payment/sandbox/pay/SBX1')).statusCode).toBe(404);
  });
});

describe('ZarinpalGateway hosts', () => {
  afterEach(() => jest.restoreAllMocks());
  const answer = () => new Response(JSON.stringify({ data: { code: 100, authority: 'A1' }, errors: [] }), { status: 200 });

  it.each([
    [true, 'https://sandbox.zarinpal.com'],
    [false, 'https://payment.zarinpal.com'],
  ])('sandbox=%s uses %s', async (sandbox, host) => {
    const spy = jest.spyOn(global, 'fetch').mockResolvedValue(answer());
    const gw = new ZarinpalGateway({ merchantId: 'm', sandbox });
    const start = await gw.request({ amount: 20_000, callbackUrl: 'http://x/cb', description: 'd', mobile: null, orderId: 1, locale: 'fa' });
    expect(spy.mock.calls[0][0]).toBe(`${host}/pg/v4/payment/request.json`);
    expect(start.paymentUrl).toBe(`${host}/pg/StartPay/A1`);
  });

  it('will not start without a merchant id', () => {
    expect(() => new ZarinpalGateway({ merchantId: '', sandbox: true })).toThrow(/ZARINPAL_MERCHANT_ID/);
  });
});

describeEachDb('payment: no simulated bank in production', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses the sandbox bank pages and back office when NODE_ENV is production', async () => {
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
