import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { useLocation } from 'shared-lib/router';
import { renderAdmin, CONTENT, CATALOGUE } from '../../test/render';
import type { AdminProductRow, StaffMe } from '../../api/admin';
import stockFa from '../../lib/stock/locales/fa.json';
import stockEn from '../../lib/stock/locales/en.json';
import fa from './locales/fa.json';
import en from './locales/en.json';
import ProductsPage from './ProductsPage';

/** The order desk: adjusts stock (returns, counts), does not write the catalogue. */
const ORDERS: StaffMe = { id: 4, mobile: '09120000004', name: 'Nima Sadeghi', roles: ['orders'], hasPassword: false };

// the grid is slow to draw in jsdom on a busy machine
configure({ asyncUtilTimeout: 5000 });

const P = '/api/admin/catalog/products';
const row = (over: Partial<AdminProductRow>): AdminProductRow => ({
  id: 7,
  sku: 'PI-EX6',
  names: { fa: 'کپسول آتش‌نشانی ۶ کیلویی', en: '6 kg fire extinguisher', ru: null },
  categoryId: 43,
  brandId: 2,
  price: 2_450_000,
  listPrice: null,
  stock: 12,
  active: true,
  featured: false,
  image: { baseUrl: '/api/img/', guidName: 'abc', extension: 'webp' },
  updatedAt: null,
  ...over,
});
const ROWS = [row({}), row({ id: 8, sku: 'CO2-5', names: { fa: 'کپسول گاز CO2 پنج کیلویی', en: '5 kg CO2 extinguisher', ru: null }, price: null, stock: 0, active: false, image: null })];
const page = (items: AdminProductRow[]) => ({ data: { items, total: items.length, page: 1, pageSize: 50, pageCount: 1 } });

/** The address the page is at (search params included). */
let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

function setup(path = '/en/admin/products', me = CATALOGUE, routes: Record<string, unknown> = {}) {
  const api = fakeApi({
    [`GET ${P}`]: page(ROWS),
    'GET /api/admin/catalog/categories': { data: [] },
    'GET /api/admin/catalog/brands': { data: [] },
    ...(routes as object),
  });
  renderAdmin(
    <>
      <ProductsPage />
      <Where />
    </>,
    { path, me, namespaces: { 'admin-products': { fa, en }, 'admin-stock': { fa: stockFa, en: stockEn } } },
  );
  return api;
}

/** A screen 600 px or wider (jsdom's matchMedia answers "no" to every query: a phone). */
function wideScreen() {
  const before = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: /min-width/.test(query), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
  return () => (window.matchMedia = before);
}
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

const grid = () => screen.getByRole('grid');
const lastList = (api: { called: (k: string) => FakeRequest[] }) => api.called(`GET ${P}`).at(-1)!;

test('lists the products from the api in English, with picture, link to the editor, SKU, price, stock and status', async () => {
  restore = wideScreen();
  const api = setup();
  expect(await screen.findByRole('heading', { level: 1, name: /Products/ })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: '6 kg fire extinguisher' });
  expect(link).toHaveAttribute('href', '/en/admin/products/7');
  expect(screen.getByRole('img', { name: '6 kg fire extinguisher' })).toHaveAttribute('src', '/api/img/abc_sm.webp');
  expect(screen.getByText('PI-EX6')).toBeInTheDocument();
  expect(screen.getByText('245,000 Toman')).toBeInTheDocument();
  expect(within(grid()).getByText('Price on inquiry')).toBeInTheDocument();
  expect(within(grid()).getByText('12')).toBeInTheDocument();
  expect(within(grid()).getByText('Inactive')).toBeInTheDocument();
  expect(screen.getByText('2 products')).toBeInTheDocument();
  expect(lastList(api).query.get('page')).toBe('1');
  expect(lastList(api).query.get('pageSize')).toBe('50');
  expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/en/admin/products/new');
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/en/admin/import');
});

test('in Persian on a phone: Persian names and digits, and only name, price and stock', async () => {
  setup('/admin/products');
  expect(await screen.findByRole('link', { name: 'کپسول آتش‌نشانی ۶ کیلویی' })).toHaveAttribute('href', '/admin/products/7');
  expect(screen.getByText('۲۴۵٬۰۰۰ تومان')).toBeInTheDocument();
  expect(screen.getByText('۱۲')).toBeInTheDocument();
  expect(within(grid()).getByText('استعلام قیمت')).toBeInTheDocument();
  expect(screen.getByText('۲ کالا')).toBeInTheDocument();
  // the picture, SKU and status columns are left out at 360 px
  expect(screen.queryByText('PI-EX6')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'کپسول آتش‌نشانی ۶ کیلویی' })).not.toBeInTheDocument();
  expect(within(grid()).queryByText('غیرفعال')).not.toBeInTheDocument();
  // the filters are behind a button
  expect(screen.getByLabelText('دسته')).not.toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'فیلترها' }));
  expect(screen.getByLabelText('دسته')).toBeVisible();
});

