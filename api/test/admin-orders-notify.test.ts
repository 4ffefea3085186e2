/**
 * Telling the shopper (issue 32 item 6): one SMS per order and event, in the order's language, sent
 * after the change commits through the SMS adapter (the sandbox outbox here); a retried request, a
 * repeated bank callback or a second staff member never sends it twice; a failed send is marked and
 * never undoes the change.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KavenegarSms } from '../src/modules/auth/sms/kavenegar';
import { releaseExpiredHolds } from '../src/modules/cart/module';
import { setOrderTexter } from '../src/modules/cart/orders/notify';
import { act, adminOrder, chequeOrder, orderTexts, paidOrder, staffClient } from './admin-orders-fixtures';
import { cartTestApp, makeProduct, placedOrder } from './cart-fixtures';
import { Client, describeEachDb, type TestApp } from './helpers';

describeEachDb('order notifications', (kind) => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    ({ client: staff } = await staffClient(t, ['orders']));
  }, 60_000);
  afterAll(() => t.close());

  const fa = (n: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(n);
  const notifications = async (id: number) =>
    (await t.database.db.selectFrom('order_notifications').selectAll().where('order_id', '=', id).orderBy('id').execute()).map((r) => [r.event, r.status]);

  it('texts a Persian cheque order’s shopper exactly three times: cheque received, cleared and paid, shipped with the tracking code', async () => {
    const p = await makeProduct(t);
    const { c, user, id } = await chequeOrder(t, p, { lang: 'fa', send: true });
    expect(await orderTexts(t, user.mobile)).toEqual([]);
    await act(staff, id, 'chequeReceived');
    await act(staff, id, 'chequeCleared');
    await act(staff, id, 'ship', { carrier: 'پست', trackingCode: 'PST123456' });
    const texts = await orderTexts(t, user.mobile);
    expect(texts).toEqual([
      `چک سفارش ${fa(id)} شما به دست فروشگاه رسید؛ پس از وصول چک، سفارش آماده و ارسال می‌شود.`,
      `چک سفارش ${fa(id)} وصول شد و سفارش شما پرداخت‌شده است. سپاس از خرید شما.`,
      `سفارش ${fa(id)} با پست ارسال شد. کد رهگیری: PST123456`,
    ]);
    expect(texts.join(' ')).not.toMatch(new RegExp(`\\b${id}\\b`));
    expect(await notifications(id)).toEqual([
      ['chequeReceived', 'sent'],
      ['paid', 'sent'],
      ['shipped', 'sent'],
    ]);
    // the shopper's timeline shows what they were sent
    const mine = (await c.get(`/api/productOrder/${id}`)).json().data;
    const sent = mine.timeline.filter((e: { kind: string }) => e.kind === 'notification');
    expect(sent.map((e: { note: string; details: { event: string; message: string } }) => [e.note, e.details.event, e.details.message])).toEqual([
      ['notify.chequeReceived', 'chequeReceived', texts[0]],
      ['notify.paid', 'paid', texts[1]],
      ['notify.shipped', 'shipped', texts[2]],
    ]);
    expect(mine.shipping).toMatchObject({ carrier: 'پست', trackingCode: 'PST123456' });
  });

  it('sends one message when the same action is sent twice, in turn or at once', async () => {
    const p = await makeProduct(t, { stock: 10 });
    const { user, id } = await paidOrder(t, p);
    const { version } = await adminOrder(staff, id);
    const body = { action: 'ship', version, carrier: 'Tipax', trackingCode: 'TX-1' };
    expect((await staff.post(`/api/admin/orders/${id}/actions`, body)).statusCode).toBe(200);
    // the same request again (a double click, a retried request): stale
    expect((await staff.post(`/api/admin/orders/${id}/actions`, body)).statusCode).toBe(409);
    // again with the version read afresh: already shipped
    expect((await act(staff, id, 'ship', { carrier: 'Tipax', trackingCode: 'TX-1' })).statusCode).toBe(409);
    expect(await orderTexts(t, user.mobile)).toEqual([`Your order ${id} is paid. Thank you!`, `Your order ${id} was shipped with Tipax. Tracking code: TX-1`]);

    const second = await paidOrder(t, p);
    const v = (await adminOrder(staff, second.id)).version;
    const { client: other } = await staffClient(t, ['orders']);
    const answers = await Promise.all([
      staff.post(`/api/admin/orders/${second.id}/actions`, { action: 'cancel', version: v }),
      other.post(`/api/admin/orders/${second.id}/actions`, { action: 'cancel', version: v }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orderTexts(t, second.user.mobile)).toEqual([`Your order ${second.id} is paid. Thank you!`, `Your order ${second.id} was cancelled. The amount you paid will be refunded.`]);
  });

  it('sends one “paid” message however often the bank calls back', async () => {
    const p = await makeProduct(t);
    const { c, user, id, paymentUrl } = await paidOrder(t, p);
    const authority = new URL(paymentUrl).pathname.split('/').pop()!;
    const payment = (await c.get(`/api/productOrder/${id}`)).json().data.payment;
    for (let i = 0; i < 3; i++) expect((await c.get(`/api/payment/callback/${payment.id}?Authority=${authority}&Status=OK`)).statusCode).toBe(302);
    expect(await orderTexts(t, user.mobile)).toEqual([`Your order ${id} is paid. Thank you!`]);
  });

  it('keeps the change when the SMS cannot be sent, marks the message failed and shows staff why', async () => {
    const p = await makeProduct(t);
    const { c, user, id } = await paidOrder(t, p);
    setOrderTexter(t.database.db, {
      sendText: async () => {
        throw new Error('provider down');
      },
    });
    try {
      const res = await act(staff, id, 'ship', { carrier: 'Post', trackingCode: 'P-9' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('shipped');
      const failed = res.json().data.timeline.filter((e: { kind: string }) => e.kind === 'notification').at(-1);
      expect(failed).toMatchObject({ note: 'notify.shipped', details: { event: 'shipped', status: 'failed', reason: 'provider down' } });
    } finally {
      setOrderTexter(t.database.db, t.app.auth.sms, t.app.log);
    }
    expect(await notifications(id)).toEqual([
      ['paid', 'sent'],
      ['shipped', 'failed'],
    ]);
    // never sent later by the sweep (it might be a duplicate), nor shown to the shopper
    await releaseExpiredHolds(t.database.db);
    expect(await orderTexts(t, user.mobile)).toEqual([`Your order ${id} is paid. Thank you!`]);
    const mine = (await c.get(`/api/productOrder/${id}`)).json().data;
    expect(mine.timeline.filter((e: { kind: string }) => e.kind === 'notification')).toHaveLength(1);
  });

  it('tells a cheque order’s shopper when its hold ran out, not an online shopper who left the bank page', async () => {
    const p = await makeProduct(t, { stock: 5 });
    const cheque = await chequeOrder(t, p);
    const online = await placedOrder(t, p);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db.updateTable('product_orders').set({ hold_expires_at: past }).where('id', 'in', [cheque.id, online.order.productOrderId]).execute();
    expect((await releaseExpiredHolds(t.database.db)).orders).toBe(2);
    expect(await stockOf(p)).toBe(5);
    expect(await orderTexts(t, cheque.user.mobile)).toEqual([`Your order ${cheque.id} was cancelled.`]);
    expect(await orderTexts(t, online.user.mobile)).toEqual([]);
    const view = (await cheque.c.get(`/api/productOrder/${cheque.id}`)).json().data;
    expect(view.timeline.map((e: { kind: string; note: string }) => [e.kind, e.note])).toEqual([
      ['status', 'order.placed'],
      ['status', 'hold.expired'],
      ['notification', 'notify.cancelled'],
    ]);
  });

  it('sends a message a crash left unsent at the next sweep, once', async () => {
    const p = await makeProduct(t);
    const { user, id } = await paidOrder(t, p);
    const now = new Date().toISOString();
    await t.database.db.insertInto('order_notifications').values({ order_id: id, event: 'cancelled', status: 'pending', created_at: now, updated_at: now }).execute();
    expect((await releaseExpiredHolds(t.database.db)).messages).toBe(1);
    expect((await releaseExpiredHolds(t.database.db)).messages).toBe(0);
    expect(await orderTexts(t, user.mobile)).toEqual([`Your order ${id} is paid. Thank you!`, `Your order ${id} was cancelled.`]);
  });

  async function stockOf(productId: number) {
    return Number((await t.database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock);
  }
});

describe('order messages through Kavenegar', () => {
  it('sends the worded text with sms/send.json to the receptor, and reports a refusal as an error', async () => {
    const calls: URL[] = [];
    let status = 200;
    const server = http.createServer((req, res) => {
      calls.push(new URL(req.url ?? '/', 'http://fake'));
      res.writeHead(status === 200 ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify({ return: { status, message: status === 200 ? 'تایید شد' : 'receptor' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sms = new KavenegarSms({ apiKey: 'KEY123', template: 'shop-verify', baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      await sms.sendText('09121234567', 'سفارش ۱۰۴۳ با پست ارسال شد. کد رهگیری: PST1');
      expect(calls[0].pathname).toBe('/v1/KEY123/sms/send.json');
      expect(Object.fromEntries(calls[0].searchParams)).toEqual({ receptor: '09121234567', message: 'سفارش ۱۰۴۳ با پست ارسال شد. کد رهگیری: PST1' });
      status = 411;
      await expect(sms.sendText('0912', 'x')).rejects.toMatchObject({ name: 'SmsError', providerStatus: 411, invalidReceptor: true });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
