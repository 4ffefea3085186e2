import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleData, fakeApi } from 'shared-lib/test-utils';
import { adminListBlogCategories, adminListPosts, type AdminPostRow } from 'contracts/admin-content';
import { renderAdmin, CONTENT } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import PostsPage from './PostsPage';

const P = '/api/admin/content';
const row = exampleData(adminListPosts).items[0];
const ROWS: AdminPostRow[] = [
  { ...row, id: 1, status: 'draft', publishedAt: null, titles: { fa: 'پیش‌نویس من', en: 'My draft', ru: null } },
  { ...row, id: 2, status: 'scheduled', publishedAt: '2026-12-01T06:30:00.000Z', titles: { fa: 'برنامه‌ریزی‌شده', en: 'Planned', ru: null } },
];

test('lists the articles in Persian with status chips, Jalali times in Persian digits, and filters by status', async () => {
  const api = fakeApi({ [`GET ${P}/blog-categories`]: { data: exampleData(adminListBlogCategories) }, [`GET ${P}/posts`]: { data: { items: ROWS, total: 2, page: 1, pageSize: 20, pageCount: 1 } } });
  renderAdmin(<PostsPage />, { path: '/admin/posts', me: CONTENT, namespaces: { 'admin-posts': { fa, en } } });
  expect(await screen.findByRole('link', { name: 'پیش‌نویس من' })).toHaveAttribute('href', '/admin/posts/1');
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('پیش‌نویس');
  expect(items[1]).toHaveTextContent('زمان‌بندی‌شده');
  expect(screen.getByText('۲ مقاله')).toBeInTheDocument();
  // 1 December 2026, 10:00 in Tehran: 10 Azar 1405
  expect(screen.getByText(/زمان‌بندی‌شده برای .*آذر ۱۴۰۵/)).toBeInTheDocument();
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'scheduled');
  await waitFor(() => expect(api.calls.some((c) => c.path === `${P}/posts` && c.query.get('status') === 'scheduled')).toBe(true));
});
