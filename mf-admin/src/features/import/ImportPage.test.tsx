import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { renderAdmin, CATALOGUE, CONTENT, OWNER } from '../../test/render';
import type { ImportReport, StaffMe } from '../../api/admin';
import fa from './locales/fa.json';
import en from './locales/en.json';
import ImportPage from './ImportPage';

configure({ asyncUtilTimeout: 5000 });

const URL_ = '/api/admin/catalog/import';
const csv = (name = 'catalogue.csv') => new File(['id,price,stock\r\n7,2600000,12\r\n8,,x\r\n'], name, { type: 'text/csv' });

const CHANGE = { line: 2, id: 7, field: 'price', from: '2450000', to: '2600000' };
const WITH_ERROR: ImportReport = {
  dryRun: true,
  applied: false,
  rows: 2,
  changes: [CHANGE],
  errors: [{ line: 3, column: 'stock', reason: '"x" is not a whole number of zero or more.' }],
};
const CLEAN: ImportReport = { dryRun: true, applied: false, rows: 2, changes: [CHANGE, { line: 3, id: 8, field: 'active', from: '1', to: '0' }], errors: [] };

function setup(routes: Record<string, unknown>, path = '/en/admin/import', me: StaffMe = CATALOGUE) {
  const api = fakeApi(routes as never);
  renderAdmin(<ImportPage />, { path, me, namespaces: { 'admin-import': { fa, en } } });
  return { api, user: userEvent.setup() };
}
const sentFile = (c: FakeRequest) => (c.init?.body as FormData).get('file') as File;

test('a dry run sends the file with dryRun=true and lists each change and each problem by line; Apply stays off', async () => {
  const { api, user } = setup({ [`POST ${URL_}`]: { data: WITH_ERROR } });
  expect(screen.getByRole('heading', { level: 1, name: 'Price and stock by file' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download the catalogue (CSV)' })).toHaveAttribute('href', expect.stringMatching(/^\/api\/admin\/catalog\/export\.csv\?/));
  expect(screen.getByRole('link', { name: 'Download the catalogue (CSV)' })).toHaveAttribute('download');
  expect(screen.getByRole('button', { name: 'Check (dry run)' })).toBeDisabled();
  const file = csv();
  await user.upload(screen.getByLabelText('Choose a CSV file'), file);
  expect(screen.getByText(/catalogue\.csv/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));

  const status = await screen.findByRole('status');
  expect(within(status).getByText('Check result')).toBeInTheDocument();
  expect(within(status).getByText('2 rows read')).toBeInTheDocument();
  expect(within(status).getByText('1 change')).toBeInTheDocument();
  expect(within(status).getByText('1 problem')).toBeInTheDocument();
  const [call] = api.called(`POST ${URL_}`);
  expect(call.query.get('dryRun')).toBe('true');
  expect(sentFile(call).name).toBe('catalogue.csv');
  expect(sentFile(call).size).toBe(file.size);

  const changes = screen.getByRole('table', { name: 'Changes (1)' });
  const change = within(changes).getAllByRole('row')[1];
  expect(within(change).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '7', 'Price', '2,450,000 rials → 2,600,000 rials']);
  expect(within(change).getByRole('link', { name: '7' })).toHaveAttribute('href', '/en/admin/products/7');
  const problems = screen.getByRole('table', { name: 'Problems (1)' });
  expect(within(within(problems).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', 'stock', '"x" is not a whole number of zero or more.']);

  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(api.called(`POST ${URL_}`)).toHaveLength(1);
});

test('in Persian: a clean dry run turns Apply on; Apply sends dryRun=false and says how many changes were saved', async () => {
  const toasts = collectToasts();
  const { api, user } = setup(
    { [`POST ${URL_}`]: (req: FakeRequest) => ({ data: req.query.get('dryRun') === 'true' ? CLEAN : { ...CLEAN, dryRun: false, applied: true } }) },
    '/admin/import',
    OWNER,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'قیمت و موجودی با فایل' })).toBeInTheDocument();
  await user.upload(screen.getByLabelText('انتخاب فایل CSV'), csv());
  const apply = screen.getByRole('button', { name: 'اعمال' });
  expect(apply).toBeDisabled();
  expect(screen.getByText(/ابتدا فایل را بررسی کنید/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'بررسی (بدون ذخیره)' }));
  expect(await screen.findByText('فایل ایرادی ندارد: «اعمال» این تغییرها را ذخیره می‌کند.')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'تغییرها (۲)' })).getAllByRole('row');
  expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['۲', '۷', 'قیمت', '۲٬۴۵۰٬۰۰۰ ریال ← ۲٬۶۰۰٬۰۰۰ ریال']);
  expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['۳', '۸', 'وضعیت', 'فعال ← غیرفعال']);
  expect(screen.queryByRole('table', { name: /ایرادها/ })).not.toBeInTheDocument();

  await waitFor(() => expect(apply).toBeEnabled());
  await user.click(apply);
  const done = await screen.findByRole('alert');
  expect(within(done).getByText('نتیجهٔ اعمال')).toBeInTheDocument();
  expect(within(done).getByText('۲ تغییر ذخیره شد.')).toBeInTheDocument();
  const calls = api.called(`POST ${URL_}`);
  expect(calls.map((c) => c.query.get('dryRun'))).toEqual(['true', 'false']);
  expect(sentFile(calls[1]).name).toBe('catalogue.csv');
  expect(toasts).toContainEqual({ message: '۲ تغییر ذخیره شد.', variant: 'success' });
  // applied: not a second time by accident
  expect(screen.getByRole('button', { name: 'اعمال' })).toBeDisabled();
});