test('a search sends q (after the typing stops) and lands in the address', async () => {
  const api = setup();
  await screen.findByText('6 kg fire extinguisher');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Search products'), 'کپسول');
  await waitFor(() => expect(lastList(api).query.get('q')).toBe('کپسول'));
  // one request for the whole word, not one per letter
  expect(api.called(`GET ${P}`).filter((c) => c.query.has('q'))).toHaveLength(1);
  expect(new URLSearchParams(where.split('?')[1]).get('q')).toBe('کپسول');
});

test('a filter sends its parameter and lands in the address', async () => {
  restore = wideScreen();
  const api = setup('/en/admin/products', CATALOGUE, {
    'GET /api/admin/catalog/categories': {
      data: [
        { id: 43, parentId: 42, names: { fa: 'کپسول‌ها', en: 'Extinguishers', ru: null }, labels: { fa: '', en: '', ru: null }, description: { fa: null, en: null, ru: null }, color: null, image: null, sortOrder: 0, active: true },
        { id: 44, parentId: 43, names: { fa: 'پودری', en: 'Powder', ru: null }, labels: { fa: '', en: '', ru: null }, description: { fa: null, en: null, ru: null }, color: null, image: null, sortOrder: 0, active: true },
      ],
    },
  });
  await screen.findByText('6 kg fire extinguisher');
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Stock'), 'Out of stock');
  await waitFor(() => expect(lastList(api).query.get('stock')).toBe('out'));
  expect(where).toBe('/en/admin/products?stock=out');
  await user.selectOptions(screen.getByLabelText('Category'), await screen.findByRole('option', { name: /Powder/ }));
  await waitFor(() => expect(lastList(api).query.get('categoryId')).toBe('44'));
  expect(where).toBe('/en/admin/products?categoryId=44&stock=out');
  await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
  await waitFor(() => expect(lastList(api).query.get('active')).toBe('false'));
  await user.selectOptions(screen.getByLabelText('Pricing'), 'Price on inquiry');
  await waitFor(() => expect(lastList(api).query.get('pricing')).toBe('inquiry'));
  await user.selectOptions(screen.getByLabelText('Sort by'), 'Price, high to low');
  await waitFor(() => expect(lastList(api).query.get('sort')).toBe('priceDesc'));
  expect(where).toBe('/en/admin/products?categoryId=44&stock=out&active=false&pricing=inquiry&sort=priceDesc');
});

test('the address sets the list: filters, page and sort from a link', async () => {
  const api = setup('/en/admin/products?brandId=2&pricing=priced&sort=stockAsc&page=3&pageSize=25&bogus=1&stock=many', CATALOGUE, {
    [`GET ${P}`]: { data: { items: ROWS, total: 200, page: 3, pageSize: 25, pageCount: 8 } },
  });
  await screen.findByText('6 kg fire extinguisher');
  expect(await screen.findByText('51–75 of 200')).toBeInTheDocument();
  // the page from the address is kept (not reset while the first answer is on its way)
  for (const call of api.called(`GET ${P}`)) {
    expect(Object.fromEntries(call.query)).toEqual({ brandId: '2', pricing: 'priced', sort: 'stockAsc', page: '3', pageSize: '25', lang: 'fa' });
  }
  expect(where).toBe('/en/admin/products?brandId=2&pricing=priced&sort=stockAsc&page=3&pageSize=25&bogus=1&stock=many');
  await userEvent.setup().click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lastList(api).query.get('page')).toBe('4'));
  expect(where).toBe('/en/admin/products?brandId=2&pricing=priced&sort=stockAsc&page=4&pageSize=25');
});

test('sorting by a column header sends the api sort', async () => {
  restore = wideScreen();
  const api = setup();
  await screen.findByText('6 kg fire extinguisher');
  const user = userEvent.setup();
  await user.click(screen.getByRole('columnheader', { name: /Price/ }));
  await waitFor(() => expect(lastList(api).query.get('sort')).toBe('priceAsc'));
  expect(where).toBe('/en/admin/products?sort=priceAsc');
});

