import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared-lib/router';
import { collectToasts, exampleData, fakeApi } from 'shared-lib/test-utils';
import { adminGetPost, adminListBlogCategories, type AdminPost } from 'contracts/admin-content';
import { renderAdmin, CONTENT } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import PostEditorPage from './PostEditorPage';
import { fromTehran, toTehran } from './values';

jest.setTimeout(20000);

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
// the date-time picker as a plain text box of the stored value (the real picker has its own tests in shared-lib)
jest.mock('shared-lib/components/DatePicker/index', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    DatePicker: (p: { label: string; value: string | null; onChange: (v: string | null) => void; helperText?: string }) =>
      createElement('label', null, p.label, createElement('input', { value: p.value ?? '', onChange: (e: { target: { value: string } }) => p.onChange(e.target.value || null) }), p.helperText ? createElement('span', null, p.helperText) : null),
  };
});

const P = '/api/admin/content';
const CATEGORIES = exampleData(adminListBlogCategories);
const post = (over: Partial<AdminPost> = {}): AdminPost => ({ ...exampleData(adminGetPost), ...over });

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderEditor(path: string) {
  const editor = <PostEditorPage />;
  return renderAdmin(
    <>
      <Routes>
        {['', '/en'].flatMap((p) => [
          <Route key={`${p}new`} path={`${p}/admin/posts/new`} element={editor} />,
          <Route key={`${p}id`} path={`${p}/admin/posts/:id`} element={editor} />,
        ])}
      </Routes>
      <Where />
    </>,
    { path, me: CONTENT, namespaces: { 'admin-posts': { fa, en } } },
  );
}

test('Tehran time: the picker’s wall clock is sent as UTC and shown back', () => {
  expect(fromTehran('2026-12-01T10:00')).toBe('2026-12-01T06:30:00.000Z');
  expect(fromTehran('۲۰۲۶-۱۲-۰۱T۱۰:۰۰')).toBe('2026-12-01T06:30:00.000Z');
  expect(toTehran('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T10:00');
  expect(fromTehran('not a time')).toBeNull();
});

test('a new article: refused with English errors beside the fields, nothing sent; then saved as a draft with the exact body', async () => {
  const created = post({ id: 40, status: 'draft', publishedAt: null });
  const api = fakeApi({ [`GET ${P}/blog-categories`]: { data: CATEGORIES }, [`POST ${P}/posts`]: { data: created }, [`GET ${P}/posts/40`]: { data: created } });
  renderEditor('/en/admin/posts/new');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText('Some fields need attention.')).toBeInTheDocument();
  expect(screen.getByText('Write the title in Persian.')).toBeInTheDocument();
  expect(screen.getByText('Choose a category.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.type(screen.getByLabelText(/Title in Persian/), 'نگهداری کپسول');
  await user.type(screen.getByLabelText('Text in Persian'), '<p>متن</p>');
  await user.click(screen.getByRole('tab', { name: 'English' }));
  await user.type(screen.getByLabelText(/Title in English/), 'Looking after');
  await user.type(screen.getByLabelText('Text in English'), '<p>Text</p>');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), String(CATEGORIES[0].id));
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));

  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/en/admin/posts/40'));
  const sent = api.calls.find((c) => c.method === 'POST' && c.path === `${P}/posts`);
  expect(sent?.body).toEqual({
    categoryId: CATEGORIES[0].id,
    title: { fa: 'نگهداری کپسول', en: 'Looking after', ru: null },
    slug: { fa: null, en: null, ru: null },
    summary: { fa: '', en: '', ru: null },
    body: { fa: '<p>متن</p>', en: '<p>Text</p>', ru: null },
    cover: null,
    publishedAt: null,
    active: true,
  });
});

test('scheduling needs a time to come (said in Persian beside the picker); a chosen Tehran time is sent as UTC with the version', async () => {
  const draft = post({ id: 12, status: 'draft', publishedAt: null, version: 3 });
  const api = fakeApi({ [`GET ${P}/blog-categories`]: { data: CATEGORIES }, [`GET ${P}/posts/12`]: { data: draft }, [`PATCH ${P}/posts/12`]: { data: { ...draft, status: 'scheduled', version: 4 } } });
  renderEditor('/admin/posts/12');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: 'زمان‌بندی' }));
  expect(await screen.findByText('برای زمان‌بندی، زمانی در آینده انتخاب کنید.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

  const ahead = toTehran(new Date(Date.now() + 3_600_000).toISOString());
  await user.type(screen.getByLabelText(/زمان انتشار/), ahead);
  await user.click(screen.getByRole('button', { name: 'زمان‌بندی' }));
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  const body = api.calls.find((c) => c.method === 'PATCH')?.body;
  expect(body).toMatchObject({ version: 3, publishedAt: fromTehran(ahead), title: { fa: draft.titles.fa } });
});

test('a stale save (409) keeps what was typed, says so, and offers the current version', async () => {
  const mine = post({ id: 12, status: 'published', publishedAt: '2026-01-01T06:30:00.000Z', version: 3 });
  const theirs = { ...mine, version: 4, titles: { ...mine.titles, en: 'Changed by someone else' } };
  const toasts = collectToasts();
  fakeApi({
    [`GET ${P}/blog-categories`]: { data: CATEGORIES },
    [`GET ${P}/posts/12`]: { data: mine },
    [`PATCH ${P}/posts/12`]: { status: 409, data: theirs, messages: [{ item1: 'Someone else changed this article before you; look at how it is now and save again.', item2: 'content.admin.stale' }] },
  });
  renderEditor('/en/admin/posts/12');
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('tab', { name: 'English' }));
  const title = screen.getByLabelText(/Title in English/);
  await user.clear(title);
  await user.type(title, 'My title');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Someone else changed this article before you');
  expect(screen.getByLabelText(/Title in English/)).toHaveValue('My title');
  expect(toasts.some((x) => x.variant === 'error')).toBe(true);
  await user.click(within(alert).getByRole('button', { name: 'Show the current version' }));
  await waitFor(() => expect(screen.getByLabelText(/Title in English/)).toHaveValue('Changed by someone else'));
});
