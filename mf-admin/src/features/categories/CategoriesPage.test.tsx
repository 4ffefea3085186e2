import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import type { AdminCategory } from '../../api/admin';
import { renderAdmin, CATALOGUE, CONTENT, OWNER } from '../../test/render';
import type { StaffMe } from '../../api/admin';
import fa from './locales/fa.json';
import en from './locales/en.json';
import CategoriesPage from './CategoriesPage';

const C = '/api/admin/catalog/categories';
const cat = (id: number, parentId: number, sortOrder: number, fa: string, en: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  parentId,
  names: { fa, en, ru: null },
  labels: { fa, en: en.toLowerCase(), ru: null },
  description: { fa: null, en: null, ru: null },
  color: null,
  image: null,
  sortOrder,
  active: true,
  ...extra,
});
// the api's order: each after its parent (the page sorts by sortOrder anyway)
const LIST: AdminCategory[] = [
  cat(43, 42, 0, 'کپسول‌ها', 'Extinguishers', { color: '#c62828', image: { baseUrl: '/api/img/', guidName: 'g43', extension: 'webp' } }),
  cat(45, 43, 0, 'کپسول پودری', 'Powder extinguishers'),
  cat(46, 43, 1, 'کپسول دی‌اکسید کربن', 'CO2 extinguishers'),
  cat(44, 42, 1, 'علائم ایمنی', 'Safety signs', { active: false, description: { fa: 'تابلوها', en: 'Signs', ru: null } }),
];

function setup(routes: FakeRoutes = {}, opts: { path?: string; me?: StaffMe } = {}) {
  const api = fakeApi({ [`GET ${C}`]: { data: LIST }, ...routes });
  const toasts = collectToasts();
  renderAdmin(<CategoriesPage />, { path: opts.path ?? '/en/admin/categories', me: opts.me ?? CATALOGUE, namespaces: { 'admin-categories': { fa, en } } });
  return { api, toasts, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('listitem', { name });

test('shows the tree in English: indented subcategories, both names, state and picture', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
  expect(await screen.findByText('4 categories')).toBeInTheDocument();
  const top = screen.getAllByRole('list')[0];
  const tops = within(top).getAllByRole('listitem').filter((li) => li.parentElement === top);
  expect(tops.map((li) => li.getAttribute('aria-label'))).toEqual(['Extinguishers', 'Safety signs']);
  // the subcategories are a list inside their parent's item, in their order
  const extinguishers = item('Extinguishers');
  const sub = within(extinguishers).getAllByRole('list')[0];
  expect(within(sub).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Powder extinguishers', 'CO2 extinguishers']);
  expect(within(extinguishers).getByText('کپسول‌ها')).toBeInTheDocument();
  expect(within(extinguishers).getByText('2 subcategories')).toBeInTheDocument();
  expect(extinguishers.querySelector('img')).toHaveAttribute('src', '/api/img/g43_sm.webp');
  expect(within(item('Safety signs')).getByText('Hidden from the shop')).toBeInTheDocument();
  expect(screen.getByText(/Renaming a category keeps its address/)).toBeInTheDocument();
});

test('shows the tree in Persian with Persian digits', async () => {
  setup({}, { path: '/admin/categories' });
  expect(await screen.findByRole('heading', { level: 1, name: 'دسته‌ها' })).toBeInTheDocument();
  expect(await screen.findByText('۴ دسته')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'کپسول‌ها' })).getByText('۲ زیردسته')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'افزودن دسته' })).toBeInTheDocument();
  expect(screen.getByText(/تغییر نام دسته نشانی آن/)).toBeInTheDocument();
});

