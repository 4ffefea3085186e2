import { describeEachDb, Client, type TestApp } from './helpers';
import { ADDRESS, cart, cartTestApp, makeProduct, shopper, stockOf } from './cart-fixtures';
import { creditBonus } from '../src/modules/cart/bonus/queries';
import { releaseExpiredHolds } from '../src/modules/cart/module';

describeEachDb('POST /api/cart/cart: the basket', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  describe('setAddress 5 / removeAddress 16', () => {
    it('stores a normalized address and removes it', async () => {
      const g = new Client(t.app);
      const res = await cart(g, 5, { address: ADDRESS });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.address).toEqual({
        recipient: 'Sara Ahmadi',
        mobile: '09121234567',
        province: 'Tehran',
        city: 'Tehran',
        street: 'Valiasr St., No. 12',
        postalCode: '1234567890',
      });
      const removed = await cart(g, 16);
      expect(removed.json().data.address).toBeNull();
    });

    it.each([
      ['a 9-digit postal code', { postalCode: '123456789' }, 'cart.postalCodeInvalid'],
      ['an 11-digit postal code', { postalCode: '12345678901' }, 'cart.postalCodeInvalid'],
      ['letters as postal code', { postalCode: 'abcdefghij' }, 'cart.postalCodeInvalid'],
      ['a landline as mobile', { mobile: '0212345678' }, 'common.invalidMobile'],
      ['a blank recipient', { recipient: '   ' }, 'cart.addressFieldRequired'],
      ['no city', { city: undefined }, 'cart.addressFieldRequired'],
      ['a 301-character street', { street: 'x'.repeat(301) }, 'cart.addressFieldTooLong'],
    ])('refuses %s (%#) and keeps the old address', async (_label, patch, code) => {
      const g = new Client(t.app);
      await cart(g, 5, { address: ADDRESS });
      const res = await cart(g, 5, { address: { ...ADDRESS, ...patch } });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].item2).toBe(code);
      expect((await cart(g, 14)).json().data.address.postalCode).toBe('1234567890');
    });
  });

  describe('setDelivery 6', () => {
    it('selects an active method and refuses unknown ones', async () => {
      const p = await makeProduct(t, { price: 1_000_000 });
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: p });
      const courier = await cart(g, 6, { deliveryId: 2 }, 'en');
      expect(courier.json().data).toMatchObject({ deliveryId: 2, delivery: { name: 'Courier (Tehran only)' } });
      expect(courier.json().data.totals.delivery).toBe(900_000);
      expect((await cart(g, 15)).json().data.deliveryId).toBe(2);
      const unknown = await cart(g, 6, { deliveryId: 77 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().messages[0].item2).toBe('cart.deliveryNotFound');
    });

    it('gives a basket whose method was withdrawn the first method again', async () => {
      const p = await makeProduct(t);
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: p });
      await cart(g, 6, { deliveryId: 3 });
      await t.database.db.updateTable('delivery_methods').set({ active: 0 }).where('id', '=', 3).execute();
      try {
        expect((await cart(g, 14)).json().data.deliveryId).toBe(1);
      } finally {
        await t.database.db.updateTable('delivery_methods').set({ active: 1 }).where('id', '=', 3).execute();
      }
    });

    it('stores the first method on a basket that has none (spec §4)', async () => {
      const p = await makeProduct(t);
      const g = new Client(t.app);
      const uniqueId = (await cart(g, 1, { productItemId: p })).json().data.uniqueId;
      await t.database.db.updateTable('baskets').set({ delivery_id: null }).where('unique_id', '=', uniqueId).execute();
      expect((await cart(g, 14)).json().data.deliveryId).toBe(1);
      const row = await t.database.db.selectFrom('baskets').select('delivery_id').where('unique_id', '=', uniqueId).executeTakeFirstOrThrow();
      expect(Number(row.delivery_id)).toBe(1);
    });
  });

  describe('setMerchant 9', () => {
    it('chooses online or cheque payment', async () => {
      const g = new Client(t.app);
      expect((await cart(g, 14)).json().data.paymentMethod).toBe('online');
      expect((await cart(g, 9, { paymentMethod: 'cheque' })).json().data.paymentMethod).toBe('cheque');
      expect((await cart(g, 9, { paymentMethod: 'online' })).json().data.paymentMethod).toBe('online');
      expect((await cart(g, 9, {})).json().messages[0].item2).toBe('common.requiredField');
    });
  });

  describe('setBonus 17 / removeBonus 18', () => {
    it('needs a login', async () => {
      const res = await cart(new Client(t.app), 17, {}, 'en');
      expect(res.statusCode).toBe(401);
      expect(res.json().messages[0].item1).toBe('Please log in first.');
    });

    it('spends the balance (all, or a chosen amount) and removes it again', async () => {
      const p = await makeProduct(t, { price: 10_000_000 });
      const { c, user } = await shopper(t);
      await cart(c, 1, { productItemId: p });
      expect((await cart(c, 17)).json().messages[0].item2).toBe('cart.noBonus');
      await creditBonus(t.database.db, user.id, 3_000_000, 'earned', null);
      const tooMuch = await cart(c, 17, { bonusAmount: 3_000_001 }, 'en');
      expect(tooMuch.json().messages[0]).toEqual({ item1: 'Your bonus credit is 300,000 Toman.', item2: 'cart.bonusTooMuch' });
      const all = (await cart(c, 17)).json().data;
      // 10,000,000 + 450,000 delivery = 10,450,000 (VAT included: 950,000 of it); then 3,000,000 bonus
      expect(all.totals).toMatchObject({ items: 10_000_000, delivery: 450_000, vat: 950_000, bonus: 3_000_000, payable: 7_450_000 });
      expect(all.bonus).toEqual({ requested: 0, applied: 3_000_000, balance: 3_000_000 });
      const part = (await cart(c, 17, { bonusAmount: 1_000_000 })).json().data;
      expect(part.totals).toMatchObject({ bonus: 1_000_000, payable: 9_450_000 });
      const none = (await cart(c, 18)).json().data;
      expect(none.totals).toMatchObject({ bonus: 0, payable: 10_450_000 });
    });
  });

  describe('setReserve 19', () => {
    it('holds the basket’s units for a limited time, keeps holding across changes and gives them back on expiry', async () => {
      const a = await makeProduct(t, { stock: 5 });
      const b = await makeProduct(t, { stock: 4 });
      const { c: g } = await shopper(t);
      await cart(g, 1, { productItemId: a, count: 2 });
      await cart(g, 1, { productItemId: b, count: 1 });
      const res = await cart(g, 19, {}, 'en');
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0]).toEqual({ item1: 'The items in your cart are held for you for 15 minutes.', item2: 'cart.reserved' });
      const expires = Date.parse(res.json().data.reserveExpiresAt);
      expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(await stockOf(t, a)).toBe(3);
      expect(await stockOf(t, b)).toBe(3);
      // the shopper still sees their own held units as available
      expect(res.json().data.cartItems[0]).toMatchObject({ count: 2, stock: 5, reserved: 2 });

      await cart(g, 1, { productItemId: a, count: 3 });
      expect(await stockOf(t, a)).toBe(0);
      const over = await cart(g, 1, { productItemId: a, count: 1 });
      expect(over.json().messages[0].item2).toBe('cart.notEnoughStock');
      expect(await stockOf(t, a)).toBe(0);
      await cart(g, 4, { productItemId: b });
      expect(await stockOf(t, b)).toBe(4);
      const after = (await cart(g, 14)).json().data;
      expect(Date.parse(after.reserveExpiresAt)).toBe(expires);

      expect((await releaseExpiredHolds(t.database.db)).baskets).toBe(0);
      await t.database.db.updateTable('baskets').set({ reserve_expires_at: new Date(Date.now() - 1000).toISOString() }).where('unique_id', '=', after.uniqueId).execute();
      expect((await releaseExpiredHolds(t.database.db)).baskets).toBe(1);
      expect(await stockOf(t, a)).toBe(5);
      const released = (await cart(g, 14)).json().data;
      expect(released.reserveExpiresAt).toBeNull();
      expect(released.cartItems[0]).toMatchObject({ count: 5, reserved: 0 });
      expect((await releaseExpiredHolds(t.database.db)).baskets).toBe(0);
      expect(await stockOf(t, a)).toBe(5);
    });

    it('refuses to hold what is not in stock, or an empty basket, and holds nothing then', async () => {
      const a = await makeProduct(t, { stock: 2 });
      const b = await makeProduct(t, { stock: 3, name: 'Smoke detector' });
      const { c: g } = await shopper(t);
      await cart(g, 1, { productItemId: a, count: 2 });
      await cart(g, 1, { productItemId: b, count: 3 });
      await t.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', b).execute();
      const res = await cart(g, 19, {}, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].item1).toBe('Only 1 of "Smoke detector" in stock.');
      expect(await stockOf(t, a)).toBe(2);
      expect(await stockOf(t, b)).toBe(1);
      const empty = await cart((await shopper(t)).c, 19);
      expect(empty.json().messages[0].item2).toBe('cart.empty');
    });
  });
});
