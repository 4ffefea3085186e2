/**
 * The back office's orders (issue 32): the state machine as staff meet it (every allowed and refused
 * action, 409 with the current order), the optimistic version, cancellation (stock back, refund due,
 * the refund's reference), roles, notes, the timeline and the audit trail.
 */
import type { OrderAction } from 'contracts/admin-orders';
import { ORDER_ACTIONS } from 'contracts/admin-orders';
import { bonusBalance } from '../src/modules/cart/bonus/queries';
import { act, adminOrder, chequeOrder, paidOrder, staffClient } from './admin-orders-fixtures';
import { cart, cartTestApp, makeProduct, payInSandbox, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { Client, describeEachDb, type TestApp } from './helpers';

describeEachDb('back-office orders', (kind) => {
  let t: TestApp;
  let staff: Client;
  let staffId: number;
  let other: Client;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    ({ client: staff, id: staffId } = await staffClient(t, ['orders'], 'Maryam Orders'));
    ({ client: other } = await staffClient(t, ['orders'], 'Second Desk'));
  }, 60_000);
  afterAll(() => t.close());

  const post = (c: Client, id: number, body: Record<string, unknown>, lang = 'en') => c.post(`/api/admin/orders/${id}/actions?lang=${lang}`, body);

  describe('the state machine', () => {
    it('takes an online order from paid through preparing and shipping to delivered, each step on the timeline', async () => {
      const p = await makeProduct(t, { stock: 5 });
      const { c, id } = await paidOrder(t, p, { count: 2 });
      let order = await adminOrder(staff, id);
      expect(order).toMatchObject({ status: 'paid', paymentMethod: 'online', actions: ['prepare', 'ship', 'cancel'], hold: { status: 'sold', expiresAt: null }, shipping: null, refund: null });
      expect(order.customer).toMatchObject({ name: 'Sara Ahmadi', mobile: expect.stringMatching(/^09\d{9}$/) });
      expect(order.lines[0]).toMatchObject({ productId: p, count: 2, names: { en: expect.any(String), fa: expect.any(String) } });
      expect(order.payments[0]).toMatchObject({ status: 'paid', authority: expect.any(String) });
      const v0 = order.version;

      order = (await post(staff, id, { action: 'prepare', version: v0 })).json().data;
      expect(order).toMatchObject({ status: 'preparing', version: v0 + 1, actions: ['ship', 'cancel'] });
      const shipped = await post(staff, id, { action: 'ship', version: order.version, carrier: ' Post ', trackingCode: '۱۲۳۴۵۶۷۸۹۰' });
      expect(shipped.statusCode).toBe(200);
      order = shipped.json().data;
      expect(order).toMatchObject({ status: 'shipped', actions: ['deliver'], shipping: { carrier: 'Post', trackingCode: '1234567890', shippedAt: expect.any(String), deliveredAt: null } });
      order = (await post(staff, id, { action: 'deliver', version: order.version })).json().data;
      expect(order).toMatchObject({ status: 'delivered', actions: [], shipping: { deliveredAt: expect.any(String) } });

      const steps = order.timeline.filter((e: { kind: string }) => e.kind === 'status');
      expect(steps.map((e: { from: string | null; to: string; note: string }) => [e.from, e.to, e.note])).toEqual([
        [null, 'placed', 'order.placed'],
        ['placed', 'paid', 'payment.verified'],
        ['paid', 'preparing', 'order.preparing'],
        ['preparing', 'shipped', 'order.shipped'],
        ['shipped', 'delivered', 'order.delivered'],
      ]);
      expect(steps[3]).toMatchObject({ staffId, staffName: 'Maryam Orders', details: { carrier: 'Post', trackingCode: '1234567890' } });
      expect(steps[1]).toMatchObject({ staffId: null, staffName: null });

      // the shopper's page: the same steps, the tracking code, no staff names
      const mine = (await c.get(`/api/productOrder/${id}`)).json().data;
      expect(mine.shipping).toEqual(order.shipping);
      expect(mine.timeline.filter((e: { kind: string }) => e.kind === 'status').map((e: { to: string }) => e.to)).toEqual(['placed', 'paid', 'preparing', 'shipped', 'delivered']);
      expect(JSON.stringify(mine.timeline)).not.toContain('Maryam');
      expect(mine.history.map((h: { to: string }) => h.to)).toEqual(['placed', 'paid', 'preparing', 'shipped', 'delivered']);

      // every change is in the audit trail, with who made it
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(id)).orderBy('id').execute();
      expect(audit.map((a) => [a.action, a.staff_id === null ? null : Number(a.staff_id)])).toEqual([
        ['payment', null],
        ['prepare', staffId],
        ['ship', staffId],
        ['deliver', staffId],
      ]);
      expect(JSON.parse(String(audit[2].after_json))).toMatchObject({ status: 'shipped', carrier: 'Post', trackingCode: '1234567890' });
    });

    it('ships a paid order straight away (preparing is optional) and wants carrier and tracking code', async () => {
      const p = await makeProduct(t);
      const { id } = await paidOrder(t, p);
      const { version } = await adminOrder(staff, id);
      const noCode = await post(staff, id, { action: 'ship', version, carrier: 'Tipax' });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().messages[0]).toMatchObject({ item2: 'common.requiredField', item1: 'The field "trackingCode" is required.' });
      const blank = await post(staff, id, { action: 'ship', version, carrier: '   ', trackingCode: 'X1' });
      expect(blank.json().messages[0].item2).toBe('common.requiredField');
      expect((await adminOrder(staff, id)).version).toBe(version);
      const ok = await post(staff, id, { action: 'ship', version, carrier: 'Tipax', trackingCode: 'TPX-77' });
      expect(ok.json().data).toMatchObject({ status: 'shipped', shipping: { carrier: 'Tipax', trackingCode: 'TPX-77' } });
    });

    // an order in each state, and what staff may do there (the rest answers 409)
    async function orderIn(state: string): Promise<number> {
      const p = await makeProduct(t, { stock: 20 });
      if (state === 'placed') return (await placedOrder(t, p)).order.productOrderId;
      if (state === 'awaiting_cheque') return (await chequeOrder(t, p, { send: true })).id;
      if (state === 'cheque_received') {
        const { id } = await chequeOrder(t, p, { send: true });
        await act(staff, id, 'chequeReceived');
        return id;
      }
      if (state === 'failed') {
        const { c, order } = await placedOrder(t, p);
        await payInSandbox(c, order.paymentUrl!, 'pay', 10); // another amount: the payment fails
        return order.productOrderId;
      }
      const { id } = await paidOrder(t, p);
      if (state === 'preparing') await act(staff, id, 'prepare');
      if (state === 'shipped' || state === 'delivered') await act(staff, id, 'ship', { carrier: 'Post', trackingCode: 'P1' });
      if (state === 'delivered') await act(staff, id, 'deliver');
      if (state === 'cancelled') await act(staff, id, 'cancel');
      if (state === 'refunded') {
        await act(staff, id, 'cancel');
        await act(staff, id, 'refund', { reference: 'R-1' });
      }
      return id;
    }
    const allowed: Record<string, OrderAction[]> = {
      placed: ['cancel'],
      awaiting_cheque: ['chequeReceived', 'cancel'],
      cheque_received: ['chequeCleared', 'chequeBounced', 'cancel'],
      failed: ['cancel'],
      paid: ['prepare', 'ship', 'cancel'],
      preparing: ['ship', 'cancel'],
      shipped: ['deliver'],
      delivered: [],
      // cancelled after it was paid: the refund is due
      cancelled: ['refund'],
      refunded: [],
    };

    it.each(Object.keys(allowed))('refuses every other action on an order that is %s with 409 and the current order, writing nothing', async (state) => {
      const id = await orderIn(state);
      const before = await adminOrder(staff, id);
      expect(before.actions).toEqual(allowed[state]);
      for (const action of ORDER_ACTIONS.filter((a) => !allowed[state].includes(a))) {
        const res = await post(staff, id, { action, version: before.version, carrier: 'Post', trackingCode: 'T1', reference: 'R9' });
        expect([action, res.statusCode]).toEqual([action, 409]);
        const body = res.json();
        const code = action === 'refund' && state === 'refunded' ? 'orders.admin.noRefundDue' : 'orders.admin.notAllowed';
        expect([action, body.messages[0].item2]).toEqual([action, code]);
        expect(body.data).toMatchObject({ id, version: before.version, status: before.status });
      }
      const after = await adminOrder(staff, id);
      expect(after.version).toBe(before.version);
      expect(after.timeline).toEqual(before.timeline);
    });

    it('says which state refused the action, in the request’s language', async () => {
      const id = await orderIn('delivered');
      const { version } = await adminOrder(staff, id);
      const en = await post(staff, id, { action: 'cancel', version }, 'en');
      expect(en.json().messages[0].item1).toBe('"Cancel the order" is not possible for an order that is "delivered".');
      const fa = await post(staff, id, { action: 'cancel', version }, 'fa');
      expect(fa.json().messages[0].item1).toBe('«لغو سفارش» برای سفارشی در وضعیت «تحویل‌شده» ممکن نیست.');
    });

    it('marks a cheque received only once the shopper sent its details', async () => {
      const p = await makeProduct(t);
      const { id } = await chequeOrder(t, p);
      const order = await adminOrder(staff, id);
      expect(order).toMatchObject({ status: 'awaiting_cheque', cheque: null, actions: ['cancel'], hold: { status: 'held', expiresAt: expect.any(String) } });
      const res = await post(staff, id, { action: 'chequeReceived', version: order.version });
      expect(res.statusCode).toBe(409);
      expect(res.json().messages[0]).toEqual({ item1: 'The shopper has not sent the details of this order’s cheque yet.', item2: 'orders.admin.noCheque' });
    });
  });

  describe('two staff members at once', () => {
    it('answers the second, stale change 409 orders.admin.stale with the order as it is now', async () => {
      const p = await makeProduct(t);
      const { id } = await paidOrder(t, p);
      const seen = await adminOrder(staff, id);
      const first = await post(staff, id, { action: 'prepare', version: seen.version });
      expect(first.statusCode).toBe(200);
      const second = await post(other, id, { action: 'cancel', version: seen.version });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        isSuccess: false,
        messages: [{ item2: 'orders.admin.stale', item1: 'This order was changed in the meantime; its current state is shown: check it and decide again.' }],
        data: { id, status: 'preparing', version: seen.version + 1, actions: ['ship', 'cancel'] },
      });
      expect((await adminOrder(staff, id)).status).toBe('preparing');
      expect(await stockOf(t, p)).toBe(9);
    });

    it('lets exactly one of two simultaneous changes with the same version through', async () => {
      const p = await makeProduct(t);
      const { id } = await paidOrder(t, p);
      const { version } = await adminOrder(staff, id);
      const answers = await Promise.all([
        post(staff, id, { action: 'ship', version, carrier: 'Post', trackingCode: 'A1' }),
        post(other, id, { action: 'cancel', version }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const after = await adminOrder(staff, id);
      expect(after.version).toBe(version + 1);
      expect(after.timeline.filter((e: { kind: string; staffId: number | null }) => e.kind === 'status' && e.staffId !== null)).toHaveLength(1);
    });
  });

  describe('cancelling', () => {
    it('gives an unpaid order’s held stock back, owes nothing, and the bank can no longer settle it', async () => {
      const p = await makeProduct(t, { stock: 4 });
      const { c, order } = await placedOrder(t, p, 3);
      expect(await stockOf(t, p)).toBe(1);
      const res = await act(staff, order.productOrderId, 'cancel', { reason: 'Customer called' });
      expect(res.json().data).toMatchObject({ status: 'cancelled', hold: { status: 'released' }, refund: null, actions: [] });
      expect(await stockOf(t, p)).toBe(4);
      // the shopper still at the bank: the payment is not settled, the order stays cancelled and final
      const { callback } = await payInSandbox(c, order.paymentUrl!);
      expect(callback.statusCode).toBe(302);
      const mine = (await c.get(`/api/productOrder/${order.productOrderId}`)).json().data;
      expect(mine).toMatchObject({ status: 'cancelled', paidAt: null, canRetryPayment: false });
      expect(mine.payments[0].status).toBe('superseded');
      expect(await stockOf(t, p)).toBe(4);
      const retry = await c.post(`/api/productOrder/${order.productOrderId}/retryPayment`, {});
      expect(retry.json().messages[0].item2).toBe('order.retryNotAllowed');
      // nor can a new basket complete it
      await cart(c, 1, { productItemId: p });
      expect((await cart(c, 20, { parentOrderId: order.productOrderId })).json().messages[0].item2).toBe('cart.parentOrderInvalid');
    });

    it('returns a paid order’s units to the product, records the refund due, then its reference', async () => {
      const p = await makeProduct(t, { stock: 6, price: 2_000_000 });
      const { c, user, id } = await paidOrder(t, p, { count: 2 });
      expect(await stockOf(t, p)).toBe(4);
      const earned = await bonusBalance(t.database.db, user.id);
      expect(earned).toBeGreaterThan(0);
      const payable = (await adminOrder(staff, id)).totals.payable;

      const cancelled = (await act(staff, id, 'cancel')).json().data;
      expect(cancelled).toMatchObject({ status: 'cancelled', hold: { status: 'released' }, refund: { amount: payable, reference: null, refundedAt: null }, actions: ['refund'] });
      expect(await stockOf(t, p)).toBe(6);
      // the bonus the order earned is taken back
      expect(await bonusBalance(t.database.db, user.id)).toBe(0);
      // the storefront's product answers the stock too
      const product = await new Client(t.app).get(`/api/product/${p}?lang=en`);
      expect(product.json().data).toMatchObject({ stock: 6, inStock: true });

      const noRef = await act(staff, id, 'refund');
      expect(noRef.statusCode).toBe(400);
      expect(noRef.json().messages[0]).toMatchObject({ item2: 'common.requiredField' });
      const refunded = (await act(staff, id, 'refund', { reference: 'BANK-REF-۹۹' })).json().data;
      expect(refunded).toMatchObject({ status: 'cancelled', refund: { amount: payable, reference: 'BANK-REF-99', refundedAt: expect.any(String) }, actions: [] });
      expect(refunded.timeline.at(-1)).toMatchObject({ kind: 'status', from: 'cancelled', to: 'cancelled', note: 'refund.paid', details: { reference: 'BANK-REF-99', amount: payable } });
      const again = await act(staff, id, 'refund', { reference: 'X' });
      expect(again.json().messages[0].item2).toBe('orders.admin.noRefundDue');
      // the shopper sees the steps and the refund's reference, not who did it
      const mine = (await c.get(`/api/productOrder/${id}`)).json().data;
      expect(mine.timeline.filter((e: { kind: string }) => e.kind === 'status').map((e: { note: string }) => e.note)).toEqual(['order.placed', 'payment.verified', 'order.cancelled', 'refund.paid']);
      expect(mine.canRetryPayment).toBe(false);
    });

    it('gives a received cheque order’s stock back (no money was taken)', async () => {
      const p = await makeProduct(t, { stock: 2 });
      const { id } = await chequeOrder(t, p, { send: true, count: 2 });
      await act(staff, id, 'chequeReceived');
      expect(await stockOf(t, p)).toBe(0);
      expect((await act(staff, id, 'cancel')).json().data).toMatchObject({ status: 'cancelled', refund: null });
      expect(await stockOf(t, p)).toBe(2);
    });
  });

  describe('roles', () => {
    it('lets support read orders but not act; content gets 403; shoppers and strangers 401', async () => {
      const p = await makeProduct(t);
      const { c, id } = await paidOrder(t, p);
      const { client: support } = await staffClient(t, ['support']);
      const { client: content } = await staffClient(t, ['content']);
      const { client: owner } = await staffClient(t, ['owner']);

      const seen = await adminOrder(support, id);
      expect(seen.actions).toEqual([]);
      expect((await support.get('/api/admin/orders?lang=en')).statusCode).toBe(200);
      expect((await support.get('/api/admin/holds?lang=en')).statusCode).toBe(200);
      expect((await support.get('/api/admin/orders/export.csv')).statusCode).toBe(200);
      const refused = await post(support, id, { action: 'prepare', version: seen.version });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messages[0]).toEqual({ item1: 'You are not allowed to do this.', item2: 'admin.forbidden' });
      expect((await support.post(`/api/admin/orders/${id}/release?lang=en`)).statusCode).toBe(403);

      for (const [method, url] of [
        ['GET', '/api/admin/orders'],
        ['GET', `/api/admin/orders/${id}`],
        ['GET', '/api/admin/orders/export.csv'],
        ['GET', '/api/admin/holds'],
        ['POST', `/api/admin/orders/${id}/actions`],
        ['POST', `/api/admin/orders/${id}/notes`],
        ['POST', `/api/admin/orders/${id}/release`],
      ] as Array<['GET' | 'POST', string]>) {
        const payload = method === 'POST' ? { action: 'prepare', version: seen.version, text: 'x' } : undefined;
        expect([url, (await content.request({ method, url, payload })).statusCode]).toEqual([url, 403]);
        expect([url, (await c.request({ method, url, payload })).statusCode]).toEqual([url, 401]);
        expect([url, (await new Client(t.app).request({ method, url, payload })).statusCode]).toEqual([url, 401]);
      }
      expect((await adminOrder(staff, id)).version).toBe(seen.version);
      // the owner may do everything
      expect((await act(owner, id, 'prepare')).statusCode).toBe(200);
    });
  });

  describe('notes', () => {
    it('keeps a staff note on the timeline with who wrote it, never on the shopper’s page', async () => {
      const p = await makeProduct(t);
      const { c, id } = await paidOrder(t, p);
      const before = await adminOrder(staff, id);
      const res = await staff.post(`/api/admin/orders/${id}/notes?lang=en`, { text: '  Customer asked for a morning delivery  ' });
      expect(res.statusCode).toBe(200);
      const note = res.json().data.timeline.at(-1);
      expect(note).toMatchObject({ kind: 'note', note: 'Customer asked for a morning delivery', staffName: 'Maryam Orders', staffId, from: null, to: null, details: null });
      // a note changes nothing of the order: the version others hold stays valid
      expect(res.json().data.version).toBe(before.version);
      const { client: support } = await staffClient(t, ['support']);
      expect((await support.post(`/api/admin/orders/${id}/notes`, { text: 'Called back' })).statusCode).toBe(200);
      expect((await staff.post(`/api/admin/orders/${id}/notes?lang=en`, { text: '   ' })).json().messages[0].item2).toBe('common.requiredField');
      expect((await staff.post('/api/admin/orders/99999999/notes?lang=en', { text: 'x' })).statusCode).toBe(404);
      const mine = JSON.stringify((await c.get(`/api/productOrder/${id}`)).json().data);
      expect(mine).not.toContain('morning delivery');
      expect(mine).not.toContain('Called back');
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(id)).where('action', '=', 'note').execute();
      expect(audit).toHaveLength(2);
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await staff.get('/api/admin/orders/99999999?lang=en')).statusCode).toBe(404);
    expect((await post(staff, 99999999, { action: 'cancel', version: 0 })).json().messages[0].item2).toBe('order.notFound');
  });

  it('refuses a body the contract does not allow, writing nothing', async () => {
    const p = await makeProduct(t);
    const { id } = await paidOrder(t, p);
    const { version } = await adminOrder(staff, id);
    for (const body of [{ action: 'explode', version }, { action: 'prepare' }, { action: 'prepare', version: -1 }, { action: 'prepare', version, extra: 1 }, { action: 'ship', version, carrier: 'x'.repeat(61), trackingCode: 'a' }]) {
      expect([body, (await post(staff, id, body)).statusCode]).toEqual([body, 400]);
    }
    expect((await adminOrder(staff, id)).version).toBe(version);
  });

  it('places cheque orders in any language and keeps a shopper’s order readable to staff', async () => {
    const p = await makeProduct(t);
    const s = await shopper(t, 'Reza Karimi');
    await readyToOrder(s.c, p);
    await cart(s.c, 9, { paymentMethod: 'cheque' });
    const id = (await cart(s.c, 11, {}, 'fa')).json().data.productOrderId;
    const order = await adminOrder(staff, id, 'fa');
    expect(order).toMatchObject({ locale: 'fa', customer: { name: 'Reza Karimi' }, paymentMethod: 'cheque' });
  });
});
