import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared-lib/router';
import { collectToasts, deferred, exampleData, fakeApi, type FakeAnswer } from 'shared-lib/test-utils';
import { adminGetProduct, adminListBrands, adminListCategories, type AdminCategory, type AdminProduct } from 'contracts/admin-catalog';
import { renderAdmin, CONTENT, OWNER, CATALOGUE } from '../../test/render';
import type { StaffMe } from '../../api/admin';
import fa from './locales/fa.json';
import en from './locales/en.json';
import ProductEditorPage from './ProductEditorPage';

// the real editor (mui-tiptap) is a lazy chunk; here a textarea with the same props
jest.mock('shared-lib/components/RichTextEditor', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    __esModule: true,
    default: (p: { label: string; value: string; onChange: (v: string) => void; dir: string; lang?: string }) =>
      createElement('textarea', { 'aria-label': p.label, value: p.value, dir: p.dir, lang: p.lang, onChange: (e: { target: { value: string } }) => p.onChange(e.target.value) }),
  };
});

const C = '/api/admin/catalog';
const category = exampleData(adminListCategories)[0];
const cat = (id: number, parentId: number, faName: string, enName: string): AdminCategory => ({ ...category, id, parentId, names: { fa: faName, en: enName, ru: null }, labels: { fa: faName, en: enName, ru: null } });
const CATEGORIES = [cat(43, 42, 'کپسول‌ها', 'Extinguishers'), cat(44, 43, 'پودری', 'Powder'), cat(45, 42, 'اعلام حریق', 'Fire alarms')];
const BRANDS = exampleData(adminListBrands);
const pic = (id: number, alt: { fa: string | null; en: string | null }) => ({ id, baseUrl: '/api/img/', guidName: `pic-${id}`, extension: 'webp', alt });

function product(over: Partial<AdminProduct> = {}): AdminProduct {
  return { ...exampleData(adminGetProduct), ...over };
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderEditor(path: string, me: StaffMe = OWNER) {
  const editor = <ProductEditorPage />;
  return renderAdmin(
    <>
      <Routes>
        {['', '/en'].flatMap((p) => [
          <Route key={`${p}new`} path={`${p}/admin/products/new`} element={editor} />,
          <Route key={`${p}id`} path={`${p}/admin/products/:id`} element={editor} />,
          <Route key={`${p}list`} path={`${p}/admin/products`} element={<h1>list</h1>} />,
        ])}
      </Routes>
      <Where />
    </>,
    { path, me, namespaces: { 'admin-editor': { fa, en } } },
  );
}

const lists = { [`GET ${C}/categories`]: { data: CATEGORIES }, [`GET ${C}/brands`]: { data: BRANDS } };

test('creating sends the exact body (price on inquiry as null, stock typed in Persian digits) and goes on to the new product', async () => {
  const created = product({ id: 99, names: { fa: 'کپسول پودری', en: 'Powder extinguisher', ru: null }, price: null, stock: 12, pictures: [] });
  const api = fakeApi({ ...lists, [`POST ${C}/products`]: { data: created }, [`GET ${C}/products/99`]: { data: created } });
  const toasts = collectToasts();
  renderEditor('/en/admin/products/new', CATALOGUE);
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
  expect(screen.getByText('Save the product first to add pictures.')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/Name in Persian/), 'کپسول پودری');
  await user.type(screen.getByLabelText(/Name in English/), 'Powder extinguisher');
  await user.click(screen.getByRole('tab', { name: 'English' }));
  await user.type(await screen.findByLabelText('Description in English'), 'Dry powder');
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.type(screen.getByRole('combobox', { name: /Category/ }), 'Powder');
  await user.click(await screen.findByRole('option', { name: /Extinguishers › Powder/ }));
  await user.click(screen.getByRole('switch', { name: 'Price on inquiry' }));
  expect(screen.getByLabelText(/^Price \(rials\)/)).toBeDisabled();
  const stock = screen.getByLabelText(/^Stock/);
  await user.clear(stock);
  await user.type(stock, '۱۲');
  await user.click(screen.getByRole('button', { name: 'Add a row' }));
  await user.selectOptions(screen.getByLabelText('Language of row 1'), 'en');
  await user.type(screen.getByLabelText('Name in row 1'), 'Weight');
  await user.type(screen.getByLabelText('Value in row 1'), '6 kg');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.called(`POST ${C}/products`)).toHaveLength(1));
  expect(api.called(`POST ${C}/products`)[0].body).toEqual({
    categoryId: 44,
    brandId: null,
    sku: null,
    name: { fa: 'کپسول پودری', en: 'Powder extinguisher', ru: null },
    description: { fa: null, en: 'Dry powder', ru: null },
    price: null,
    listPrice: null,
    stock: 12,
    active: true,
    featured: false,
    specifications: [{ lang: 'en', key: 'Weight', value: '6 kg' }],
    videoUrl: null,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Product: Powder extinguisher' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/en/admin/products/99');
  expect(screen.getByLabelText('Add pictures')).toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'The product was created; you can add its pictures now.', variant: 'success' });
});

