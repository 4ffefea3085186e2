/**
 * The back office's orders list and CSV (filters, paging), the stock holds and their release, manual
 * stock adjustments, the cheque orders' hold settings and limits, and the migration of the sandbox's
 * 'confirmed' orders (issue 32 items 1, 4).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Migrator } from 'kysely';
import { loadConfig } from '../src/config';
import { nowIso, openDatabase } from '../src/db/database';
import { allMigrations } from '../src/db/migrations';
import { migrateToLatest } from '../src/db/migrate';
import { act, adminOrder, chequeOrder, orderTexts, paidOrder, staffClient } from './admin-orders-fixtures';
import { cart, cartTestApp, makeProduct, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { Client, dbKinds, describeEachDb, type DbKind, type TestApp } from './helpers';

const TEHRAN_DAY = () => new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10);

describeEachDb('back-office orders list, holds and stock', (kind) => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    ({ client: staff } = await staffClient(t, ['orders']));
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await staff.get(`/api/admin/orders?lang=en&${query}`);
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return res.json().data as { items: Array<{ id: number; status: string; paymentMethod: string; payable: number; itemCount: number; customer: { name: string; mobile: string } }>; total: number; page: number; pageSize: number; pageCount: number };
  };

  describe('the list', () => {
    let paid: Awaited<ReturnType<typeof paidOrder>>;
    let cheque: Awaited<ReturnType<typeof chequeOrder>>;
    let placed: number;
    beforeAll(async () => {
      const p = await makeProduct(t, { stock: 50, price: 3_000_000 });
      // one customer's three orders (a name no other test uses; Arabic ي in it)
      paid = await paidOrder(t, p, { count: 2, fullName: 'Zeynab Kianfar' });
      cheque = await chequeOrder(t, p, { fullName: 'Zeynab Kianfar' });
      const s = await shopper(t, 'علي Kianfar');
      await readyToOrder(s.c, p, 1);
      placed = (await cart(s.c, 11)).json().data.productOrderId;
    });

    it('finds a customer’s orders by part of the name, in either spelling of ی, newest first', async () => {
      const found = await list('q=kianfar');
      expect(found.items.map((o) => o.id)).toEqual([placed, cheque.id, paid.id]);
      expect(found.total).toBe(3);
      expect(found.items[2]).toMatchObject({ status: 'paid', paymentMethod: 'online', itemCount: 2, customer: { name: 'Zeynab Kianfar', mobile: paid.user.mobile } });
      expect((await list(`q=${encodeURIComponent('علی')}`)).items.map((o) => o.id)).toContain(placed);
    });

    it('finds by mobile in any digits, and by order number', async () => {
      const persian = paid.user.mobile.replace(/\d/g, (d: string) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
      expect((await list(`q=${encodeURIComponent(persian)}`)).items.map((o) => o.id)).toEqual([paid.id]);
      expect((await list(`q=${encodeURIComponent('+98' + paid.user.mobile.slice(1))}`)).items.map((o) => o.id)).toEqual([paid.id]);
      expect((await list(`q=${cheque.id}`)).items.map((o) => o.id)).toContain(cheque.id);
    });

    it('filters by status, payment method, amount and day, and pages', async () => {
      expect((await list('q=kianfar&status=paid')).items.map((o) => o.id)).toEqual([paid.id]);
      expect((await list('q=kianfar&payment=cheque')).items.map((o) => o.id)).toEqual([cheque.id]);
      const payable = paid.id ? (await adminOrder(staff, paid.id)).totals.payable : 0;
      expect((await list(`q=kianfar&minAmount=${payable}`)).items.map((o) => o.id)).toEqual([paid.id]);
      expect((await list(`q=kianfar&maxAmount=${payable - 1}`)).items.map((o) => o.id)).toEqual([placed, cheque.id]);
      const today = TEHRAN_DAY();
      expect((await list(`q=kianfar&from=${today}&to=${today}`)).total).toBe(3);
      expect((await list('q=kianfar&to=2020-01-01')).total).toBe(0);
      expect((await list(`q=kianfar&from=${today}T23:59:59`)).total).toBe(0);
      const page = await list('q=kianfar&pageSize=2&page=2');
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
      expect(page.items.map((o) => o.id)).toEqual([paid.id]);
    });

    it('refuses impossible filters with a localized 400', async () => {
      const bad = async (query: string) => (await staff.get(`/api/admin/orders?lang=en&${query}`)).json();
      expect((await bad('from=2026-02-30')).messages[0]).toEqual({ item1: 'The date "from" is not valid.', item2: 'admin.dateInvalid' });
      expect((await bad('from=2026-03-02&to=2026-03-01')).messages[0].item2).toBe('admin.dateRange');
      expect((await bad('minAmount=10&maxAmount=5')).messages[0].item2).toBe('orders.admin.amountRange');
      expect((await staff.get('/api/admin/orders?status=confirmed')).statusCode).toBe(400);
      expect((await staff.get('/api/admin/orders?pageSize=500')).statusCode).toBe(400);
    });

    it('exports what is filtered as CSV (BOM, CRLF), without paging', async () => {
      const res = await staff.get('/api/admin/orders/export.csv?q=kianfar&pageSize=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.body.startsWith('\ufeff')).toBe(true);
      const lines = res.body.slice(1).split('\r\n');
      expect(lines.at(-1)).toBe('');
      expect(lines[0]).toBe('id,created_at,status,payment,customer,mobile,items,payable,paid_at,shipped_at');
      expect(lines.slice(1, -1).map((l) => Number(l.split(',')[0]))).toEqual([placed, cheque.id, paid.id]);
      const paidRow = lines[3].split(',');
      expect(paidRow.slice(2, 7)).toEqual(['paid', 'online', 'Zeynab Kianfar', paid.user.mobile, '2']);
      expect((await staff.get('/api/admin/orders/export.csv?q=kianfar&status=cheque_received')).body.slice(1).split('\r\n')).toHaveLength(2);
      expect((await staff.get('/api/admin/orders/export.csv?from=nonsense')).statusCode).toBe(400);
    });
  });

  describe('stock holds', () => {
    it('lists the orders holding stock with what, for whom and until when; staff release one and its stock comes back', async () => {
      const p = await makeProduct(t, { stock: 10, name: 'Fire blanket hold test' });
      const online = await placedOrder(t, p, 2);
      const cheque = await chequeOrder(t, p, { count: 3 });
      const paid = await paidOrder(t, p);
      expect(await stockOf(t, p)).toBe(4);
      const holds = (await staff.get('/api/admin/holds?lang=en')).json().data as Array<{ orderId: number; status: string; expiresAt: string | null; lines: Array<{ productId: number; name: string; count: number }> }>;
      const mine = holds.filter((h) => h.lines.some((l) => l.productId === p));
      expect(mine.map((h) => h.orderId).sort()).toEqual([online.order.productOrderId, cheque.id].sort());
      expect(mine.find((h) => h.orderId === cheque.id)).toMatchObject({ status: 'awaiting_cheque', paymentMethod: 'cheque', expiresAt: expect.any(String), lines: [{ productId: p, name: 'Fire blanket hold test', count: 3 }] });
      // the soonest to run out first: the online order's 30 minutes before the cheque's 24 hours
      expect(mine[0].orderId).toBe(online.order.productOrderId);
      expect(holds.some((h) => h.orderId === paid.id)).toBe(false);

      const released = await staff.post(`/api/admin/orders/${cheque.id}/release?lang=en`);
      expect(released.statusCode).toBe(200);
      expect(released.json().data).toMatchObject({ status: 'cancelled', hold: { status: 'released' } });
      expect(released.json().data.timeline.at(-2)).toMatchObject({ kind: 'status', from: 'awaiting_cheque', to: 'cancelled', note: 'hold.released', staffName: 'Orders Staff' });
      expect(await stockOf(t, p)).toBe(7);
      // the cheque order's shopper is told
      expect(await orderTexts(t, cheque.user.mobile)).toEqual([`Your order ${cheque.id} was cancelled.`]);

      const again = await staff.post(`/api/admin/orders/${cheque.id}/release?lang=en`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ messages: [{ item2: 'orders.admin.notHeld', item1: 'This order holds no stock.' }], data: { id: cheque.id, status: 'cancelled' } });
      expect((await staff.post(`/api/admin/orders/${paid.id}/release`)).json().messages[0].item2).toBe('orders.admin.notHeld');
      expect((await staff.post('/api/admin/orders/99999999/release')).statusCode).toBe(404);
    });

    it('refuses to release a received cheque’s stock (decide the cheque instead)', async () => {
      const p = await makeProduct(t);
      const { id } = await chequeOrder(t, p, { send: true });
      await act(staff, id, 'chequeReceived');
      const res = await staff.post(`/api/admin/orders/${id}/release?lang=en`);
      expect(res.statusCode).toBe(409);
      expect(res.json().messages[0]).toEqual({ item1: '"Release the stock" is not possible for an order that is "cheque received".', item2: 'orders.admin.notAllowed' });
    });
  });

  describe('manual stock adjustments', () => {
    it('adds and removes units with a reason, in the audit trail, never below zero; catalogue, orders and owner only', async () => {
      const p = await makeProduct(t, { stock: 3 });
      const { client: catalogue, id: catalogueId } = await staffClient(t, ['catalogue']);
      const url = `/api/admin/catalog/products/${p}/stock?lang=en`;
      const added = await catalogue.post(url, { delta: 5, reason: 'Delivery from the supplier' });
      expect(added.json()).toMatchObject({ isSuccess: true, data: { productId: p, stock: 8 } });
      expect((await staff.post(url, { delta: -2, reason: 'Damaged in the store' })).json().data.stock).toBe(6);
      const tooMany = await staff.post(url, { delta: -7, reason: 'Count' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().messages[0]).toEqual({ item1: 'Stock cannot go below zero; there are 6 now.', item2: 'catalog.admin.stockBelowZero' });
      expect((await staff.post(`/api/admin/catalog/products/${p}/stock?lang=fa`, { delta: -7, reason: 'Count' })).json().messages[0].item1).toBe('موجودی کمتر از صفر نمی‌شود؛ موجودی کنونی ۶ است.');
      for (const body of [{ delta: 0, reason: 'x' }, { delta: 1 }, { delta: 1, reason: '' }, { delta: 1.5, reason: 'x' }, { delta: 1, reason: 'x', extra: true }]) {
        expect([body, (await staff.post(url, body)).statusCode]).toEqual([body, 400]);
      }
      expect((await staff.post(url, { delta: 1, reason: '   ' })).json().messages[0].item2).toBe('common.requiredField');
      expect((await staff.post(`/api/admin/catalog/products/99999999/stock`, { delta: 1, reason: 'x' })).statusCode).toBe(404);
      const { client: support } = await staffClient(t, ['support']);
      const { client: content } = await staffClient(t, ['content']);
      expect((await support.post(url, { delta: 1, reason: 'x' })).statusCode).toBe(403);
      expect((await content.post(url, { delta: 1, reason: 'x' })).statusCode).toBe(403);
      expect(await stockOf(t, p)).toBe(6);
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'product').where('entity_id', '=', String(p)).where('action', '=', 'stock').orderBy('id').execute();
      expect(audit.map((a) => [Number(a.staff_id), JSON.parse(String(a.before_json)), JSON.parse(String(a.after_json))])).toEqual([
        [catalogueId, { stock: 3 }, { stock: 8, delta: 5, reason: 'Delivery from the supplier' }],
        [expect.any(Number), { stock: 8 }, { stock: 6, delta: -2, reason: 'Damaged in the store' }],
      ]);
    });
  });

  describe('cheque orders’ limits', () => {
    it('refuses more than 10 units of one product in a cheque order with a 409 naming the limit; online is still possible', async () => {
      const p = await makeProduct(t, { stock: 30, name: 'Hose reel' });
      const s = await shopper(t);
      await readyToOrder(s.c, p, 11);
      await cart(s.c, 9, { paymentMethod: 'cheque' });
      const en = await cart(s.c, 11, {}, 'en');
      expect(en.statusCode).toBe(409);
      expect(en.json().messages[0]).toEqual({
        item1: 'A cheque order may hold at most 10 of one product; lower the quantity of "Hose reel" or choose online payment.',
        item2: 'cart.chequeLineTooMany',
      });
      const fa = await cart(s.c, 11, {}, 'fa');
      expect(fa.json().messages[0].item1).toContain('حداکثر ۱۰ عدد');
      expect(await stockOf(t, p)).toBe(30);
      await cart(s.c, 1, { productItemId: p, count: -1 });
      expect((await cart(s.c, 11)).statusCode).toBe(200);
      expect(await stockOf(t, p)).toBe(20);
    });
  });
});

describe.each(dbKinds)('cheque hold settings [%s]', (kind: DbKind) => {
  let t: TestApp;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', CHEQUE_HOLD_HOURS: '6', CHEQUE_MAX_OPEN_ORDERS: '1', CHEQUE_MAX_UNITS_PER_LINE: '3' });
    t = await cartTestApp(kind, { orders: config.orders });
  }, 60_000);
  afterAll(() => t.close());

  it('reads the hold time and both limits from the settings', async () => {
    expect(t.config.orders).toEqual({ chequeHoldHours: 6, chequeMaxOpenOrders: 1, chequeMaxUnitsPerLine: 3 });
    expect(loadConfig({ NODE_ENV: 'test' }).orders).toEqual({ chequeHoldHours: 24, chequeMaxOpenOrders: 2, chequeMaxUnitsPerLine: 10 });
    expect(() => loadConfig({ NODE_ENV: 'test', CHEQUE_HOLD_HOURS: '0' })).toThrow(/CHEQUE_HOLD_HOURS/);
    const p = await makeProduct(t, { stock: 20 });
    const s = await shopper(t);
    await readyToOrder(s.c, p, 4);
    await cart(s.c, 9, { paymentMethod: 'cheque' });
    expect((await cart(s.c, 11)).json().messages[0]).toMatchObject({ item2: 'cart.chequeLineTooMany' });
    await cart(s.c, 1, { productItemId: p, count: -1 });
    const first = await cart(s.c, 11);
    expect(first.statusCode).toBe(200);
    const order = (await s.c.get(`/api/productOrder/${first.json().data.productOrderId}`)).json().data;
    const hours = (Date.parse(order.hold.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThan(6.1);
    await readyToOrder(s.c, p, 1);
    await cart(s.c, 9, { paymentMethod: 'cheque' });
    const second = await cart(s.c, 11, {}, 'en');
    expect(second.statusCode).toBe(409);
    expect(second.json().messages[0].item1).toMatch(/^An account may have at most 1 unpaid cheque orders at once/);
  });
});

describe.each(dbKinds)('migration 004_09 [%s]', (kind: DbKind) => {
  it('turns the sandbox’s confirmed orders into paid ones, history included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mig-'));
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }, { databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined });
    const database = await openDatabase(config, kind === 'postgres' ? schema : undefined);
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => allMigrations(database.dialect) },
        allowUnorderedMigrations: true,
        ...(kind === 'postgres' ? { migrationTableSchema: schema } : {}),
      });
      const before = await migrator.migrateTo('004_08_cart_seen_price');
      expect(before.error).toBeUndefined();
      const { db } = database;
      const now = nowIso();
      const order = await db
        .insertInto('product_orders')
        .values({
          user_id: 1,
          status: 'confirmed',
          payment_method: 'cheque',
          locale: 'fa',
          items_total: 100,
          delivery_total: 0,
          discount_total: 0,
          vat_percent: 10,
          vat_total: 9,
          bonus_used: 0,
          payable: 100,
          delivery: '{}',
          hold_status: 'sold',
          created_at: now,
          updated_at: now,
          paid_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('product_order_history').values({ order_id: order.id, from_status: 'cheque_received', to_status: 'confirmed', note: 'cheque.cleared', created_at: now }).execute();
      await migrateToLatest(database);
      const row = await db.selectFrom('product_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'paid', version: 0, carrier: null, refund_amount: null });
      const history = await db.selectFrom('product_order_history').selectAll().where('order_id', '=', order.id).execute();
      expect(history.map((h) => [h.from_status, h.to_status, h.kind, h.staff_id])).toEqual([['cheque_received', 'paid', 'status', null]]);
    } finally {
      await database.close();
      if (kind === 'postgres') {
        const pg = await import('pg');
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
