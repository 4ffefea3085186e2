import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminGetLead } from 'contracts/admin-leads';
import { collectToasts, exampleData, fakeApi, type FakeAnswer, type FakeRequest } from 'shared-lib/test-utils';
import type { Lead } from '../../api/leads';
import type { StaffMe } from '../../api/admin';
import { OWNER, renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import LeadPage from './LeadPage';

// typing and the form's round trips take seconds on a loaded machine (the default 5 s failed in a parallel run)
jest.setTimeout(20000);

const SUPPORT: StaffMe = { id: 5, mobile: '09120000005', name: 'Support Person', roles: ['support'], hasPassword: false };

const P = '/api/admin/leads/58';
const EXAMPLE = exampleData(adminGetLead) as Lead;
const MESSAGE = '<b>not bold</b>\nSecond line: 40 pieces, delivered to Karaj.';
const FULL: Lead = {
  ...EXAMPLE,
  version: 2,
  email: 'reza@example.com',
  message: MESSAGE,
  visitDate: '2026-12-20',
  userId: 12,
  hasAttachment: true,
  attachment: { name: 'plan.pdf', mime: 'application/pdf', size: 123_456 },
  notes: [{ id: 1, at: '2026-11-28T09:00:00.000Z', staffId: 2, staffName: 'مریم احمدی', text: 'Called back:\nwants a quote by email' }],
  history: [
    { id: 1, at: '2026-11-28T09:05:00.000Z', staffId: 2, staffName: 'مریم احمدی', field: 'assignee', from: null, to: 'مریم احمدی' },
    // a staff member the api could not name
    { id: 3, at: '2026-11-28T09:06:00.000Z', staffId: 2, staffName: 'مریم احمدی', field: 'assignee', from: 'مریم احمدی', to: '#17' },
  ],
  assignee: { id: 2, name: 'مریم احمدی' },
};
const lead = (over: Partial<Lead> = {}): Lead => ({ ...FULL, ...over });

const STALE_API_MESSAGE = 'This lead was changed by someone else.';

function setup(opts: { path?: string; me?: StaffMe; current?: Lead; change?: (req: FakeRequest) => FakeAnswer; note?: (req: FakeRequest) => FakeAnswer } = {}) {
  let shown = opts.current ?? lead();
  const api = fakeApi({
    [`GET ${P}`]: () => ({ data: shown }),
    'GET /api/admin/leads/assignees': { data: [{ id: 2, name: 'مریم احمدی' }, { id: 5, name: 'Support Person' }] },
    [`PATCH ${P}`]:
      opts.change ??
      ((req) => {
        const b = req.body as { status?: Lead['status']; assigneeId?: number | null };
        const assignee = b.assigneeId === undefined ? shown.assignee : b.assigneeId === null ? null : { id: b.assigneeId, name: b.assigneeId === 5 ? 'Support Person' : 'مریم احمدی' };
        shown = { ...shown, version: shown.version + 1, status: b.status ?? shown.status, assignee };
        return { data: shown };
      }),
    [`POST ${P}/notes`]:
      opts.note ??
      ((req) => {
        shown = { ...shown, notes: [...shown.notes, { id: shown.notes.length + 1, at: '2026-11-29T10:00:00.000Z', staffId: 5, staffName: 'Support Person', text: String(req.body?.text) }] };
        return { data: shown };
      }),
  });
  const path = opts.path ?? '/en/admin/leads/58';
  renderAdmin(<LeadPage />, { path, routePath: path.startsWith('/en') ? '/en/admin/leads/:id' : '/admin/leads/:id', me: opts.me ?? SUPPORT, namespaces: { 'admin-leads': { fa, en } } });
  return { api, user: userEvent.setup(), changes: () => api.called(`PATCH ${P}`).map((c) => c.body), notes: () => api.called(`POST ${P}/notes`).map((c) => c.body) };
}

test('in English: every field, the message as plain text with its line breaks, the product, the attachment, notes and history', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Price inquiry #58' })).toBeInTheDocument();
  expect(screen.getByText(/^From رضا کریمی, received Nov 28, 2026/)).toBeInTheDocument();

  const request = screen.getByRole('region', { name: 'Request' });
  // never HTML: the tags are text, the line break kept
  const message = within(request).getByText((_, el) => el?.tagName === 'P' && el.textContent === MESSAGE);
  expect(message.querySelector('b')).toBeNull();
  expect(message).toHaveStyle({ whiteSpace: 'pre-wrap' });
  const product = within(request).getByRole('link', { name: 'کپسول آتش‌نشانی ۶ کیلویی (opens in a new tab)' });
  expect(product).toHaveAttribute('href', `/pr/7/${encodeURIComponent('کپسول-آتش-نشانی-۶-کیلویی')}`);
  expect(product).toHaveAttribute('target', '_blank');
  expect(within(request).getByRole('link', { name: 'All leads about this product' })).toHaveAttribute('href', '/en/admin/leads?productId=7');
  expect(within(request).getByText('40')).toBeInTheDocument();
  expect(within(request).getByText('December 20, 2026')).toHaveAttribute('dateTime', '2026-12-20');
  const file = within(request).getByRole('link', { name: 'plan.pdf (120.6 KB)' });
  expect(file.getAttribute('href')).toMatch(/^\/api\/admin\/leads\/58\/attachment(\?|$)/);
  expect(file).toHaveAttribute('download', 'plan.pdf');

  const sender = screen.getByRole('region', { name: 'Sender' });
  expect(within(sender).getByText('09121234567')).toHaveAttribute('dir', 'ltr');
  expect(within(sender).getByRole('link', { name: '09121234567' })).toHaveAttribute('href', 'tel:09121234567');
  expect(within(sender).getByRole('link', { name: 'reza@example.com' })).toHaveAttribute('href', 'mailto:reza@example.com');
  expect(within(sender).getByText('Persian')).toBeInTheDocument();
  expect(within(sender).getByText('Shopper account #12')).toBeInTheDocument();

  const notes = screen.getByRole('list', { name: 'Notes' });
  expect(within(notes).getByText((_, el) => el?.tagName === 'BLOCKQUOTE' && el.textContent === 'Called back:\nwants a quote by email')).toBeInTheDocument();
  expect(within(notes).getByText(/مریم احمدی/)).toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'History' });
  expect(within(history).getByText('Price inquiry received')).toBeInTheDocument();
  expect(within(history).getByText('Assignee: nobody → مریم احمدی')).toBeInTheDocument();
  expect(within(history).getByText('Assignee: مریم احمدی → Staff member #17')).toBeInTheDocument();

  // the follow-up: a new lead can be started or closed; the assignee chosen from support staff or nobody
  const followUp = screen.getByRole('region', { name: 'Follow-up' });
  expect(within(followUp).getAllByRole('button').map((b) => b.textContent)).toEqual(['Start following up', 'Close lead', 'Assign to me']);
  const select = within(followUp).getByLabelText('Assignee');
  expect(select).toHaveValue('2');
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nobody', 'مریم احمدی', 'Support Person']);
});

