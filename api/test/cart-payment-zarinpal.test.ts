import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDb, Client, type TestApp } from './helpers';
import { cart, cartTestApp, makeProduct, orderRow, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { ZarinpalGateway } from '../src/modules/cart/payment/zarinpal';

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
