import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-lib/router';
import { exampleData, fakeApi } from 'shared-lib/test-utils';
import { adminGetPage, adminGetService } from 'contracts/admin-content';
import { renderAdmin, CONTENT } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import SiteTextsEditorPage from './SiteTextsEditorPage';

jest.setTimeout(20000);

jest.mock('shared-lib/components/RichTextEditor', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    __esModule: true,
    default: (p: { label: string; value: string; onChange: (v: string) => void; dir: string; lang?: string }) =>
      createElement('textarea', { 'aria-label': p.label, value: p.value, dir: p.dir, lang: p.lang, onChange: (e: { target: { value: string } }) => p.onChange(e.target.value) }),
  };
});

const P = '/api/admin/content';
const SERVICE = exampleData(adminGetService);
const PAGE = exampleData(adminGetPage);

function renderEditor(path: string) {
  const editor = <SiteTextsEditorPage />;
  return renderAdmin(
    <Routes>
      {['', '/en'].flatMap((p) => [
        <Route key={`${p}s`} path={`${p}/admin/site-content/services/:id`} element={editor} />,
        <Route key={`${p}p`} path={`${p}/admin/site-content/pages/:key`} element={editor} />,
      ])}
    </Routes>,
    { path, me: CONTENT, namespaces: { 'admin-posts': { fa, en } } },
  );
}

test('a service: a new question must be written in Persian and English (English errors, nothing sent), then the FAQs are sent in order with the version', async () => {
  const api = fakeApi({ [`GET ${P}/services/1`]: { data: SERVICE }, [`PUT ${P}/services/1`]: { data: { ...SERVICE, version: 1 } } });
  renderEditor('/en/admin/site-content/services/1');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Service: Fire alarm systems' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a question' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText('Write it in Persian.')).not.toHaveLength(0);
  expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  await user.type(screen.getByLabelText(/Question 2 in Persian/), 'گارانتی؟');
  await user.type(screen.getByLabelText(/Question 2 in English/), 'Warranty?');
  await user.type(screen.getByLabelText(/Answer 2 in Persian/), 'دو سال.');
  await user.type(screen.getByLabelText(/Answer 2 in English/), 'Two years.');
  await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    version: 0,
    active: true,
    cover: null,
    faqs: [{ question: { fa: 'گارانتی؟', en: 'Warranty?', ru: null }, answer: { fa: 'دو سال.', en: 'Two years.', ru: null } }],
  });
});

test('the about page in Persian: its facts are edited and sent; a 409 is said above the button', async () => {
  const api = fakeApi({
    [`GET ${P}/pages/about`]: { data: PAGE },
    [`PUT ${P}/pages/about`]: { status: 409, data: { ...PAGE, version: 1 }, messages: [{ item1: 'همکار دیگری پیش از شما این مطلب را تغییر داده است.', item2: 'content.admin.stale' }] },
  });
  renderEditor('/admin/site-content/pages/about');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'صفحه: درباره‌ی ما' })).toBeInTheDocument();
  const value = screen.getByLabelText(/عدد ۱/);
  await user.clear(value);
  await user.type(value, '700+');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('همکار دیگری');
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 0, facts: [{ value: '700+', label: { fa: 'پروژه', en: 'Projects', ru: null } }] });
});
