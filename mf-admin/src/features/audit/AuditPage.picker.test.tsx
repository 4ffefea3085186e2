import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listAudit } from 'contracts/admin';
import { exampleData, fakeApi } from 'shared-lib/test-utils';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import AuditPage from './AuditPage';

jest.setTimeout(30000);

/** Today as the picker stores it (the browser's calendar day, Gregorian, YYYY-MM-DD). */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('the real date picker: a day chosen as "from" is sent as YYYY-MM-DD', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': { data: [] }, 'GET /api/admin/audit': { data: exampleData(listAudit) } });
  renderAdmin(<AuditPage />, { path: '/en/admin/audit', namespaces: { 'admin-audit': { fa, en } } });
  await screen.findByRole('article', undefined, { timeout: 15000 });
  const from = await waitFor(
    () => {
      const field = screen.getByRole('textbox', { name: 'From' });
      expect(field).not.toHaveAttribute('aria-busy');
      return field;
    },
    { timeout: 15000 },
  );
  fireEvent.click(from);
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(api.called('GET /api/admin/audit').at(-1)?.query.get('from')).toBe(today()));
  expect(api.called('GET /api/admin/audit').at(-1)?.query.get('to')).toBeNull();
});

test('in Persian the field shows the chosen day in the Jalali calendar', async () => {
  fakeApi({ 'GET /api/admin/staff': { data: [] }, 'GET /api/admin/audit': { data: exampleData(listAudit) } });
  renderAdmin(<AuditPage />, { path: '/admin/audit?from=2026-03-01', namespaces: { 'admin-audit': { fa, en } } });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'از تاریخ' })).toHaveValue('۱۴۰۴/۱۲/۱۰'), { timeout: 15000 });
});
