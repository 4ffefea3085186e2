import { describeEachDb, Client, type TestApp } from './helpers';
import { ADDRESS, cart, cartTestApp, makeProduct, shopper, stockOf } from './cart-fixtures';
import { placeKey, servesAddress, TEHRAN_CITY } from '../src/modules/cart/basket/regions';
import { creditBonus } from '../src/modules/cart/bonus/queries';

/**
 * Issue 34 item 7: "Courier (Tehran only)" delivers to Tehran only. A delivery method names the places
 * it serves (delivery_methods.regions; none: everywhere); the basket says whether each method serves
 * its address, and an order with a method that does not is refused in the shopper's language.
 * Item 9: the shopper's gift credit, read by the profile (GET /api/cart/bonus).
 */
const SHIRAZ = { ...ADDRESS, province: 'Fars', city: 'Shiraz' };
const SHIRAZ_FA = { ...ADDRESS, province: 'فارس', city: 'شیراز' };

describe('regions: a place is recognised however it is written', () => {
  it('reads Tehran in Persian, Latin and Russian script, with Arabic letters, accents and the words around it', () => {
    for (const city of ['تهران', 'Tehran', ' tehran ', 'TEHRAN', 'Tehrān', 'Teheran', 'شهر تهران', 'تهران‌', 'Tehran city', 'Тегеран']) {
      expect(servesAddress(TEHRAN_CITY, { province: 'x', city })).toBe(true);
    }
    // another city, even in the province of Tehran, is not the city of Tehran
    for (const city of ['Shiraz', 'شیراز', 'Karaj', 'Tehranpars', '']) {
      expect(servesAddress(TEHRAN_CITY, { province: 'Tehran', city })).toBe(false);
    }
    // the same key for Arabic and Persian letters of one name
    expect(placeKey('كرمان')).toBe(placeKey('کرمان'));
    expect(placeKey('ياسوج')).toBe(placeKey('یاسوج'));
    expect(placeKey('استان فارس')).toBe(placeKey('فارس'));
    // no regions, or no address yet: served
    expect(servesAddress(null, { province: 'Fars', city: 'Shiraz' })).toBe(true);
    expect(servesAddress(TEHRAN_CITY, null)).toBe(true);
    // a province region goes by the province
    const fars = [{ level: 'province' as const, name: { fa: 'فارس', en: 'Fars' } }];
    expect(servesAddress(fars, { province: 'استان فارس', city: 'Marvdasht' })).toBe(true);
    expect(servesAddress(fars, { province: 'Tehran', city: 'Shiraz' })).toBe(false);
  });
});

describeEachDb('delivery regions and the gift credit', (kind) => {
  let t: TestApp;
  let courierId: number;
  let postId: number;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    const rows = await t.database.db.selectFrom('delivery_methods').select(['id', 'code']).execute();
    courierId = Number(rows.find((r) => r.code === 'courier')!.id);
    postId = Number(rows.find((r) => r.code === 'post')!.id);
  });
  afterAll(() => t.close());

  const costOf = (view: { deliveryCosts: Array<{ id: number; servesAddress?: boolean }> }, id: number) => view.deliveryCosts.find((d) => d.id === id);

  it('names where each method delivers (the courier: Tehran; the others: everywhere)', async () => {
    const g = new Client(t.app);
    const en = (await cart(g, 15, {}, 'en')).json().data.deliveryMethods as Array<{ code: string; regions: string[] | null }>;
    expect(en.find((m) => m.code === 'courier')!.regions).toEqual(['Tehran']);
    expect(en.find((m) => m.code === 'post')!.regions).toBeNull();
    const fa = (await cart(g, 15, {}, 'fa')).json().data.deliveryMethods as Array<{ code: string; regions: string[] | null }>;
    expect(fa.find((m) => m.code === 'courier')!.regions).toEqual(['تهران']);
  });

  it('says the courier does not serve a Shiraz address, and refuses the order in fa and en; the post takes it', async () => {
    const p = await makeProduct(t, { price: 3_000_000, stock: 5 });
    const { c } = await shopper(t);
    await cart(c, 1, { productItemId: p });
    await cart(c, 6, { deliveryId: courierId });
    // no address yet: nothing to say
    expect(costOf((await cart(c, 14)).json().data, courierId)!.servesAddress).toBe(true);

    const view = (await cart(c, 5, { address: SHIRAZ })).json().data;
    expect(costOf(view, courierId)!.servesAddress).toBe(false);
    expect(costOf(view, postId)!.servesAddress).toBe(true);

    const en = await cart(c, 11, {}, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().messages[0]).toEqual({ item1: '"Courier (Tehran only)" does not deliver to Shiraz; please choose another delivery method.', item2: 'cart.deliveryNotServed' });
    await cart(c, 5, { address: SHIRAZ_FA });
    const fa = await cart(c, 11, {}, 'fa');
    expect(fa.statusCode).toBe(400);
    expect(fa.json().messages[0]).toEqual({ item1: '«پیک (فقط تهران)» به شیراز ارسال نمی‌کند؛ روش ارسال دیگری انتخاب کنید.', item2: 'cart.deliveryNotServed' });
    // a refusal changes nothing: no order, no stock taken, the basket as it was
    expect(await stockOf(t, p)).toBe(5);
    expect((await t.database.db.selectFrom('product_orders').select('id').where('user_id', '=', (await c.get('/api/auth/user')).json().data.id).execute()).length).toBe(0);
    expect((await cart(c, 14)).json().data).toMatchObject({ deliveryId: courierId, itemCount: 1 });

    // the express post delivers anywhere: the same address goes through
    await cart(c, 6, { deliveryId: postId });
    const placed = await cart(c, 11, {}, 'en');
    expect(placed.statusCode).toBe(200);
    expect(await stockOf(t, p)).toBe(4);
  });

  it('takes a courier order to Tehran, however the city is written', async () => {
    const p = await makeProduct(t, { price: 3_000_000, stock: 5 });
    const { c } = await shopper(t);
    await cart(c, 1, { productItemId: p });
    await cart(c, 6, { deliveryId: courierId });
    const view = (await cart(c, 5, { address: { ...ADDRESS, province: 'استان تهران', city: 'شهر تهران' } })).json().data;
    expect(costOf(view, courierId)!.servesAddress).toBe(true);
    expect((await cart(c, 11)).statusCode).toBe(200);
  });

  it('answers the signed-in shopper’s gift credit (401 for a guest)', async () => {
    const guest = await new Client(t.app).get('/api/cart/bonus?lang=en');
    expect(guest.statusCode).toBe(401);
    const { c, user } = await shopper(t);
    expect((await c.get('/api/cart/bonus')).json()).toMatchObject({ isSuccess: true, data: { balance: 0 } });
    await creditBonus(t.database.db, user.id, 120_000, 'earned', null);
    expect((await c.get('/api/cart/bonus')).json().data).toEqual({ balance: 120_000 });
  });
});
