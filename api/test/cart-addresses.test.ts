import { describeEachDb, Client, type TestApp } from './helpers';
import { ADDRESS, cart, cartTestApp, makeProduct, shopper } from './cart-fixtures';

const HOME = { recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr St., No. 12', postalCode: '1234567890' };
const WORK = { recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Isfahan', city: 'Isfahan', street: 'Chaharbagh St., No. 4', postalCode: '8134567890' };

describeEachDb('address book (/api/cart/addresses) and the next order', (kind) => {
  let t: TestApp;
  let p: number;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    p = await makeProduct(t, { price: 2_000_000, stock: 100 });
  });
  afterAll(() => t.close());

  const book = async (c: Client) => (await c.get('/api/cart/addresses')).json().data as Array<typeof HOME & { id: number; isDefault: boolean }>;
  const del = (c: Client, id: number) => c.request({ method: 'DELETE', url: `/api/cart/addresses/${id}` });
  const put = (c: Client, id: number, body: unknown) => c.request({ method: 'PUT', url: `/api/cart/addresses/${id}`, payload: body as object });

  it('remembers the first order’s address and starts the second order with it', async () => {
    const { c } = await shopper(t);
    expect(await book(c)).toEqual([]);
    await cart(c, 1, { productItemId: p });
    await cart(c, 5, { address: ADDRESS });
    // kept normalized (Persian digits and the dash gone), as the default
    expect(await book(c)).toEqual([{ id: expect.any(Number), ...HOME, isDefault: true }]);
    const placed = await cart(c, 11);
    expect(placed.statusCode).toBe(200);
    // a new basket after the order: it already carries the default address, and the order can be placed
    const next = (await cart(c, 1, { productItemId: p })).json().data;
    expect(next.address).toEqual(HOME);
    expect((await cart(c, 11)).statusCode).toBe(200);
  });

  it('keeps several addresses, one default, and offers the default to a basket that has none', async () => {
    const { c } = await shopper(t);
    const first = await c.post('/api/cart/addresses', HOME);
    expect(first.statusCode).toBe(200);
    const second = (await c.post('/api/cart/addresses', { ...WORK, isDefault: true })).json().data;
    expect(second.map((a: { city: string; isDefault: boolean }) => [a.city, a.isDefault])).toEqual([
      ['Isfahan', true],
      ['Tehran', false],
    ]);
    // the same address again is not stored twice
    expect(await book(await c.post('/api/cart/addresses', HOME).then(() => c))).toHaveLength(2);
    const basket = (await cart(c, 1, { productItemId: p })).json().data;
    expect(basket.address).toEqual(WORK);
    // the shopper removes it from the basket: it is not put back by the next read
    expect((await cart(c, 16)).json().data.address).toBeNull();
    expect((await cart(c, 14)).json().data.address).toBeNull();
    // picking another saved address for this order, without making a third entry
    const home = (await book(c)).find((a) => a.city === 'Tehran')!;
    const { id: _id, isDefault: _d, ...homeFields } = home;
    expect((await cart(c, 5, { address: homeFields })).json().data.address).toEqual(HOME);
    expect(await book(c)).toHaveLength(2);
  });

  it('changes, makes default and removes; removing the default hands it to the newest remaining one', async () => {
    const { c } = await shopper(t);
    await c.post('/api/cart/addresses', HOME);
    await c.post('/api/cart/addresses', WORK);
    let all = await book(c);
    const home = all.find((a) => a.city === 'Tehran')!;
    const work = all.find((a) => a.city === 'Isfahan')!;
    expect(home.isDefault).toBe(true);
    all = (await c.post(`/api/cart/addresses/${work.id}/default`)).json().data;
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([work.id]);
    all = (await put(c, home.id, { ...HOME, street: 'Enghelab St., No. 7', postalCode: '۱۱۱۱۱۲۲۲۲۲' })).json().data;
    expect(all.find((a) => a.id === home.id)).toMatchObject({ street: 'Enghelab St., No. 7', postalCode: '1111122222', isDefault: false });
    all = (await del(c, work.id)).json().data;
    expect(all).toEqual([expect.objectContaining({ id: home.id, isDefault: true })]);
    all = (await del(c, home.id)).json().data;
    expect(all).toEqual([]);
  });

  it('refuses what setAddress refuses, touches nothing on a refusal, and keeps each book private', async () => {
    const { c } = await shopper(t);
    const bad = await c.post('/api/cart/addresses?lang=en', { ...HOME, postalCode: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].item2).toBe('cart.postalCodeInvalid');
    expect((await c.post('/api/cart/addresses', { ...HOME, mobile: '0812' })).json().messages[0].item2).toBe('common.invalidMobile');
    expect(await book(c)).toEqual([]);
    const [mine] = (await c.post('/api/cart/addresses', HOME)).json().data;
    const other = await shopper(t);
    expect(await book(other.c)).toEqual([]);
    expect((await del(other.c, mine.id)).statusCode).toBe(404);
    expect((await put(other.c, mine.id, WORK)).statusCode).toBe(404);
    expect((await other.c.post(`/api/cart/addresses/${mine.id}/default`)).json().messages[0].item2).toBe('cart.addressNotFound');
    expect(await book(c)).toHaveLength(1);
    const guest = new Client(t.app);
    expect((await guest.get('/api/cart/addresses')).statusCode).toBe(401);
    expect((await guest.post('/api/cart/addresses', HOME)).statusCode).toBe(401);
  });

  it('a guest’s address is not remembered anywhere; a shopper may keep one out of the book', async () => {
    const guest = new Client(t.app);
    await cart(guest, 1, { productItemId: p });
    expect((await cart(guest, 5, { address: ADDRESS })).statusCode).toBe(200);
    const { c } = await shopper(t);
    await cart(c, 1, { productItemId: p });
    await cart(c, 5, { address: WORK, rememberAddress: false });
    expect(await book(c)).toEqual([]);
  });

  it('holds at most 10 addresses: the 11th is refused with a localized message', async () => {
    const { c } = await shopper(t);
    for (let i = 0; i < 10; i++) expect((await c.post('/api/cart/addresses', { ...HOME, postalCode: `12345678${String(i).padStart(2, '0')}` })).statusCode).toBe(200);
    const full = await c.post('/api/cart/addresses?lang=fa', { ...HOME, postalCode: '9999999999' });
    expect(full.statusCode).toBe(400);
    expect(full.json().messages[0]).toEqual({ item1: 'حداکثر ۱۰ نشانی می‌توانید نگه دارید؛ یکی را حذف کنید.', item2: 'cart.addressBookFull' });
    // an order's address still works for that order when the book is full
    await cart(c, 1, { productItemId: p });
    expect((await cart(c, 5, { address: WORK })).json().data.address).toEqual(WORK);
    expect(await book(c)).toHaveLength(10);
  });
});
