import { describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp } from './auth-helpers';
import { cart, cartTestApp, makeProduct, shopper, stockOf } from './cart-fixtures';
import { mergeGuestBasket } from '../src/modules/cart/public';

describeEachDb('the guest basket follows the shopper into their account', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  it('makes the guest basket the new user’s basket at registration', async () => {
    const p = await makeProduct(t);
    const browser = new Client(t.app);
    const guest = (await cart(browser, 1, { productItemId: p, count: 2 })).json().data.uniqueId;
    await cart(browser, 6, { deliveryId: 2 });
    const { basketId } = await loginWithOtp(browser, '09351110001', 'Reza Karimi');
    expect(basketId).toBe(guest);
    const view = (await cart(browser, 14)).json().data;
    expect(view).toMatchObject({ uniqueId: guest, itemCount: 2, deliveryId: 2 });
    // it is no longer a guest basket: its id alone opens nothing
    expect((await cart(new Client(t.app), 14, { uniqueId: guest })).json().data.itemCount).toBe(0);
  });

  it('adds the guest lines to the user’s existing basket, capped at stock, and keeps the user’s choices', async () => {
    const a = await makeProduct(t, { stock: 4 });
    const b = await makeProduct(t, { stock: 9 });
    const mobile = '09351110002';
    const first = new Client(t.app);
    await loginWithOtp(first, mobile, 'Mina');
    const mine = (await cart(first, 1, { productItemId: a, count: 3 })).json().data.uniqueId;
    await cart(first, 6, { deliveryId: 3 });

    const phone = new Client(t.app);
    await cart(phone, 1, { productItemId: a, count: 2 });
    await cart(phone, 1, { productItemId: b, count: 1 });
    await cart(phone, 6, { deliveryId: 2 });
    await cart(phone, 9, { paymentMethod: 'cheque' });
    const { basketId } = await loginWithOtp(phone, mobile);
    expect(basketId).toBe(mine);
    expect(await stockOf(t, a)).toBe(4);
    const view = (await cart(phone, 14)).json().data;
    expect(view.cartItems.map((l: { productId: number; count: number }) => [l.productId, l.count])).toEqual([
      [a, 4],
      [b, 1],
    ]);
    expect(view).toMatchObject({ uniqueId: mine, deliveryId: 3, paymentMethod: 'cheque' });
    expect(phone.cookies.get('basketId')).toBe(mine);
  });

  it('merges a guest basket a logged-in browser still carries, and is harmless twice or with nothing to merge', async () => {
    const p = await makeProduct(t);
    const { c, user } = await shopper(t);
    const stranger = new Client(t.app);
    const guest = (await cart(stranger, 1, { productItemId: p, count: 2 })).json().data.uniqueId;
    // the browser carries the guest basket in its basketId cookie (an id in the body is never merged)
    c.cookies.set('basketId', guest);
    const res = await cart(c, 14);
    expect(res.json().data.itemCount).toBe(2);
    expect(await mergeGuestBasket(t.database.db, guest, user.id)).toBe(res.json().data.uniqueId);
    expect(await mergeGuestBasket(t.database.db, null, user.id)).toBe(res.json().data.uniqueId);
    expect((await cart(c, 14)).json().data.itemCount).toBe(2);
    const { user: empty } = await shopper(t);
    expect(await mergeGuestBasket(t.database.db, 'no-such-basket', empty.id)).toBeNull();
  });
});
