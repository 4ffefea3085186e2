import { env, url, openPage, closeAll, apiGet, settle, getBrowser, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * Discoverability (issue 14): client-side navigation keeps the head right (title, description, canonical);
 * the first response of each kind of page carries its head and structured data in both languages; the
 * sitemaps list public pages that answer 200, and robots.txt names them.
 */
afterAll(closeAll);

interface HeadView {
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  ld: Array<Record<string, unknown>>;
}

async function headOf(page: TestPage): Promise<HeadView> {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
    ld: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => JSON.parse(s.textContent || '[]')),
  }));
}

/** The page's origin as the browser sees it (the shell's). */
const origin = new URL(env.baseUrl).origin;

/** Waits until the page's canonical link is `href` (the head is applied after the page's data and hydration). */
const canonicalIs = (page: TestPage, href: string) =>
  page.waitForFunction((h) => document.querySelector('link[rel="canonical"]')?.getAttribute('href') === h, href, { timeout: 20_000 });

interface Product {
  id: number;
  name: string;
  slug: string;
  price: number | null;
}

describe('head after client-side navigation', () => {
  it('client-side navigation updates title, description and canonical', async () => {
    const page = await openPage({ locale: 'fa', width: 1280 });
    await page.goto(url('/cat'));
    await settle(page);
    await canonicalIs(page, `${origin}/cat`);
    const categories = await headOf(page);
    expect(categories.title).toMatch(/ \| آتش‌ایمن$/);
    // a marker that a full page load would wipe out
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // to a category
    const link = page.locator('main a[href^="/cat/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((u) => u.pathname === decodeURI(href) || u.pathname === href);
    await settle(page);
    await canonicalIs(page, `${origin}${href}`);
    const h1 = (await page.locator('main h1').first().innerText()).trim();
    // the title, like the canonical link, is applied once the page's data is in: waited for, bounded
    await poll(async () => (await headOf(page)).title).toBe(`${h1} | آتش‌ایمن`);
    const category = await headOf(page);
    expect(category.description).not.toBe(categories.description);
    await poll(async () => (await headOf(page)).ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true);

    // to a product of it
    const tile = page.locator('main a[href^="/pr/"]').first();
    const productHref = (await tile.getAttribute('href'))!;
    await tile.click();
    await page.waitForURL((u) => u.pathname.startsWith('/pr/'));
    await settle(page);
    const id = Number(productHref.split('/')[2]);
    const { body } = await apiGet<{ name: string; slug: string; slugs: { en: string } }>(`/api/product/${id}?lang=fa`);
    await canonicalIs(page, `${origin}/pr/${id}/${encodeURIComponent(body.data.slug)}`);
    // the name as the page writes it (Persian digits in fa: the api's name may carry Latin ones)
    const productH1 = (await page.locator('main h1').first().innerText()).trim();
    await poll(async () => (await headOf(page)).title).toBe(`${productH1} | آتش‌ایمن`);
    const product = await headOf(page);
    expect(product.alternates['en-US']).toBe(`${origin}/en/pr/${id}/${encodeURIComponent(body.data.slugs.en)}`);
    expect(product.description).toBeTruthy();
    expect(product.description).not.toBe(category.description);
    await poll(async () => (await headOf(page)).ld.some((x) => x['@type'] === 'Product')).toBe(true);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('head script#ld-page').count()).toBe(1);

    // back to the categories
    await page.goBack();
    await page.goBack();
    await canonicalIs(page, `${origin}/cat`);
    await poll(async () => (await headOf(page)).title).toBe(categories.title);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('in English too: blog list to an article', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.goto(url('/en/st/blog'));
    await settle(page);
    await canonicalIs(page, `${origin}/en/st/blog`);
    const link = page.locator('main a[href^="/en/po/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((u) => u.pathname.startsWith('/en/po/'));
    await settle(page);
    await canonicalIs(page, `${origin}${href}`);
    const h1 = (await page.locator('main h1').first().innerText()).trim();
    await poll(async () => (await headOf(page)).title).toBe(`${h1} | Atash Imen`);
    await poll(async () => (await headOf(page)).ld.find((x) => x['@type'] === 'Article')).toMatchObject({ headline: h1, inLanguage: 'en-US' });
  });
});

describe('head in the first response', () => {
  /** The head as a crawler gets it: JavaScript off. */
  async function firstResponse(pathname: string) {
    const browser = await getBrowser();
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = (await ctx.newPage()) as TestPage;
    const res = await page.goto(url(pathname));
    const head = await headOf(page);
    const h1 = (await page.locator('main h1').first().innerText().catch(() => '')).trim();
    const lang = await page.getAttribute('html', 'lang');
    const og = await page.locator('meta[property="og:title"]').getAttribute('content').catch(() => null);
    await ctx.close();
    return { status: res?.status(), head, lang, og, h1 };
  }

  it('a product in fa and en: its title, canonical slug URL, alternates and Product JSON-LD', async () => {
    const { body } = await apiGet<{ items: Product[] }>('/api/product/product?pageSize=1&lang=fa');
    const p = body.data.items[0];
    const en = (await apiGet<Product>(`/api/product/${p.id}?lang=en`)).body.data;
    for (const [pathname, name, lang] of [
      [`/pr/${p.id}/${encodeURIComponent(p.slug)}`, p.name, 'fa-IR'],
      [`/en/pr/${p.id}/${encodeURIComponent(en.slug)}`, en.name, 'en-US'],
    ] as const) {
      const r = await firstResponse(pathname);
      expect(r.status).toBe(200);
      expect(r.lang).toBe(lang);
      // the name as the page writes it: Persian digits in fa ("۱ کیلوگرمی"), as the api sends it in en
      expect(r.h1).toBe(lang === 'fa-IR' ? name.replace(/(^|\s)(\d+)(?=\s)/g, (_m, s: string, d: string) => s + d.replace(/\d/g, (x) => '۰۱۲۳۴۵۶۷۸۹'[Number(x)])) : name);
      expect(r.head.title.startsWith(r.h1)).toBe(true);
      expect(r.og).toBe(r.h1);
      expect(r.head.canonical).toBe(`${origin}${pathname}`);
      expect(r.head.alternates['x-default']).toBe(`${origin}/pr/${p.id}/${encodeURIComponent(p.slug)}`);
      const types = r.head.ld.map((x) => x['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'Product', 'BreadcrumbList']));
    }
  });

  it('a post (Article), a service (Service) and the contact page (LocalBusiness)', async () => {
    const posts = (await apiGet<{ items: Array<{ id: number; slug: string }> }>('/api/blog/posts?pageSize=1&lang=fa')).body.data.items;
    const services = (await apiGet<Array<{ label: string }>>('/api/services?lang=en')).body.data;
    for (const [pathname, type] of [
      [`/po/${posts[0].id}/${encodeURIComponent(posts[0].slug)}`, 'Article'],
      [`/en/services/${services[0].label}`, 'Service'],
      ['/st/contactus', 'LocalBusiness'],
    ] as const) {
      const r = await firstResponse(pathname);
      expect(r.status).toBe(200);
      expect(r.head.ld.map((x) => x['@type'])).toContain(type);
      expect(r.head.canonical).toBe(`${origin}${pathname}`);
    }
  });
});

describe('sitemaps and robots.txt on the running system', () => {
  const get = (p: string) => fetch(url(p));
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

  it('index, per-language sitemaps, and every listed page answers 200', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    const files = locs(await index.text());
    expect(files.map((f) => new URL(f).pathname)).toEqual(expect.arrayContaining(['/fa-ir-sitemap.xml', '/en-us-sitemap.xml']));
    const pages: string[] = [];
    for (const f of files) {
      const res = await get(new URL(f).pathname);
      expect(res.status).toBe(200);
      pages.push(...locs(await res.text()));
    }
    expect(pages.length).toBeGreaterThan(100);
    const bad: string[] = [];
    // a few at a time: the machine is shared
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async (loc) => {
          const u = new URL(loc);
          const res = await fetch(url(u.pathname + u.search), { redirect: 'manual' });
          if (res.status !== 200) bad.push(`${res.status} ${loc}`);
        }),
      );
    }
    expect(bad).toEqual([]);
  });

  it('the home page is titled by what the shop offers, with the shop’s name once, in both languages', async () => {
    for (const [p, title] of [
      ['/', 'تجهیزات و خدمات ایمنی و آتش‌نشانی | آتش‌ایمن'],
      ['/en', 'Fire safety equipment and services | Atash Imen'],
    ]) {
      const html = await (await fetch(url(p))).text();
      expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe(title);
      const page = await openPage({ locale: p === '/' ? 'fa' : 'en' });
      await page.goto(url(p));
      await settle(page);
      await poll(() => page.title()).toBe(title);
      await page.close();
    }
  });

  it('robots.txt names the sitemap index and keeps the basket out', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(text).toMatch(/^Disallow: \/basket$/m);
  });
});