test('creates a category under the parent chosen, sending exactly the form', async () => {
  const created = cat(47, 43, 2, 'کپسول آبی', 'Water extinguishers', { color: '#1565c0' });
  const { api, toasts, user } = setup({ [`POST ${C}`]: { data: created } });
  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  const dialog = await screen.findByRole('dialog', { name: 'New category' });
  await user.selectOptions(within(dialog).getByLabelText('Parent category'), '43');
  await user.type(within(dialog).getByLabelText(/Name in Persian/), ' کپسول آبی ');
  await user.type(within(dialog).getByLabelText(/Name in English/), 'Water extinguishers');
  await user.type(within(dialog).getByLabelText('Description in English'), 'For paper and wood.{Enter}Class A.');
  await user.type(within(dialog).getByLabelText('Colour (optional)'), '#1565C0');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${C}`).map((c) => c.body)).toEqual([
    {
      parentId: 43,
      name: { fa: 'کپسول آبی', en: 'Water extinguishers', ru: null },
      description: { fa: null, en: 'For paper and wood.\nClass A.', ru: null },
      color: '#1565C0',
      active: true,
    },
  ]);
  expect(toasts).toContainEqual({ message: 'Category saved.', variant: 'success' });
  expect(within(item('Extinguishers')).getByRole('listitem', { name: 'Water extinguishers' })).toBeInTheDocument();
  expect(screen.getByText('5 categories')).toBeInTheDocument();
});

test('"add a subcategory" starts with that category as the parent', async () => {
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Add a subcategory under “Safety signs”' }));
  const dialog = await screen.findByRole('dialog', { name: 'New category' });
  expect(within(dialog).getByLabelText('Parent category')).toHaveValue('44');
});

test('renames with PUT, the other fields as they were', async () => {
  const renamed = { ...LIST[3], names: { fa: 'علائم و تابلوها', en: 'Signs and boards', ru: null } };
  const { api, user } = setup({ [`PUT ${C}/44`]: { data: renamed } });
  await user.click(await screen.findByRole('button', { name: 'Edit “Safety signs”' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Safety signs”' });
  expect(within(dialog).queryByLabelText('Parent category')).not.toBeInTheDocument();
  expect(within(dialog).getByText(/A new name keeps the category's address/)).toBeInTheDocument();
  const nameFa = within(dialog).getByLabelText(/Name in Persian/);
  await user.clear(nameFa);
  await user.type(nameFa, 'علائم و تابلوها');
  const nameEn = within(dialog).getByLabelText(/Name in English/);
  await user.clear(nameEn);
  await user.type(nameEn, 'Signs and boards');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`PUT ${C}/44`).map((c) => c.body)).toEqual([
    { name: { fa: 'علائم و تابلوها', en: 'Signs and boards', ru: null }, description: { fa: 'تابلوها', en: 'Signs', ru: null }, color: null, active: false },
  ]);
  expect(screen.getByRole('listitem', { name: 'Signs and boards' })).toBeInTheDocument();
});

test('a missing English name and a bad colour send nothing and say why', async () => {
  const { api, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  const dialog = await screen.findByRole('dialog', { name: 'New category' });
  await user.type(within(dialog).getByLabelText(/Name in Persian/), 'کپسول آبی');
  await user.type(within(dialog).getByLabelText('Colour (optional)'), 'red');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter the English name.')).toBeInTheDocument();
  expect(within(dialog).getByText('The colour must be # and six hexadecimal digits, like #c62828.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('in Persian, a missing English name is refused in Persian', async () => {
  const { api, user } = setup({}, { path: '/admin/categories' });
  await user.click(await screen.findByRole('button', { name: 'افزودن دسته' }));
  const dialog = await screen.findByRole('dialog', { name: 'دستهٔ تازه' });
  await user.type(within(dialog).getByLabelText(/نام فارسی/), 'کپسول آبی');
  await user.type(within(dialog).getByLabelText('رنگ (اختیاری)'), '#12');
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
  expect(await within(dialog).findByText('نام انگلیسی را بنویسید.')).toBeInTheDocument();
  expect(within(dialog).getByText('رنگ باید # و شش رقم مبنای ۱۶ باشد، مانند #c62828.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
});

test('a refused save keeps the dialog and what was typed, and shows the api message', async () => {
  const { api, user } = setup({ [`POST ${C}`]: { status: 400, messages: [{ item1: 'That parent category is not valid.', item2: 'catalog.admin.categoryInvalid' }] } });
  await user.click(await screen.findByRole('button', { name: 'Add category' }));
  const dialog = await screen.findByRole('dialog', { name: 'New category' });
  await user.type(within(dialog).getByLabelText(/Name in Persian/), 'کپسول آبی');
  await user.type(within(dialog).getByLabelText(/Name in English/), 'Water extinguishers');
  await user.type(within(dialog).getByLabelText('Description in Persian'), 'برای کاغذ و چوب');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('That parent category is not valid.');
  expect(api.called(`POST ${C}`)).toHaveLength(1);
  expect(within(dialog).getByLabelText(/Name in Persian/)).toHaveValue('کپسول آبی');
  expect(within(dialog).getByLabelText(/Name in English/)).toHaveValue('Water extinguishers');
  expect(within(dialog).getByLabelText('Description in Persian')).toHaveValue('برای کاغذ و چوب');
});

test('moves a category; itself and its subcategories are not offered as the new parent', async () => {
  const moved = { ...LIST[0], parentId: 44, sortOrder: 0 };
  const { api, user } = setup({ [`POST ${C}/43/move`]: { data: moved } });
  await user.click(await screen.findByRole('button', { name: 'Move “Extinguishers” under another category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move “Extinguishers”' });
  const select = within(dialog).getByLabelText('New parent');
  const offered = within(select).getAllByRole('option').map((o) => o.getAttribute('value'));
  expect(offered).toEqual(['42', '44']);
  await user.selectOptions(select, '44');
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${C}/43/move`).map((c) => c.body)).toEqual([{ parentId: 44 }]);
  // now under Safety signs, with its own subcategories
  const signs = item('Safety signs');
  expect(within(signs).getByRole('listitem', { name: 'Extinguishers' })).toBeInTheDocument();
  expect(within(signs).getByRole('listitem', { name: 'CO2 extinguishers' })).toBeInTheDocument();
});

