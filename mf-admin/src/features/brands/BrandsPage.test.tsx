import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import type { AdminBrand, StaffMe } from '../../api/admin';
import { renderAdmin, CATALOGUE, CONTENT, OWNER } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import BrandsPage from './BrandsPage';

const B = '/api/admin/catalog/brands';
const LIST: AdminBrand[] = [
  { id: 2, names: { fa: 'پارس ایمن', en: 'Pars Imen', ru: null }, label: 'pars-imen', website: 'https://parsimen.example', logo: { baseUrl: '/api/img/', guidName: 'b2', extension: 'webp' }, sortOrder: 0, active: true },
  { id: 3, names: { fa: 'آتش‌بان', en: 'Atashban', ru: 'Аташбан' }, label: 'atashban', website: null, logo: null, sortOrder: 1, active: false },
];

function setup(routes: FakeRoutes = {}, opts: { path?: string; me?: StaffMe } = {}) {
  const api = fakeApi({ [`GET ${B}`]: { data: LIST }, ...routes });
  const toasts = collectToasts();
  renderAdmin(<BrandsPage />, { path: opts.path ?? '/en/admin/brands', me: opts.me ?? CATALOGUE, namespaces: { 'admin-brands': { fa, en } } });
  return { api, toasts, user: userEvent.setup() };
}
const row = (name: string) => screen.getByRole('listitem', { name });
const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method !== 'GET');

test('lists the brands in English: logo, both names, website, state', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
  expect(await screen.findByText('2 brands')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Pars Imen', 'Atashban']);
  const pars = row('Pars Imen');
  expect(within(pars).getByText('پارس ایمن')).toBeInTheDocument();
  expect(pars.querySelector('img')).toHaveAttribute('src', '/api/img/b2_sm.webp');
  expect(within(pars).getByRole('link', { name: 'https://parsimen.example' })).toHaveAttribute('href', 'https://parsimen.example');
  expect(within(pars).getByText('Active')).toBeInTheDocument();
  expect(within(row('Atashban')).getByText('Hidden from the shop')).toBeInTheDocument();
});

