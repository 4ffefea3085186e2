import { screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { detail } from '../../test/fixtures';
import { resetPage } from '../../test/fakeApi';

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
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
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
});
