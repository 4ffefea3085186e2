import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus, resetBusForTests, type Topics } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import type { OrderStatus, OrderView } from 'contracts/cart';
import { OrderPage } from './OrderPage';
import type { Shipping } from './status';
import { orderView } from '../../test/fixtures';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

// The shopper's side of issue 32: the order's timeline, its tracking code and its invoice. The
// statuses new to the union (preparing, shipped, delivered) and `shipping` are written as the api
// answers them, typed loosely so these tests hold before and after contracts/cart has them.
type Step = { from: string | null; to: string | null; note: string | null; at: string };
type Entry = Step & { id: number; kind: string; details: unknown };
type Over = Omit<Partial<OrderView>, 'status' | 'shipping' | 'timeline'> & { status?: string; shipping?: Shipping | null; timeline?: Entry[] };
/** The answer's `timeline` is its status `history` unless the test gives one. */
const order = ({ status = 'paid', ...over }: Over = {}): OrderView => {
  const history = over.history ?? [];
  const timeline = over.timeline ?? history.map((h, i): Entry => ({ id: i + 1, kind: 'status', details: null, ...h }));
  return orderView({ ...over, history, timeline, status: status as OrderStatus } as Partial<OrderView>);
};

const SHIPPING: Shipping = { carrier: 'Tipax', trackingCode: 'TPX-00123456789', shippedAt: '2026-11-29T07:45:00.000Z', deliveredAt: null };
/** A cheque order, received → cleared → shipped (the done-when), with a staff-only note. */
const chequeShipped = (over: Over = {}) =>
  order({
    id: 50,
    productOrderId: 50,
    status: 'shipped',
    paymentMethod: 'cheque',
    isOnline: false,
    isCheque: true,
    payment: null,
    shipping: SHIPPING,
    history: [
      { from: null, to: 'awaiting_cheque', note: 'order.placed', at: '2026-11-27T09:12:00.000Z' },
      { from: 'awaiting_cheque', to: 'cheque_received', note: 'cheque.received', at: '2026-11-27T11:00:00.000Z' },
      { from: 'cheque_received', to: 'paid', note: 'cheque.cleared', at: '2026-11-28T08:30:00.000Z' },
      { from: 'paid', to: 'paid', note: 'stock.shortage', at: '2026-11-28T08:30:00.000Z' },
      { from: 'paid', to: 'shipped', note: 'order.shipped', at: '2026-11-29T07:45:00.000Z' },
    ],
    ...over,
  });

function show(view: OrderView, path = `/en/profile/accountorder/${view.id}`) {
  fakeApi(() => ({ data: view }), { locale: path.startsWith('/en') ? 'en' : 'fa' });
  const routePath = path.startsWith('/en') ? '/en/profile/accountorder/:productOrderId' : '/profile/accountorder/:productOrderId';
  renderPage(<OrderPage openExternal={jest.fn(() => true)} />, { path, routePath, namespaces: { cart: { fa, en } } });
}

const steps = async () => within(await screen.findByTestId('order-timeline')).getAllByRole('listitem');