test('in Persian: Persian digits, the Jalali visit date, Persian names of the kind, status and buttons', async () => {
  setup({ path: '/admin/leads/58' });
  expect(await screen.findByRole('heading', { level: 1, name: 'استعلام قیمت شمارهٔ ۵۸' })).toBeInTheDocument();
  expect(screen.getAllByText('جدید')[0]).toBeInTheDocument();
  const request = screen.getByRole('region', { name: 'درخواست' });
  expect(within(request).getByText('۲۹ آذر ۱۴۰۵')).toBeInTheDocument();
  expect(within(request).getByText('۴۰')).toBeInTheDocument();
  expect(within(request).getByRole('link', { name: 'plan.pdf (۱۲۰٫۶ کیلوبایت)' })).toBeInTheDocument();
  expect(within(request).getByRole('link', { name: 'همهٔ درخواست‌های این کالا' })).toHaveAttribute('href', '/admin/leads?productId=7');
  const sender = screen.getByRole('region', { name: 'فرستنده' });
  expect(within(sender).getByText('حساب مشتری شمارهٔ ۱۲')).toBeInTheDocument();
  expect(within(sender).getByText('فارسی')).toBeInTheDocument();
  const history = screen.getByRole('list', { name: 'تاریخچه' });
  expect(within(history).getByText('مسئول پیگیری: از «هیچ‌کس» به «مریم احمدی»')).toBeInTheDocument();
  expect(within(history).getByText('مسئول پیگیری: از «مریم احمدی» به «کارمند شمارهٔ ۱۷»')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'شروع پیگیری' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'بستن درخواست' })).toBeInTheDocument();
});

