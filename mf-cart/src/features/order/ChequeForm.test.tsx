import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import { resetBusForTests } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
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
// who cheques are made out to (the api's CHEQUE_PAYEE_* settings)
const PAYEE = { fa: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', en: 'Atash Imen Safety Co. (Private Joint Stock)' };
const payeeAnswer = (lang: string | null) => ({ data: { name: lang === 'en' ? PAYEE.en : PAYEE.fa, nationalId: '10320894878', account: 'IR110170000000123456789001' } });
const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

function renderForm(path: string, order: OrderView = waiting) {
  let posted: Record<string, unknown> | undefined;
  const calls = fakeApi((c) => {
    if (c.path === '/api/upload/image') return { data: { id: 1, url: '/api/files/cheque.png' } };
    if (c.path === '/api/productOrder/chequePayee') return payeeAnswer(c.query.get('lang'));
    posted = c.body;
    return { data: { ...waiting, status: 'cheque_received' } as OrderView };
  }, { locale: path.startsWith('/en') ? 'en' : 'fa' }).calls;
  const onSaved = jest.fn();
  renderPage(<ChequeForm order={order} onSaved={onSaved} />, { path, namespaces: { cart: { fa, en } } });
  return { calls, onSaved, posted: () => posted };
}

/** Everything but the due date, filled. */
async function fillTheRest(fa: boolean) {
  fireEvent.change(screen.getByRole('textbox', { name: fa ? /شناسه صیادی/ : /Sayad id/ }), { target: { value: '1234567890123456' } });
  fireEvent.change(screen.getByRole('combobox', { name: fa ? /^بانک/ : /^Bank/ }), { target: { value: 'بانک ملی ایران' } });
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

describe('who the cheque is made out to (issue 34, item 3)', () => {
  // the payee an earlier test's form loaded stays fresh for 10 s (shared-lib/data FRESH_MS): without this,
  // whether the form asks the api again depended on how fast the tests before ran
  beforeEach(() => invalidateResource('/api/productOrder/chequePayee'));

  it('fa: the shop’s legal name, its national id in Persian digits and its Sheba account, from the api', async () => {
    const form = renderForm('/profile/accountorder/50');
    const payee = await screen.findByTestId('cheque-payee');
    expect(within(payee).getByRole('heading', { name: 'چک را در وجه این گیرنده بنویسید' })).toBeInTheDocument();
    await within(payee).findByText(PAYEE.fa);
    expect(within(payee).getByText('۱۰۳۲۰۸۹۴۸۷۸')).toBeInTheDocument();
    // the account as banks print it: Latin, left to right, in groups of four
    const account = within(payee).getByText('IR11 0170 0000 0012 3456 7890 01');
    expect(account).toHaveAttribute('dir', 'ltr');
    expect(form.calls.some((c) => c.path === '/api/productOrder/chequePayee')).toBe(true);
  });

  it('en: the English legal name', async () => {
    renderForm('/en/profile/accountorder/50');
    const payee = await screen.findByTestId('cheque-payee');
    expect(within(payee).getByRole('heading', { name: 'Make the cheque out to' })).toBeInTheDocument();
    expect(await within(payee).findByText(PAYEE.en)).toBeInTheDocument();
    expect(within(payee).getByText('10320894878')).toBeInTheDocument();
  });
});

describe('the bank is chosen from a list of Iran’s banks (issue 34, item 3)', () => {
  it('fa: Persian names; the bank’s Persian name is sent', async () => {
    const form = renderForm('/profile/accountorder/50');
    await screen.findByRole('button', { name: 'انتخاب تاریخ از تقویم' }, { timeout: 20_000 });
    const bank = screen.getByRole('combobox', { name: /^بانک/ });
    const names = within(bank).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['بانک ملی ایران', 'بانک ملت', 'بانک صادرات ایران', 'بانک سپه', 'بانک پاسارگاد']));
    expect(names.length).toBeGreaterThan(25);
    expect(screen.queryByRole('textbox', { name: /^بانک/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /تاریخ سررسید/ }), { target: { value: '۱۴۰۹/۰۹/۳۰' } });
    await fillTheRest(true);
    fireEvent.change(bank, { target: { value: 'بانک ملت' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال اطلاعات چک' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(form.posted()).toMatchObject({ bankName: 'بانک ملت' });
  });

  it('en: English names, the Persian name sent', async () => {
    renderForm('/en/profile/accountorder/50');
    await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 20_000 });
    const bank = screen.getByRole('combobox', { name: /^Bank/ });
    expect(within(bank).getByRole('option', { name: 'Bank Melli Iran' })).toHaveValue('بانک ملی ایران');
    expect(within(bank).getByRole('option', { name: 'Bank Mellat' })).toHaveValue('بانک ملت');
  });

  it('a cheque sent before the list (free text naming a bank) starts on that bank', async () => {
    const sent = { ...waiting, cheque: { sayadId: '1234567890123456', serial: null, bankName: 'ملی', ownerName: 'Sara', amount: waiting.totals.payable, dueDate: '2030-12-21', imageUrl: '/api/files/c.png', status: 'submitted' } };
    renderForm('/en/profile/accountorder/50', sent);
    await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 20_000 });
    expect(screen.getByRole('combobox', { name: /^Bank/ })).toHaveValue('بانک ملی ایران');
  });
});

describe('a field’s “required” message goes once it is filled (issue 34, item 3)', () => {
  it('fa: messages after a failed submit, each gone as soon as its field is right, before any new submit', async () => {
    const form = renderForm('/profile/accountorder/50');
    await screen.findByRole('button', { name: 'انتخاب تاریخ از تقویم' }, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال اطلاعات چک' }));
    const bank = screen.getByRole('combobox', { name: /^بانک/ });
    const owner = screen.getByRole('textbox', { name: /صاحب حساب/ });
    await waitFor(() => expect(bank).toHaveAccessibleDescription('پر کردن فیلدهای ستاره‌دار الزامی است'));
    expect(owner).toHaveAccessibleDescription('پر کردن فیلدهای ستاره‌دار الزامی است');
    expect(screen.getByText('شناسه صیادی باید ۱۶ رقم باشد')).toBeInTheDocument();
    expect(screen.getByText('ابتدا تصویر چک را بارگذاری کنید')).toBeInTheDocument();

    fireEvent.change(bank, { target: { value: 'بانک ملی ایران' } });
    await waitFor(() => expect(bank).not.toHaveAccessibleDescription('پر کردن فیلدهای ستاره‌دار الزامی است'));
    // the others still say what is missing
    expect(owner).toHaveAccessibleDescription('پر کردن فیلدهای ستاره‌دار الزامی است');
    fireEvent.change(owner, { target: { value: 'سارا احمدی' } });
    await waitFor(() => expect(owner).not.toHaveAccessibleDescription('پر کردن فیلدهای ستاره‌دار الزامی است'));
    fireEvent.change(screen.getByRole('textbox', { name: /شناسه صیادی/ }), { target: { value: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶' } });
    await waitFor(() => expect(screen.queryByText('شناسه صیادی باید ۱۶ رقم باشد')).not.toBeInTheDocument());
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cheque.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('cheque-form').querySelector('input[type="file"]')!, { target: { files: [file] } });
    await screen.findByTestId('cheque-preview');
    expect(screen.queryByText('ابتدا تصویر چک را بارگذاری کنید')).not.toBeInTheDocument();
    expect(form.calls.some((c) => c.path.endsWith('/cheque'))).toBe(false);
  });
});
