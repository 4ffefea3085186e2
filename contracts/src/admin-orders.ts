/**
 * The back office's orders (issue "back-office 2 of 3"; api module cart, back-office side): the orders
 * list with filters and CSV, one order with its lines at the prices paid, payments, cheque, shipping,
 * refund and a timeline of every change with staff notes; one state machine the api enforces (an
 * impossible change or a stale version answers 409 with the current order); stock holds and manual
 * stock adjustments with a reason; invoices as PDF. Staff with `orders` (and the owner) change orders;
 * `support` reads them. Every write is recorded in the audit trail in its own transaction.
 *
 * The order states (`OrderStatus` in ./cart):
 *   online:  placed (awaiting payment) → paid → preparing → shipped → delivered; placed → failed
 *   cheque:  awaiting_cheque → cheque_received → paid (cheque cleared) → preparing → shipped → delivered;
 *            cheque_received → cancelled (cheque bounced)
 *   any state before shipped → cancelled (held stock released; "refund due" recorded when money was
 *   taken, then a refund reference when it is paid back).
 */
import { Envelope, Id, IdParams, Lang, Nullable, Rials, Type, route, type Static } from './common';
import { Address, Cheque, OrderLine, OrderPayment, OrderStatus, PaymentMethod, Totals } from './cart';

const Int = Type.Integer();
const Money = Type.Integer();
const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
/** An ISO date (2026-03-01) or date-time; the api checks it is a real one. */
const IsoDate = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });
const LangOnly = Type.Object({ lang: Type.Optional(Lang) });

/** What staff may do to an order (the api answers which are possible now in `AdminOrder.actions`). */
export const ORDER_ACTIONS = ['chequeReceived', 'chequeCleared', 'chequeBounced', 'prepare', 'ship', 'deliver', 'cancel', 'refund'] as const;
export const OrderAction = Type.Union(ORDER_ACTIONS.map((a) => Type.Literal(a)));
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const AdminOrderQuery = Type.Object({
  status: Type.Optional(OrderStatus),
  payment: Type.Optional(PaymentMethod),
  /** placed on or after this day (a date means its start, Tehran time) */
  from: Type.Optional(IsoDate),
  /** placed on or before this day (a date means its end, Tehran time) */
  to: Type.Optional(IsoDate),
  /** the customer's mobile (any digits) or part of their name */
  q: Type.Optional(Str(100)),
  minAmount: Type.Optional(Rials),
  maxAmount: Type.Optional(Rials),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  lang: Type.Optional(Lang),
});
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

export const OrderCustomer = Type.Object({ id: Int, name: Type.String(), mobile: Type.String() });
export type OrderCustomer = Static<typeof OrderCustomer>;

export const AdminOrderRow = Type.Object({
  id: Int,
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  customer: OrderCustomer,
  payable: Money,
  itemCount: Int,
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  shippedAt: Nullable(Type.String()),
  locale: Type.String(),
});
export type AdminOrderRow = Static<typeof AdminOrderRow>;

export const AdminOrderPage = Type.Object({ items: Type.Array(AdminOrderRow), total: Int, page: Int, pageSize: Int, pageCount: Int });
export type AdminOrderPage = Static<typeof AdminOrderPage>;

/** One entry of an order's timeline: a change of state, a staff note, a hold or stock event. */
export const TimelineEntry = Type.Object({
  id: Int,
  at: Type.String(),
  kind: Type.Union([Type.Literal('status'), Type.Literal('note'), Type.Literal('hold'), Type.Literal('notification')]),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  /** the reason's code (payment.cancelled, cheque.bounced, hold.expired …) or a staff note's text */
  note: Nullable(Type.String()),
  /** who did it; null: the shopper or the system (a payment callback, an expired hold) */
  staffId: Nullable(Int),
  staffName: Nullable(Type.String()),
  /** what else was recorded: carrier and tracking code, refund reference, the message sent … */
  details: Type.Unknown(),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

export const AdminOrderLine = Type.Object({ ...OrderLine.properties, names: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }) });

