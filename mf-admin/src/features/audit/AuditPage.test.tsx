import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAudit } from 'contracts/admin';
import { exampleData, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { useLocation } from 'shared-lib/router';
import type { AuditPage as Trail, Staff } from '../../api/admin';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import AuditPage from './AuditPage';

// the date pickers as plain text boxes of the stored value (the real picker: AuditPage.picker.test.tsx)
jest.mock('shared-lib/components/DatePicker/index', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    DatePicker: (p: { label: string; value: string | null; onChange: (v: string | null) => void; helperText?: string }) =>
      createElement('label', null, p.label, createElement('input', { value: p.value ?? '', onChange: (e: { target: { value: string } }) => p.onChange(e.target.value || null) }), p.helperText),
  };
});

const namespaces = { 'admin-audit': { fa, en } };
const STAFF: Staff[] = [
  { id: 1, mobile: '09120000001', name: 'مریم احمدی', roles: ['owner'], hasPassword: true, active: true, createdAt: '2026-03-01T08:30:00.000Z', updatedAt: null },
  { id: 2, mobile: '09129876543', name: 'Reza Karimi', roles: ['catalogue'], hasPassword: false, active: true, createdAt: '2026-03-05T10:00:00.000Z', updatedAt: null },
];
const EXAMPLE = exampleData(listAudit) as Trail;
const SYSTEM_ENTRY: Trail['items'][number] = { id: 40, at: '2026-03-01T08:30:00.000Z', staffId: null, staffName: null, ip: 'cli', entity: 'staff', entityId: '1', action: 'create', before: null, after: { name: 'Owner', roles: ['owner'], active: true } };

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.search}</output>;
}

function setup(path = '/en/admin/audit', trail: Partial<Trail> = {}) {
  const api = fakeApi({
    'GET /api/admin/staff': { data: STAFF },
    'GET /api/admin/audit': (req: FakeRequest) => ({ data: { ...EXAMPLE, page: Number(req.query.get('page') ?? 1), ...trail } }),
  });
  renderAdmin(
    <>
      <AuditPage />
      <Where />
    </>,
    { path, namespaces },
  );
  const audits = () => api.called('GET /api/admin/audit').map((c) => Object.fromEntries([...c.query].filter(([k]) => k !== 'lang')));
  return { api, audits, user: userEvent.setup() };
}

