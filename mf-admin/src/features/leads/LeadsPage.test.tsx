import { useState, type ReactNode } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminListLeads } from 'contracts/admin-leads';
import { exampleData, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { useLocation } from 'shared-lib/router';
import type { LeadPage, LeadRow } from '../../api/leads';
import { LeadsNewsContext } from '../../lib/leads-news';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import LeadsPage from './LeadsPage';

// the grid is slow to draw in jsdom on a busy machine
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

// the date pickers as plain text boxes of the stored value (the real picker has its own tests in shared-lib and AuditPage)
jest.mock('shared-lib/components/DatePicker/index', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    DatePicker: (p: { label: string; value: string | null; onChange: (v: string | null) => void }) =>
      createElement('label', null, p.label, createElement('input', { value: p.value ?? '', onChange: (e: { target: { value: string } }) => p.onChange(e.target.value || null) })),
  };
});

const L = '/api/admin/leads';
const EXAMPLE = exampleData(adminListLeads) as LeadPage;
const INQUIRY = EXAMPLE.items[0];
const CONTACT: LeadRow = {
  ...INQUIRY,
  id: 61,
  kind: 'contact',
  status: 'in_progress',
  fullName: 'Ali Rezaei',
  mobile: '09351112233',
  summary: 'Annual service of our extinguishers',
  product: null,
  group: { id: 3, title: 'After-sales service' },
  assignee: { id: 2, name: 'مریم احمدی' },
  hasAttachment: true,
  lang: 'en',
  createdAt: '2026-11-29T09:15:00.000Z',
};
const VISIT: LeadRow = { ...INQUIRY, id: 62, kind: 'consultation', status: 'closed', fullName: 'سارا محمدی', mobile: '09121112222', summary: null, product: null, group: { id: 1, title: 'مشاوره‌ی رایگان و بازدید از پروژه' } };

let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

/** The frame's leads news, as a button that says a lead arrived. */
function News({ children }: { children: ReactNode }) {
  const [arrivals, setArrivals] = useState(0);
  return (
    <LeadsNewsContext.Provider value={{ summary: null, arrivals, refresh: () => {} }}>
      <button type="button" onClick={() => setArrivals((n) => n + 1)}>
        A lead arrives
      </button>
      {children}
    </LeadsNewsContext.Provider>
  );
}

function setup(path = '/en/admin/leads', page: Partial<LeadPage> = {}) {
  const api = fakeApi({
    [`GET ${L}`]: { data: { ...EXAMPLE, items: [INQUIRY, CONTACT, VISIT], total: 3, ...page } },
    [`GET ${L}/assignees`]: { data: [{ id: 2, name: 'مریم احمدی' }, { id: 5, name: 'Support Person' }] },
    'GET /api/contact/groups': { data: [{ id: 1, title: 'Free consultation and project visit' }, { id: 3, title: 'After-sales service' }] },
  });
  renderAdmin(
    <News>
      <LeadsPage />
      <Where />
    </News>,
    { path, namespaces: { 'admin-leads': { fa, en } } },
  );
  const lists = () => api.called(`GET ${L}`).map((c: FakeRequest) => Object.fromEntries([...c.query].filter(([k]) => k !== 'lang')));
  return { api, lists, user: userEvent.setup() };
}