export const AdminOrder = Type.Object({
  id: Int,
  status: OrderStatus,
  /** the optimistic version: send it back with an action; a stale one answers 409 */
  version: Int,
  paymentMethod: PaymentMethod,
  locale: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  paidAt: Nullable(Type.String()),
  customer: OrderCustomer,
  lines: Type.Array(AdminOrderLine),
  totals: Totals,
  delivery: Type.Object({ id: Int, code: Type.String(), name: Type.String(), price: Money }),
  address: Nullable(Address),
  payments: Type.Array(Type.Object({ ...OrderPayment.properties, authority: Nullable(Type.String()) })),
  cheque: Nullable(Cheque),
  hold: Type.Object({ status: Type.String(), expiresAt: Nullable(Type.String()) }),
  shipping: Nullable(Type.Object({ carrier: Type.String(), trackingCode: Type.String(), shippedAt: Type.String(), deliveredAt: Nullable(Type.String()) })),
  /** money taken on an order cancelled later: due until a reference says it was paid back */
  refund: Nullable(Type.Object({ amount: Money, reference: Nullable(Type.String()), refundedAt: Nullable(Type.String()) })),
  timeline: Type.Array(TimelineEntry),
  /** the actions possible now, for this staff member */
  actions: Type.Array(OrderAction),
});
export type AdminOrder = Static<typeof AdminOrder>;

/** An action on an order. `ship` needs carrier and trackingCode, `refund` a reference; `cancel` and `chequeBounced` may say why. */
export const OrderActionBody = Type.Object(
  {
    action: OrderAction,
    version: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
    carrier: Type.Optional(Str(60, 1)),
    trackingCode: Type.Optional(Str(60, 1)),
    reason: Type.Optional(Str(500, 1)),
    reference: Type.Optional(Str(100, 1)),
  },
  { additionalProperties: false },
);
export type OrderActionBody = Static<typeof OrderActionBody>;

export const OrderNoteBody = Type.Object({ text: Str(2000, 1) }, { additionalProperties: false });
export type OrderNoteBody = Static<typeof OrderNoteBody>;

/** An order holding stock (unpaid online or cheque orders): what, for whom, until when. */
export const StockHold = Type.Object({
  orderId: Int,
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  customer: OrderCustomer,
  expiresAt: Nullable(Type.String()),
  lines: Type.Array(Type.Object({ productId: Int, name: Type.String(), count: Int })),
});
export type StockHold = Static<typeof StockHold>;

/** A manual stock change: never silent, always with a reason (in the audit trail). */
export const StockAdjustBody = Type.Object(
  { delta: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, not: { const: 0 } }), reason: Str(200, 1) },
  { additionalProperties: false },
);
export type StockAdjustBody = Static<typeof StockAdjustBody>;
export const StockAdjusted = Type.Object({ productId: Int, stock: Int });

const InvoiceQuery = Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('fa'), Type.Literal('en')])) });