test('the status moves new → in progress → closed and is reopened, each change sent with the version', async () => {
  const toasts = collectToasts();
  const { user, changes } = setup();
  await user.click(await screen.findByRole('button', { name: 'Start following up' }));
  await waitFor(() => expect(screen.getAllByText('In progress')[0]).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Start following up' })).not.toBeInTheDocument();
  // the keyboard's focus stays with the status buttons (the one pressed is gone)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close lead' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Close lead' }));
  expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  expect(screen.getAllByText('Closed')[0]).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reopen' }));
  await waitFor(() => expect(changes()).toHaveLength(3));
  expect(changes()).toEqual([
    { version: 2, status: 'in_progress' },
    { version: 3, status: 'closed' },
    { version: 4, status: 'in_progress' },
  ]);
  expect(await screen.findByRole('button', { name: 'Close lead' })).toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'The lead was updated.', variant: 'success' });
});

test('the assignee: chosen from the list, taken by oneself, or nobody', async () => {
  const { user, changes } = setup({ current: lead({ assignee: null }) });
  const select = await screen.findByLabelText('Assignee');
  expect(select).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Assign to me' }));
  await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue('5'));
  await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Assignee'), 'مریم احمدی');
  await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue('2'));
  await user.selectOptions(screen.getByLabelText('Assignee'), 'Nobody');
  await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveValue(''));
  expect(changes()).toEqual([
    { version: 2, assigneeId: 5 },
    { version: 3, assigneeId: 2 },
    { version: 4, assigneeId: null },
  ]);
});

