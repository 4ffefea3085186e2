import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { CategoryPage } from './CategoryPage';
import { LocationProbe } from '../../test/LocationProbe';
import { card, category, page } from '../../test/fixtures';

const namespaces = { catalog: { fa, en } };
const label = 'کپسول-آتش-نشانی';

function renderCategory(path = `/cat/${label}`) {
  return renderPage(
    <>
      <CategoryPage />
      <LocationProbe />
    </>,
    { path, routePath: path.startsWith('/en') ? '/en/cat/:label' : '/cat/:label', namespaces },
  );
}

describe('/cat/:label', () => {
  beforeEach(resetPage);

  it('shows skeletons, then the category with its subcategories and products, prices in Toman with Persian digits', async () => {
    const api = fakeApi({ 'GET /api/product/product': { data: page([card(1), card(2, { price: null, inStock: false, stock: 0 })], { category: category() }) } });
    renderCategory();
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'کپسول آتش‌نشانی' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-tile')).toHaveLength(2);
    // 24,500,000 Rials = 2,450,000 Toman
    expect(screen.getByText('۲٬۴۵۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByText('استعلام قیمت')).toBeInTheDocument();
    expect(screen.getByText('ناموجود')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /کپسول پودری، ۵ محصول/ })).toHaveAttribute('href', '/cat/%DA%A9%D9%BE%D8%B3%D9%88%D9%84-%D9%BE%D9%88%D8%AF%D8%B1%DB%8C');
    expect(document.title).toBe('کپسول آتش‌نشانی | آتش‌ایمن');
    const q = api.called('GET /api/product/product')[0].query;
    expect(Object.fromEntries(q)).toMatchObject({ category: label, sort: 'newest', page: '1', pageSize: '24', facets: 'true', lang: 'fa' });
  });

  it('keeps sort, filters and page in the URL and asks the api for that view', async () => {
    const api = fakeApi({ 'GET /api/product/product': (req) => ({ data: page([card(1)], { category: category(), page: Number(req.query.get('page')) }) }) });
    renderCategory(`/cat/${label}?page=2`);
    await screen.findByRole('heading', { level: 1 });
    expect(api.called('GET /api/product/product')[0].query.get('page')).toBe('2');

    await userEvent.selectOptions(screen.getByTestId('sort'), 'priceAsc');
    // another sort starts again at page 1
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/cat/${label}?sort=priceAsc`));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('sort')).toBe('priceAsc'));
    expect(api.calls.at(-1)!.query.get('page')).toBe('1');

    // phones: the filters are in a drawer
    await userEvent.click(screen.getByRole('button', { name: 'فیلترها' }));
    const drawer = await screen.findByRole('dialog', { name: 'فیلترها' });
    await userEvent.click(within(drawer).getByLabelText('هگزا (۲)'));
    await userEvent.type(within(drawer).getByLabelText('از'), '۱۰۰۰۰۰');
    await userEvent.click(within(drawer).getByLabelText('فقط کالاهای موجود'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'اعمال فیلتر' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/cat/${label}?sort=priceAsc&brand=6&min=100000&inStock=1`));
    await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.query)).toMatchObject({ brandIds: '6', minPrice: '1000000', inStock: 'true', sort: 'priceAsc' }));
  });

  it('offers to clear the filters when nothing matches them', async () => {
    fakeApi({ 'GET /api/product/product': (req) => ({ data: page(req.query.get('inStock') ? [] : [card(1)], { category: category() }) }) });
    renderCategory(`/cat/${label}?inStock=1`);
    expect(await screen.findByText('محصولی با این فیلترها پیدا نشد.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/cat/${label}$`)));
    expect(await screen.findAllByTestId('product-tile')).toHaveLength(1);
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    fakeApi({ 'GET /api/product/product': () => (fail ? { status: 500, messages: [{ item1: 'مشکلی پیش آمد؛ دوباره تلاش کنید.' }] } : { data: page([card(1)], { category: category() }) }) });
    renderCategory();
    expect(await screen.findByRole('alert')).toHaveTextContent('مشکلی پیش آمد؛ دوباره تلاش کنید.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByTestId('product-tile')).toHaveLength(1);
  });

  it('shows the 404 page for a label that does not exist', async () => {
    fakeApi({ 'GET /api/product/product': { status: 404, messages: [{ item1: 'This category does not exist.', item2: 'catalog.categoryNotFound' }] } });
    renderCategory('/en/cat/nothing');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('replaces a label in another language by this language’s label', async () => {
    fakeApi({ 'GET /api/product/product': { data: page([card(1)], { category: category({ name: 'Fire extinguishers', label: 'fire-extinguishers' }) }) } });
    renderCategory(`/en/cat/${label}?sort=popular`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/cat/fire-extinguishers?sort=popular'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire extinguishers' })).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
  });
});