test('a price typed in Persian digits shows its toman equivalent in Persian digits', async () => {
  fakeApi(lists);
  renderEditor('/admin/products/new');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/قیمت \(ریال\)/), '۲۴۵۰۰۰۰');
  expect(screen.getByText('۲٬۴۵۰٬۰۰۰ ریال = ۲۴۵٬۰۰۰ تومان')).toBeInTheDocument();
});

test('Persian: a missing English name and a negative stock are refused in Persian, nothing is sent', async () => {
  const api = fakeApi(lists);
  renderEditor('/admin/products/new');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/نام فارسی/), 'کپسول');
  const stock = screen.getByLabelText(/^موجودی/);
  await user.clear(stock);
  await user.type(stock, '-۳');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('نام انگلیسی را بنویسید.')).toBeInTheDocument();
  expect(screen.getByText('موجودی باید عدد صحیح صفر یا بیشتر باشد.')).toBeInTheDocument();
  expect(screen.getByText('یک دسته انتخاب کنید.')).toBeInTheDocument();
  expect(screen.getByText('چند خانه نیاز به اصلاح دارد؛ آن‌ها را مشخص کرده‌ایم.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/نام انگلیسی/)).toHaveFocus());
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('English: a missing English name and a negative stock are refused, nothing is sent', async () => {
  const api = fakeApi(lists);
  renderEditor('/en/admin/products/new');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Name in Persian/), 'کپسول');
  const stock = screen.getByLabelText(/^Stock/);
  await user.clear(stock);
  await user.type(stock, '-3');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter the English name.')).toBeInTheDocument();
  expect(screen.getByText('The stock must be a whole number of zero or more.')).toBeInTheDocument();
  expect(screen.getByText('Enter the price, or turn on “price on inquiry”.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('a refused save keeps every value and shows the api message by the Save button; Save is disabled while saving', async () => {
  const answer = deferred<FakeAnswer>();
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() }, [`PUT ${C}/products/7`]: () => answer.promise });
  const toasts = collectToasts();
  renderEditor('/en/admin/products/7');
  const user = userEvent.setup();
  const name = await screen.findByLabelText(/Name in English/);
  expect(screen.getByLabelText(/^Price \(rials\)/)).toHaveValue('2450000');
  expect(screen.getByText('2,450,000 rials = 245,000 Toman')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Renamed extinguisher');
  await user.type(screen.getByLabelText(/Price before discount/), '3000000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  const message = 'The category must be one of the categories under "Products".';
  answer.resolve({ status: 400, messages: [{ item1: message, item2: 'catalog.admin.categoryInvalid' }] });
  expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.getByLabelText(/Name in English/)).toHaveValue('Renamed extinguisher');
  expect(screen.getByLabelText(/Price before discount/)).toHaveValue('3000000');
  expect(toasts).toContainEqual({ message, variant: 'error' });
  expect(api.called(`PUT ${C}/products/7`)[0].body).toMatchObject({ name: { en: 'Renamed extinguisher' }, listPrice: 3_000_000, price: 2_450_000 });
});

