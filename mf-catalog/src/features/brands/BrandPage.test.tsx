import { screen, waitFor } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { BrandPage } from './BrandPage';
import { BrandsPage } from './BrandsPage';
import { LocationProbe } from '../../test/LocationProbe';
import { card, page } from '../../test/fixtures';

const namespaces = { catalog: { fa, en } };
const brand = { id: 2, name: 'Nordfeuer', names: { fa: 'نوردفویر', en: 'Nordfeuer', ru: null }, label: 'nordfeuer', country: 'Germany', description: 'Addressable panels.', logo: null, website: 'https://nordfeuer.example', productCount: 7 };

describe('/brand and /brand/:id/:label', () => {
  beforeEach(resetPage);

  it('lists the brands', async () => {
    fakeApi({ 'GET /api/brand/brand': { data: [brand] } });
    renderPage(<BrandsPage />, { path: '/en/brand', namespaces });
    expect(await screen.findByRole('link', { name: /Nordfeuer/ })).toHaveAttribute('href', '/en/brand/2/nordfeuer');
    expect(screen.getByText('Made in Germany')).toBeInTheDocument();
  });

  it('shows the brand and only its products', async () => {
    const api = fakeApi({ 'GET /api/brand/2': { data: brand }, 'GET /api/product/product': { data: page([card(15)]) } });
    renderPage(<BrandPage />, { path: '/en/brand/2/nordfeuer', routePath: '/en/brand/:id/:label', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products by Nordfeuer' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-tile')).toHaveLength(1);
    expect(api.called('GET /api/product/product')[0].query.get('brandIds')).toBe('2');
    expect(screen.getByRole('link', { name: 'Manufacturer’s website' })).toHaveAttribute('href', 'https://nordfeuer.example');
  });

  it('fa: the description from the api reads in Persian digits ("از سال ۱۳۷۲")', async () => {
    const atashban = { ...brand, id: 1, name: 'آتش‌بان', label: 'atashban', country: 'ایران', description: 'تولیدکننده کپسول و جعبه آتش‌نشانی در شهرک صنعتی شمس‌آباد از سال 1372.' };
    fakeApi({ 'GET /api/brand/1': { data: atashban }, 'GET /api/product/product': { data: page([card(15)]) } });
    renderPage(<BrandPage />, { path: '/brand/1/atashban', routePath: '/brand/:id/:label', namespaces });
    expect(await screen.findByText('تولیدکننده کپسول و جعبه آتش‌نشانی در شهرک صنعتی شمس‌آباد از سال ۱۳۷۲.')).toBeInTheDocument();
  });

  it('fixes a wrong label in the URL, and shows the 404 page for an unknown brand', async () => {
    fakeApi({ 'GET /api/brand/2': { data: brand }, 'GET /api/product/product': { data: page([]) }, 'GET /api/brand/9': { status: 404, messages: [{ item1: 'no' }] } });
    renderPage(
      <>
        <BrandPage />
        <LocationProbe />
      </>,
      { path: '/brand/2/old', routePath: '/brand/:id/:label', namespaces },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/brand/2/nordfeuer'));
    resetPage();
    renderPage(<BrandPage />, { path: '/brand/9/x', routePath: '/brand/:id/:label', namespaces });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
