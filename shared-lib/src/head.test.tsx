import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { renderPage } from 'shared-lib/test-utils';
import { Head, HeadContext, SITE_TEXT, createHeadStore, crumbsLd, plainText, useSite, type HeadData } from './head';
import { renderHeadTags } from './head-html';
import fa from './locales/fa.json';
import en from './locales/en.json';
import ru from './locales/ru.json';

const ORIGIN = 'https://shop.example';

function i18nFor(lng: string) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, resources: { fa: { common: fa }, en: { common: en }, ru: { common: ru } }, defaultNS: 'common', initImmediate: false, react: { useSuspense: false } } as Parameters<typeof i18n.init>[0]);
  return i18n;
}

/** Renders `ui` as the server would (a store per request) and parses the head tags it writes. */
function serverRender(url: string, ui: ReactNode) {
  const locale = url.startsWith('/en') ? 'en' : url.startsWith('/ru') ? 'ru' : 'fa';
  const store = createHeadStore({ origin: ORIGIN, locale });
  renderToString(
    <HeadContext.Provider value={store}>
      <MemoryRouter initialEntries={[url]}>
        <I18nextProvider i18n={i18nFor(locale)}>{ui}</I18nextProvider>
      </MemoryRouter>
    </HeadContext.Provider>,
  );
  const html = renderHeadTags(store);
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return { store, html, doc };
}

const meta = (doc: Document, key: string) => doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const canonical = (doc: Document) => doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const alternates = (doc: Document) => Object.fromEntries([...doc.head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
const jsonLd = (doc: Document, id: string) => JSON.parse(doc.head.querySelector(`script#${id}`)?.textContent ?? 'null');

const product: HeadData = {
  title: 'کپسول پودر و گاز ۶ کیلوگرمی',
  description: 'کپسول ABC برای خانه و خودرو',
  path: '/pr/7/کپسول-۶',
  alternates: { fa: '/pr/7/کپسول-۶', en: '/pr/7/extinguisher-6kg', ru: '/pr/7/ognetushitel' },
  image: { url: '/api/img/product-7-1.jpg', width: 1200, height: 1200, alt: 'کپسول' },
  type: 'product',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'کپسول' }],
};