test('an import refused with a 400 shows its report: the message, every problem, and that nothing was saved', async () => {
  const refused = { ...WITH_ERROR, dryRun: false };
  const { api, user } = setup({
    [`POST ${URL_}`]: (req: FakeRequest) =>
      req.query.get('dryRun') === 'true'
        ? { data: CLEAN }
        : { status: 400, data: refused, messages: [{ item1: 'The file has 1 problems; nothing was saved.', item2: 'catalog.admin.importInvalid' }] },
  });
  await user.upload(screen.getByLabelText('Choose a CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
  const apply = screen.getByRole('button', { name: 'Apply' });
  await waitFor(() => expect(apply).toBeEnabled());
  await user.click(apply);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Import refused')).toBeInTheDocument();
  expect(within(alert).getByText('The file has 1 problems; nothing was saved.')).toBeInTheDocument();
  expect(within(alert).getByText('Nothing was saved. Fix the problems below and check the file again.')).toBeInTheDocument();
  const problems = screen.getByRole('table', { name: 'Problems (1)' });
  expect(within(problems).getByText('"x" is not a whole number of zero or more.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(api.called(`POST ${URL_}`).map((c) => c.query.get('dryRun'))).toEqual(['true', 'false']);
  // the file stays chosen: check it again after fixing
  expect(screen.getByText(/catalogue\.csv/)).toBeInTheDocument();
});

test('a long report shows its first 200 lines of each list and counts the rest, in Persian digits', async () => {
  const many: ImportReport = {
    dryRun: true,
    applied: false,
    rows: 450,
    changes: Array.from({ length: 250 }, (_, i) => ({ line: i + 2, id: i + 1, field: 'stock', from: '1', to: '2' })),
    errors: Array.from({ length: 201 }, (_, i) => ({ line: i + 252, column: 'price', reason: 'bad' })),
  };
  const { user } = setup({ [`POST ${URL_}`]: { data: many } }, '/admin/import');
  await user.upload(screen.getByLabelText('انتخاب فایل CSV'), csv());
  await user.click(screen.getByRole('button', { name: 'بررسی (بدون ذخیره)' }));
  const changes = await screen.findByRole('table', { name: 'تغییرها (۲۵۰)' });
  expect(within(changes).getAllByRole('row')).toHaveLength(201);
  expect(screen.getByText('…و ۵۰ سطر دیگر که اینجا نشان داده نشده است.')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'ایرادها (۲۰۱)' })).getAllByRole('row')).toHaveLength(201);
  expect(screen.getByText('…و ۱ سطر دیگر که اینجا نشان داده نشده است.')).toBeInTheDocument();
  expect(screen.getByText('۴۵۰ سطر خوانده شد')).toBeInTheDocument();
});

test('a file the api cannot read shows its message; a file over 10 MB is refused before sending', async () => {
  const { api, user } = setup({
    [`POST ${URL_}`]: { status: 400, messages: [{ item1: 'The CSV file cannot be read (line 1: an unclosed quote or no header).', item2: 'catalog.admin.importBadFile' }] },
  });
  await user.upload(screen.getByLabelText('Choose a CSV file'), csv());
  await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The CSV file cannot be read (line 1: an unclosed quote or no header).');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

  const big = csv('huge.csv');
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  await user.upload(screen.getByLabelText('Choose a CSV file'), big);
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
  expect(screen.getByRole('button', { name: 'Check (dry run)' })).toBeDisabled();
  expect(api.called(`POST ${URL_}`)).toHaveLength(1);
});

test('content staff can download the catalogue and read the format, but not check or apply a file', async () => {
  const { api } = setup({}, '/en/admin/import', CONTENT);
  expect(screen.getByRole('link', { name: 'Download the catalogue (CSV)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "The file's format" })).toBeInTheDocument();
  expect(screen.getByText(/Only price, list_price, stock and active are changed/)).toBeInTheDocument();
  expect(await screen.findByText(/Only catalogue staff and the owner can check and apply a file/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Choose a CSV file')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check (dry run)' })).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
