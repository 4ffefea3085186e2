import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminGetOrder } from 'contracts/admin-orders';
import { collectToasts, exampleData, fakeApi, type FakeAnswer, type FakeRequest } from 'shared-lib/test-utils';
import type { AdminOrder } from '../../api/orders';
import type { StaffMe } from '../../api/admin';
import { renderAdmin, OWNER } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import OrderPage from './OrderPage';

const ORDERS: StaffMe = { id: 4, mobile: '09120000004', name: 'Nima Orders', roles: ['orders'], hasPassword: false };
const SUPPORT: StaffMe = { id: 5, mobile: '09120000005', name: 'Support Person', roles: ['support'], hasPassword: false };

const O = '/api/admin/orders/1043';
const EXAMPLE = exampleData(adminGetOrder) as AdminOrder;
const order = (over: Partial<AdminOrder> = {}): AdminOrder => ({ ...EXAMPLE, ...over });

const STALE_MESSAGE = 'Someone else changed this order a moment ago; it now shows its current state.';

function setup(opts: { path?: string; me?: StaffMe; current?: AdminOrder; action?: (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>; note?: (req: FakeRequest) => FakeAnswer } = {}) {
  const api = fakeApi({
    [`GET ${O}`]: { data: opts.current ?? order() },
    [`POST ${O}/actions`]: opts.action ?? (() => ({ data: order({ version: EXAMPLE.version + 1, status: 'paid', actions: ['prepare', 'cancel'] }) })),
    [`POST ${O}/notes`]: opts.note ?? ((req) => ({ data: order({ timeline: [...EXAMPLE.timeline, { id: 9, at: '2026-11-27T12:00:00.000Z', kind: 'note', from: null, to: null, note: String(req.body?.text), staffId: 1, staffName: 'مریم احمدی', details: null }] }) })),
  });
  const path = opts.path ?? '/en/admin/orders/1043';
  renderAdmin(<OrderPage />, { path, routePath: path.startsWith('/en') ? '/en/admin/orders/:id' : '/admin/orders/:id', me: opts.me ?? ORDERS, namespaces: { 'admin-orders': { fa, en } } });
  return { api, user: userEvent.setup() };
}

const actionsSent = (api: ReturnType<typeof fakeApi>) => api.called(`POST ${O}/actions`).map((c) => c.body);

test('in English: status, version, customer, lines, totals, cheque, timeline and both invoices', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Order #1043' })).toBeInTheDocument();
  expect(screen.getByText('Version 3')).toBeInTheDocument();
  expect(screen.getAllByText('Cheque received')[0]).toBeInTheDocument();
  const customer = screen.getByRole('region', { name: 'Customer' });
  expect(within(customer).getByText('سارا محمدی')).toBeInTheDocument();
  expect(within(customer).getByText('09121234567')).toHaveAttribute('dir', 'ltr');

  const items = screen.getByRole('region', { name: 'Items' });
  const line = within(items).getByRole('row', { name: /6 kg fire extinguisher/ });
  expect(within(line).getByText('1,250,000 Toman')).toBeInTheDocument();
  expect(within(line).getByText('2')).toBeInTheDocument();
  expect(within(line).getByText('2,500,000 Toman')).toBeInTheDocument();
  expect(within(items).getByText('VAT (9%)')).toBeInTheDocument();
  expect(within(items).getByText('225,000 Toman (included)')).toBeInTheDocument();
  expect(within(items).getByText('Delivery (پست پیشتاز)')).toBeInTheDocument();
  expect(within(items).getAllByText('2,725,000 Toman')).toHaveLength(2);

  const cheque = screen.getByRole('region', { name: 'Cheque' });
  expect(within(cheque).getByText('1234567890123456')).toHaveAttribute('dir', 'ltr');
  expect(within(cheque).getByText('ملت')).toBeInTheDocument();
  expect(within(cheque).getByText('December 20, 2026')).toBeInTheDocument();
  expect(within(cheque).getByRole('img', { name: 'Picture of the cheque' })).toHaveAttribute('src', '/api/upload/cheques/1043.jpg');
  expect(within(cheque).getByRole('link', { name: /Open the picture/ })).toHaveAttribute('href', '/api/upload/cheques/1043.jpg');

  const timeline = screen.getByRole('list', { name: 'Timeline' });
  expect(within(timeline).getByText('Placed as "Awaiting cheque"')).toBeInTheDocument();
  expect(within(timeline).getByText(/The shopper or the system/)).toBeInTheDocument();

  const fa = screen.getByRole('link', { name: 'Invoice in Persian (PDF)' }).getAttribute('href') ?? '';
  const enLink = screen.getByRole('link', { name: 'Invoice in English (PDF)' }).getAttribute('href') ?? '';
  expect(fa).toBe('/api/admin/orders/1043/invoice.pdf?lang=fa');
  expect(enLink).toBe('/api/admin/orders/1043/invoice.pdf?lang=en');

  // the actions the api offers, in the state machine's order
  const actions = screen.getByRole('region', { name: 'Actions' });
  expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cheque cleared', 'Cheque bounced', 'Cancel order']);
});

