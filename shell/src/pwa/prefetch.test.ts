import { moduleFiles, readManifest, routeTargetFor, shouldSkipPrefetch, startLinkPrefetch, type PrefetchEnv, type RouteTarget } from './prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const ORIGIN = 'http://localhost';

function setup(connection: { saveData?: boolean; effectiveType?: string } | undefined = { effectiveType: '4g' }) {
  const preloaded: RouteTarget[] = [];
  const idle: Array<() => void> = [];
  let onVisible: ((a: HTMLAnchorElement) => void) | null = null;
  const observed: Element[] = [];
  const conn = { current: connection };
  const env: PrefetchEnv = {
    origin: ORIGIN,
    connection: () => conn.current,
    preload: async (t) => {
      preloaded.push(t);
    },
    idle: (fn) => idle.push(fn),
    observeVisible: (cb) => {
      onVisible = cb;
      return { observe: (a) => observed.push(a), disconnect: () => {} };
    },
  };
  const runIdle = () => {
    while (idle.length) idle.shift()!();
  };
  return { env, preloaded, runIdle, conn, observed, show: (a: HTMLAnchorElement) => onVisible?.(a) };
}

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.appendChild(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('which connections skip prefetch', () => {
  it('skips on save-data and on 2g or slower, and prefetches otherwise', () => {
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
    // browsers without the Network Information API
    expect(shouldSkipPrefetch(undefined)).toBe(false);
  });
});

describe('which page a link leads to', () => {
  it('finds the remote and module of internal links in every language', () => {
    expect(routeTargetFor('/pr/1/%DA%A9%D9%BE%D8%B3%D9%88%D9%84', ORIGIN)).toEqual({ remote: 'mf_catalog', module: 'ProductPage' });
    expect(routeTargetFor('/en/st/blog', ORIGIN)).toEqual({ remote: 'mf_content', module: 'BlogPage' });
    expect(routeTargetFor('http://localhost/ru/basket?x=1', ORIGIN)).toEqual({ remote: 'mf_cart', module: 'BasketPage' });
    expect(routeTargetFor('/cat/', ORIGIN)).toEqual({ remote: 'mf_catalog', module: 'CategoriesPage' });
  });

  it('ignores the shell’s own page, unknown paths and other sites', () => {
    expect(routeTargetFor('/', ORIGIN)).toBeNull();
    expect(routeTargetFor('/en', ORIGIN)).toBeNull();
    expect(routeTargetFor('/no/such/page', ORIGIN)).toBeNull();
    expect(routeTargetFor('https://www.instagram.com/pr/1/x', ORIGIN)).toBeNull();
    expect(routeTargetFor('/api/catalog/files/x.pdf', ORIGIN)).toBeNull();
  });
});

describe('link prefetch', () => {
  it('fetches the page’s code when a link is pointed at, once per page kind', () => {
    const { env, preloaded } = setup();
    const stop = startLinkPrefetch(env, document);
    const a = link('/pr/1/a');
    const b = link('/pr/2/b');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    b.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/en/about').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(preloaded).toEqual([
      { remote: 'mf_catalog', module: 'ProductPage' },
      { remote: 'mf_content', module: 'AboutPage' },
    ]);
    stop();
  });

  it('fetches the code of links on screen when the browser is idle, one at a time', async () => {
    const { env, preloaded, runIdle, show, observed } = setup();
    const a = link('/cat');
    const b = link('/st/blog');
    let letGo!: () => void;
    const stop = startLinkPrefetch(env, document, new Promise<void>((r) => (letGo = r)));
    // nothing watched until the page is ready for it (the shell: a service worker has the page)
    await Promise.resolve();
    expect(observed).toEqual([]);
    letGo();
    await Promise.resolve();
    expect(observed).toEqual([a, b]);
    show(a);
    show(b);
    expect(preloaded).toEqual([]);
    runIdle();
    expect(preloaded).toEqual([
      { remote: 'mf_catalog', module: 'CategoriesPage' },
      { remote: 'mf_content', module: 'BlogPage' },
    ]);
    stop();
  });

  it('fetches nothing on save-data or 2g, even when the connection changes later', async () => {
    const { env, preloaded, runIdle, show, conn } = setup({ saveData: true });
    const stop = startLinkPrefetch(env, document);
    await Promise.resolve();
    const a = link('/cat');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    show(a);
    runIdle();
    conn.current = { effectiveType: '2g' };
    link('/brand').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual([]);
    conn.current = { effectiveType: '4g' };
    link('/brand').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual([{ remote: 'mf_catalog', module: 'BrandsPage' }]);
    stop();
  });

  it('leaves downloads, new-tab links and other sites alone', () => {
    const { env, preloaded } = setup();
    const stop = startLinkPrefetch(env, document);
    link('/pr/1/a', { download: '' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/pr/1/a', { target: '_blank' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://www.aparat.com/v/x').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded).toEqual([]);
    stop();
  });
});

describe('the files prefetched for a page of a remote', () => {
  it('are its remote entry and, from its manifest, the exposed module\'s first chunks, beside the manifest', async () => {
    const asked: string[] = [];
    const files = await moduleFiles({ server: 'http://cdn.test/catalog/', version: '1.2.0' }, 'ProductPage', async (u) => {
      asked.push(u);
      return {
        exposes: [
          { name: 'CategoryPage', path: './CategoryPage', assets: { js: { sync: ['__federation_expose_CategoryPage.1.js'] } } },
          { name: 'ProductPage', path: './ProductPage', assets: { js: { sync: ['244.a.js', '__federation_expose_ProductPage.b.js'], async: ['price-inquiry.c.js'] } } },
        ],
      };
    });
    expect(asked).toEqual(['http://cdn.test/catalog/1.2.0/web/mf-manifest.json']);
    expect(files).toEqual([
      'http://cdn.test/catalog/1.2.0/web/remoteEntry.js',
      'http://cdn.test/catalog/1.2.0/web/244.a.js',
      'http://cdn.test/catalog/1.2.0/web/__federation_expose_ProductPage.b.js',
    ]);
  });

  it('are the entry alone for a module the manifest does not name (a version without it: the page reports that itself)', async () => {
    await expect(moduleFiles({ server: 'http://x.test', version: '1.0.0' }, 'Gone', async () => ({ exposes: [] }))).resolves.toEqual(['http://x.test/1.0.0/web/remoteEntry.js']);
  });
});

describe('a remote version\'s manifest, for prefetch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('is read once for all its pages\' links, and read again after a failure', async () => {
    const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
    const answers = [answer(503, null), answer(200, { exposes: [] }), answer(200, {})];
    const fetched = jest.fn(async () => answers.shift()!);
    global.fetch = fetched as unknown as typeof fetch;
    const url = 'http://cdn.test/once/1.0.0/web/mf-manifest.json';
    await expect(readManifest(url)).rejects.toThrow('503');
    await expect(readManifest(url)).resolves.toEqual({ exposes: [] });
    await expect(readManifest(url)).resolves.toEqual({ exposes: [] });
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
