import { fireEvent, screen, within } from '@testing-library/react';
import { getBus } from 'shared-lib/bus';
import { renderPage, resetPage } from 'shared-lib/test-utils';
import { hydrateResources } from 'shared-lib/data';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { detail } from '../../test/fixtures';

// records when the form libraries (final-form, yup: shared-lib/forms) and the form's fields
// (shared-lib/ui-more) are first loaded
let mockFormsLoaded = false;
let mockUiMoreLoaded = false;
jest.mock('shared-lib/forms', () => {
  mockFormsLoaded = true;
  return jest.requireActual('shared-lib/forms');
});
jest.mock('shared-lib/ui-more', () => {
  mockUiMoreLoaded = true;
  return jest.requireActual('shared-lib/ui-more');
});

import { BuyBox } from './BuyBox';

jest.setTimeout(20_000);
const namespaces = { catalog: { fa, en } };

describe('the buy box loads the price-inquiry form only where it is drawn', () => {
  beforeEach(resetPage);

  it('a priced product in stock: add to cart, no inquiry form, no form code', () => {
    renderPage(<BuyBox product={detail({ price: 24_500_000, stock: 12, inStock: true })} />, { path: '/en/pr/3/x', namespaces });
    expect(within(screen.getByTestId('buy-box')).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('inquiry-form')).not.toBeInTheDocument();
    expect(mockFormsLoaded).toBe(false);
    expect(mockUiMoreLoaded).toBe(false);
  });

  it('a product on inquiry: its place is kept while the form loads, then the form', async () => {
    renderPage(<BuyBox product={detail({ price: null, listPrice: null, stock: 5, inStock: true })} />, { path: '/en/pr/3/x', namespaces });
    expect(screen.getByTestId('inquiry-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('inquiry-form')).toBeInTheDocument();
    expect(screen.queryByTestId('inquiry-loading')).not.toBeInTheDocument();
    expect(mockFormsLoaded).toBe(true);
    expect(screen.getByRole('textbox', { name: /name/i })).toBeInTheDocument();
  });

  it('the sticky bar steps aside while the box’s own button is on screen, without re-rendering the box (issue 33)', () => {
    let report!: (entries: Array<{ isIntersecting: boolean }>) => void;
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(cb: typeof report) {
        report = cb;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderPage(<BuyBox product={detail({ price: 24_500_000, stock: 12, inStock: true })} />, { path: '/en/pr/3/x', namespaces });
      const bar = screen.getByTestId('buy-sticky');
      const cls = bar.className;
      expect(bar).not.toHaveAttribute('data-away');
      report([{ isIntersecting: true }]);
      expect(bar).toHaveAttribute('data-away');
      expect(bar).toHaveAttribute('aria-hidden', 'true');
      // the same class: its CSS holds both looks, nothing was serialized or inserted
      expect(bar.className).toBe(cls);
      report([{ isIntersecting: false }]);
      expect(bar).not.toHaveAttribute('data-away');
      expect(bar).not.toHaveAttribute('aria-hidden');
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('a phone has the sticky bar from the first render (what the server writes), and a wide screen hides it with CSS', () => {
    renderPage(<BuyBox product={detail({ price: 24_500_000, stock: 12, inStock: true })} />, { path: '/en/pr/3/x', namespaces });
    const bar = screen.getByTestId('buy-sticky');
    expect(within(bar).getByTestId('price')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    // MUI's md breakpoint (900 px) and up: display none, written by emotion for the bar's class
    const cls = [...bar.classList].find((c) => /^(css|mui|muiltr|muirtl)-[a-z0-9]+(-|$)/.test(c))!;
    const hiddenAt = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && [...r.cssRules].some((x) => x instanceof CSSStyleRule && x.selectorText === `.${cls}` && x.style.display === 'none'))
      .map((r) => r.media.mediaText.replace(/\s/g, ''));
    expect(hiddenAt).toEqual(['(min-width:900px)']);
  });

  it.each([
    ['en', '/en/pr/3/x', '2,450,000 Toman', 'Out of stock', 'Ask when it is back', 'This item is priced per quantity and project'],
    ['fa', '/pr/3/x', '۲٬۴۵۰٬۰۰۰ تومان', 'ناموجود', 'استعلام زمان موجود شدن', 'قیمت این کالا بر اساس تعداد و شرایط پروژه'],
  ])('%s: a priced product out of stock keeps its price and says it is out of stock, never “priced per project” (issue 34, item 10)', async (_l, path, price, out, title, perProject) => {
    renderPage(<BuyBox product={detail({ price: 24_500_000, listPrice: null, stock: 0, inStock: false })} />, { path, namespaces });
    const box = screen.getByTestId('buy-box');
    expect(within(box).getByTestId('price')).toHaveTextContent(price);
    expect(within(box).getByText(out)).toBeInTheDocument();
    const form = await screen.findByTestId('inquiry-form');
    expect(within(form).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(box).not.toHaveTextContent(perProject);
  });

  it('only a product without a price is “price on inquiry, priced per project”', async () => {
    renderPage(<BuyBox product={detail({ price: null, listPrice: null, stock: 0, inStock: false })} />, { path: '/en/pr/3/x', namespaces });
    expect(screen.getByTestId('price')).toHaveTextContent('Price on inquiry');
    const form = await screen.findByTestId('inquiry-form');
    expect(within(form).getByRole('heading', { name: 'Ask for a price' })).toBeInTheDocument();
    expect(form).toHaveTextContent('This item is priced per quantity and project');
  });

  it('no sticky bar for a product that cannot be added (out of stock or on inquiry)', () => {
    renderPage(<BuyBox product={detail({ price: 24_500_000, stock: 0, inStock: false })} />, { path: '/en/pr/3/x', namespaces });
    expect(screen.queryByTestId('buy-sticky')).not.toBeInTheDocument();
  });
});

describe('add to cart is a form: it works before the page’s scripts run (issue 33)', () => {
  beforeEach(resetPage);
  const product = detail({ price: 24_500_000, stock: 12, inStock: true });

  it('posts the product, how many and the page to the shell’s server; the phone’s sticky button sends the same form', () => {
    renderPage(<BuyBox product={product} />, { path: '/en/pr/3/x?ref=home', namespaces });
    const button = within(screen.getByTestId('buy-box')).getByRole('button', { name: 'Add to cart' });
    const form = button.closest('form')!;
    expect(button).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/_form/cart');
    // the page to go back to is the request's Referer (sent for the shop's own pages)
    expect(Object.fromEntries(new FormData(form))).toEqual({ productId: String(product.id), change: '1' });
    expect(screen.getByTestId('buy-sticky-add')).toHaveAttribute('form', form.id);
  });

  it.each([
    ['en', '/en/pr/3/x', 'Added to your basket (2)', 'View basket', '/en/basket'],
    ['fa', '/pr/3/x', 'به سبد خرید شما افزوده شد (۲ عدد)', 'مشاهده سبد', '/basket'],
  ])('after such a post the page says so in %s, with the way to the basket', async (_l, path, said, link, basket) => {
    hydrateResources({ 'form:cart': { data: { form: 'cart', ok: true, productId: product.id, change: 2 } } });
    renderPage(<BuyBox product={product} />, { path, namespaces });
    expect(await screen.findByTestId('cart-added')).toHaveTextContent(said);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', basket);
  });

  it('a refused post shows the api’s message; another product’s outcome is not this one’s', async () => {
    hydrateResources({ 'form:cart': { data: { form: 'cart', ok: false, productId: product.id, change: 1, messages: ['Only 2 left in stock.'] } } });
    renderPage(<BuyBox product={product} />, { path: '/en/pr/3/x', namespaces });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left in stock.');
    resetPage();
    hydrateResources({ 'form:cart': { data: { form: 'cart', ok: true, productId: product.id + 1, change: 1 } } });
    renderPage(<BuyBox product={product} />, { path: '/en/pr/3/x', namespaces });
    expect(screen.queryByTestId('cart-added')).not.toBeInTheDocument();
  });
});

describe('a tap before mf-cart’s code is on the page (issue 33)', () => {
  beforeEach(resetPage);
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });
  const product = detail({ price: 24_500_000, stock: 12, inStock: true });

  it('posts the form itself, confirms at once and tells the page the new count; nothing waits for mf-cart', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ status: 200, json: async () => ({ form: 'cart', ok: true, productId: product.id, change: 1, itemCount: 3 }) });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const counts: number[] = [];
    getBus().subscribe('cart:count', (n) => counts.push(n));
    renderPage(<BuyBox product={product} />, { path: '/en/pr/3/x', namespaces });
    fireEvent.click(within(screen.getByTestId('buy-box')).getByRole('button', { name: 'Add to cart' }));
    // pending at once, in the same frame as the tap
    expect(within(screen.getByTestId('buy-box')).getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(await screen.findByTestId('cart-added')).toHaveTextContent('Added to your basket (1)');
    const [address, init] = fetchMock.mock.calls[0];
    expect(address).toMatch(/\/_form\/cart$/);
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(Object.fromEntries(init.body)).toEqual({ productId: String(product.id), change: '1' });
    expect(counts).toContain(3);
  });

  it('a refusal from the server is shown in the box', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn().mockResolvedValue({ status: 422, json: async () => ({ form: 'cart', ok: false, productId: product.id, change: 1, messages: ['Only 2 left in stock.'] }) });
    renderPage(<BuyBox product={product} />, { path: '/en/pr/3/x', namespaces });
    fireEvent.click(within(screen.getByTestId('buy-box')).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left in stock.');
  });
});