test('in Persian: Persian digits, the Jalali due date, status names and a timeline with who and what', async () => {
  setup({
    path: '/admin/orders/1043',
    current: order({
      timeline: [
        ...EXAMPLE.timeline,
        { id: 2, at: '2026-11-27T10:02:00.000Z', kind: 'status', from: 'awaiting_cheque', to: 'cheque_received', note: null, staffId: 1, staffName: 'مریم احمدی', details: null },
        { id: 3, at: '2026-11-27T10:03:00.000Z', kind: 'status', from: 'cheque_received', to: 'cancelled', note: 'cheque.bounced', staffId: 1, staffName: 'مریم احمدی', details: { reason: 'کسری موجودی حساب' } },
      ],
    }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'سفارش شمارهٔ ۱۰۴۳' })).toBeInTheDocument();
  expect(screen.getByText('نسخهٔ ۳')).toBeInTheDocument();
  const cheque = screen.getByRole('region', { name: 'چک' });
  expect(within(cheque).getByText('۲۹ آذر ۱۴۰۵')).toBeInTheDocument();
  expect(within(cheque).getByText('۲٬۷۲۵٬۰۰۰ تومان')).toBeInTheDocument();
  const timeline = screen.getByRole('list', { name: 'تاریخچه' });
  expect(within(timeline).getByText('از «در انتظار چک» به «چک دریافت شد»')).toBeInTheDocument();
  expect(within(timeline).getByText('از «چک دریافت شد» به «لغوشده»')).toBeInTheDocument();
  expect(within(timeline).getByText(/چک برگشت خورد/)).toBeInTheDocument();
  expect(within(timeline).getByText('کسری موجودی حساب')).toBeInTheDocument();
  expect(within(timeline).getAllByText(/مریم احمدی/)).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'چک پاس شد' })).toBeInTheDocument();
});

