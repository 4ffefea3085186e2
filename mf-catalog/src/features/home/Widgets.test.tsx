import { screen, within } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { BrandsWidget, CategoriesWidget, FeaturedProducts } from './Widgets';
import { card, category, page } from '../../test/fixtures';

const namespaces = { catalog: { fa, en } };

describe('home widgets', () => {
  beforeEach(resetPage);

  it('featured products: skeleton, then the featured products with a link to all', async () => {
    const api = fakeApi({ 'GET /api/product/product': { data: page([card(1, { featured: true }), card(2, { featured: true })]) } });
    renderPage(<FeaturedProducts />, { path: '/', namespaces });
    const band = screen.getByRole('region', { name: 'محصولات منتخب' });
    expect(within(band).getAllByText('', { selector: '[aria-busy="true"]' }).length).toBe(1);
    expect(await within(band).findAllByTestId('product-tile')).toHaveLength(2);
    expect(api.called('GET /api/product/product')[0].query.get('featured')).toBe('true');
  });

  it('categories and brands link to their pages', async () => {
    fakeApi({
      'GET /api/category/category': { data: [category({ name: 'Fire extinguishers', label: 'fire-extinguishers' })] },
      'GET /api/brand/brand': { data: [{ id: 2, name: 'Nordfeuer', names: { fa: null, en: 'Nordfeuer', ru: null }, label: 'nordfeuer', country: 'Germany', description: null, logo: null, website: null, productCount: 7 }] },
    });
    renderPage(
      <>
        <CategoriesWidget />
        <BrandsWidget />
      </>,
      { path: '/en', namespaces },
    );
    expect(await screen.findByRole('link', { name: /Fire extinguishers/ })).toHaveAttribute('href', '/en/cat/fire-extinguishers');
    expect(screen.getByText('14 products')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nordfeuer' })).toHaveAttribute('href', '/en/brand/2/nordfeuer');
  });

  it('a widget with nothing to show takes no room', async () => {
    fakeApi({ 'GET /api/product/product': { data: page([]) } });
    const { container } = renderPage(<FeaturedProducts />, { path: '/', namespaces });
    await screen.findByRole('region');
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
