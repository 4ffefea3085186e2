import { url, closeAll, apiGet } from '../lib/harness';
import { plain, latin, withoutScripts, type Product, type Post } from '../lib/ssr';

/**
 * Server rendering through the federated remotes (issue 11), what the server answers: the first
 * response carries the page's content (before any script runs), an old or other-language address
 * answers 301, a page carries only its language's messages, a missing entity answers 404, and private
 * pages are left to the browser. (Hydration: ssr-hydration.spec.ts; remotes down or switched:
 * ssr-remotes.spec.ts.)
 */
afterAll(closeAll);

describe('server rendering: the first response', () => {
  for (const locale of ['fa', 'en'] as const) {
    const prefix = locale === 'fa' ? '' : '/en';

    it(`a product page in ${locale} has its name, price and description before any script runs`, async () => {
      const { body } = await apiGet<Product>(`/api/product/1?lang=${locale}`);
      const p = body.data;
      const r = await withoutScripts(`${prefix}/pr/${p.id}/${encodeURIComponent(p.slug)}`);
      expect(r.status).toBe(200);
      expect(latin(r.h1)).toBe(latin(p.name));
      const toman = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(Math.round((p.price ?? 0) / 10));
      expect(r.text).toContain(toman);
      expect(latin(r.text)).toContain(latin(plain(p.description).slice(0, 40)));
    });

    it(`a post in ${locale} has its title and body before any script runs`, async () => {
      const list = await apiGet<{ items: Post[] }>(`/api/blog/posts?lang=${locale}`);
      const first = list.body.data.items[0];
      const { body } = await apiGet<Post>(`/api/blog/posts/${first.id}?lang=${locale}`);
      const r = await withoutScripts(`${prefix}/po/${first.id}/${encodeURIComponent(first.slug)}`);
      expect(r.status).toBe(200);
      expect(r.h1).toBe(body.data.title);
      expect(latin(r.text)).toContain(latin(plain(body.data.body).slice(0, 40)));
    });

    it(`a category page in ${locale} has its name and products before any script runs`, async () => {
      const cats = await apiGet<Array<{ name: string; labels: Record<string, string> }>>(`/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=${locale}`);
      const cat = cats.body.data[0];
      const r = await withoutScripts(`${prefix}/cat/${encodeURIComponent(cat.labels[locale])}`);
      expect(r.status).toBe(200);
      expect(r.h1).toContain(cat.name);
      // the category's first products (the page's default order) are in the server's answer
      const list = await apiGet<{ items: Array<{ name: string }> }>(`/api/product/product?category=${encodeURIComponent(cat.labels[locale])}&lang=${locale}&pageSize=3`);
      expect(list.status).toBe(200);
      expect(list.body.data.items.length).toBeGreaterThan(0);
      for (const item of list.body.data.items) expect(latin(r.text)).toContain(latin(item.name));
    });
  }

  it('an address with an old or other-language name answers 301 to the page’s own, in both languages', async () => {
    const fa = (await apiGet<Product>('/api/product/1?lang=fa')).body.data;
    const en = (await apiGet<Product>('/api/product/1?lang=en')).body.data;
    const posts = (await apiGet<{ items: Post[] }>('/api/blog/posts?lang=en')).body.data.items;
    const cats = (await apiGet<Array<{ labels: Record<string, string> }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=fa')).body.data;
    const cases: Array<[string, string]> = [
      ['/pr/1/x?ref=ad', `/pr/1/${encodeURIComponent(fa.slug)}?ref=ad`],
      [`/en/pr/1/${encodeURIComponent(fa.slug)}`, `/en/pr/1/${encodeURIComponent(en.slug)}`],
      [`/en/po/${posts[0].id}/old-name`, `/en/po/${posts[0].id}/${encodeURIComponent(posts[0].slug)}`],
      [`/cat/${encodeURIComponent(cats[0].labels.en)}`, `/cat/${encodeURIComponent(cats[0].labels.fa)}`],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(url(from), { redirect: 'manual' });
      expect({ from, status: res.status, location: res.headers.get('location') }).toEqual({ from, status: 301, location: to });
    }
    // the canonical address itself is the page
    expect((await fetch(url(cases[0][1]), { redirect: 'manual' })).status).toBe(200);
  });

  it('a page carries only its own language’s messages', async () => {
    for (const [p, lng] of [['/', 'fa'], ['/en', 'en'], ['/en/pr/1/x', 'en'], ['/cat', 'fa']] as const) {
      const html = await (await fetch(url(p))).text();
      const state = JSON.parse(/<script[^>]*id="__SSR__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { messages?: Record<string, unknown> };
      expect({ p, languages: Object.keys(state.messages ?? {}) }).toEqual({ p, languages: [lng] });
    }
  });

  it('missing entities answer 404 with the not-found page, in both languages', async () => {
    for (const p of ['/pr/999999/x', '/en/pr/999999/x', '/po/999999/x', '/en/po/999999/x', '/cat/no-such-category', '/en/services/no-such-service', '/no/such/page']) {
      const r = await withoutScripts(p);
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
      expect(r.text).toMatch(/404|پیدا نشد|not found/i);
    }
  });

  it('the profile is left to the browser, the basket and the log-in page are rendered for their owner; none is cached; public pages are cacheable', async () => {
    for (const p of ['/en/profile']) {
      const res = await fetch(url(p));
      const html = await res.text();
      expect(html).not.toContain('id="__SSR__"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    // issue 33: the basket works without scripts, so the server renders it, with this shopper's basket
    // (an empty one here: no basket cookie), and no one keeps the answer
    for (const p of ['/basket', '/en/basket']) {
      const res = await fetch(url(p));
      const html = await res.text();
      expect(html).toContain('id="__SSR__"');
      expect(html).toMatch(p.startsWith('/en') ? /Your cart is empty/ : /سبد خرید شما خالی است/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    // and the log-in steps work without scripts (issue 33): the page is the server's, never kept
    for (const p of ['/loginRegister', '/en/loginRegister']) {
      const res = await fetch(url(p));
      const html = await res.text();
      expect(html).toContain('id="__SSR__"');
      expect(html).toMatch(p.startsWith('/en') ? /Log in or register/ : /ورود یا ثبت‌نام/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const pub = await fetch(url('/en/cat'));
    expect(pub.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  });
});