test('a stale version (409 leads.stale): the current lead, a clear message, and the note being typed is kept', async () => {
  // meanwhile someone else took the lead and started it: version 5
  const current = lead({ version: 5, status: 'in_progress', assignee: { id: 2, name: 'مریم احمدی' }, history: [...FULL.history, { id: 2, at: '2026-11-28T10:00:00.000Z', staffId: 2, staffName: 'مریم احمدی', field: 'status', from: 'new', to: 'in_progress' }] });
  let calls = 0;
  const { user, changes } = setup({
    current: lead({ assignee: null }),
    change: () => (++calls === 1 ? { status: 409, messages: [{ item1: STALE_API_MESSAGE, item2: 'leads.stale' }], data: current } : { data: { ...current, version: 6, status: 'closed' } }),
  });
  await user.type(await screen.findByLabelText('Staff note'), 'Half');
  await user.click(screen.getByRole('button', { name: 'Close lead' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this lead in the meantime; the page now shows its current state. Your change was not saved');
  expect(screen.getAllByText('In progress')[0]).toBeInTheDocument();
  expect(screen.getByLabelText('Assignee')).toHaveValue('2');
  expect(within(screen.getByRole('list', { name: 'History' })).getByText('Status: New → In progress')).toBeInTheDocument();
  expect(screen.getByLabelText('Staff note')).toHaveValue('Half');

  // sent again, with the current version
  await user.click(screen.getByRole('button', { name: 'Close lead' }));
  expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  expect(changes()).toEqual([
    { version: 2, status: 'closed' },
    { version: 5, status: 'closed' },
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Staff note')).toHaveValue('Half');
});

test('in Persian, a stale change says so in Persian', async () => {
  const { user } = setup({ path: '/admin/leads/58', change: () => ({ status: 409, messages: [{ item1: 'تغییر کرده است', item2: 'leads.stale' }], data: lead({ version: 9, status: 'closed' }) }) });
  await user.click(await screen.findByRole('button', { name: 'شروع پیگیری' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('در همین فاصله کس دیگری این درخواست را تغییر داده است');
  expect(screen.getByRole('button', { name: 'بازگشایی' })).toBeInTheDocument();
});

test('another refusal (an assignee no longer allowed) shows the api message and leaves the lead as it was', async () => {
  const { user } = setup({ change: () => ({ status: 400, messages: [{ item1: 'That staff member cannot take leads.', item2: 'leads.assigneeInvalid' }] }) });
  await user.selectOptions(await screen.findByLabelText('Assignee'), 'Support Person');
  expect(await screen.findByRole('alert')).toHaveTextContent('That staff member cannot take leads.');
  expect(screen.getByLabelText('Assignee')).toHaveValue('2');
});

test('a note: an empty one is refused with a localized message and not sent; a written one is added and the field emptied', async () => {
  const toasts = collectToasts();
  const { user, notes } = setup({ me: OWNER });
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByText('Write the note first.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Staff note'), '   ');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByText('Write the note first.')).toBeInTheDocument();
  expect(notes()).toEqual([]);

  await user.type(screen.getByLabelText('Staff note'), ' Quoted.\nWaiting. ');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(notes()).toEqual([{ text: 'Quoted.\nWaiting.' }]));
  const list = screen.getByRole('list', { name: 'Notes' });
  expect(await within(list).findByText((_, el) => el?.tagName === 'BLOCKQUOTE' && el.textContent === 'Quoted.\nWaiting.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Staff note')).toHaveValue(''));
  expect(screen.queryByText('Write the note first.')).not.toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'The note was added.', variant: 'success' });
});

test('in Persian an empty note is refused in Persian; a refused note keeps its text and shows why', async () => {
  const { user, notes } = setup({ path: '/admin/leads/58', note: () => ({ status: 403, messages: [{ item1: 'اجازه ندارید.', item2: 'admin.forbidden' }] }) });
  await user.click(await screen.findByRole('button', { name: 'افزودن یادداشت' }));
  expect(screen.getByText('اول متن یادداشت را بنویسید.')).toBeInTheDocument();
  expect(notes()).toEqual([]);
  await user.type(screen.getByLabelText('یادداشت کارکنان'), 'تماس گرفتم');
  await user.click(screen.getByRole('button', { name: 'افزودن یادداشت' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('اجازه ندارید.');
  expect(screen.getByLabelText('یادداشت کارکنان')).toHaveValue('تماس گرفتم');
});

test('a contact message without product, attachment or account: only what it has', async () => {
  setup({ current: lead({ kind: 'contact', product: null, quantity: null, visitDate: null, attachment: null, hasAttachment: false, userId: null, email: null, group: { id: 3, title: 'After-sales service' }, summary: 'Service request', message: 'Please call me.' }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact message #58' })).toBeInTheDocument();
  const request = screen.getByRole('region', { name: 'Request' });
  expect(within(request).getByText('After-sales service')).toBeInTheDocument();
  expect(within(request).getByText('Service request')).toBeInTheDocument();
  expect(within(request).queryByText('Product')).not.toBeInTheDocument();
  expect(within(request).queryByText('Attachment')).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Sender' })).getByText('Not signed in')).toBeInTheDocument();
});

test('a lead that does not exist shows the not-found page; a bad id asks nothing', async () => {
  const api = fakeApi({ 'GET /api/admin/leads/99': { status: 404, messages: [{ item1: 'No such lead.', item2: 'leads.notFound' }] } });
  renderAdmin(<LeadPage />, { path: '/en/admin/leads/99', routePath: '/en/admin/leads/:id', me: SUPPORT, namespaces: { 'admin-leads': { fa, en } } });
  await waitFor(() => expect(api.called('GET /api/admin/leads/99')).toHaveLength(1));
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('#99');
});
