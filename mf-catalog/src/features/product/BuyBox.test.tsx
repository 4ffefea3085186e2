import { screen, within } from '@testing-library/react';
import { renderPage, resetPage } from 'shared-lib/test-utils';
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

  it('no sticky bar for a product that cannot be added (out of stock or on inquiry)', () => {
    renderPage(<BuyBox product={detail({ price: 24_500_000, stock: 0, inStock: false })} />, { path: '/en/pr/3/x', namespaces });
    expect(screen.queryByTestId('buy-sticky')).not.toBeInTheDocument();
  });
});
