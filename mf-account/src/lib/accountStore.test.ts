import { getBus } from 'shared-lib/bus';
import { fakeApi, recordBus } from 'shared-lib/test-utils';
import { sampleUser } from '../test/fixtures';
import { resetPage } from '../test/reset';
import { getAccountStore } from './accountStore';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the account store', () => {
  beforeEach(resetPage);

  it('publishes the logged-in user and their likes at start, once per page', async () => {
    const api = fakeApi({ 'GET /api/auth/user': { data: sampleUser() }, 'GET /api/products/like': { data: [4, 2] } });
    const users = recordBus('auth:user');
    const likes = recordBus('auth:likes');
    await Promise.all([getAccountStore().start(), getAccountStore().start()]);
    expect(users).toEqual([{ id: 7, mobile: '09121234567', fullName: 'سارا محمدی', hasPassword: false }]);
    expect(likes).toEqual([[4, 2]]);
    expect(api.called('GET /api/auth/user')).toHaveLength(1);
  });

  it('publishes null and no likes for a guest, also when the api is unreachable', async () => {
    fakeApi({ 'GET /api/auth/user': { data: null } });
    const users = recordBus('auth:user');
    await getAccountStore().start();
    expect(users).toEqual([null]);
    expect(getBus().current('auth:likes')).toEqual([]);

    resetPage();
    configureBrokenApi();
    const again = recordBus('auth:user');
    await getAccountStore().start();
    expect(again).toEqual([null]);
  });

  it('serves likes:toggle for a user: the heart changes at once, then follows the server', async () => {
    let serverLikes = [2];
    const api = fakeApi({
      'GET /api/auth/user': { data: sampleUser() },
      'GET /api/products/like': () => ({ data: serverLikes }),
      'POST /api/products/like': (req) => {
        serverLikes = [req.body!.productId as number, ...serverLikes];
        return { data: serverLikes };
      },
      'DELETE /api/products/like/2': () => {
        serverLikes = serverLikes.filter((id) => id !== 2);
        return { data: serverLikes };
      },
    });
    await getAccountStore().start();
    const likes = recordBus('auth:likes');
    getBus().publish('likes:toggle', { productId: 9, liked: true });
    await flush();
    await flush();
    expect(likes).toEqual([[2], [9, 2], [9, 2]]);
    expect(api.called('POST /api/products/like')[0].body).toEqual({ productId: 9 });
    getBus().publish('likes:toggle', { productId: 2, liked: false });
    await flush();
    await flush();
    expect(getBus().current('auth:likes')).toEqual([9]);
  });

  it('puts a like back and shows the server message when the server refuses', async () => {
    fakeApi({
      'GET /api/auth/user': { data: sampleUser() },
      'GET /api/products/like': { data: [2] },
      'POST /api/products/like': { status: 404, messages: [{ item1: 'محصول یافت نشد.', item2: 'common.productNotFound' }] },
    });
    await getAccountStore().start();
    const toasts = recordBus('toast:show');
    const likes = recordBus('auth:likes');
    await getAccountStore().toggleLike(99, true);
    expect(likes).toEqual([[2], [99, 2], [2]]);
    expect(toasts).toEqual([{ message: 'محصول یافت نشد.', variant: 'error', description: undefined }]);
  });

  it('sends a guest who likes something to log in, without calling the api', async () => {
    const api = fakeApi({ 'GET /api/auth/user': { data: null } });
    const guest = jest.fn();
    getAccountStore().onGuestLike(guest);
    await getAccountStore().start();
    const toasts = recordBus('toast:show');
    getBus().publish('likes:toggle', { productId: 3, liked: true });
    await flush();
    await flush();
    expect(guest).toHaveBeenCalledWith(3);
    expect(toasts[0].variant).toBe('info');
    expect(api.called('POST /api/products/like')).toHaveLength(0);
  });

  it('publishes the new user at login and null at logout, reloading the likes', async () => {
    let loggedIn = false;
    fakeApi({ 'GET /api/auth/user': { data: null }, 'GET /api/products/like': () => ({ data: loggedIn ? [5] : [] }) });
    await getAccountStore().start();
    const users = recordBus('auth:user');
    loggedIn = true;
    await getAccountStore().setUser(sampleUser({ id: 8 }));
    expect(users.at(-1)).toMatchObject({ id: 8 });
    expect(getBus().current('auth:likes')).toEqual([5]);
    await getAccountStore().setUser(null);
    expect(users.at(-1)).toBeNull();
    expect(getBus().current('auth:likes')).toEqual([]);
  });
});

function configureBrokenApi() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configureApi } = require('shared-lib/api') as typeof import('shared-lib/api');
  configureApi({ fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch });
}
