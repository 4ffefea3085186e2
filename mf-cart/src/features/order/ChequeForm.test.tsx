import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import { resetBusForTests } from 'shared-lib/bus';
import type { OrderView } from 'contracts/cart';
import { ChequeForm } from './ChequeForm';
import { orderView } from '../../test/fixtures';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

jest.setTimeout(60_000);

const waiting = orderView({ id: 50, productOrderId: 50, status: 'awaiting_cheque', paymentMethod: 'cheque', isOnline: false, isCheque: true, canSubmitCheque: true, payment: null });
const stored = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const shownFa = (d: Date) => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
const today = new Date();
const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

function renderForm(path: string) {
  let posted: Record<string, unknown> | undefined;
  const calls = fakeApi((c) => {
    if (c.path === '/api/upload/image') return { data: { id: 1, url: '/api/files/cheque.png' } };
    posted = c.body;
    return { data: { ...waiting, status: 'cheque_received' } as OrderView };
  }, { locale: 'en' }).calls;
  const onSaved = jest.fn();
  renderPage(<ChequeForm order={waiting} onSaved={onSaved} />, { path, namespaces: { cart: { fa, en } } });
  return { calls, onSaved, posted: () => posted };
}

/** Everything but the due date, filled. */
async function fillTheRest(fa: boolean) {
  fireEvent.change(screen.getByRole('textbox', { name: fa ? /شناسه صیادی/ : /Sayad id/ }), { target: { value: '1234567890123456' } });
  fireEvent.change(screen.getByRole('textbox', { name: fa ? /^بانک/ : /^Bank/ }), { target: { value: fa ? 'ملی' : 'Melli' } });
  fireEvent.change(screen.getByRole('textbox', { name: fa ? /صاحب حساب/ : /Account holder/ }), { target: { value: fa ? 'سارا احمدی' : 'Sara Ahmadi' } });
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'cheque.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('cheque-form').querySelector('input[type="file"]')!, { target: { files: [file] } });
  await screen.findByTestId('cheque-preview');
}

beforeEach(() => resetBusForTests());

describe('the cheque due date: the shared date picker in every locale', () => {
  it('fa: the Persian calendar from today, a future day suggested, stored as YYYY-MM-DD', async () => {
    const form = renderForm('/profile/accountorder/50');
    fireEvent.click(await screen.findByRole('button', { name: 'انتخاب تاریخ از تقویم' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveAccessibleName('شنبه');
    // the suggestion: tomorrow, already chosen
    const day = (d: Date) => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric' }).format(d);
    const selected = within(dialog).getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(selected.map((c) => c.textContent)).toEqual([day(tomorrow)]);
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const sameMonth = (a: Date, b: Date) => new Intl.DateTimeFormat('en-u-ca-persian', { month: 'numeric' }).format(a) === new Intl.DateTimeFormat('en-u-ca-persian', { month: 'numeric' }).format(b);
    if (sameMonth(yesterday, today)) expect(within(dialog).getByRole('gridcell', { name: day(yesterday) })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /تاریخ سررسید/ })).toHaveValue(shownFa(tomorrow));
    await fillTheRest(true);
    fireEvent.click(screen.getByRole('button', { name: 'ارسال اطلاعات چک' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(form.posted()).toMatchObject({ dueDate: stored(tomorrow), sayadId: '1234567890123456' });
  });

  it('fa: the date on the paper cheque can be typed (Persian digits); a past one becomes today', async () => {
    const form = renderForm('/profile/accountorder/50');
    await screen.findByRole('button', { name: 'انتخاب تاریخ از تقویم' }, { timeout: 20_000 });
    const field = screen.getByRole('textbox', { name: /تاریخ سررسید/ });
    fireEvent.change(field, { target: { value: '۱۳۹۹/۰۱/۰۱' } });
    fireEvent.blur(field);
    expect(field).toHaveValue(shownFa(today));
    fireEvent.change(field, { target: { value: '۱۴۰۹/۰۹/۳۰' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('۱۴۰۹/۰۹/۳۰');
    await fillTheRest(true);
    fireEvent.click(screen.getByRole('button', { name: 'ارسال اطلاعات چک' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(form.posted()).toMatchObject({ dueDate: '2030-12-21' });
  });

  it('en: the Gregorian calendar; without a date the form says so and sends nothing', async () => {
    const form = renderForm('/en/profile/accountorder/50');
    await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 20_000 });
    await fillTheRest(false);
    fireEvent.click(screen.getByRole('button', { name: 'Send cheque details' }));
    expect(await screen.findByText('Enter a valid date')).toBeInTheDocument();
    expect(form.calls.some((c) => c.path.endsWith('/cheque'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Choose a date from the calendar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveAccessibleName('Sunday');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Due date/ })).toHaveValue(stored(today).replace(/-/g, '/'));
    fireEvent.click(screen.getByRole('button', { name: 'Send cheque details' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(form.posted()).toMatchObject({ dueDate: stored(today) });
  });
});
