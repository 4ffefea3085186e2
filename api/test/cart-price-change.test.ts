import { describeEachDb, Client, type TestApp } from './helpers';
import { cart, cartTestApp, makeProduct, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { noAudit } from '../src/modules/catalog/admin/audit';
import { quickEdit } from '../src/modules/catalog/admin/products';
import { mergeGuestBasket } from '../src/modules/cart/public';

// Issue 31 item 6: a price changed by the back office between adding and ordering. The basket
// answers the current price, says once that it changed, and an order is refused (409) until the
// shopper has been shown it. Prices are changed through the catalogue's own write (quickEdit).

type Line = { productId: number; price: number | null; lineTotal: number; priceChange?: { previous: number; current: number } };
const lineOf = (data: { cartItems: Line[] }, productId: number) => data.cartItems.find((l) => l.productId === productId)!;

describeEachDb('a basket whose product price changed', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  const setPrice = (productId: number, price: number) => quickEdit(t.database.db, productId, { price }, noAudit);
  const ordersOf = async (userId: number) =>
    Number((await t.database.db.selectFrom('product_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

  it('answers the current price and reports the change once, in the first answer that shows it', async () => {
    const p = await makeProduct(t, { price: 1_000_000 });
    const g = new Client(t.app);
    await cart(g, 1, { productItemId: p, count: 2 });
    expect(lineOf((await cart(g, 14)).json().data, p).priceChange).toBeUndefined();

    await setPrice(p, 1_250_000);
    const seen = (await cart(g, 14)).json().data;
    expect(lineOf(seen, p)).toMatchObject({ price: 1_250_000, lineTotal: 2_500_000, priceChange: { previous: 1_000_000, current: 1_250_000 } });
    expect(seen.totals.items).toBe(2_500_000);
    // shown now: the next answer no longer reports it
    expect(lineOf((await cart(g, 14)).json().data, p).priceChange).toBeUndefined();
  });

  it('reports a fall as well as a rise, and nothing when the price came back to the one last shown', async () => {
    const p = await makeProduct(t, { price: 2_000_000 });
    const g = new Client(t.app);
    await cart(g, 1, { productItemId: p });
    await setPrice(p, 1_800_000);
    expect(lineOf((await cart(g, 6, { deliveryId: 2 })).json().data, p).priceChange).toEqual({ previous: 2_000_000, current: 1_800_000 });
    await setPrice(p, 1_900_000);
    await setPrice(p, 1_800_000);
    expect(lineOf((await cart(g, 14)).json().data, p).priceChange).toBeUndefined();
  });

  it('refuses the order with a localized 409 until the change was shown, then orders at the new price', async () => {
    const p = await makeProduct(t, { price: 1_000_000, stock: 5 });
    const { c, user } = await shopper(t);
    await readyToOrder(c, p, 2);
    await setPrice(p, 1_100_000);

    const refused = await cart(c, 11, {}, 'fa');
    expect(refused.statusCode).toBe(409);
    const [message] = refused.json().messages;
    expect(message.item2).toBe('cart.priceChanged');
    expect(message.item1).toContain('قیمت «کپسول');
    expect(refused.body).not.toMatch(/stack|at \//);
    const en = await cart(c, 11, {}, 'en');
    expect(en.json().messages[0].item1).toMatch(/^The price of "Extinguisher \d+" has changed/);
    expect((await cart(c, 11, {}, 'ru')).json().messages[0].item1).toMatch(/^Цена «Extinguisher \d+» изменилась/);
    // nothing written: no order, the stock untouched, the basket still open with the line unseen
    expect(await ordersOf(user.id)).toBe(0);
    expect(await stockOf(t, p)).toBe(5);

    const view = (await cart(c, 14)).json().data;
    expect(lineOf(view, p).priceChange).toEqual({ previous: 1_000_000, current: 1_100_000 });
    const placed = await cart(c, 11, {}, 'en');
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.productOrderId;
    const line = await t.database.db.selectFrom('product_order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(line.unit_price)).toBe(1_100_000);
    expect(Number(line.line_total)).toBe(2_200_000);
    const order = await t.database.db.selectFrom('product_orders').select(['items_total']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(order.items_total)).toBe(2_200_000);
    expect(await stockOf(t, p)).toBe(3);
  });

  it('counts an add as showing only its own product (the product page shows that one)', async () => {
    const a = await makeProduct(t, { price: 1_000_000 });
    const b = await makeProduct(t, { price: 500_000, name: 'Fire blanket' });
    const { c } = await shopper(t);
    await readyToOrder(c, a);
    await cart(c, 1, { productItemId: b });
    await setPrice(a, 1_300_000);
    await setPrice(b, 600_000);

    const added = (await cart(c, 1, { productItemId: a })).json().data;
    expect(lineOf(added, a).priceChange).toEqual({ previous: 1_000_000, current: 1_300_000 });
    expect(lineOf(added, b).priceChange).toEqual({ previous: 500_000, current: 600_000 });

    const refused = await cart(c, 11, {}, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0].item1).toContain('"Fire blanket"');
    expect(refused.json().messages[0].item1).not.toContain('Extinguisher');
    // the basket page's read shows B (A was already shown), and the order goes through
    const view = (await cart(c, 14)).json().data;
    expect(lineOf(view, a).priceChange).toBeUndefined();
    expect(lineOf(view, b).priceChange).toEqual({ previous: 500_000, current: 600_000 });
    expect((await cart(c, 11)).statusCode).toBe(200);
  });

  it('keeps the price a guest was shown when the basket joins the account at login', async () => {
    const q = await makeProduct(t, { price: 400_000 });
    const g = new Client(t.app);
    await cart(g, 1, { productItemId: q });
    const guestId = (await cart(g, 13)).json().data.uniqueId;
    const { c, user } = await shopper(t);
    await cart(c, 1, { productItemId: await makeProduct(t) });
    await setPrice(q, 450_000);
    await mergeGuestBasket(t.database.db, guestId, user.id);
    expect(lineOf((await cart(c, 14)).json().data, q).priceChange).toEqual({ previous: 400_000, current: 450_000 });
  });
});