/** A screen 600 px or wider (jsdom's matchMedia answers "no" to every query: a phone). */
const originalMatchMedia = window.matchMedia;
function wideScreen() {
  window.matchMedia = ((query: string) => ({ matches: /min-width/.test(query), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('in English on a wide screen: date, kind, name, mobile, summary or product, assignee, status and attachment, with the count and a CSV link', async () => {
  wideScreen();
  const { lists } = setup();
  expect(screen.getByRole('heading', { level: 1, name: /Leads/ })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'رضا کریمی' });
  expect(link).toHaveAttribute('href', '/en/admin/leads/58');
  const grid = screen.getByRole('grid', { name: 'Leads' });
  const inquiry = within(grid).getByRole('row', { name: /رضا کریمی/ });
  expect(within(inquiry).getByText('Price inquiry')).toBeInTheDocument();
  expect(within(inquiry).getByText('09121234567')).toHaveAttribute('dir', 'ltr');
  expect(within(inquiry).getByText('کپسول آتش‌نشانی ۶ کیلویی')).toBeInTheDocument();
  expect(within(inquiry).getByText('برای ۴۰ عدد قیمت عمده می‌خواهم')).toBeInTheDocument();
  expect(within(inquiry).getByText('Not assigned')).toBeInTheDocument();
  expect(within(inquiry).getByText('New')).toBeInTheDocument();
  expect(within(inquiry).getByText(/Nov 28, 2026/)).toBeInTheDocument();
  expect(within(inquiry).queryByRole('img', { name: 'Has an attachment' })).not.toBeInTheDocument();

  const contact = within(grid).getByRole('row', { name: /Ali Rezaei/ });
  expect(within(contact).getByText('Contact message')).toBeInTheDocument();
  expect(within(contact).getByText('Annual service of our extinguishers')).toBeInTheDocument();
  expect(within(contact).getByText('After-sales service')).toBeInTheDocument();
  expect(within(contact).getByText('مریم احمدی')).toBeInTheDocument();
  expect(within(contact).getByText('In progress')).toBeInTheDocument();
  expect(within(contact).getByRole('img', { name: 'Has an attachment' })).toBeInTheDocument();

  const visit = within(grid).getByRole('row', { name: /سارا محمدی/ });
  expect(within(visit).getByText('Consultation request')).toBeInTheDocument();
  expect(within(visit).getByText('Closed')).toBeInTheDocument();

  expect(screen.getByText('3 leads')).toBeInTheDocument();
  expect(lists()).toEqual([{ page: '1', pageSize: '50' }]);
  const csv = screen.getByRole('link', { name: 'Export CSV' });
  expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/leads\/export\.csv\?lang=/);
});

test('in Persian on a phone (360 px): one column of who, what and when beside the status, in Persian digits', async () => {
  setup('/admin/leads');
  const link = await screen.findByRole('link', { name: 'رضا کریمی' });
  expect(link).toHaveAttribute('href', '/admin/leads/58');
  const grid = screen.getByRole('grid', { name: 'درخواست‌های مشتریان' });
  const inquiry = within(grid).getByRole('row', { name: /رضا کریمی/ });
  expect(within(inquiry).getByText(/^استعلام قیمت، .*۱۴۰۵/)).toBeInTheDocument();
  expect(within(inquiry).getByText('جدید')).toBeInTheDocument();
  const contact = within(grid).getByRole('row', { name: /Ali Rezaei/ });
  expect(within(contact).getByText('در حال پیگیری')).toBeInTheDocument();
  expect(within(contact).getByRole('img', { name: 'پیوست دارد' })).toBeInTheDocument();
  expect(within(grid).getByText('بسته‌شده')).toBeInTheDocument();
  expect(screen.getByText('۳ درخواست')).toBeInTheDocument();
  // mobile, summary and assignee are left out at 360 px
  expect(within(grid).queryByText('09121234567')).not.toBeInTheDocument();
  expect(within(grid).queryByText('مریم احمدی')).not.toBeInTheDocument();
  // the filters are behind a button; the sender search is not
  expect(screen.getByLabelText('فرستنده')).toBeVisible();
  expect(screen.getByLabelText('نوع')).not.toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'فیلترها' }));
  expect(within(screen.getByLabelText('نوع')).getAllByRole('option').map((o) => o.textContent)).toEqual(['همه', 'پیام تماس', 'درخواست مشاوره', 'استعلام قیمت']);
  expect(within(screen.getByLabelText('وضعیت')).getAllByRole('option').map((o) => o.textContent)).toEqual(['همه', 'جدید', 'در حال پیگیری', 'بسته‌شده']);
  expect(within(screen.getByLabelText('مسئول پیگیری')).getAllByRole('option').map((o) => o.textContent)).toEqual(['همه', 'واگذار نشده', 'مریم احمدی', 'Support Person']);
});