test('a quick price edit sends PATCH with {price} (Persian digits read) and shows the new price', async () => {
  const toasts = collectToasts();
  const api = setup('/en/admin/products', CATALOGUE, {
    [`PATCH ${P}/7`]: (req: FakeRequest) => ({ data: row({ price: req.body!.price as number }) }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByText('245,000 Toman'));
  const input = await screen.findByLabelText('Price of 6 kg fire extinguisher in rials (empty: price on inquiry)');
  expect(input).toHaveValue('2450000');
  await user.clear(input);
  await user.type(input, '۲٬۶۰۰٬۰۰۰{Enter}');
  expect(await screen.findByText('260,000 Toman')).toBeInTheDocument();
  expect(api.called(`PATCH ${P}/7`).map((c) => c.body)).toEqual([{ price: 2_600_000 }]);
  expect(toasts).toContainEqual({ message: 'Saved.', variant: 'success' });
});

test('an empty price is sent as null (price on inquiry)', async () => {
  const api = setup('/en/admin/products', CATALOGUE, {
    [`PATCH ${P}/7`]: (req: FakeRequest) => ({ data: row({ ...(req.body as Partial<AdminProductRow>) }) }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByText('245,000 Toman'));
  await user.clear(await screen.findByLabelText(/^Price of 6 kg/));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(grid()).getAllByText('Price on inquiry')).toHaveLength(2));
  expect(api.called(`PATCH ${P}/7`).map((c) => c.body)).toEqual([{ price: null }]);
});

test('in English: the stock is not typed over; its button opens the adjustment, which sends delta and reason and updates the row', async () => {
  const toasts = collectToasts();
  const api = setup('/en/admin/products', CATALOGUE, { [`POST ${P}/7/stock`]: { data: { productId: 7, stock: 9 } } });
  const user = userEvent.setup();
  expect(await screen.findByText('To change a stock, click it (or its button): give the change and the reason, which the audit trail keeps.', { exact: false })).toBeInTheDocument();
  // a double click on the number opens no field to type a new total in
  await user.dblClick(await within(grid()).findByText('12'));
  expect(screen.queryByRole('textbox', { name: /Stock of/ })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');

  // (label queries: role queries over the whole grid are slow in jsdom)
  const button = screen.getByLabelText('Adjust stock of 6 kg fire extinguisher');
  expect(button.tagName).toBe('BUTTON');
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Adjust the stock of 6 kg fire extinguisher' });
  expect(within(dialog).getByText('In stock now: 12')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Change/), '-3');
  // pasted: each keystroke in the dialog's growing textarea is slow in jsdom beside the grid's styles
  await user.click(within(dialog).getByLabelText(/^Reason/));
  await user.paste('3 damaged in storage');
  await user.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));

  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(api.called(`POST ${P}/7/stock`).map((c) => c.body)).toEqual([{ delta: -3, reason: '3 damaged in storage' }]);
  expect(within(grid()).getByText('9')).toBeInTheDocument();
  expect(within(grid()).queryByText('12')).not.toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'The stock is now 9.', variant: 'success' });
  expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  // the other row's button names its own product
  expect(screen.getByLabelText('Adjust stock of 5 kg CO2 extinguisher').tagName).toBe('BUTTON');
});