test('English: changing the stock of a product asks for the reason, refuses to save without it, and sends stockReason', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() }, [`PUT ${C}/products/7`]: (req) => ({ data: product({ stock: req.body!.stock as number }) }) });
  const toasts = collectToasts();
  renderEditor('/en/admin/products/7', CATALOGUE);
  const user = userEvent.setup();
  const stock = await screen.findByLabelText(/^Stock/);
  expect(stock).toHaveValue('12');
  expect(screen.queryByLabelText(/Reason for the stock change/)).not.toBeInTheDocument();
  await user.clear(stock);
  await user.type(stock, '15');
  const reason = screen.getByLabelText(/^Reason for the stock change/);
  expect(reason).toBeRequired();
  expect(screen.getByText('The stock changes from 12 to 15; the reason is kept in the audit trail (for example: stock count).')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Say why the stock changes.')).toBeInTheDocument();
  await waitFor(() => expect(reason).toHaveFocus());
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

  await user.type(reason, '  Counted   in the store room ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.called(`PUT ${C}/products/7`)).toHaveLength(1));
  expect(api.called(`PUT ${C}/products/7`)[0].body).toMatchObject({ stock: 15, stockReason: 'Counted in the store room', price: 2_450_000 });
  await waitFor(() => expect(toasts).toContainEqual({ message: 'The product was saved.', variant: 'success' }));
  // saved: 15 is the product's stock now, and no reason is asked until it changes again
  await waitFor(() => expect(screen.queryByLabelText(/Reason for the stock change/)).not.toBeInTheDocument());
  expect(screen.getByLabelText(/^Stock/)).toHaveValue('15');
});

test('Persian: the reason appears only while the stock differs from the loaded one; a save that keeps the stock sends none', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() }, [`PUT ${C}/products/7`]: (req) => ({ data: product({ stock: req.body!.stock as number }) }) });
  renderEditor('/admin/products/7');
  const user = userEvent.setup();
  const stock = await screen.findByLabelText(/^موجودی/);
  expect(stock).toHaveValue('۱۲');
  await user.clear(stock);
  await user.type(stock, '۲۰');
  expect(screen.getByLabelText(/^دلیل تغییر موجودی/)).toBeInTheDocument();
  expect(screen.getByText('موجودی از ۱۲ به ۲۰ تغییر می‌کند؛ دلیل آن در گزارش تغییرات ثبت می‌شود (مثلاً: انبارگردانی).')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^دلیل تغییر موجودی/), 'انبارگردانی');
  // back to the loaded stock (in Latin digits this time): no change, no reason
  await user.clear(stock);
  await user.type(stock, '12');
  expect(screen.queryByLabelText(/^دلیل تغییر موجودی/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(api.called(`PUT ${C}/products/7`)).toHaveLength(1));
  expect(api.called(`PUT ${C}/products/7`)[0].body).toMatchObject({ stock: 12 });
  expect(api.called(`PUT ${C}/products/7`)[0].body).not.toHaveProperty('stockReason');

  // saved: a new change of stock asks for its own reason
  await user.clear(stock);
  await user.type(stock, '۲۰');
  const reason = screen.getByLabelText(/^دلیل تغییر موجودی/);
  expect(reason).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('دلیل تغییر موجودی را بنویسید.')).toBeInTheDocument();
  expect(api.called(`PUT ${C}/products/7`)).toHaveLength(1);
  await user.type(reason, 'انبارگردانی');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(api.called(`PUT ${C}/products/7`)).toHaveLength(2));
  expect(api.called(`PUT ${C}/products/7`)[1].body).toMatchObject({ stock: 20, stockReason: 'انبارگردانی' });
});

test('a saved edit sends PUT and says so', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() }, [`PUT ${C}/products/7`]: (req) => ({ data: product({ featured: Boolean(req.body?.featured) }) }) });
  const toasts = collectToasts();
  renderEditor('/admin/products/7');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('switch', { name: 'ویژه' }));
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(toasts).toContainEqual({ message: 'محصول ذخیره شد.', variant: 'success' }));
  expect(api.called(`PUT ${C}/products/7`)[0].body).toMatchObject({ featured: true, stock: 12, categoryId: 43, brandId: 2 });
  // the stock is unchanged: no reason asked or sent
  expect(api.called(`PUT ${C}/products/7`)[0].body).not.toHaveProperty('stockReason');
  expect(screen.getByRole('switch', { name: 'ویژه' })).toBeChecked();
});

