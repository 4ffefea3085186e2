import {
  isApiImage,
  isApiRead,
  isFreshEnough,
  isHashedAsset,
  isNeverCached,
  isPageRequest,
  isPrivatePage,
  isRemoteEntry,
  laterVersion,
  mayShowKept,
  pageLocale,
  parseCatalogVersion,
} from './sw-routes';

const ORIGIN = 'https://shop.example';
const u = (p: string) => new URL(p, ORIGIN);
const req = (mode: string, accept = '', method = 'GET') => ({ mode, method, headers: { get: (n: string) => (n === 'accept' ? accept : null) } });

describe('what the service worker keeps', () => {
  it('keeps catalogue and content reads, and nothing of basket, auth, order, payment or forms', () => {
    for (const p of [
      '/api/product/product?lang=fa&page=1',
      '/api/product/12?lang=en',
      '/api/product/search?q=x',
      '/api/category/category?ParentId=42&Active=true&SortBy=0',
      '/api/category/byLabel/fire-extinguishers',
      '/api/brand/brand',
      '/api/brand/3',
      '/api/catalog/catalog?lang=fa',
      '/api/blog/posts?page=1',
      '/api/blog/posts/12',
      '/api/blog/categories',
      '/api/services?lang=en',
      '/api/services/fire-alarm-system',
      '/api/pages/about',
      '/api/content/home',
      '/api/contact/groups',
      '/api/contact/info',
    ]) {
      expect([p, isApiRead(u(p), 'GET', ORIGIN)]).toEqual([p, true]);
    }
    for (const p of [
      '/api/cart/cart',
      '/api/productOrder/list',
      '/api/productOrder/reserve?id=1',
      '/api/payment/sandbox/pay/abc',
      '/api/auth/user',
      '/api/auth/otp',
      '/api/products/like',
      '/api/products/like/products',
      '/api/form/postForm',
      '/api/upload/file',
      '/api/files/0123.pdf',
      '/api/catalog/files/catalogue.pdf',
      '/api/dev/sms-outbox?mobile=0912',
      '/api/productx/1',
      '/api/servicesx',
    ]) {
      expect([p, isApiRead(u(p), 'GET', ORIGIN)]).toEqual([p, false]);
    }
    expect(isNeverCached(u('/api/cart/cart'), ORIGIN)).toBe(true);
    expect(isNeverCached(u('/api/products/like/7'), ORIGIN)).toBe(true);
  });

  it('never touches a write, even to a read path, nor another site’s api', () => {
    expect(isApiRead(u('/api/product/rate'), 'POST', ORIGIN)).toBe(false);
    expect(isApiRead(u('/api/product/priceInquiry'), 'POST', ORIGIN)).toBe(false);
    expect(isApiRead(new URL('https://other.example/api/product/1'), 'GET', ORIGIN)).toBe(false);
  });

  it('keeps catalogue and content images cache-first', () => {
    expect(isApiImage(u('/api/img/abc_md.webp'), 'GET', ORIGIN)).toBe(true);
    expect(isApiImage(u('/api/content/covers/x.jpg'), 'GET', ORIGIN)).toBe(true);
    expect(isApiImage(u('/api/files/x.pdf'), 'GET', ORIGIN)).toBe(false);
  });

  it('treats remotes’ manifests and entries, on any origin, as network-first', () => {
    expect(isRemoteEntry(new URL('http://localhost:3901/1.0.0/web/mf-manifest.json'), 'GET')).toBe(true);
    expect(isRemoteEntry(new URL('https://cdn.example/mf_cart/2.1.0/remoteEntry.js'), 'GET')).toBe(true);
    expect(isRemoteEntry(new URL('https://cdn.example/mf_cart/2.1.0/352.149ec98925.js'), 'GET')).toBe(false);
  });

  it('treats hashed build files of the shell and every remote as immutable, and nothing else', () => {
    expect(isHashedAsset(u('/main.906625b5ae.js'), 'GET', ORIGIN)).toBe(true);
    expect(isHashedAsset(u('/assets/Vazirmatn-Bold.0d6a47ce8c.woff2'), 'GET', ORIGIN)).toBe(true);
    expect(isHashedAsset(new URL('http://localhost:3901/1.0.0/web/__federation_expose_ProductPage.83da44daa1.js'), 'GET', ORIGIN)).toBe(true);
    expect(isHashedAsset(new URL('http://localhost:3901/1.0.0/web/i18n-catalog-fa-json.f55f27ea1a.js'), 'GET', ORIGIN)).toBe(true);
    expect(isHashedAsset(u('/sw.js'), 'GET', ORIGIN)).toBe(false);
    expect(isHashedAsset(u('/remoteEntry.js'), 'GET', ORIGIN)).toBe(false);
    expect(isHashedAsset(u('/api/img/poster.0123456789.webp'), 'GET', ORIGIN)).toBe(false);
  });

  it('knows a page from the server’s other answers', () => {
    expect(isPageRequest(req('navigate'), u('/pr/1/x'), ORIGIN)).toBe(true);
    expect(isPageRequest(req('cors', 'text/html'), u('/en/cat'), ORIGIN)).toBe(true);
    expect(isPageRequest(req('cors', '*/*'), u('/en/cat'), ORIGIN)).toBe(false);
    for (const p of ['/api/catalog/files/x.pdf', '/builds/latest.json', '/composition.json', '/health', '/sw.js', '/manifest.webmanifest', '/manifest.en.webmanifest']) {
      expect([p, isPageRequest(req('navigate'), u(p), ORIGIN)]).toEqual([p, false]);
    }
    expect(isPageRequest(req('navigate', '', 'POST'), u('/'), ORIGIN)).toBe(false);
    expect(isPageRequest(req('navigate'), new URL('https://www.instagram.com/'), ORIGIN)).toBe(false);
  });

  it('never keeps pages that may show the shopper’s own data', () => {
    for (const p of ['/basket', '/en/basket', '/profile', '/ru/profile/accountorder/12', '/loginRegister', '/en/loginRegister']) expect([p, isPrivatePage(u(p))]).toEqual([p, true]);
    for (const p of ['/', '/en', '/pr/1/basket', '/cat/profile']) expect([p, isPrivatePage(u(p))]).toEqual([p, false]);
  });

  it('tells the offline page which language to speak', () => {
    expect(pageLocale('/pr/1/x')).toBe('fa');
    expect(pageLocale('/en')).toBe('en');
    expect(pageLocale('/en/pr/1/x')).toBe('en');
    expect(pageLocale('/ru/cat')).toBe('ru');
    expect(pageLocale('/enx')).toBe('fa');
  });

  it('shows a kept api answer at once only while it is recent', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(isFreshEnough('Mon, 23 Nov 2026 09:59:30 GMT', now, 60_000)).toBe(true);
    expect(isFreshEnough('Mon, 23 Nov 2026 09:58:59 GMT', now, 60_000)).toBe(false);
    expect(isFreshEnough(null, now, 60_000)).toBe(false);
    expect(isFreshEnough('yesterday', now, 60_000)).toBe(false);
  });
});

