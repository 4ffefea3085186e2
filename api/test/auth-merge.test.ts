import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp, requestOtp } from './auth-helpers';
import { mergeGuestBasket } from '../src/modules/cart/public';

// The cart module implements the merge; here only that auth hands over the right basket.
jest.mock('../src/modules/cart/public', () => ({ ...jest.requireActual('../src/modules/cart/public'), mergeGuestBasket: jest.fn() }));
const merge = mergeGuestBasket as jest.MockedFunction<typeof mergeGuestBasket>;

describeEachDb('guest basket merge at login', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    merge.mockReset();
    merge.mockResolvedValue('user-basket-1');
  });

  it('merges the shopper’s own guest basket (basketId cookie, also sent as cartCode) at registration', async () => {
    const c = new Client(t.app);
    const { user, basketId } = await loginWithOtp(c, '09141230001', 'Guest Buyer', { cartCode: 'guest-basket-a' });
    expect(merge).toHaveBeenCalledTimes(1);
    expect(merge).toHaveBeenCalledWith(t.database.db, 'guest-basket-a', user.id);
    expect(basketId).toBe('user-basket-1');
    // the browser now carries the merged basket's id
    expect(c.cookies.get('basketId')).toBe('user-basket-1');
  });

  it('merges at code and password login, falling back to the basketId cookie', async () => {
    const c = new Client(t.app);
    const mobile = '09141230002';
    const { user } = await loginWithOtp(c, mobile);
    await c.post('/api/auth/password', { password: 'Shab-Yalda-1402' });
    merge.mockClear();

    const browser = new Client(t.app);
    browser.cookies.set('basketId', 'cookie-basket');
    const res = await browser.post('/api/auth/login', { mobile, password: 'Shab-Yalda-1402' });
    expect(res.statusCode).toBe(200);
    expect(merge).toHaveBeenLastCalledWith(t.database.db, 'cookie-basket', user.id);

    const code = await requestOtp(browser, mobile);
    browser.cookies.set('basketId', 'cookie-basket-2');
    await browser.post('/api/auth/login', { mobile, code, cartCode: 'cookie-basket-2' });
    expect(merge).toHaveBeenLastCalledWith(t.database.db, 'cookie-basket-2', user.id);
  });

  it('never merges a cartCode other than the request’s own basketId cookie (another shopper’s basket)', async () => {
    const mobile = '09141230006';
    const { user } = await loginWithOtp(new Client(t.app), mobile);

    // a cartCode different from the cookie: the cookie's basket is merged, not the other one
    const withCookie = new Client(t.app);
    withCookie.cookies.set('basketId', 'my-basket');
    const code = await requestOtp(withCookie, mobile);
    merge.mockClear();
    expect((await withCookie.post('/api/auth/login', { mobile, code, cartCode: 'someone-elses-basket' })).statusCode).toBe(200);
    expect(merge).toHaveBeenCalledTimes(1);
    expect(merge).toHaveBeenCalledWith(t.database.db, 'my-basket', user.id);

    // no cookie at all: nothing is merged, whatever the body says
    const noCookie = new Client(t.app);
    const code2 = await requestOtp(noCookie, mobile);
    merge.mockClear();
    expect((await noCookie.post('/api/auth/login', { mobile, code: code2, cartCode: 'someone-elses-basket' })).statusCode).toBe(200);
    expect(merge).toHaveBeenCalledTimes(1);
    expect(merge).toHaveBeenCalledWith(t.database.db, null, user.id);

    // registration alike
    const fresh = new Client(t.app);
    fresh.cookies.set('basketId', 'fresh-basket');
    const code3 = await requestOtp(fresh, '09141230007');
    merge.mockClear();
    const reg = await fresh.post('/api/auth/register', { mobile: '09141230007', code: code3, fullName: 'New Shopper', cartCode: 'someone-elses-basket' });
    expect(reg.statusCode).toBe(200);
    expect(merge).toHaveBeenCalledWith(t.database.db, 'fresh-basket', reg.json().data.user.id);
  });

  it('calls the merge with null for a shopper without a guest basket', async () => {
    merge.mockResolvedValue(null);
    const { user, basketId } = await loginWithOtp(new Client(t.app), '09141230003');
    expect(merge).toHaveBeenCalledWith(t.database.db, null, user.id);
    expect(basketId).toBeNull();
  });

  it('does not merge on a refused login', async () => {
    const c = new Client(t.app);
    await loginWithOtp(c, '09141230004');
    merge.mockClear();
    const res = await new Client(t.app).post('/api/auth/login', { mobile: '09141230004', code: '000000', cartCode: 'guest-x' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(merge).not.toHaveBeenCalled();
  });

  it('still logs the shopper in when the merge fails', async () => {
    merge.mockRejectedValue(new Error('cart is down'));
    const c = new Client(t.app);
    const { user, basketId } = await loginWithOtp(c, '09141230005', 'Unlucky', { cartCode: 'guest-y' });
    expect(basketId).toBeNull();
    expect((await c.get('/api/auth/user')).json().data.id).toBe(user.id);
  });
});
