import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { SearchPage } from './SearchPage';
import { LocationProbe } from '../../test/LocationProbe';
import { card, category, page } from '../../test/fixtures';

jest.setTimeout(20_000);
const namespaces = { catalog: { fa, en } };

function renderSearch(path: string, routePath = path.startsWith('/en') ? '/en/search' : '/search') {
  return renderPage(
    <>
      <SearchPage />
      <LocationProbe />
    </>,
    { path, routePath, namespaces },
  );
}

describe('/search', () => {
  beforeEach(resetPage);

  it('without a query helps the shopper start, and asks the api nothing', async () => {
    const api = fakeApi({});
    renderSearch('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'جستجو' })).toBeInTheDocument();
    expect(screen.getByTestId('search-help')).toHaveTextContent('چه چیزی لازم دارید؟');
    expect(screen.getByRole('link', { name: 'دتکتور' })).toHaveAttribute('href', `/search?q=${encodeURIComponent('دتکتور')}`);
    expect(screen.getByRole('link', { name: 'مرور دسته‌بندی‌ها' })).toHaveAttribute('href', '/cat');
    expect(api.calls).toEqual([]);
  });

  it('searches what the URL says and shows the results', async () => {
    const api = fakeApi({ 'GET /api/product/search': { data: page([card(3)], { sort: 'relevance', query: 'كپسول ۶' }) } });
    renderSearch(`/search?q=${encodeURIComponent('كپسول ۶')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'نتایج جستجو برای «كپسول ۶»' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-tile')).toHaveLength(1);
    expect(Object.fromEntries(api.called('GET /api/product/search')[0].query)).toMatchObject({ q: 'كپسول ۶', sort: 'relevance', page: '1' });
    expect(screen.getByTestId('sort')).toHaveValue('relevance');
  });

  it('with no results explains what to try', async () => {
    fakeApi({ 'GET /api/product/search': { data: page([], { sort: 'relevance' }) } });
    renderSearch(`/en/search?q=unobtainium`);
    expect(await screen.findByTestId('search-help')).toHaveTextContent('Nothing found for “unobtainium”.');
    expect(screen.getByText('Check the spelling or use fewer words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/en/cat');
  });

  it('with no results shows no filters and no sort (nothing to narrow or order)', async () => {
    fakeApi({ 'GET /api/product/search': { data: page([], { sort: 'relevance' }) } });
    renderSearch(`/search?q=${encodeURIComponent('زیردریایی')}`);
    expect(await screen.findByTestId('search-help')).toBeInTheDocument();
    expect(screen.queryByTestId('sort')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'فیلترها' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'فیلترها' })).not.toBeInTheDocument();
  });

  it('the search box uses only ARIA attributes its role allows (axe aria-allowed-attr)', async () => {
    fakeApi({
      'GET /api/product/suggest': { data: { query: 'دتک', products: [{ id: 20, name: 'دتکتور دودی نوری', slug: 'dud', price: 6_200_000, image: null }], categories: [], brands: [] } },
    });
    renderSearch('/search');
    const box = screen.getByRole('searchbox', { name: 'جستجوی محصولات' });
    // aria-expanded belongs to a combobox, not to a searchbox (input type=search)
    expect(box).not.toHaveAttribute('aria-expanded');
    await userEvent.type(box, 'دتک');
    const list = await screen.findByRole('navigation', { name: 'پیشنهادها' });
    expect(box).not.toHaveAttribute('aria-expanded');
    expect(box.getAttribute('aria-controls')).toBe(list.parentElement!.id);
    // a list holds only list items (axe "list"): each suggestion link sits in its own <li>
    for (const ul of list.querySelectorAll('ul')) for (const child of ul.children) expect(child.tagName).toBe('LI');
  });

  it('pages in Persian digits in fa', async () => {
    fakeApi({ 'GET /api/product/search': { data: page([card(3)], { sort: 'relevance', total: 30, pageCount: 3 }) } });
    renderSearch(`/search?q=${encodeURIComponent('کپسول')}`);
    const pager = await screen.findByRole('navigation', { name: 'صفحه‌بندی' });
    expect(within(pager).getByRole('link', { name: 'صفحه ۲' })).toHaveTextContent(/^۲$/);
    expect(pager.textContent).not.toMatch(/[0-9]/);
  });

  it('suggests products, categories and brands while typing, and submits the query into the URL', async () => {
    const api = fakeApi({
      'GET /api/product/suggest': {
        data: {
          query: 'دتک',
          products: [{ id: 20, name: 'دتکتور دودی نوری', slug: 'dud', price: 6_200_000, image: null }],
          categories: [{ id: 50, name: 'دتکتور دود و حرارت', label: 'دتکتور-دود-و-حرارت', productCount: 5 }],
          brands: [],
        },
      },
      'GET /api/product/search': { data: page([card(20)], { sort: 'relevance' }) },
    });
    renderSearch('/search');
    const box = screen.getByRole('searchbox', { name: 'جستجوی محصولات' });
    await userEvent.type(box, 'دتک');
    const list = await screen.findByRole('navigation', { name: 'پیشنهادها' });
    expect(within(list).getByRole('link', { name: 'دتکتور دودی نوری' })).toHaveAttribute('href', '/pr/20/dud');
    expect(within(list).getByRole('link', { name: 'دتکتور دود و حرارت' })).toHaveAttribute('href', expect.stringMatching(/^\/cat\//));
    expect(api.called('GET /api/product/suggest').at(-1)!.query.get('q')).toBe('دتک');

    await userEvent.type(box, 'تور{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=دتکتور'));
    expect(await screen.findAllByTestId('product-tile')).toHaveLength(1);
  });

  it('searches within a category (/search/:catLabel) and offers to search everywhere; an unknown category is a 404', async () => {
    const api = fakeApi({
      'GET /api/category/byLabel/fire-detectors': { data: category({ name: 'Smoke and heat detectors', label: 'fire-detectors' }) },
      'GET /api/product/search': { data: page([card(20)], { sort: 'relevance' }) },
    });
    renderSearch('/en/search/fire-detectors?q=smoke', '/en/search/:catLabel');
    expect(await screen.findByText('Search in “Smoke and heat detectors”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all categories' })).toHaveAttribute('href', '/en/search?q=smoke');
    await screen.findAllByTestId('product-tile');
    expect(api.called('GET /api/product/search')[0].query.get('category')).toBe('fire-detectors');

    resetPage();
    fakeApi({ 'GET /api/category/byLabel/nothing': { status: 404, messages: [{ item1: 'no', item2: 'catalog.categoryNotFound' }] } });
    renderSearch('/en/search/nothing?q=x', '/en/search/:catLabel');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