describe('Head on the server', () => {
  it('records the page into the request’s store; renderHeadTags writes every tag, escaped, with data-head', () => {
    const { store, doc } = serverRender('/pr/7/x', <Head {...product} />);
    expect(store.htmlAttrs).toEqual({ lang: 'fa-IR', dir: 'rtl' });
    expect(doc.title).toBe(`${product.title} | آتش‌ایمن`);
    expect(meta(doc, 'description')).toBe(product.description);
    expect(canonical(doc)).toBe(`${ORIGIN}/pr/7/${encodeURI('کپسول-۶')}`);
    expect(alternates(doc)).toEqual({
      'fa-IR': `${ORIGIN}/pr/7/${encodeURI('کپسول-۶')}`,
      'en-US': `${ORIGIN}/en/pr/7/extinguisher-6kg`,
      'ru-RU': `${ORIGIN}/ru/pr/7/ognetushitel`,
      'x-default': `${ORIGIN}/pr/7/${encodeURI('کپسول-۶')}`,
    });
    expect(meta(doc, 'og:type')).toBe('product');
    expect(meta(doc, 'og:title')).toBe(product.title);
    expect(meta(doc, 'og:url')).toBe(canonical(doc));
    expect(meta(doc, 'og:locale')).toBe('fa_IR');
    expect([...doc.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))).toEqual(['en_US', 'ru_RU']);
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/api/img/product-7-1.jpg`);
    expect([meta(doc, 'og:image:width'), meta(doc, 'og:image:height')]).toEqual(['1200', '1200']);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(`${ORIGIN}/api/img/product-7-1.jpg`);
    expect(jsonLd(doc, 'ld-page')).toEqual(product.jsonLd);
    expect(jsonLd(doc, 'ld-site').map((x: { '@type': string }) => x['@type'])).toEqual(['Organization', 'WebSite']);
    // every tag is marked, the static ones as such
    for (const el of doc.head.children) expect(el.hasAttribute('data-head')).toBe(true);
    expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('data-head')).toBe('static');
    expect(doc.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#B71C1C');
    expect(doc.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    expect(doc.head.querySelector('link[rel="icon"][sizes="192x192"]')).not.toBeNull();
  });

  it('in English: lang and dir, English site name and manifest, /en URLs', () => {
    const { store, doc } = serverRender('/en/pr/7/extinguisher-6kg', <Head {...product} title="Extinguisher 6 kg" path="/pr/7/extinguisher-6kg" />);
    expect(store.htmlAttrs).toEqual({ lang: 'en-US', dir: 'ltr' });
    expect(doc.title).toBe('Extinguisher 6 kg | Atash Imen');
    expect(canonical(doc)).toBe(`${ORIGIN}/en/pr/7/extinguisher-6kg`);
    expect(meta(doc, 'og:locale')).toBe('en_US');
    expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.en.webmanifest');
    const website = jsonLd(doc, 'ld-site')[1];
    expect(website).toMatchObject({ name: 'Atash Imen', inLanguage: 'en-US', url: `${ORIGIN}/en` });
  });

  it('escapes what the page says: no markup and no closing script from titles or JSON-LD', () => {
    const evil = '</title><script>alert(1)</script>"\'&';
    const { html, doc } = serverRender('/x', <Head title={evil} description={evil} path="/x" jsonLd={[{ name: '</script><script>alert(2)</script>' }]} />);
    expect(html).not.toContain('<script>alert');
    expect(doc.head.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(doc.title).toBe(`${evil} | آتش‌ایمن`);
    expect(meta(doc, 'description')).toBe(evil);
    expect(jsonLd(doc, 'ld-page')).toEqual([{ name: '</script><script>alert(2)</script>' }]);
  });

  it('the deepest/last rendered Head wins; without any, the site’s title and tagline', () => {
    function Layout({ children }: { children: ReactNode }) {
      return (
        <>
          <Head title="Layout" path="/layout" />
          {children}
        </>
      );
    }
    const { doc } = serverRender('/', <Layout><Head title="Page" path="/page" /></Layout>);
    expect(doc.title).toBe('Page | آتش‌ایمن');
    expect(canonical(doc)).toBe(`${ORIGIN}/page`);

    const none = serverRender('/en', <p>no head</p>);
    expect(none.doc.title).toBe('Atash Imen');
    expect(meta(none.doc, 'description')).toBe('Fire safety equipment and services');
    expect(canonical(none.doc)).toBeNull();
    expect(jsonLd(none.doc, 'ld-site')).toHaveLength(2);
    expect(none.doc.head.querySelector('#ld-page')).toBeNull();
  });

  it('a page not translated into this language declares the translated one canonical and no hreflang of its own', () => {
    const { doc } = serverRender('/ru/pr/8/x', <Head title="Panel" path="/pr/8/panel" alternates={{ fa: '/pr/8/پنل', en: '/pr/8/panel' }} />);
    expect(canonical(doc)).toBe(`${ORIGIN}/en/pr/8/panel`);
    expect(Object.keys(alternates(doc))).toEqual(['fa-IR', 'en-US', 'x-default']);
    expect(meta(doc, 'og:locale')).toBe('ru_RU');
  });

  it('noindex: robots meta, no canonical or alternates; an SVG picture is not offered to link previews', () => {
    const { doc } = serverRender('/x', <Head title="Not found" noindex path="/x" image={{ url: '/api/content/covers/a.svg' }} />);
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(canonical(doc)).toBeNull();
    expect(alternates(doc)).toEqual({});
    expect(meta(doc, 'og:image')).toBeNull();
    expect(meta(doc, 'twitter:card')).toBe('summary');
  });

  it('the default alternates are the same path in fa and en', () => {
    const { doc } = serverRender('/en/about', <Head title="About" path="/about" />);
    expect(alternates(doc)).toEqual({ 'fa-IR': `${ORIGIN}/about`, 'en-US': `${ORIGIN}/en/about`, 'x-default': `${ORIGIN}/about` });
  });

  it('keeps its fallback site texts the same as the common messages', () => {
    expect(SITE_TEXT).toEqual({ fa: { name: fa.appName, tagline: fa.tagline }, en: { name: en.appName, tagline: en.tagline }, ru: { name: ru.appName, tagline: ru.tagline } });
  });
});

describe('Head in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('replaces the tags the server wrote (data-head) after mount, without duplicates', () => {
    const store = createHeadStore({ origin: location.origin, locale: 'fa' });
    store.record({ ...(serverRender('/old', <Head title="Old" path="/old" jsonLd={[{ old: true }]} />).store.head!) });
    document.head.innerHTML = `<meta charset="utf-8">${renderHeadTags(store)}`;
    expect(document.title).toBe('Old | آتش‌ایمن');
    renderPage(<Head title="Page" description="About the page" path="/pr/7/x" jsonLd={[{ '@type': 'Product' }]} />, { path: '/pr/7/x' });
    expect(document.title).toBe('Page | آتش‌ایمن');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(document, 'description')).toBe('About the page');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(canonical(document)).toBe(`${location.origin}/pr/7/x`);
    expect(document.head.querySelectorAll('#ld-page')).toHaveLength(1);
    expect(jsonLd(document, 'ld-page')).toEqual([{ '@type': 'Product' }]);
    expect(document.head.querySelectorAll('#ld-site')).toHaveLength(1);
    // the static tags stay as the server wrote them
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('follows client-side navigation: title, description and canonical of each page', async () => {
    function Page({ title, path }: { title: string; path: string }) {
      return <Head title={title} description={`${title} description`} path={path} />;
    }
    function Nav() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/en/cat')}>go</button>;
    }
    const i18n = i18nFor('en');
    render(
      <MemoryRouter initialEntries={['/en/about']}>
        <I18nextProvider i18n={i18n}>
          <Nav />
          <Routes>
            <Route path="/en/about" element={<Page title="About us" path="/about" />} />
            <Route path="/en/cat" element={<Page title="Categories" path="/cat" />} />
          </Routes>
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(document.title).toBe('About us | Atash Imen');
    expect(canonical(document)).toBe(`${location.origin}/en/about`);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(document.title).toBe('Categories | Atash Imen');
    expect(meta(document, 'description')).toBe('Categories description');
    expect(canonical(document)).toBe(`${location.origin}/en/cat`);
    expect(alternates(document)['fa-IR']).toBe(`${location.origin}/cat`);
  });

  it('with two mounted, the deepest wins; when it goes the other applies, and with none the site’s defaults', () => {
    function Child() {
      return <Head title="Child" path="/child" />;
    }
    function Parent() {
      const [child, setChild] = useState(true);
      return (
        <>
          <Head title="Parent" path="/parent" />
          {child && <Child />}
          <button onClick={() => setChild(false)}>drop</button>
        </>
      );
    }
    const view = renderPage(<Parent />, { path: '/' });
    expect(document.title).toBe('Child | آتش‌ایمن');
    act(() => screen.getByRole('button', { name: 'drop' }).click());
    expect(document.title).toBe('Parent | آتش‌ایمن');
    expect(canonical(document)).toBe(`${location.origin}/parent`);
    view.unmount();
    expect(document.title).toBe('آتش‌ایمن');
    expect(canonical(document)).toBeNull();
    expect(document.head.querySelector('#ld-page')).toBeNull();
    expect(document.head.querySelector('#ld-site')).not.toBeNull();
  });

  it('updates when the page’s data changes (a product loaded after its skeleton)', () => {
    function Product() {
      const [name, setName] = useState<string | null>(null);
      return (
        <>
          <Head title={name ?? 'Loading'} path="/pr/1/x" />
          <button onClick={() => setName('Extinguisher')}>load</button>
        </>
      );
    }
    renderPage(<Product />, { path: '/en/pr/1/x' });
    expect(document.title).toBe('Loading | Atash Imen');
    act(() => screen.getByRole('button', { name: 'load' }).click());
    expect(document.title).toBe('Extinguisher | Atash Imen');
  });
});

describe('helpers for pages', () => {
  it('plainText: a description from HTML, cut at a word', () => {
    expect(plainText('<p>Powder &amp; gas <b>6 kg</b></p>\n<p>for cars</p>')).toBe('Powder & gas 6 kg for cars');
    const long = plainText('word '.repeat(60), 40)!;
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/word…$/);
    expect(plainText('<p> </p>')).toBeUndefined();
    expect(plainText(null)).toBeUndefined();
  });

  it('useSite and crumbsLd: the request’s origin on the server, Home first, URLs in the page’s language', () => {
    let ld: object | null = null;
    function Page() {
      const site = useSite();
      ld = crumbsLd([{ label: 'Categories', to: '/cat' }, { label: 'Extinguishers' }], site);
      return null;
    }
    serverRender('/en/cat/x', <Page />);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/en` },
        { '@type': 'ListItem', position: 2, name: 'Categories', item: `${ORIGIN}/en/cat` },
        { '@type': 'ListItem', position: 3, name: 'Extinguishers' },
      ],
    });
  });
});