test('lists the brands in Persian with Persian digits', async () => {
  setup({}, { path: '/admin/brands' });
  expect(await screen.findByRole('heading', { level: 1, name: 'برندها' })).toBeInTheDocument();
  expect(await screen.findByText('۲ برند')).toBeInTheDocument();
  expect(within(row('آتش‌بان')).getByText('پنهان از فروشگاه')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ویرایش «پارس ایمن»' })).toBeInTheDocument();
});

test('adds a brand, sending exactly the form', async () => {
  const created: AdminBrand = { id: 4, names: { fa: 'ایمن‌گستر', en: 'Imen Gostar', ru: null }, label: 'imen-gostar', website: 'https://imengostar.example/fa', logo: null, sortOrder: 2, active: false };
  const { api, toasts, user } = setup({ [`POST ${B}`]: { data: created } });
  await user.click(await screen.findByRole('button', { name: 'Add brand' }));
  const dialog = await screen.findByRole('dialog', { name: 'New brand' });
  await user.type(within(dialog).getByLabelText(/Name in Persian/), 'ایمن‌گستر');
  await user.type(within(dialog).getByLabelText(/Name in English/), ' Imen Gostar ');
  await user.type(within(dialog).getByLabelText('Website (optional)'), 'https://imengostar.example/fa');
  await user.click(within(dialog).getByRole('switch', { name: 'Active (shown in the shop)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${B}`).map((c) => c.body)).toEqual([{ name: { fa: 'ایمن‌گستر', en: 'Imen Gostar', ru: null }, website: 'https://imengostar.example/fa', active: false }]);
  expect(toasts).toContainEqual({ message: 'Brand saved.', variant: 'success' });
  expect(row('Imen Gostar')).toBeInTheDocument();
  expect(screen.getByText('3 brands')).toBeInTheDocument();
});

test('renames a brand with PUT, the other fields as they were', async () => {
  const renamed = { ...LIST[1], names: { fa: 'آتش‌بان', en: 'Atash Ban', ru: 'Аташбан' } };
  const { api, user } = setup({ [`PUT ${B}/3`]: { data: renamed } });
  await user.click(await screen.findByRole('button', { name: 'Edit “Atashban”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Atashban”' });
  expect(within(dialog).getByText(/A new name keeps the brand's address/)).toBeInTheDocument();
  const nameEn = within(dialog).getByLabelText(/Name in English/);
  await user.clear(nameEn);
  await user.type(nameEn, 'Atash Ban');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`PUT ${B}/3`).map((c) => c.body)).toEqual([{ name: { fa: 'آتش‌بان', en: 'Atash Ban', ru: 'Аташбан' }, website: null, active: false }]);
  expect(row('Atash Ban')).toBeInTheDocument();
});

test('a missing English name and a bad website send nothing and say why', async () => {
  const { api, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Add brand' }));
  const dialog = await screen.findByRole('dialog', { name: 'New brand' });
  await user.type(within(dialog).getByLabelText(/Name in Persian/), 'ایمن‌گستر');
  await user.type(within(dialog).getByLabelText('Website (optional)'), 'imengostar.example');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter the English name.')).toBeInTheDocument();
  expect(within(dialog).getByText('The website must be a full address starting with http:// or https://, without spaces.')).toBeInTheDocument();
  expect(writes(api)).toHaveLength(0);
});

test('in Persian, a bad website is refused in Persian', async () => {
  const { api, user } = setup({}, { path: '/admin/brands' });
  await user.click(await screen.findByRole('button', { name: 'افزودن برند' }));
  const dialog = await screen.findByRole('dialog', { name: 'برند تازه' });
  await user.type(within(dialog).getByLabelText(/نام فارسی/), 'ایمن‌گستر');
  await user.type(within(dialog).getByLabelText('وبگاه (اختیاری)'), 'ftp://imengostar.example');
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('نام انگلیسی را بنویسید.')).toBeInTheDocument();
  expect(within(dialog).getByText('وبگاه باید نشانی کامل و بی‌فاصله‌ای باشد که با http:// یا https:// آغاز می‌شود.')).toBeInTheDocument();
  expect(writes(api)).toHaveLength(0);
});

test('a refused save keeps the dialog and what was typed, and shows the api message', async () => {
  const { api, user } = setup({ [`PUT ${B}/2`]: { status: 403, messages: [{ item1: 'Your role may not change the catalogue.', item2: 'admin.forbidden' }] } }, { me: OWNER });
  await user.click(await screen.findByRole('button', { name: 'Edit “Pars Imen”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Pars Imen”' });
  const website = within(dialog).getByLabelText('Website (optional)');
  await user.clear(website);
  await user.type(website, 'https://pars.example');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your role may not change the catalogue.');
  expect(api.called(`PUT ${B}/2`)).toHaveLength(1);
  expect(within(dialog).getByLabelText('Website (optional)')).toHaveValue('https://pars.example');
  expect(within(dialog).getByLabelText(/Name in English/)).toHaveValue('Pars Imen');
});

test('uploads a logo as PictureFile', async () => {
  const withLogo = { ...LIST[1], logo: { baseUrl: '/api/img/', guidName: 'b3', extension: 'webp' } };
  const { api, toasts, user } = setup({ [`POST ${B}/3/logo`]: { data: withLogo } });
  await screen.findByRole('button', { name: 'Upload a logo for “Atashban”' });
  await user.upload(screen.getByTestId('brand-3-logo'), new File(['png'], 'atashban.png', { type: 'image/png' }));
  await waitFor(() => expect(api.called(`POST ${B}/3/logo`)).toHaveLength(1));
  expect((api.called(`POST ${B}/3/logo`)[0].init?.body as FormData).get('PictureFile')).toBeInstanceOf(File);
  await waitFor(() => expect(row('Atashban').querySelector('img')).toHaveAttribute('src', '/api/img/b3_sm.webp'));
  expect(toasts).toContainEqual({ message: 'Logo saved.', variant: 'success' });
});

test('a refused logo shows the api message', async () => {
  const { toasts, user } = setup({ [`POST ${B}/3/logo`]: { status: 400, messages: [{ item1: 'That file is not a picture we can use.', item2: 'catalog.admin.badImage' }] } });
  await screen.findByRole('button', { name: 'Upload a logo for “Atashban”' });
  await user.upload(screen.getByTestId('brand-3-logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
  await waitFor(() => expect(toasts).toContainEqual({ message: 'That file is not a picture we can use.', variant: 'error' }));
});

test('a content-role staff member sees the brands without any write control', async () => {
  setup({}, { me: CONTENT });
  expect(await screen.findByText('2 brands')).toBeInTheDocument();
  expect(screen.getByText(/changing them needs the catalogue role/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add brand' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit|Upload/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('brand-2-logo')).not.toBeInTheDocument();
});

test('on a phone the dialog takes the whole screen', async () => {
  const matchMedia = window.matchMedia;
  // a 360 px wide screen: every max-width query up to the sm breakpoint matches
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: /max-width/.test(query), media: query })) as typeof window.matchMedia;
  try {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add brand' }));
    expect((await screen.findByRole('dialog', { name: 'New brand' })).className).toMatch(/FullScreen/);
  } finally {
    window.matchMedia = matchMedia;
  }
});