test('an action sends the order version and shows the order the api answers', async () => {
  const toasts = collectToasts();
  const { api, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Cheque cleared' }));
  const dialog = await screen.findByRole('dialog', { name: 'The cheque has cleared' });
  expect(dialog).toHaveTextContent('the order becomes paid and the shopper gets a text message');
  await user.click(within(dialog).getByRole('button', { name: 'Cheque cleared' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(actionsSent(api)).toEqual([{ action: 'chequeCleared', version: 3 }]);
  expect(screen.getByText('Version 4')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start preparing' })).toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'The order was updated.', variant: 'success' });
});

test('ship needs the carrier and the tracking code: nothing is sent without them', async () => {
  const preparing = order({ status: 'preparing', version: 7, paidAt: '2026-11-28T08:00:00.000Z', actions: ['ship', 'cancel'] });
  const { api, user } = setup({ current: preparing, action: (req) => ({ data: { ...preparing, version: 8, status: 'shipped', actions: ['deliver'], shipping: { carrier: String(req.body?.carrier), trackingCode: String(req.body?.trackingCode), shippedAt: '2026-11-29T08:00:00.000Z', deliveredAt: null } } }) });
  await user.click(await screen.findByRole('button', { name: 'Ship' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship the order' });
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
  expect(within(dialog).getByText('Enter the carrier.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter the tracking code.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Carrier/), '  Post   Pishtaz ');
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
  expect(within(dialog).getByText('Enter the tracking code.')).toBeInTheDocument();
  expect(actionsSent(api)).toEqual([]);

  await user.type(within(dialog).getByLabelText(/^Tracking code/), 'TRK-123456');
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(actionsSent(api)).toEqual([{ action: 'ship', version: 7, carrier: 'Post Pishtaz', trackingCode: 'TRK-123456' }]);
  const shipping = screen.getByRole('region', { name: 'Shipping, refund and stock hold' });
  expect(within(shipping).getByText('TRK-123456')).toHaveAttribute('dir', 'ltr');
  expect(within(shipping).getByText('Post Pishtaz')).toBeInTheDocument();
});

test('a stale version (409): the api message, the current order on the page, and the dialog keeps what was typed', async () => {
  const preparing = order({ status: 'preparing', version: 7, paidAt: '2026-11-28T08:00:00.000Z', actions: ['ship', 'cancel'] });
  // meanwhile someone else added a note: version 8, still preparing
  const current = order({ ...preparing, version: 8, timeline: [...preparing.timeline, { id: 5, at: '2026-11-28T09:00:00.000Z', kind: 'note', from: null, to: null, note: 'Customer called: ship tomorrow', staffId: 9, staffName: 'Reza', details: null }] });
  let calls = 0;
  const { api, user } = setup({
    current: preparing,
    action: () => (++calls === 1 ? { status: 409, messages: [{ item1: STALE_MESSAGE, item2: 'orders.admin.stale' }], data: current } : { data: { ...current, version: 9, status: 'shipped', actions: ['deliver'] } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Ship' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship the order' });
  await user.type(within(dialog).getByLabelText(/^Carrier/), 'Tipax');
  await user.type(within(dialog).getByLabelText(/^Tracking code/), 'TPX-9');
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE_MESSAGE);
  expect(within(dialog).getByLabelText(/^Carrier/)).toHaveValue('Tipax');
  expect(within(dialog).getByLabelText(/^Tracking code/)).toHaveValue('TPX-9');
  // behind the dialog, the page now shows the current order
  expect(screen.getByText('Version 8')).toBeInTheDocument();
  expect(screen.getByText('Customer called: ship tomorrow')).toBeInTheDocument();
  expect(screen.getByText(/changed by someone else/)).toBeInTheDocument();

  // sent again, with the current version
  await user.click(within(dialog).getByRole('button', { name: 'Ship' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(actionsSent(api)).toEqual([
    { action: 'ship', version: 7, carrier: 'Tipax', trackingCode: 'TPX-9' },
    { action: 'ship', version: 8, carrier: 'Tipax', trackingCode: 'TPX-9' },
  ]);
  expect(screen.getByText('Version 9')).toBeInTheDocument();
});

test('in Persian: a change no longer possible after a 409 says so, and cannot be sent again', async () => {
  const shipped = order({ status: 'shipped', version: 4, actions: ['deliver'] });
  const { api, user } = setup({ path: '/admin/orders/1043', action: () => ({ status: 409, messages: [{ item1: 'این سفارش پیش‌تر تغییر کرده است.', item2: 'orders.admin.stale' }], data: shipped }) });
  await user.click(await screen.findByRole('button', { name: 'لغو سفارش' }));
  const dialog = await screen.findByRole('dialog', { name: 'لغو سفارش' });
  expect(dialog).toHaveTextContent('موجودی رزروشدهٔ آن آزاد می‌شود');
  expect(dialog).toHaveTextContent('پولی دریافت نشده است');
  await user.type(within(dialog).getByLabelText(/^دلیل/), 'درخواست مشتری');
  await user.click(within(dialog).getByRole('button', { name: 'لغو سفارش' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('این سفارش پیش‌تر تغییر کرده است.');
  expect(within(dialog).getByLabelText(/^دلیل/)).toHaveValue('درخواست مشتری');
  expect(within(dialog).getByText('این کار دیگر ممکن نیست: وضعیت سفارش اکنون «ارسال‌شده» است.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'لغو سفارش' })).toBeDisabled();
  expect(screen.getByText('نسخهٔ ۴')).toBeInTheDocument();
  expect(actionsSent(api)).toEqual([{ action: 'cancel', version: 3, reason: 'درخواست مشتری' }]);
});

test('cancelling a paid order says a refund is recorded; a refund needs its reference', async () => {
  const paid = order({ status: 'cancelled', version: 5, paidAt: '2026-11-28T08:00:00.000Z', refund: { amount: 27_250_000, reference: null, refundedAt: null }, actions: ['refund'] });
  const { api, user } = setup({ current: paid, action: () => ({ data: { ...paid, version: 6, actions: [], refund: { amount: 27_250_000, reference: 'BANK-77', refundedAt: '2026-11-29T08:00:00.000Z' } } }) });
  const shipping = await screen.findByRole('region', { name: 'Shipping, refund and stock hold' });
  expect(within(shipping).getByText('Refund due')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Record refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record the refund' });
  expect(dialog).toHaveTextContent('Record that 2,725,000 Toman was paid back');
  await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
  expect(within(dialog).getByText("Enter the refund's reference.")).toBeInTheDocument();
  expect(actionsSent(api)).toEqual([]);
  await user.type(within(dialog).getByLabelText(/^Refund reference/), 'BANK-77');
  await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
  await waitFor(() => expect(actionsSent(api)).toEqual([{ action: 'refund', version: 5, reference: 'BANK-77' }]));
  expect(await within(shipping).findByText('BANK-77')).toBeInTheDocument();
  expect(screen.getByText('No action is possible in this state.')).toBeInTheDocument();
});

test('a support staff member sees the order and adds a note, but no action button', async () => {
  const { api, user } = setup({ me: SUPPORT });
  expect(await screen.findByRole('heading', { level: 1, name: 'Order #1043' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cheque cleared' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  expect(screen.getByText('You can see orders; changing them needs the Orders role.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByText('Write the note first.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Staff note'), '  Called the customer about the cheque.  ');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Called the customer about the cheque.')).toBeInTheDocument();
  expect(api.called(`POST ${O}/notes`).map((c) => c.body)).toEqual([{ text: 'Called the customer about the cheque.' }]);
  expect(screen.getByLabelText('Staff note')).toHaveValue('');
});

test('the owner sees the actions; a refused note keeps its text and shows why', async () => {
  const { user } = setup({ me: OWNER, note: () => ({ status: 403, messages: [{ item1: 'You may not change orders.', item2: 'admin.forbidden' }] }) });
  expect(await screen.findByRole('button', { name: 'Cheque cleared' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Staff note'), 'A note');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('You may not change orders.')).toBeInTheDocument();
  expect(screen.getByLabelText('Staff note')).toHaveValue('A note');
});

test('an order that does not exist shows the not-found page; a bad id asks nothing', async () => {
  const api = fakeApi({ [`GET /api/admin/orders/99`]: { status: 404, messages: [{ item1: 'No such order.', item2: 'orders.notFound' }] } });
  renderAdmin(<OrderPage />, { path: '/en/admin/orders/99', routePath: '/en/admin/orders/:id', me: ORDERS, namespaces: { 'admin-orders': { fa, en } } });
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Order');
});