test('in Persian, for the order desk: a tap on the stock opens the adjustment (no price editing); a refusal keeps the dialog and the row', async () => {
  let refuse = true;
  const api = setup('/admin/products', ORDERS, {
    [`POST ${P}/7/stock`]: () =>
      refuse ? { status: 400, messages: [{ item1: 'موجودی کمتر از صفر نمی‌شود؛ موجودی کنونی ۱۰ است.', item2: 'catalog.admin.stockBelowZero' }] } : { data: { productId: 7, stock: 17 } },
  });
  const user = userEvent.setup();
  expect(await screen.findByText(/برای تغییر موجودی روی آن/)).toBeInTheDocument();
  expect(screen.queryByText(/برای تغییر قیمت/)).not.toBeInTheDocument();
  // the price is the catalogue's: no field opens for the order desk
  await user.click(await screen.findByText('۲۴۵٬۰۰۰ تومان'));
  expect(screen.queryByRole('textbox', { name: /^قیمت/ })).not.toBeInTheDocument();

  await user.click(await within(grid()).findByText('۱۲'));
  const dialog = await screen.findByRole('dialog', { name: 'تغییر موجودی کپسول آتش‌نشانی ۶ کیلویی' });
  expect(within(dialog).getByText('موجودی فعلی: ۱۲')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^میزان تغییر/), '۵');
  await user.click(within(dialog).getByLabelText(/^دلیل/));
  await user.paste('مرجوعی سفارش ۱۰۴۳');
  await user.click(within(dialog).getByRole('button', { name: 'ثبت تغییر موجودی' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('موجودی کمتر از صفر نمی‌شود؛ موجودی کنونی ۱۰ است.');
  expect(within(dialog).getByLabelText(/^دلیل/)).toHaveValue('مرجوعی سفارش ۱۰۴۳');
  // (the grid is behind the modal dialog: hidden from the accessibility tree meanwhile)
  expect(within(screen.getByRole('grid', { hidden: true })).getByText('۱۲')).toBeInTheDocument();

  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'ثبت تغییر موجودی' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(within(grid()).getByText('۱۷')).toBeInTheDocument();
  expect(api.called(`POST ${P}/7/stock`).map((c) => c.body)).toEqual([
    { delta: 5, reason: 'مرجوعی سفارش ۱۰۴۳' },
    { delta: 5, reason: 'مرجوعی سفارش ۱۰۴۳' },
  ]);
  expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
});

test('the adjustment opens from the keyboard; cancelling it sends nothing and keeps the stock', async () => {
  const api = setup('/en/admin/products');
  const user = userEvent.setup();
  await screen.findByText('6 kg fire extinguisher');
  const button = screen.getByLabelText('Adjust stock of 6 kg fire extinguisher');
  act(() => button.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Adjust the stock of 6 kg fire extinguisher' });
  await user.type(within(dialog).getByLabelText(/^Change/), '4');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(within(grid()).getByText('12')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('a refused edit (400) shows the api message; the price stays as it was', async () => {
  const toasts = collectToasts();
  const message = 'The list price must be above the price, and needs a price.';
  const api = setup('/en/admin/products', CATALOGUE, {
    [`PATCH ${P}/7`]: { status: 400, messages: [{ item1: message, item2: 'catalog.admin.listPriceAbovePrice' }] },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByText('245,000 Toman'));
  const input = await screen.findByLabelText(/^Price of 6 kg/);
  await user.clear(input);
  await user.type(input, '100{Enter}');
  await waitFor(() => expect(toasts).toContainEqual({ message, variant: 'error' }));
  expect(api.called(`PATCH ${P}/7`)).toHaveLength(1);
  // what was typed is still there to fix; Esc brings the old price back
  expect(screen.getByLabelText(/^Price of 6 kg/)).toHaveValue('100');
  await user.keyboard('{Escape}');
  expect(await screen.findByText('245,000 Toman')).toBeInTheDocument();
});

test('a typed price that is not a whole number is refused before sending', async () => {
  const toasts = collectToasts();
  const api = setup('/admin/products');
  const user = userEvent.setup();
  await user.click(await screen.findByText('۲۴۵٬۰۰۰ تومان'));
  const price = await screen.findByLabelText('قیمت کپسول آتش‌نشانی ۶ کیلویی به ریال (خالی: استعلام قیمت)');
  await user.clear(price);
  await user.type(price, '-3{Enter}');
  await waitFor(() => expect(toasts).toContainEqual({ message: expect.stringMatching(/^قیمت را عدد صحیح به ریال بنویسید/), variant: 'error' }));
  expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
});

test('a content staff member sees no New button, no editable price and no stock adjustment', async () => {
  const api = setup('/en/admin/products', CONTENT);
  const user = userEvent.setup();
  await user.click(await screen.findByText('245,000 Toman'));
  await user.click(screen.getByText('12'));
  await user.dblClick(screen.getByText('12'));
  expect(screen.queryByRole('textbox', { name: /Price of/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/Adjust stock of/)).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  expect(screen.queryByText(/Click a price|To change a stock/)).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('a failed load shows the error with a retry, which loads again', async () => {
  let fail = true;
  setup('/en/admin/products', CATALOGUE, {
    [`GET ${P}`]: () => (fail ? { status: 500, messages: [{ item1: 'Server trouble' }] } : page(ROWS)),
  });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The products could not be loaded.')).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('6 kg fire extinguisher')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('no products: an empty state, which says when the filters found none', async () => {
  setup('/admin/products?stock=out', CATALOGUE, { [`GET ${P}`]: page([]) });
  expect(await screen.findByText('هیچ کالایی با این جستجو یا فیلترها پیدا نشد.')).toBeInTheDocument();
});