test('uploading pictures sends each file in turn; a refused one shows the api message and the others continue', async () => {
  let pictures = [pic(3, { fa: 'کپسول', en: 'Extinguisher' })];
  let next = 10;
  const api = fakeApi({
    ...lists,
    [`GET ${C}/products/7`]: { data: product({ pictures }) },
    [`POST ${C}/products/7/pictures`]: (req) => {
      const file = (req.init?.body as FormData).get('PictureFile') as File;
      if (file.name === 'bad.png') return { status: 400, messages: [{ item1: 'This file is not a JPEG, PNG, WebP, AVIF or GIF picture.', item2: 'catalog.admin.badImage' }] };
      pictures = [...pictures, pic(next++, { fa: null, en: null })];
      return { data: pictures };
    },
  });
  const toasts = collectToasts();
  renderEditor('/en/admin/products/7');
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Add pictures');
  const files = ['a.jpg', 'bad.png', 'c.webp'].map((n) => new File(['x'], n, { type: n.endsWith('jpg') ? 'image/jpeg' : n.endsWith('png') ? 'image/png' : 'image/webp' }));
  await user.upload(input, files);
  await waitFor(() => expect(api.called(`POST ${C}/products/7/pictures`)).toHaveLength(3));
  expect(await screen.findByText('bad.png: This file is not a JPEG, PNG, WebP, AVIF or GIF picture.')).toBeInTheDocument();
  expect(await screen.findByLabelText('Alt text of picture 3 in English')).toBeInTheDocument();
  expect(screen.getAllByRole('img').map((i) => i.getAttribute('src'))).toEqual(['/api/img/pic-3_sm.webp', '/api/img/pic-10_sm.webp', '/api/img/pic-11_sm.webp']);
  expect(toasts).toContainEqual({ message: '2 pictures added.', variant: 'success' });
});

test('two pictures uploaded: addPicture is called twice', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product({ pictures: [] }) }, [`POST ${C}/products/7/pictures`]: { data: [] } });
  renderEditor('/admin/products/7');
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('افزودن تصویر'), [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })]);
  await waitFor(() => expect(api.called(`POST ${C}/products/7/pictures`)).toHaveLength(2));
  const sent = api.called(`POST ${C}/products/7/pictures`).map((c) => ((c.init?.body as FormData).get('PictureFile') as File).name);
  expect(sent).toEqual(['a.jpg', 'b.png']);
});

test('reordering and editing alt texts then saving sends the new order', async () => {
  const pictures = [pic(3, { fa: 'جلو', en: 'Front' }), pic(4, { fa: null, en: 'Side' }), pic(5, { fa: null, en: null })];
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product({ pictures }) }, [`PUT ${C}/products/7/pictures`]: (req) => ({ data: [pictures[2], pictures[0], pictures[1]].map((p, i) => ({ ...p, alt: (req.body?.pictures as Array<{ alt: unknown }>)[i].alt })) }) });
  const toasts = collectToasts();
  renderEditor('/en/admin/products/7');
  const user = userEvent.setup();
  const save = await screen.findByRole('button', { name: 'Save order and alt texts' });
  expect(save).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Move picture 3 up' }));
  await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }));
  expect(screen.getByRole('button', { name: 'Move picture 1 down' })).toHaveFocus();
  await user.type(screen.getByLabelText('Alt text of picture 1 in Persian'), 'پشت');
  await user.click(save);
  await waitFor(() => expect(api.called(`PUT ${C}/products/7/pictures`)).toHaveLength(1));
  expect(api.called(`PUT ${C}/products/7/pictures`)[0].body).toEqual({
    pictures: [
      { id: 5, alt: { fa: 'پشت', en: null } },
      { id: 3, alt: { fa: 'جلو', en: 'Front' } },
      { id: 4, alt: { fa: null, en: 'Side' } },
    ],
  });
  expect(toasts).toContainEqual({ message: 'The order and alt texts were saved.', variant: 'success' });
  expect(screen.getByRole('button', { name: 'Save order and alt texts' })).toBeDisabled();
});