describe('the catalogue version', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  const recent = 'Mon, 23 Nov 2026 09:59:30 GMT';
  const old = 'Mon, 23 Nov 2026 09:58:00 GMT';

  it('reads the header: a whole number or nothing', () => {
    expect(parseCatalogVersion('42')).toBe(42);
    expect(parseCatalogVersion(' 7 ')).toBe(7);
    expect(parseCatalogVersion('0')).toBe(0);
    for (const bad of [null, undefined, '', '-1', '1.5', 'x', '1e3', '9'.repeat(16)]) expect([bad, parseCatalogVersion(bad)]).toEqual([bad, null]);
  });

  it('remembers the highest seen', () => {
    expect(laterVersion(null, null)).toBeNull();
    expect(laterVersion(null, 3)).toBe(3);
    expect(laterVersion(5, null)).toBe(5);
    expect(laterVersion(5, 3)).toBe(5);
    expect(laterVersion(5, 8)).toBe(8);
  });

  it('never shows a kept read made under an older version from the fresh window', () => {
    // before any version is known, the window alone decides (as before)
    expect(mayShowKept({ date: recent, version: '4' }, now, 60_000, null)).toBe(true);
    expect(mayShowKept({ date: recent, version: null }, now, 60_000, null)).toBe(true);
    // kept under the newest version seen (or a later one): shown at once
    expect(mayShowKept({ date: recent, version: '4' }, now, 60_000, 4)).toBe(true);
    expect(mayShowKept({ date: recent, version: '5' }, now, 60_000, 4)).toBe(true);
    // a page or another read named a later version: fetched (kept copy only offline)
    expect(mayShowKept({ date: recent, version: '3' }, now, 60_000, 4)).toBe(false);
    expect(mayShowKept({ date: recent, version: null }, now, 60_000, 4)).toBe(false);
    expect(mayShowKept({ date: recent, version: 'x' }, now, 60_000, 4)).toBe(false);
    // outside the window, or nothing kept: fetched whatever the version
    expect(mayShowKept({ date: old, version: '9' }, now, 60_000, 4)).toBe(false);
    expect(mayShowKept(null, now, 60_000, null)).toBe(false);
  });
});