test('filters are sent to the api, land in the address, and the CSV link carries them', async () => {
  wideScreen();
  const { lists, user } = setup();
  await screen.findByRole('link', { name: 'رضا کریمی' });

  await user.selectOptions(screen.getByLabelText('Kind'), 'Contact message');
  await waitFor(() => expect(lists().at(-1)).toEqual({ kind: 'contact', page: '1', pageSize: '50' }));
  await user.selectOptions(screen.getByLabelText('Status'), 'New');
  await user.selectOptions(screen.getByLabelText('Assignee'), 'Not assigned');
  await waitFor(() => expect(lists().at(-1)).toEqual({ kind: 'contact', status: 'new', assigneeId: '0', page: '1', pageSize: '50' }));
  await user.selectOptions(screen.getByLabelText('Subject'), 'After-sales service');

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' }));

  await user.type(screen.getByLabelText('Sender'), '۰۹۱۲');
  await user.type(screen.getByLabelText('Product number'), '۷');
  const all = { kind: 'contact', status: 'new', assigneeId: '0', groupId: '3', from: '2026-11-01', to: '2026-11-30', productId: '7', q: '0912' };
  await waitFor(() => expect(lists().at(-1)).toEqual({ ...all, page: '1', pageSize: '50' }));
  // typing sends once it stops, not once a key
  expect(lists().filter((q) => 'q' in q && q.q !== '0912')).toEqual([]);

  const address = new URLSearchParams(where.split('?')[1]);
  expect(Object.fromEntries(address)).toEqual({ ...all, q: '۰۹۱۲' });
  const csv = new URL(screen.getByRole('link', { name: 'Export these leads (CSV)' }).getAttribute('href') ?? '', 'http://x');
  expect(csv.pathname).toBe('/api/admin/leads/export.csv');
  const { lang: _lang, ...csvQuery } = Object.fromEntries(csv.searchParams);
  expect(csvQuery).toEqual(all);

  // a product number that is no number is said, and not sent
  await user.clear(screen.getByLabelText('Product number'));
  await user.type(screen.getByLabelText('Product number'), 'x1');
  expect(screen.getByText("Enter the product's number.")).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '50' }));
  expect(where).toBe('/en/admin/leads');
  expect(screen.getByLabelText('Sender')).toHaveValue('');
  expect(lists().some((q) => q.productId === 'x1')).toBe(false);
});

test('filters from the address are sent at once and paging keeps them; a person not in the list still shows as chosen', async () => {
  wideScreen();
  const { lists, user } = setup('/en/admin/leads?status=in_progress&assigneeId=9&productId=7&kind=bogus', { total: 120, pageCount: 3 });
  await screen.findByRole('link', { name: 'رضا کریمی' });
  expect(lists()).toEqual([{ status: 'in_progress', productId: '7', assigneeId: '9', page: '1', pageSize: '50' }]);
  expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
  expect(screen.getByLabelText('Product number')).toHaveValue('7');
  await waitFor(() => expect(screen.getByLabelText('Assignee')).toHaveDisplayValue('Staff member #9'));
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'in_progress', productId: '7', assigneeId: '9', page: '2', pageSize: '50' }));
  expect(where).toContain('page=2');
});

test('a date range the wrong way round is said, and nothing is asked', async () => {
  wideScreen();
  const { lists } = setup('/admin/leads?from=2026-11-30&to=2026-11-01');
  expect(await screen.findByRole('alert')).toHaveTextContent('تاریخ شروع باید پیش از تاریخ پایان باشد.');
  await new Promise((r) => setTimeout(r, 50));
  expect(lists()).toEqual([]);
  fireEvent.change(screen.getByLabelText('تا تاریخ'), { target: { value: '' } });
  await waitFor(() => expect(lists()).toHaveLength(1));
});

test('a lead arriving while the list is on screen loads it again, with the same filters', async () => {
  wideScreen();
  const { lists, user } = setup('/en/admin/leads?status=new');
  await screen.findByRole('link', { name: 'رضا کریمی' });
  expect(lists()).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'A lead arrives' }));
  await waitFor(() => expect(lists()).toHaveLength(2));
  expect(lists()[1]).toEqual({ status: 'new', page: '1', pageSize: '50' });
});

test('no leads yet says so', async () => {
  wideScreen();
  setup('/en/admin/leads', { items: [], total: 0, pageCount: 0 });
  expect(await screen.findByRole('status')).toHaveTextContent('No leads yet.');
});

test('no lead matching the filters says so, in Persian', async () => {
  setup('/admin/leads?status=closed', { items: [], total: 0, pageCount: 0 });
  expect(await screen.findByRole('status')).toHaveTextContent('درخواستی با این فیلترها پیدا نشد.');
});