test('removing a picture asks first', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product({ pictures: [pic(3, { fa: null, en: null }), pic(4, { fa: null, en: null })] }) }, [`DELETE ${C}/products/7/pictures/4`]: { data: [pic(3, { fa: null, en: null })] } });
  renderEditor('/en/admin/products/7');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove picture 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this picture?' });
  expect(api.called(`DELETE ${C}/products/7/pictures/4`)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Remove picture 2' }));
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
  expect(api.called(`DELETE ${C}/products/7/pictures/4`)).toHaveLength(1);
});

test('a content-role staff member sees the product read-only, without Save, delete or uploads', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() } });
  renderEditor('/en/admin/products/7', CONTENT);
  expect(await screen.findByRole('heading', { level: 1, name: 'Product: 6 kg fire extinguisher' })).toBeInTheDocument();
  expect(screen.getByText('You can look at this product; changing it needs the catalogue role.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Name in English/)).toBeDisabled();
  expect(screen.getByLabelText(/^Stock/)).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Featured' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete product|Archive product/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Add pictures')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move picture 1 down' })).not.toBeInTheDocument();
  expect(screen.getByText('Dry powder')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('Persian: deleting a product that is in orders says it will be archived, and is', async () => {
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product({ inOrders: true }) }, [`DELETE ${C}/products/7`]: { data: { id: 7, outcome: 'archived' } } });
  const toasts = collectToasts();
  renderEditor('/admin/products/7');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'بایگانی محصول' }));
  const dialog = await screen.findByRole('dialog', { name: 'این محصول بایگانی شود؟' });
  expect(dialog).toHaveTextContent('در سفارش‌ها آمده است، پس حذف نمی‌شود');
  await user.click(within(dialog).getByRole('button', { name: 'بایگانی' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin\/products$/));
  expect(api.called(`DELETE ${C}/products/7`)).toHaveLength(1);
  expect(toasts).toContainEqual({ message: 'محصول در سفارش‌ها آمده بود، پس به‌جای حذف بایگانی شد.', variant: 'success' });
});

test('English: deleting a product never ordered says deleted for good', async () => {
  fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() }, [`DELETE ${C}/products/7`]: { data: { id: 7, outcome: 'deleted' } } });
  const toasts = collectToasts();
  renderEditor('/en/admin/products/7', CATALOGUE);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
  expect(dialog).toHaveTextContent('deleted for good');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/en\/admin\/products$/));
  expect(toasts).toContainEqual({ message: 'The product was deleted.', variant: 'success' });
});

test('"View in the shop" opens the storefront page in the page language in a new tab', async () => {
  fakeApi({ ...lists, [`GET ${C}/products/7`]: { data: product() } });
  const { unmount } = renderEditor('/en/admin/products/7');
  const link = await screen.findByRole('link', { name: /View in the shop/ });
  expect(link).toHaveAttribute('href', '/en/pr/7/6-kg-fire-extinguisher');
  expect(link).toHaveAttribute('target', '_blank');
  unmount();
  renderEditor('/admin/products/7');
  expect(await screen.findByRole('link', { name: /دیدن در فروشگاه/ })).toHaveAttribute('href', `/pr/7/${encodeURIComponent('کپسول-آتش-نشانی-۶-کیلویی')}`);
});

test('an unknown id shows the 404 page; another load failure offers a retry', async () => {
  fakeApi({ ...lists, [`GET ${C}/products/404`]: { status: 404, messages: [{ item1: 'No such product.', item2: 'common.productNotFound' }] } });
  const { unmount } = renderEditor('/en/admin/products/404');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  unmount();
  let fail = true;
  const api = fakeApi({ ...lists, [`GET ${C}/products/7`]: () => (fail ? { status: 500 } : { data: product() }) });
  renderEditor('/en/admin/products/7');
  const retry = await screen.findByRole('button', { name: /retry|try again/i });
  fail = false;
  await userEvent.setup().click(retry);
  expect(await screen.findByRole('heading', { level: 1, name: 'Product: 6 kg fire extinguisher' })).toBeInTheDocument();
  expect(api.called(`GET ${C}/products/7`)).toHaveLength(2);
});
