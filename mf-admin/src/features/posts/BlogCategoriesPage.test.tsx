import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleData, fakeApi } from 'shared-lib/test-utils';
import { adminListBlogCategories } from 'contracts/admin-content';
import { renderAdmin, CONTENT } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import BlogCategoriesPage from './BlogCategoriesPage';

jest.setTimeout(20000);
const P = '/api/admin/content/blog-categories';
const LIST = exampleData(adminListBlogCategories);

test('adds a category: required names said in English, nothing sent; a taken address key (409) kept in the dialog', async () => {
  const api = fakeApi({ [`GET ${P}`]: { data: LIST }, [`POST ${P}`]: { status: 409, messages: [{ item1: 'This URL key is already in use.', item2: 'content.admin.slugTaken' }] } });
  renderAdmin(<BlogCategoriesPage />, { path: '/en/admin/blog-categories', me: CONTENT, namespaces: { 'admin-posts': { fa, en } } });
  const user = userEvent.setup();
  expect(await screen.findByText('Extinguishers')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a category' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Write the name in Persian.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/Name in Persian/), 'آموزش');
  await user.type(within(dialog).getByLabelText(/Name in English/), 'Lessons');
  await user.type(within(dialog).getByLabelText(/Address key/), 'extinguishers');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('This URL key is already in use.')).toBeInTheDocument();
  await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: { fa: 'آموزش', en: 'Lessons', ru: null }, slug: 'extinguishers' }));
});