describe('the order’s timeline, tracking code and invoice', () => {
  beforeEach(() => {
    resetBusForTests();
    invalidateResource('/api/productOrder');
  });

  it('lists each step oldest first, with what happened and when (English), the current one marked', async () => {
    show(chequeShipped());
    const items = await steps();
    expect(screen.getByRole('heading', { level: 2, name: 'Order history' })).toBeInTheDocument();
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Waiting for your chequeYou placed the orderNovember 27, 2026/),
      expect.stringMatching(/^Cheque received, under reviewThe shop received your chequeNovember 27, 2026/),
      expect.stringMatching(/^PaidYour cheque clearedNovember 28, 2026/),
      expect.stringMatching(/^ShippedHanded to the carrierNovember 29, 2026/),
    ]);
    expect(items[0].querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T09:12:00.000Z');
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
    // the summary at the top: the status, what it means, and since when
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByTestId('status-summary')).toHaveTextContent('Your order is on its way.');
    expect(screen.getByText(/last change November 29, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/stock/i)).not.toBeInTheDocument();
  });

  it('shows the timeline in Persian: Jalali dates in Persian digits, Persian status names', async () => {
    show(chequeShipped(), '/profile/accountorder/50');
    const items = await steps();
    expect(screen.getByRole('heading', { level: 2, name: 'روند سفارش' })).toBeInTheDocument();
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('در انتظار چک شما');
    expect(items[0]).toHaveTextContent('سفارش را ثبت کردید');
    expect(items[0].querySelector('time')).toHaveTextContent(/۶ آذر ۱۴۰۵/);
    expect(items[2]).toHaveTextContent('چک شما وصول شد');
    expect(items[2].querySelector('time')).toHaveTextContent(/۷ آذر ۱۴۰۵/);
    expect(items[3]).toHaveTextContent('ارسال‌شده');
    // no Latin digit anywhere in the timeline (dates and times alike)
    expect(screen.getByTestId('order-timeline').textContent).not.toMatch(/[0-9]/);
    expect(screen.getByTestId('order-status')).toHaveTextContent('ارسال‌شده');
  });

  it('shows the carrier and the tracking code left to right, in Latin, with a copy button', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const seen: Array<Topics['toast:show']> = [];
    getBus().subscribe('toast:show', (t) => seen.push(t));
    show(chequeShipped(), '/profile/accountorder/50');
    const box = await screen.findByTestId('order-shipping');
    const code = within(box).getByTestId('tracking-code');
    expect(code).toHaveTextContent('TPX-00123456789');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code).toHaveAttribute('data-latin-ok');
    expect(box).toHaveTextContent('Tipax');
    expect(within(box).getByText('کد رهگیری')).toBeInTheDocument();
    expect(box.querySelector('time')).toHaveTextContent(/۸ آذر ۱۴۰۵/);
    fireEvent.click(within(box).getByRole('button', { name: 'کپی کد رهگیری' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('TPX-00123456789'));
    await waitFor(() => expect(seen).toEqual([{ message: 'کد رهگیری کپی شد', variant: 'success', description: undefined }]));
  });

  it('has no tracking box before the order is shipped', async () => {
    show(order({ status: 'preparing', shipping: null }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Being prepared');
    expect(screen.getByTestId('status-summary')).toHaveTextContent('Your order is paid and the shop is preparing it for shipping.');
    expect(screen.queryByTestId('order-shipping')).not.toBeInTheDocument();
  });

  it('shows a delivered order with both dates', async () => {
    show(order({ status: 'delivered', shipping: { ...SHIPPING, deliveredAt: '2026-12-01T12:00:00.000Z' } }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('status-summary')).toHaveTextContent('Your order was delivered.');
    const box = screen.getByTestId('order-shipping');
    expect(within(box).getByText('Delivered')).toBeInTheDocument();
    expect(box).toHaveTextContent('December 1, 2026');
  });

  it.each(['paid', 'preparing', 'shipped', 'delivered'])('offers the invoice in both languages once the order is %s', async (status) => {
    show(order({ status, shipping: status === 'shipped' || status === 'delivered' ? SHIPPING : null }));
    const first = await screen.findByRole('link', { name: 'Download invoice (PDF)' });
    expect(first).toHaveAttribute('href', '/api/productOrder/42/invoice.pdf?lang=en');
    expect(first).toHaveAttribute('download');
    const other = screen.getByRole('link', { name: 'Persian invoice (PDF)' });
    expect(other).toHaveAttribute('href', '/api/productOrder/42/invoice.pdf?lang=fa');
    expect(other).toHaveAttribute('download');
  });

  it('offers the Persian invoice first on a Persian page', async () => {
    show(order(), '/profile/accountorder/42');
    expect(await screen.findByRole('link', { name: 'دانلود فاکتور (PDF)' })).toHaveAttribute('href', '/api/productOrder/42/invoice.pdf?lang=fa');
    expect(screen.getByRole('link', { name: 'فاکتور انگلیسی (PDF)' })).toHaveAttribute('href', '/api/productOrder/42/invoice.pdf?lang=en');
  });

  it.each(['placed', 'failed', 'cancelled', 'awaiting_cheque', 'cheque_received', 'merged'])('has no invoice for an order that is %s', async (status) => {
    show(order({ status, payment: null, hold: { status: 'released', expiresAt: null } }));
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-invoice')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /invoice/i })).not.toBeInTheDocument();
  });

  it('says a bounced cheque cancelled the order, and shows an unknown code as its status alone', async () => {
    show(
      order({
        status: 'cancelled',
        payment: null,
        hold: { status: 'released', expiresAt: null },
        history: [
          { from: null, to: 'awaiting_cheque', note: 'order.placed', at: '2026-11-27T09:12:00.000Z' },
          { from: 'awaiting_cheque', to: 'cheque_received', note: 'staff.somethingNew', at: '2026-11-27T10:00:00.000Z' },
          { from: 'cheque_received', to: 'cancelled', note: 'cheque.bounced', at: '2026-11-28T10:00:00.000Z' },
        ],
      }),
    );
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('Your cheque bounced, so the order was cancelled.');
    const items = await steps();
    expect(items[1].textContent).toMatch(/^Cheque received, under reviewNovember 27, 2026/);
    expect(items[2]).toHaveTextContent('Your cheque bounced');
    expect(screen.queryByText(/staff\.somethingNew/)).not.toBeInTheDocument();
  });

  it('says a cheque order is paid once its cheque cleared', async () => {
    show(order({ status: 'paid', payment: null, history: [{ from: 'cheque_received', to: 'paid', note: 'cheque.cleared', at: '2026-11-28T08:30:00.000Z' }] }));
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('Your cheque cleared and the order is paid. Thank you!');
  });

  it('reads the steps from the answer’s timeline: hold events it can name, never the texts it sent', async () => {
    const timeline: Entry[] = [
      { id: 1, kind: 'status', from: null, to: 'awaiting_cheque', note: 'order.placed', at: '2026-11-27T09:12:00.000Z', details: null },
      { id: 2, kind: 'status', from: 'awaiting_cheque', to: 'awaiting_cheque', note: 'cheque.submitted', at: '2026-11-27T09:30:00.000Z', details: null },
      { id: 3, kind: 'hold', from: null, to: null, note: 'hold.extended', at: '2026-11-27T09:31:00.000Z', details: null },
      { id: 4, kind: 'status', from: 'awaiting_cheque', to: 'cancelled', note: 'hold.released', at: '2026-11-28T09:00:00.000Z', details: null },
      { id: 5, kind: 'notification', from: null, to: null, note: 'notify.cancelled', at: '2026-11-28T09:00:02.000Z', details: { event: 'cancelled', message: 'Order 42 was cancelled.' } },
    ];
    show(order({ status: 'cancelled', payment: null, hold: { status: 'released', expiresAt: null }, history: [], timeline }));
    const items = await steps();
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Waiting for your cheque', 'Waiting for your cheque', 'Cancelled']);
    expect(items[1]).toHaveTextContent('You sent the cheque’s details');
    expect(items[2]).toHaveTextContent('The shop released the items kept for you');
    expect(screen.getByTestId('payment-result')).toHaveTextContent('This order was cancelled.');
    expect(screen.queryByText(/Order 42 was cancelled/)).not.toBeInTheDocument();
  });

  it('reads the status history of an answer without a timeline', async () => {
    const view = order({ status: 'placed', history: [{ from: null, to: 'placed', note: 'order.completes:41', at: '2026-11-27T09:12:00.000Z' }] });
    delete (view as { timeline?: unknown }).timeline;
    show(view, '/profile/accountorder/42');
    const items = await steps();
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('برای تکمیل سفارش ۴۱ ثبت شد');
  });

  it('shows no timeline for an order without history', async () => {
    show(order({ history: [] }));
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-timeline')).not.toBeInTheDocument();
  });
});
