import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus, resetBusForTests, type Topics } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import { OrderPage } from './OrderPage';
import { orderView } from '../../test/fixtures';
import type { OrderView } from 'contracts/cart';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

function renderOrder(path: string, openExternal = jest.fn(() => true)) {
  const routePath = path.startsWith('/en') ? '/en/profile/accountorder/:productOrderId' : '/profile/accountorder/:productOrderId';
  renderPage(<OrderPage openExternal={openExternal} />, { path, routePath, namespaces: { cart: { fa, en } } });
  return openExternal;
}

function toasts() {
  const seen: Array<Topics['toast:show']> = [];
  getBus().subscribe('toast:show', (t) => seen.push(t));
  return seen;
}

// the cheque form fills MUI fields key by key: seconds on a loaded 2-core machine
jest.setTimeout(20_000);

describe('OrderPage', () => {
  beforeEach(() => {
    resetBusForTests();
    invalidateResource('/api/productOrder');
  });

  it('shows a paid order: status, payment result, lines and totals', async () => {
    const calls = fakeApi(() => ({ data: orderView() }), { locale: 'en' }).calls;
    renderOrder('/en/profile/accountorder/42');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Paid');
    expect(screen.getByRole('heading', { level: 1, name: 'Order 42' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-result')).toHaveTextContent('Your payment was successful. Thank you!');
    expect(screen.getByTestId('payment-result')).toHaveTextContent('Payment reference: 123456789');
    expect(screen.getByRole('link', { name: 'CO2 extinguisher 6 kg × 2' })).toHaveAttribute('href', '/en/pr/7/co2-6kg');
    expect(screen.getByTestId('payable')).toHaveTextContent('445,000 Toman');
    expect(screen.getByText('You earned 8,000 Toman bonus credit with this order.')).toBeInTheDocument();
    expect(calls[0].path).toBe('/api/productOrder/42');
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('offers a retry for a failed payment and goes to the bank', async () => {
    const url = 'http://localhost:3000/api/payment/sandbox/pay/SBX2?test=true';
    const calls = fakeApi(
      (c) =>
        c.path.endsWith('/retryPayment')
          ? { data: { isOnline: true, isCheque: false, paymentId: 6, paymentUrl: url, productOrderId: 42 } }
          : { data: orderView({ status: 'failed', canRetryPayment: true, hold: { status: 'held', expiresAt: null }, payment: { id: 5, status: 'failed', amount: 1, refId: null, failureCode: 'amount_mismatch' } }) },
      { locale: 'en' },
    ).calls;
    const open = renderOrder('/en/profile/accountorder/42');
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('The payment did not go through.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url));
    expect(calls.find((c) => c.path.endsWith('/retryPayment'))!.method).toBe('POST');
  });

  it('says when a cancelled order’s time ran out, and shows the server’s reason when a retry is refused', async () => {
    fakeApi(
      (c) =>
        c.path.endsWith('/retryPayment')
          ? { status: 400, messages: [{ item1: '"CO2" is out of stock.' }] }
          : { data: orderView({ status: 'cancelled', canRetryPayment: true, hold: { status: 'released', expiresAt: null } }) },
      { locale: 'en' },
    );
    const seen = toasts();
    renderOrder('/en/profile/accountorder/42');
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('The time to pay for this order ran out.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(seen).toEqual([{ message: 'The payment could not be started', variant: 'error', description: '"CO2" is out of stock.' }]));
  });

  it('answers a missing (or someone else’s) order with the not-found page', async () => {
    fakeApi(() => ({ status: 404, messages: [{ item1: 'Order not found.' }] }), { locale: 'en' });
    renderOrder('/en/profile/accountorder/999');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    fakeApi(() => ({ status: 401, messages: [{ item1: 'Please log in first.' }] }), { locale: 'en' });
    renderOrder('/en/profile/accountorder/43');
    expect(await screen.findByText('Log in to see this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/loginRegister');
  });

  it('takes a cheque’s details, a Persian due date and the uploaded photo (Persian)', async () => {
    const waiting = orderView({ id: 50, productOrderId: 50, status: 'awaiting_cheque', paymentMethod: 'cheque', isOnline: false, isCheque: true, canSubmitCheque: true, payment: null, hold: { status: 'held', expiresAt: '2030-01-01T00:00:00Z' } });
    let posted: Record<string, unknown> | undefined;
    const calls = fakeApi((c) => {
      if (c.path === '/api/upload/image') return { data: { id: 1, url: '/api/files/abc123.png' } };
      if (c.path === '/api/productOrder/chequePayee') return { data: { name: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', nationalId: '10320894878', account: 'IR110170000000123456789001' } };
      if (c.path.endsWith('/cheque')) {
        posted = c.body;
        return { data: { ...waiting, status: 'cheque_received', cheque: { ...(c.body as object), serial: null, status: 'submitted' } as OrderView['cheque'] } as OrderView };
      }
      return { data: waiting };
    }, { locale: 'en' }).calls;
    renderOrder('/profile/accountorder/50');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('در انتظار چک شما');
    const form = screen.getByTestId('cheque-form');
    fireEvent.change(screen.getByRole('textbox', { name: /شناسه صیادی/ }), { target: { value: '۱۲۳۴' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال اطلاعات چک' }));
    expect(await screen.findByText('شناسه صیادی باید ۱۶ رقم باشد')).toBeInTheDocument();
    expect(screen.getByText('ابتدا تصویر چک را بارگذاری کنید')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/cheque'))).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /شناسه صیادی/ }), { target: { value: '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^بانک/ }), { target: { value: 'بانک ملی ایران' } });
    fireEvent.change(screen.getByRole('textbox', { name: /صاحب حساب/ }), { target: { value: 'سارا احمدی' } });
    fireEvent.change(screen.getByRole('textbox', { name: /تاریخ سررسید/ }), { target: { value: '۱۴۰۹/۰۹/۳۰' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cheque.png', { type: 'image/png' });
    fireEvent.change(form.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(await screen.findByTestId('cheque-preview')).toHaveAttribute('src', '/api/files/abc123.png');
    fireEvent.click(screen.getByRole('button', { name: 'ارسال اطلاعات چک' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('چک دریافت شد، در حال بررسی'));
    expect(posted).toEqual({ sayadId: '1234567890123456', bankName: 'بانک ملی ایران', ownerName: 'سارا احمدی', amount: 4_450_000, dueDate: '2030-12-21', imageUrl: '/api/files/abc123.png' });
    // the cheque's bank as the page's language writes it
    expect(screen.getByTestId('status-summary')).toHaveTextContent('بانک ملی ایران, ۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶');
  });

  it('names a cheque’s bank in English on an English page, and shows free text sent before the list as it was typed', async () => {
    const cheque = { sayadId: '1234567890123456', serial: null, bankName: 'بانک ملت', ownerName: 'Sara', amount: 4_450_000, dueDate: '2030-12-21', imageUrl: '/api/files/c.png', status: 'received' };
    fakeApi(() => ({ data: orderView({ status: 'cheque_received', paymentMethod: 'cheque', isOnline: false, isCheque: true, payment: null, cheque }) }), { locale: 'en' });
    renderOrder('/en/profile/accountorder/42');
    expect(await screen.findByTestId('status-summary')).toHaveTextContent('Received by the shop — Bank Mellat, 1234567890123456');
    invalidateResource('/api/productOrder');
    fakeApi(() => ({ data: orderView({ status: 'cheque_received', paymentMethod: 'cheque', isOnline: false, isCheque: true, payment: null, cheque: { ...cheque, bankName: 'Some Credit Union' } }) }), { locale: 'en' });
    renderOrder('/en/profile/accountorder/43');
    await waitFor(() => expect(screen.getAllByTestId('status-summary').some((e) => e.textContent?.includes('Some Credit Union, 1234567890123456'))).toBe(true));
  });
});

describe('a payment cancelled at the bank (issue 34, item 4)', () => {
  beforeEach(() => {
    resetBusForTests();
    invalidateResource('/api/productOrder');
  });
  const cancelledAtBank = () =>
    orderView({
      status: 'cancelled',
      canRetryPayment: true,
      paidAt: null,
      hold: { status: 'held', expiresAt: '2030-01-01T00:00:00Z' },
      payment: { id: 5, status: 'cancelled', amount: 4_450_000, refId: null, failureCode: 'bank_nok' },
      timeline: [
        { id: 1, at: '2025-01-10T10:00:00.000Z', kind: 'status', from: null, to: 'placed', note: 'order.placed', details: null },
        { id: 2, at: '2025-01-10T10:05:00.000Z', kind: 'status', from: 'placed', to: 'cancelled', note: 'payment.cancelled', details: null },
      ],
    });

  it.each([
    ['en', '/en/profile/accountorder/42', 'Payment not completed', 'The payment was cancelled.', 'Pay again'],
    ['fa', '/profile/accountorder/42', 'پرداخت تکمیل نشده', 'پرداخت لغو شد.', 'پرداخت دوباره'],
  ])('%s: the order is not paid yet, with “pay again”, not “cancelled”', async (_l, path, chip, message, again) => {
    fakeApi(() => ({ data: cancelledAtBank() }), { locale: _l });
    renderOrder(path);
    expect(await screen.findByTestId('order-status')).toHaveTextContent(chip);
    expect(screen.getByTestId('order-status').className).toMatch(/MuiChip-colorInfo/);
    expect(screen.getByTestId('payment-result')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: again })).toBeInTheDocument();
    // its history says the same: the payment was not completed (cancelled at the bank)
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps[steps.length - 1]).toHaveTextContent(chip);
  });

  it('an order the shop cancelled is still “cancelled”, without “pay again”', async () => {
    fakeApi(() => ({ data: { ...cancelledAtBank(), canRetryPayment: false } }), { locale: 'en' });
    renderOrder('/en/profile/accountorder/42');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });
});