test('in English: an entry with when, who, IP, what, and the changed field first', async () => {
  const { audits, user } = setup();
  const entry = await screen.findByRole('article', { name: 'Staff member #2: changed' });
  expect(within(entry).getByText(/Mar 2, 2026, \d{1,2}:\d{2}\s?[AP]M/)).toBeInTheDocument();
  expect(within(entry).getByText('مریم احمدی')).toBeInTheDocument();
  expect(within(entry).getByText('203.0.113.7')).toHaveAttribute('dir', 'ltr');
  expect(audits()).toEqual([{ page: '1', pageSize: '20' }]);
  expect(screen.getByText('1 change')).toBeInTheDocument();

  // active: true → false; name and roles did not change and are hidden
  const active = entry.querySelector('[data-field="active"]') as HTMLElement;
  expect(active).toHaveAttribute('data-changed', 'true');
  expect(within(active).getByText('true').closest('[data-diff]')).toHaveAttribute('data-diff', 'before');
  expect(within(active).getByText('false').closest('[data-diff]')).toHaveAttribute('data-diff', 'after');
  expect(within(active).getByRole('img', { name: 'changed to' })).toBeInTheDocument();
  expect(within(entry).queryByText('name')).not.toBeInTheDocument();

  const toggle = within(entry).getByRole('button', { name: 'Show all fields (2 unchanged)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(within(entry).getByText('name')).toBeInTheDocument();
  expect(within(entry).getByText('Reza Karimi')).toBeInTheDocument();
  const roles = within(entry).getByText('["catalogue","content"]');
  expect(roles.tagName).toBe('PRE');
  expect(roles).toHaveAttribute('dir', 'ltr');
  expect(within(entry).getByRole('button', { name: 'Hide unchanged fields' })).toHaveAttribute('aria-expanded', 'true');
});

test('in Persian: Jalali date and time with Persian digits, "system" for the command line, a created entry', async () => {
  setup('/admin/audit', { items: [SYSTEM_ENTRY], total: 1 });
  const entry = await screen.findByRole('article', { name: 'کارمند #۱: افزودن' });
  expect(within(entry).getByText(/۱۰ اسفند ۱۴۰۴/)).toBeInTheDocument();
  expect(within(entry).getByText('سامانه')).toBeInTheDocument();
  expect(within(entry).getByText('ساخته شد با این مقدارها:')).toBeInTheDocument();
  expect(within(entry).getByText('Owner')).toBeInTheDocument();
  expect(screen.getByText('۱ تغییر')).toBeInTheDocument();
});

test('filters send staffId, entity, from and to, and land in the address', async () => {
  const { audits, user } = setup();
  await screen.findByRole('article');

  await user.click(screen.getByRole('combobox', { name: 'Person' }));
  await user.click(await screen.findByRole('option', { name: 'Reza Karimi' }));
  await waitFor(() => expect(audits().at(-1)).toEqual({ staffId: '2', page: '1', pageSize: '20' }));

  await user.click(screen.getByRole('combobox', { name: 'Section' }));
  await user.click(await screen.findByRole('option', { name: 'Catalogue import' }));
  await waitFor(() => expect(audits().at(-1)).toEqual({ staffId: '2', entity: 'catalog.import', page: '1', pageSize: '20' }));

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
  await waitFor(() => expect(audits().at(-1)).toEqual({ staffId: '2', entity: 'catalog.import', from: '2026-03-01', to: '2026-03-10', page: '1', pageSize: '20' }));

  const where = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
  expect(Object.fromEntries(where)).toEqual({ staffId: '2', entity: 'catalog.import', from: '2026-03-01', to: '2026-03-10' });

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(audits().at(-1)).toEqual({ page: '1', pageSize: '20' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^$/);
});

test('the filter in the address is sent at once, and paging keeps it', async () => {
  const { audits, user } = setup('/en/admin/audit?staffId=1&entity=product&from=2026-03-01&to=2026-03-10', { total: 45, pageSize: 20 });
  await screen.findByRole('article');
  expect(audits()).toEqual([{ staffId: '1', entity: 'product', from: '2026-03-01', to: '2026-03-10', page: '1', pageSize: '20' }]);
  expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('مریم احمدی');
  expect(screen.getByRole('combobox', { name: 'Section' })).toHaveTextContent('Product');

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(audits().at(-1)).toEqual({ staffId: '1', entity: 'product', from: '2026-03-01', to: '2026-03-10', page: '3', pageSize: '20' }));
  expect(screen.getByTestId('where')).toHaveTextContent('page=3');

  // a new filter starts at page 1 again
  await user.click(screen.getByRole('combobox', { name: 'Section' }));
  await user.click(await screen.findByRole('option', { name: 'Brand' }));
  await waitFor(() => expect(audits().at(-1)).toEqual({ staffId: '1', entity: 'brand', from: '2026-03-01', to: '2026-03-10', page: '1', pageSize: '20' }));
  expect(screen.getByTestId('where')).not.toHaveTextContent('page=');
});

test('a start after the end is refused here and nothing is asked', async () => {
  const { audits } = setup('/admin/audit?from=2026-03-10&to=2026-03-01');
  expect(await screen.findByRole('alert')).toHaveTextContent('تاریخ شروع باید پیش از تاریخ پایان باشد.');
  await new Promise((r) => setTimeout(r, 50));
  expect(audits()).toEqual([]);
});

test('pages are numbered in Persian digits', async () => {
  setup('/admin/audit', { total: 45, pageSize: 20 });
  await screen.findByRole('article');
  expect(screen.getByRole('button', { name: 'صفحهٔ ۳' })).toHaveTextContent('۳');
});
