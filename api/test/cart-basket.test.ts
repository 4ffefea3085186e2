import { describeEachDb, Client, type TestApp } from './helpers';
import { ADDRESS, cart, cartTestApp, makeProduct, shopper, stockOf } from './cart-fixtures';

describeEachDb('POST /api/cart/cart: the basket', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  describe('types and bad input', () => {
    it('refuses none (0) and unknown types with a localized message', async () => {
      const g = new Client(t.app);
      const zero = await cart(g, 0);
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'cart.unknownType' }] });
      expect(zero.json().messages[0].item1).toContain('نامعتبر');
      const unknown = await cart(g, 12, {}, 'en');
      expect(unknown.json().messages[0].item1).toBe('Unknown cart operation (12).');
      const ru = await cart(g, 99, {}, 'ru');
      expect(ru.json().messages[0].item1).toContain('Неизвестная');
    });

    it('refuses a body without cartUpdateType or with wrongly typed fields, never with a 500', async () => {
      const g = new Client(t.app);
      const none = await g.post('/api/cart/cart?lang=en', {});
      expect(none.statusCode).toBe(400);
      expect(none.json().messages[0]).toMatchObject({ item2: 'common.requiredField', item1: 'The field "cartUpdateType" is required.' });
      for (const body of [
        { cartUpdateType: 'add' },
        { cartUpdateType: 1, productItemId: 'x' },
        { cartUpdateType: 1, productItemId: 0 },
        { cartUpdateType: 1, productItemId: 1, count: 100000 },
        { cartUpdateType: 9, paymentMethod: 'bitcoin' },
        { cartUpdateType: 5, address: 'Tehran' },
        { cartUpdateType: 5, address: { ...ADDRESS, evil: 1 } },
      ]) {
        const res = await g.post('/api/cart/cart', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().isSuccess).toBe(false);
      }
      const missing = await cart(g, 1, {}, 'en');
      expect(missing.json().messages[0].item1).toBe('The field "productItemId" is required.');
    });
  });

  describe('getCartCount 13, getCart 14, getDelivery 15 without a basket', () => {
    it('answers an empty cart priced with the first delivery method and creates nothing', async () => {
      const g = new Client(t.app);
      const count = await cart(g, 13);
      expect(count.json()).toEqual({ isSuccess: true, data: { uniqueId: null, itemCount: 0 }, messages: [] });
      const view = await cart(g, 14, {}, 'en');
      expect(view.json().data).toMatchObject({ uniqueId: null, itemCount: 0, cartItems: [], deliveryId: 1, delivery: { code: 'post', name: 'Express post' } });
      expect(view.json().data.totals).toEqual({ items: 0, discount: 0, delivery: 0, vatPercent: 10, vat: 0, vatIncluded: true, bonus: 0, payable: 0 });
      const delivery = await cart(g, 15, {}, 'en');
      expect(delivery.json().data.deliveryId).toBe(1);
      expect(delivery.json().data.deliveryMethods.map((m: { code: string }) => m.code)).toEqual(['post', 'courier', 'freight', 'pickup']);
      expect(delivery.json().data.deliveryMethods[3]).toMatchObject({ name: 'Pickup at the warehouse', price: 0, requiresAddress: false });
      expect(g.cookies.has('basketId')).toBe(false);
    });
  });

  describe('add 1', () => {
    it('creates a guest basket with a random uniqueId, sets the basketId cookie and adds up counts', async () => {
      const p = await makeProduct(t, { price: 1_500_000, stock: 10 });
      const g = new Client(t.app);
      const first = await cart(g, 1, { productItemId: p });
      expect(first.statusCode).toBe(200);
      const data = first.json().data;
      expect(data.uniqueId).toMatch(/^[0-9a-f-]{36}$/);
      expect(g.cookies.get('basketId')).toBe(data.uniqueId);
      expect(first.json().messages).toEqual([{ item1: 'با موفقیت به سبد خرید اضافه شد.', item2: 'cart.added' }]);
      expect(data.cartItems).toEqual([expect.objectContaining({ productId: p, count: 1, price: 1_500_000, lineTotal: 1_500_000, stock: 10 })]);
      const more = await cart(g, 1, { productItemId: p, count: 3 });
      expect(more.json().data.itemCount).toBe(4);
      const less = await cart(g, 1, { productItemId: p, count: -2 }, 'en');
      expect(less.json().data.cartItems[0].count).toBe(2);
      expect(less.json().messages[0].item2).toBe('cart.updated');
      expect((await cart(g, 13)).json().data).toEqual({ uniqueId: data.uniqueId, itemCount: 2 });
      // adding to a basket never touches the shelf
      expect(await stockOf(t, p)).toBe(10);
    });

    it('finds the basket by the uniqueId in the body as well as by the cookie', async () => {
      const p = await makeProduct(t);
      const a = new Client(t.app);
      const uniqueId = (await cart(a, 1, { productItemId: p })).json().data.uniqueId;
      const b = new Client(t.app); // no cookie, sends uniqueId like the storefront does
      const res = await cart(b, 1, { productItemId: p, uniqueId });
      expect(res.json().data).toMatchObject({ uniqueId, itemCount: 2 });
    });

    it('never goes above stock or below 1, and a refused call changes nothing', async () => {
      const p = await makeProduct(t, { stock: 3, name: 'CO2 5kg' });
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: p, count: 2 });
      const tooMany = await cart(g, 1, { productItemId: p, count: 2 }, 'en');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().messages[0]).toEqual({ item1: 'Only 3 of "CO2 5kg" in stock.', item2: 'cart.notEnoughStock' });
      const below = await cart(g, 1, { productItemId: p, count: -2 }, 'en');
      expect(below.json().messages[0].item2).toBe('cart.countBelowOne');
      const zero = await cart(g, 1, { productItemId: p, count: 0 });
      expect(zero.json().messages[0].item2).toBe('cart.countZero');
      expect((await cart(g, 14)).json().data.cartItems[0].count).toBe(2);
      const empty = await makeProduct(t, { stock: 0, name: 'Sold out' });
      const out = await cart(g, 1, { productItemId: empty }, 'en');
      expect(out.json().messages[0]).toEqual({ item1: '"Sold out" is out of stock.', item2: 'cart.outOfStock' });
    });

    it('refuses price-on-inquiry, inactive and unknown products', async () => {
      const g = new Client(t.app);
      const inquiry = await makeProduct(t, { price: null, name: 'Fire pump' });
      const res = await cart(g, 1, { productItemId: inquiry }, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].item2).toBe('cart.priceOnInquiry');
      expect(res.json().messages[0].item1).toContain('"Fire pump"');
      const inactive = await makeProduct(t, { active: false });
      expect((await cart(g, 1, { productItemId: inactive })).json().messages[0].item2).toBe('cart.productUnavailable');
      const unknown = await cart(g, 1, { productItemId: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().messages[0].item2).toBe('common.productNotFound');
      // none of these made a basket
      expect(g.cookies.has('basketId')).toBe(false);
      expect((await cart(g, 13)).json().data.itemCount).toBe(0);
    });

    it('flags a line whose product ran short after it was added', async () => {
      const p = await makeProduct(t, { stock: 5, name: 'Hose reel' });
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: p, count: 4 });
      await t.database.db.updateTable('products').set({ stock: 2 }).where('id', '=', p).execute();
      const view = (await cart(g, 14, {}, 'en')).json().data;
      expect(view.cartItems[0]).toMatchObject({ count: 4, stock: 2, problems: ['Only 2 of "Hose reel" in stock.'] });
    });

    it('does not let anyone reach a logged-in user’s basket by its uniqueId', async () => {
      const p = await makeProduct(t);
      const { c } = await shopper(t);
      const mine = (await cart(c, 1, { productItemId: p, count: 2 })).json().data.uniqueId;
      const stranger = new Client(t.app);
      const res = await cart(stranger, 14, { uniqueId: mine });
      expect(res.json().data).toMatchObject({ uniqueId: null, itemCount: 0 });
      const add = await cart(stranger, 1, { productItemId: p, uniqueId: mine });
      expect(add.json().data.uniqueId).not.toBe(mine);
      expect((await cart(c, 13)).json().data.itemCount).toBe(2);
    });
  });

  describe('delete 4', () => {
    it('removes the product’s line; a product not in the cart is a 404', async () => {
      const a = await makeProduct(t);
      const b = await makeProduct(t);
      const g = new Client(t.app);
      await cart(g, 1, { productItemId: a });
      await cart(g, 1, { productItemId: b, count: 2 });
      const res = await cart(g, 4, { productItemId: a }, 'en');
      expect(res.json().messages[0]).toEqual({ item1: 'Removed from the cart.', item2: 'cart.removed' });
      expect(res.json().data.cartItems.map((l: { productId: number }) => l.productId)).toEqual([b]);
      const again = await cart(g, 4, { productItemId: a });
      expect(again.statusCode).toBe(404);
      expect(again.json().messages[0].item2).toBe('cart.lineNotFound');
      const fresh = await cart(new Client(t.app), 4, { productItemId: a });
      expect(fresh.statusCode).toBe(404);
    });
  });

});