test('a refused move shows the api message and keeps the choice', async () => {
  const { user } = setup({ [`POST ${C}/45/move`]: { status: 400, messages: [{ item1: 'A category cannot be moved into itself.', item2: 'catalog.admin.moveIntoItself' }] } });
  await user.click(await screen.findByRole('button', { name: 'Move “Powder extinguishers” under another category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move “Powder extinguishers”' });
  await user.selectOptions(within(dialog).getByLabelText('New parent'), '46');
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('A category cannot be moved into itself.');
  expect(within(dialog).getByLabelText('New parent')).toHaveValue('46');
});

test('reorders siblings with the arrows', async () => {
  const { api, user } = setup({
    [`PUT ${C}/43/children`]: { data: [{ ...LIST[2], sortOrder: 0 }, { ...LIST[1], sortOrder: 1 }] },
  });
  expect(await screen.findByRole('button', { name: 'Move “Extinguishers” up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move “Safety signs” down' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Move “CO2 extinguishers” up' }));
  await waitFor(() => expect(api.called(`PUT ${C}/43/children`)).toHaveLength(1));
  expect(api.called(`PUT ${C}/43/children`)[0].body).toEqual({ childIds: [46, 45] });
  const sub = within(item('Extinguishers')).getAllByRole('list')[0];
  await waitFor(() => expect(within(sub).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['CO2 extinguishers', 'Powder extinguishers']));
});

test('the top level is reordered under 42', async () => {
  const { api, user } = setup({ [`PUT ${C}/42/children`]: { data: [{ ...LIST[3], sortOrder: 0 }, { ...LIST[0], sortOrder: 1 }] } });
  await user.click(await screen.findByRole('button', { name: 'Move “Extinguishers” down' }));
  await waitFor(() => expect(api.called(`PUT ${C}/42/children`)).toHaveLength(1));
  expect(api.called(`PUT ${C}/42/children`)[0].body).toEqual({ childIds: [44, 43] });
});

test('a refused reorder shows the api message', async () => {
  const { toasts, user } = setup({ [`PUT ${C}/42/children`]: { status: 403, messages: [{ item1: 'Your role may not change the catalogue.', item2: 'admin.forbidden' }] } });
  await user.click(await screen.findByRole('button', { name: 'Move “Extinguishers” down' }));
  await waitFor(() => expect(toasts).toContainEqual({ message: 'Your role may not change the catalogue.', variant: 'error' }));
});

test('uploads a picture as PictureFile', async () => {
  const withPicture = { ...LIST[3], image: { baseUrl: '/api/img/', guidName: 'g44', extension: 'webp' } };
  const { api, toasts, user } = setup({ [`POST ${C}/44/picture`]: { data: withPicture } }, { me: OWNER });
  await screen.findByRole('button', { name: 'Upload a picture for “Safety signs”' });
  const file = new File(['png'], 'signs.png', { type: 'image/png' });
  await user.upload(screen.getByTestId('category-44-picture'), file);
  await waitFor(() => expect(api.called(`POST ${C}/44/picture`)).toHaveLength(1));
  expect((api.called(`POST ${C}/44/picture`)[0].init?.body as FormData).get('PictureFile')).toBeInstanceOf(File);
  await waitFor(() => expect(item('Safety signs').querySelector('img')).toHaveAttribute('src', '/api/img/g44_sm.webp'));
  expect(toasts).toContainEqual({ message: 'Picture saved.', variant: 'success' });
});

test('a content-role staff member reads the tree without any write control', async () => {
  setup({}, { me: CONTENT });
  expect(await screen.findByText('4 categories')).toBeInTheDocument();
  expect(screen.getByText(/changing them needs the catalogue role/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit|Move|Upload|Add a subcategory/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('category-43-picture')).not.toBeInTheDocument();
});

test('a failed load offers to try again', async () => {
  let fail = true;
  const { user } = setup({ [`GET ${C}`]: () => (fail ? { status: 500, messages: [{ item1: 'Server error.' }] } : { data: LIST }) });
  const retry = await screen.findByRole('button', { name: /try again|retry/i });
  fail = false;
  await user.click(retry);
  expect(await screen.findByText('4 categories')).toBeInTheDocument();
});

test('on a phone the dialog takes the whole screen', async () => {
  const matchMedia = window.matchMedia;
  // a 360 px wide screen: every max-width query up to the sm breakpoint matches
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: /max-width/.test(query), media: query })) as typeof window.matchMedia;
  try {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect(dialog.className).toMatch(/FullScreen/);
  } finally {
    window.matchMedia = matchMedia;
  }
});