const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });
const exampleCustomer = { id: 12, name: 'سارا محمدی', mobile: '09121234567' };
const exampleRow: AdminOrderRow = { id: 1043, status: 'cheque_received', paymentMethod: 'cheque', customer: exampleCustomer, payable: 27_250_000, itemCount: 2, createdAt: '2026-11-27T09:12:00.000Z', paidAt: null, shippedAt: null, locale: 'fa' };
const exampleOrder: AdminOrder = {
  id: 1043,
  status: 'cheque_received',
  version: 3,
  paymentMethod: 'cheque',
  locale: 'fa',
  createdAt: '2026-11-27T09:12:00.000Z',
  updatedAt: '2026-11-27T10:02:00.000Z',
  paidAt: null,
  customer: exampleCustomer,
  lines: [
    {
      productId: 7,
      name: 'کپسول آتش‌نشانی ۶ کیلویی',
      names: { fa: 'کپسول آتش‌نشانی ۶ کیلویی', en: '6 kg fire extinguisher', ru: null },
      slug: 'کپسول-آتش-نشانی-۶-کیلویی',
      image: null,
      unitPrice: 12_500_000,
      count: 2,
      lineTotal: 25_000_000,
    },
  ],
  totals: { items: 27_250_000, discount: 0, delivery: 0, vatPercent: 9, vat: 2_250_000, vatIncluded: true, bonus: 0, payable: 27_250_000 },
  delivery: { id: 1, code: 'post', name: 'پست پیشتاز', price: 0 },
  address: null,
  payments: [],
  cheque: { sayadId: '1234567890123456', serial: null, bankName: 'ملت', ownerName: 'سارا محمدی', amount: 27_250_000, dueDate: '2026-12-20', imageUrl: '/api/upload/cheques/1043.jpg', status: 'submitted' },
  hold: { status: 'held', expiresAt: '2026-11-28T09:12:00.000Z' },
  shipping: null,
  refund: null,
  timeline: [{ id: 1, at: '2026-11-27T09:12:00.000Z', kind: 'status', from: null, to: 'awaiting_cheque', note: null, staffId: null, staffName: null, details: null }],
  actions: ['chequeCleared', 'chequeBounced', 'cancel'],
};
const hold: StockHold = { orderId: 1043, status: 'cheque_received', paymentMethod: 'cheque', customer: exampleCustomer, expiresAt: '2026-11-28T09:12:00.000Z', lines: [{ productId: 7, name: 'کپسول آتش‌نشانی ۶ کیلویی', count: 2 }] };

const OrderParams = IdParams;

export const adminListOrders = route({ method: 'GET', url: '/admin/orders', schema: { querystring: AdminOrderQuery, response: { 200: Envelope(AdminOrderPage) } }, example: done({ items: [exampleRow], total: 1, page: 1, pageSize: 50, pageCount: 1 }) });
export const adminExportOrders = route({ method: 'GET', url: '/admin/orders/export.csv', schema: { querystring: AdminOrderQuery }, raw: 'the filtered orders as CSV (UTF-8 with BOM, CRLF): id, created_at, status, payment, customer, mobile, items, payable, paid_at, shipped_at' });
export const adminGetOrder = route({ method: 'GET', url: '/admin/orders/:id', schema: { params: OrderParams, querystring: LangOnly, response: { 200: Envelope(AdminOrder) } }, example: done(exampleOrder) });
/** 409 `orders.admin.stale` (another change came first; the answer's data is the current order) or `orders.admin.notAllowed` (not possible in this state). */
export const adminOrderAction = route({ method: 'POST', url: '/admin/orders/:id/actions', schema: { params: OrderParams, querystring: LangOnly, body: OrderActionBody, response: { 200: Envelope(AdminOrder) } }, example: done(exampleOrder) });
export const adminOrderNote = route({ method: 'POST', url: '/admin/orders/:id/notes', schema: { params: OrderParams, querystring: LangOnly, body: OrderNoteBody, response: { 200: Envelope(AdminOrder) } }, example: done(exampleOrder) });
export const adminOrderInvoice = route({ method: 'GET', url: '/admin/orders/:id/invoice.pdf', schema: { params: OrderParams, querystring: InvoiceQuery }, raw: "the order's invoice as PDF (application/pdf), in Persian (right to left, Persian digits, Jalali date) or English" });
export const adminListHolds = route({ method: 'GET', url: '/admin/holds', schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(StockHold)) } }, example: done([hold]) });
export const adminReleaseHold = route({ method: 'POST', url: '/admin/orders/:id/release', schema: { params: OrderParams, querystring: LangOnly, response: { 200: Envelope(AdminOrder) } }, example: done(exampleOrder) });
export const adminAdjustStock = route({ method: 'POST', url: '/admin/catalog/products/:id/stock', schema: { params: Type.Object({ id: Id }), querystring: LangOnly, body: StockAdjustBody, response: { 200: Envelope(StockAdjusted) } }, example: done({ productId: 7, stock: 14 }) });
