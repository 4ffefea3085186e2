/**
 * The cart vertical's routes: the basket (POST /cart/cart with its update types), the shopper's
 * orders, and the payment pages (bank callback and sandbox bank: raw answers). Cheques are decided
 * by the shop's staff in the back office (./admin-orders).
 *
 * mf-cart imports `CartAction` by value: every other top-level declaration is a call marked
 * with a `#__PURE__` annotation (and has no spread), so the remote's bundler drops them with TypeBox (see
 * mf-cart/webpack.config.js). Keep new declarations that way.
 */
import { Envelope, Id, INT4_MAX, ImageRef, Lang, LangQuery, Nullable, Rials, Type, route, type Static } from './common';

export { CartAction } from './cart-actions';


const Int = Type.Integer();
const Money = Type.Integer();

export const PaymentMethod = Type.Union([Type.Literal('online'), Type.Literal('cheque')]);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** A delivery address as stored and answered (mobile canonical 09xxxxxxxxx, postal code 10 Latin digits). */
export const Address = Type.Object({
  recipient: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
});
export type Address = Static<typeof Address>;

/** The address as sent (setAddress 5): the api trims, checks and normalizes it. */
export const AddressInput = Type.Object(
  {
    recipient: Type.Optional(Type.String({ maxLength: 500 })),
    mobile: Type.Optional(Type.String({ maxLength: 30 })),
    province: Type.Optional(Type.String({ maxLength: 500 })),
    city: Type.Optional(Type.String({ maxLength: 500 })),
    street: Type.Optional(Type.String({ maxLength: 1000 })),
    postalCode: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type AddressInput = Static<typeof AddressInput>;

/** An address of the shopper's address book: the address and whether it is the one offered first. */
export const SavedAddress = Type.Composite([Type.Object({ id: Int }), Address, Type.Object({ isDefault: Type.Boolean() })]);
export type SavedAddress = Static<typeof SavedAddress>;

/** An address sent to the address book (checked like setAddress's); isDefault true makes it the default. */
export const SavedAddressInput = Type.Composite([AddressInput, Type.Object({ isDefault: Type.Optional(Type.Boolean()) })], { additionalProperties: false });
export type SavedAddressInput = Static<typeof SavedAddressInput>;

/** POST /api/cart/cart body (spec §7): cartUpdateType (a CartAction value) and the fields that type needs. */
export const CartBody = Type.Object({
  /** A CartAction value; other integers are refused by the api with cart.unknownType. */
  cartUpdateType: Type.Integer(),
  productItemId: Type.Optional(Id),
  uniqueId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  count: Type.Optional(Type.Integer({ minimum: -10000, maximum: 10000 })),
  deliveryId: Type.Optional(Id),
  address: Type.Optional(AddressInput),
  /** setAddress 5 by a logged-in shopper: also keep it in their address book (default true) */
  rememberAddress: Type.Optional(Type.Boolean()),
  discountCode: Type.Optional(Type.String({ maxLength: 40 })),
  paymentMethod: Type.Optional(PaymentMethod),
  bonusAmount: Type.Optional(Rials),
  parentOrderId: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX })),
});
export type CartBody = Static<typeof CartBody>;

/**
 * A line's unit price moved since the shopper last saw it (Rials, VAT included): `previous` is the
 * price they were last shown (at add, or in an earlier answer), `current` what the line costs now.
 * Answered once, in the first basket answer that shows the new price (see the cart README).
 */
export const PriceChange = Type.Object({ previous: Money, current: Money });
export type PriceChange = Static<typeof PriceChange>;

export const CartItem = Type.Object({
  id: Int,
  productId: Int,
  count: Int,
  name: Nullable(Type.String()),
  slug: Nullable(Type.String()),
  image: Nullable(ImageRef),
  /** Rials; null when the product cannot be bought (inactive or price on inquiry) */
  price: Nullable(Money),
  lineTotal: Money,
  /** units this basket can have: on the shelf plus what it holds itself */
  stock: Int,
  reserved: Int,
  available: Type.Boolean(),
  /** localized texts */
  problems: Type.Array(Type.String()),
  /** present when `price` differs from the unit price the shopper last saw for this line */
  priceChange: Type.Optional(PriceChange),
});
export type CartItem = Static<typeof CartItem>;

export const DeliveryMethod = Type.Object({
  id: Int,
  code: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  price: Money,
  freeAbove: Nullable(Money),
  requiresAddress: Type.Boolean(),
  /** the cities and provinces it delivers to, in the request's language (absent or null: everywhere) */
  regions: Type.Optional(Nullable(Type.Array(Type.String()))),
});
export type DeliveryMethod = Static<typeof DeliveryMethod>;

/**
 * What a delivery method costs this basket now (0 = free, e.g. from its threshold), selected or not;
 * `servesAddress` false when the basket's address lies outside the places it delivers to (an order with
 * it is refused: cart.deliveryNotServed); absent or true: it delivers there, or there is no address yet.
 */
export const DeliveryCost = Type.Object({ id: Int, cost: Money, servesAddress: Type.Optional(Type.Boolean()) });
export type DeliveryCost = Static<typeof DeliveryCost>;

/**
 * The money of a basket or an order, in Rials, computed by the server only. Prices are consumer
 * prices that include VAT: payable = items − discount + delivery − bonus, and `vat` is the part of
 * it that is VAT (vatIncluded true). Orders placed before that rule had VAT added on top (false).
 */
export const Totals = Type.Object({
  items: Money,
  discount: Money,
  delivery: Money,
  vatPercent: Type.Number(),
  vat: Money,
  /** true: `vat` is contained in the amounts (not added); false: an older order that added it */
  vatIncluded: Type.Boolean(),
  bonus: Money,
  payable: Money,
});
export type Totals = Static<typeof Totals>;

export const CartDiscount = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  value: Type.Number(),
  applied: Type.Boolean(),
  problem: Nullable(Type.String()),
});
export type CartDiscount = Static<typeof CartDiscount>;

/** The basket as the storefront shows it: getCart 14 and the answer of every change. */
export const CartView = Type.Object({
  uniqueId: Nullable(Type.String()),
  itemCount: Int,
  cartItems: Type.Array(CartItem),
  deliveryId: Nullable(Int),
  delivery: Nullable(DeliveryMethod),
  /** every active method's cost for this basket, in display order */
  deliveryCosts: Type.Array(DeliveryCost),
  address: Nullable(Address),
  discount: Nullable(CartDiscount),
  paymentMethod: PaymentMethod,
  bonus: Type.Object({ requested: Nullable(Money), applied: Money, balance: Money }),
  parentOrderId: Nullable(Int),
  reserveExpiresAt: Nullable(Type.String()),
  totals: Totals,
});
export type CartView = Static<typeof CartView>;

/** getCartCount 13. */
export const CartCount = Type.Object({ uniqueId: Nullable(Type.String()), itemCount: Int });
export type CartCount = Static<typeof CartCount>;

/** getDelivery 15. */
export const DeliveryList = Type.Object({ deliveryId: Nullable(Int), deliveryMethods: Type.Array(DeliveryMethod) });
export type DeliveryList = Static<typeof DeliveryList>;

/** setOrder 11 and retryPayment: where the shopper goes next (paymentUrl: the bank's page). */
export const PaymentAnswer = Type.Object({
  isOnline: Type.Boolean(),
  isCheque: Type.Boolean(),
  paymentId: Nullable(Int),
  paymentUrl: Nullable(Type.String()),
  productOrderId: Int,
});
export type PaymentAnswer = Static<typeof PaymentAnswer>;

/**
 * An order's state; the transitions between them are the api's one state machine (the header of
 * ./admin-orders). A cleared cheque makes the order `paid` (the old `confirmed` was migrated to it).
 */
export const OrderStatus = Type.Union([
  Type.Literal('placed'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
  Type.Literal('merged'),
  Type.Literal('awaiting_cheque'),
  Type.Literal('cheque_received'),
  Type.Literal('preparing'),
  Type.Literal('shipped'),
  Type.Literal('delivered'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const HoldStatus = Type.Union([Type.Literal('held'), Type.Literal('released'), Type.Literal('sold')]);
export type HoldStatus = Static<typeof HoldStatus>;

export const OrderLine = Type.Object({
  productId: Int,
  name: Type.String(),
  slug: Type.String(),
  image: Nullable(ImageRef),
  unitPrice: Money,
  count: Int,
  lineTotal: Money,
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderPayment = Type.Object({
  id: Int,
  gateway: Type.String(),
  status: Type.String(),
  amount: Money,
  refId: Nullable(Type.String()),
  cardPan: Nullable(Type.String()),
  failureCode: Nullable(Type.String()),
  createdAt: Type.String(),
  verifiedAt: Nullable(Type.String()),
});
export type OrderPayment = Static<typeof OrderPayment>;

export const Cheque = Type.Object({
  sayadId: Type.String(),
  serial: Nullable(Type.String()),
  bankName: Type.String(),
  ownerName: Type.String(),
  amount: Money,
  dueDate: Type.String(),
  imageUrl: Type.String(),
  /** submitted (by the shopper) | received (by the shop) | confirmed (cleared) | rejected (bounced) */
  status: Type.String(),
});
export type Cheque = Static<typeof Cheque>;

/**
 * One step of the order as its owner sees it: a change of state (`status`; a same-state entry names
 * an event such as cheque.submitted in `note`), a hold event (`hold`: hold.expired …) or a message the
 * shop texted them (`notification`). Staff notes and who on the staff did it are never shown.
 */
export const OrderTimelineEntry = Type.Object({
  id: Int,
  at: Type.String(),
  kind: Type.Union([Type.Literal('status'), Type.Literal('hold'), Type.Literal('notification')]),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  /** the event's code: order.placed, payment.verified, cheque.received, order.shipped, notify.shipped … */
  note: Nullable(Type.String()),
  /** what else was recorded: {carrier, trackingCode} when shipped, {reference, amount} of a refund, {event, message} of an SMS */
  details: Type.Unknown(),
});
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;

/** How a shipped order travels: the carrier and its tracking code. */
export const OrderShipping = Type.Object({
  carrier: Type.String(),
  trackingCode: Type.String(),
  shippedAt: Type.String(),
  deliveredAt: Nullable(Type.String()),
});
export type OrderShipping = Static<typeof OrderShipping>;

/** One order as its owner sees it on /profile/accountorder/:productOrderId. */
export const OrderView = Type.Object({
  id: Int,
  productOrderId: Int,
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  isOnline: Type.Boolean(),
  isCheque: Type.Boolean(),
  locale: Type.String(),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  lines: Type.Array(OrderLine),
  itemCount: Int,
  delivery: Type.Object({ id: Int, code: Type.String(), name: Type.String(), price: Money }),
  address: Nullable(Address),
  discountCode: Nullable(Type.String()),
  totals: Totals,
  bonusEarned: Money,
  hold: Type.Object({ status: HoldStatus, expiresAt: Nullable(Type.String()) }),
  /** the current payment */
  payment: Nullable(Type.Object({ id: Int, status: Type.String(), amount: Money, refId: Nullable(Type.String()), failureCode: Nullable(Type.String()) })),
  payments: Type.Array(OrderPayment),
  cheque: Nullable(Cheque),
  history: Type.Array(Type.Object({ from: Nullable(Type.String()), to: Type.String(), note: Nullable(Type.String()), at: Type.String() })),
  /** every step, oldest first: changes of state, hold events and the SMS the shopper was sent */
  timeline: Type.Array(OrderTimelineEntry),
  /** set once the order is shipped */
  shipping: Nullable(OrderShipping),
  canRetryPayment: Type.Boolean(),
  canSubmitCheque: Type.Boolean(),
  parentOrderId: Nullable(Int),
  mergedIntoId: Nullable(Int),
});
export type OrderView = Static<typeof OrderView>;

export const OrderListItem = Type.Object({
  id: Int,
  productOrderId: Int,
  status: OrderStatus,
  isOnline: Type.Boolean(),
  isCheque: Type.Boolean(),
  payable: Money,
  itemCount: Int,
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  /** not paid yet and payable again online (cancelled at the bank, failed, or its hold ran out): the order page offers "pay again" */
  canRetryPayment: Type.Boolean(),
});
export type OrderListItem = Static<typeof OrderListItem>;

/** The hold of an unpaid order: what is kept for the shopper and until when. */
export const OrderReserve = Type.Object({
  productOrderId: Int,
  status: OrderStatus,
  holdStatus: HoldStatus,
  reserved: Type.Boolean(),
  holdExpiresAt: Nullable(Type.String()),
  secondsLeft: Nullable(Int),
});
export type OrderReserve = Static<typeof OrderReserve>;

/** The cheque of a cheque order (POST /productOrder/:id/cheque). */
export const ChequeInput = Type.Object({
  /** 16 digits (Persian digits, spaces and dashes tolerated) */
  sayadId: Type.String({ maxLength: 40 }),
  serial: Type.Optional(Type.String({ maxLength: 40 })),
  /** the bank's Persian name from contracts/iran-banks (the form's list); free text, as older clients sent, is still accepted */
  bankName: Type.String({ maxLength: 60 }),
  ownerName: Type.String({ maxLength: 100 }),
  /** must equal the order's payable */
  amount: Type.Integer({ minimum: 1, maximum: 1e15 }),
  /** Gregorian YYYY-MM-DD (the storefront's Persian date field converts) */
  dueDate: Type.String({ maxLength: 20 }),
  /** from POST /api/upload/image: /api/files/<name> */
  imageUrl: Type.String({ maxLength: 400 }),
});
export type ChequeInput = Static<typeof ChequeInput>;

/**
 * Who a cheque is made out to (a Sayad cheque is registered to the payee's name and national id):
 * the shop's legal name in the request's language, its national id and its bank account (Sheba).
 */
export const ChequePayee = Type.Object({
  name: Type.String(),
  /** the legal entity's national id (شناسه ملی, 11 digits) or a person's national code (10 digits), Latin digits */
  nationalId: Type.String(),
  /** the Sheba number (IBAN), IR and 24 digits */
  account: Type.String(),
});
export type ChequePayee = Static<typeof ChequePayee>;

// ---- examples (type-checked against the schemas) ----

const exampleTotals: Totals = { items: 4_700_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 468_182, vatIncluded: true, bonus: 0, payable: 5_150_000 };
const exampleDelivery: DeliveryMethod = {
  id: 1,
  code: 'post',
  name: 'پست پیشتاز',
  description: 'ارسال به سراسر ایران، ۲ تا ۴ روز کاری',
  price: 450_000,
  freeAbove: 50_000_000,
  requiresAddress: true,
  regions: null,
};
const exampleAddress: Address = { recipient: 'سارا احمدی', mobile: '09121234567', province: 'تهران', city: 'تهران', street: 'خیابان ولیعصر، پلاک ۱۲', postalCode: '1234567890' };
const exampleCart: CartView = {
  uniqueId: '3b241101-e2bb-4255-8caf-4136c566a962',
  itemCount: 3,
  cartItems: [
    {
      id: 11,
      productId: 7,
      count: 2,
      name: 'کپسول CO2 شش کیلویی',
      slug: 'co2-6kg',
      image: { baseUrl: '/api/img/', guidName: 'product-7', extension: 'webp' },
      price: 2_000_000,
      lineTotal: 4_000_000,
      stock: 9,
      reserved: 0,
      available: true,
      problems: [],
    },
    { id: 12, productId: 8, count: 1, name: 'پتوی نسوز', slug: 'fire-blanket', image: null, price: 700_000, lineTotal: 700_000, stock: 3, reserved: 0, available: true, problems: [] },
  ],
  deliveryId: 1,
  delivery: exampleDelivery,
  deliveryCosts: [
    { id: 1, cost: 450_000, servesAddress: true },
    { id: 4, cost: 0, servesAddress: true },
  ],
  address: exampleAddress,
  discount: null,
  paymentMethod: 'online',
  bonus: { requested: null, applied: 0, balance: 0 },
  parentOrderId: null,
  reserveExpiresAt: null,
  totals: exampleTotals,
};
const exampleOrder: OrderView = {
  id: 42,
  productOrderId: 42,
  status: 'paid',
  paymentMethod: 'online',
  isOnline: true,
  isCheque: false,
  locale: 'fa',
  createdAt: '2025-01-10T10:00:00.000Z',
  paidAt: '2025-01-10T10:05:00.000Z',
  lines: [{ productId: 7, name: 'کپسول CO2 شش کیلویی', slug: 'co2-6kg', image: null, unitPrice: 2_000_000, count: 2, lineTotal: 4_000_000 }],
  itemCount: 2,
  delivery: { id: 1, code: 'post', name: 'پست پیشتاز', price: 450_000 },
  address: exampleAddress,
  discountCode: null,
  totals: { items: 4_000_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 404_545, vatIncluded: true, bonus: 0, payable: 4_450_000 },
  bonusEarned: 80_000,
  hold: { status: 'sold', expiresAt: null },
  payment: { id: 5, status: 'paid', amount: 4_450_000, refId: '123456789', failureCode: null },
  payments: [
    {
      id: 5,
      gateway: 'sandbox',
      status: 'paid',
      amount: 4_450_000,
      refId: '123456789',
      cardPan: '6037********1234',
      failureCode: null,
      createdAt: '2025-01-10T10:00:00.000Z',
      verifiedAt: '2025-01-10T10:05:00.000Z',
    },
  ],
  cheque: null,
  history: [
    { from: null, to: 'placed', note: 'order.placed', at: '2025-01-10T10:00:00.000Z' },
    { from: 'placed', to: 'paid', note: 'payment.verified', at: '2025-01-10T10:05:00.000Z' },
  ],
  timeline: [
    { id: 1, at: '2025-01-10T10:00:00.000Z', kind: 'status', from: null, to: 'placed', note: 'order.placed', details: null },
    { id: 2, at: '2025-01-10T10:05:00.000Z', kind: 'status', from: 'placed', to: 'paid', note: 'payment.verified', details: null },
    { id: 3, at: '2025-01-10T10:05:02.000Z', kind: 'notification', from: null, to: null, note: 'notify.paid', details: { event: 'paid', message: 'سفارش ۴۲ پرداخت شد.' } },
  ],
  shipping: null,
  canRetryPayment: false,
  canSubmitCheque: false,
  parentOrderId: null,
  mergedIntoId: null,
};

// ---- routes ----

const exampleAddressBook: SavedAddress[] = [
  { id: 3, recipient: 'سارا احمدی', mobile: '09121234567', province: 'تهران', city: 'تهران', street: 'خیابان ولیعصر، پلاک ۱۲', postalCode: '1234567890', isDefault: true },
  { id: 5, recipient: 'سارا احمدی', mobile: '09121234567', province: 'اصفهان', city: 'اصفهان', street: 'خیابان چهارباغ، پلاک ۴', postalCode: '8134567890', isDefault: false },
];
const AddressIdParams = Type.Object({ id: Id });

/** The logged-in shopper's address book (default first, then the newest); 401 for guests. */
export const listAddresses = route({
  method: 'GET',
  url: '/cart/addresses',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(SavedAddress)) } },
  example: { isSuccess: true, data: exampleAddressBook, messages: [] },
});

/** Adds an address (the first one, or with isDefault, becomes the default); answers the book. */
export const addAddress = route({
  method: 'POST',
  url: '/cart/addresses',
  schema: { querystring: LangQuery, body: SavedAddressInput, response: { 200: Envelope(Type.Array(SavedAddress)) } },
  example: { isSuccess: true, data: exampleAddressBook, messages: [] },
});

export const updateAddress = route({
  method: 'PUT',
  url: '/cart/addresses/:id',
  schema: { params: AddressIdParams, querystring: LangQuery, body: SavedAddressInput, response: { 200: Envelope(Type.Array(SavedAddress)) } },
  example: { isSuccess: true, data: exampleAddressBook, messages: [] },
});

/** Removes an address; when it was the default, the newest remaining one becomes the default. */
export const removeSavedAddress = route({
  method: 'DELETE',
  url: '/cart/addresses/:id',
  schema: { params: AddressIdParams, querystring: LangQuery, response: { 200: Envelope(Type.Array(SavedAddress)) } },
  example: { isSuccess: true, data: [exampleAddressBook[0]], messages: [] },
});

export const setDefaultAddress = route({
  method: 'POST',
  url: '/cart/addresses/:id/default',
  schema: { params: AddressIdParams, querystring: LangQuery, response: { 200: Envelope(Type.Array(SavedAddress)) } },
  example: { isSuccess: true, data: exampleAddressBook, messages: [] },
});

/** The signed-in shopper's gift credit: bonus earned on paid orders, spent on later ones (Rials); 401 for guests. */
export const BonusBalance = Type.Object({ balance: Money });
export type BonusBalance = Static<typeof BonusBalance>;
export const getBonusBalance = route({
  method: 'GET',
  url: '/cart/bonus',
  schema: { querystring: LangQuery, response: { 200: Envelope(BonusBalance) } },
  example: { isSuccess: true, data: { balance: 80_000 }, messages: [] },
});

/**
 * Every cart update type of spec §4. The answer's data depends on the type: the cart view (every
 * change, getCart 14), the delivery list (getDelivery 15), where to pay (setOrder 11) or the count
 * (getCartCount 13).
 */
export const updateCart = route({
  method: 'POST',
  url: '/cart/cart',
  schema: {
    querystring: LangQuery,
    body: CartBody,
    response: { 200: Envelope(Type.Union([CartView, DeliveryList, PaymentAnswer, CartCount])) },
  },
  example: { isSuccess: true, data: exampleCart, messages: [{ item1: 'با موفقیت به سبد خرید اضافه شد.', item2: 'cart.added' }] },
});

export const listOrders = route({
  method: 'GET',
  url: '/productOrder/list',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(OrderListItem)) } },
  example: {
    isSuccess: true,
    data: [
      { id: 42, productOrderId: 42, status: 'paid', isOnline: true, isCheque: false, payable: 4_450_000, itemCount: 2, createdAt: '2025-01-10T10:00:00.000Z', paidAt: '2025-01-10T10:05:00.000Z', canRetryPayment: false },
    ],
    messages: [],
  },
});

export const getOrderReserve = route({
  method: 'GET',
  url: '/productOrder/reserve',
  schema: { querystring: Type.Object({ id: Id, lang: Type.Optional(Lang) }), response: { 200: Envelope(OrderReserve) } },
  example: {
    isSuccess: true,
    data: { productOrderId: 43, status: 'placed', holdStatus: 'held', reserved: true, holdExpiresAt: '2025-01-10T10:30:00.000Z', secondsLeft: 1740 },
    messages: [],
  },
});

export const getOrder = route({
  method: 'GET',
  url: '/productOrder/:id',
  schema: { params: Type.Object({ id: Id }), querystring: LangQuery, response: { 200: Envelope(OrderView) } },
  example: { isSuccess: true, data: exampleOrder, messages: [] },
});

/** The order's invoice for its owner (someone else's order answers 404, like getOrder); without `lang`, the request's language (English for Russian). */
export const getOrderInvoice = route({
  method: 'GET',
  url: '/productOrder/:id/invoice.pdf',
  schema: { params: Type.Object({ id: Id }), querystring: Type.Object({ lang: Type.Optional(Type.Union([Type.Literal('fa'), Type.Literal('en')])) }) },
  raw: "the order's invoice as PDF (application/pdf, an attachment), in Persian (right to left, Persian digits, Jalali date) or English",
});

// a cheque order after its cheque was sent (no spread: the remote's bundler keeps these declarations droppable)
const exampleChequeOrder: OrderView = Object.assign({}, exampleOrder, {
  id: 50,
  productOrderId: 50,
  status: 'awaiting_cheque',
  paymentMethod: 'cheque',
  isOnline: false,
  isCheque: true,
  paidAt: null,
  hold: { status: 'held', expiresAt: null },
  payment: null,
  payments: [],
  cheque: {
    sayadId: '1234567890123456',
    serial: null,
    bankName: 'ملی',
    ownerName: 'سارا احمدی',
    amount: 4_450_000,
    dueDate: '2026-03-01',
    imageUrl: '/api/files/cheque-50.png',
    status: 'submitted',
  },
  history: [
    { from: null, to: 'awaiting_cheque', note: 'order.placed', at: '2025-01-10T10:00:00.000Z' },
    { from: 'awaiting_cheque', to: 'awaiting_cheque', note: 'cheque.submitted', at: '2025-01-10T11:00:00.000Z' },
  ],
  timeline: [
    { id: 7, at: '2025-01-10T10:00:00.000Z', kind: 'status', from: null, to: 'awaiting_cheque', note: 'order.placed', details: null },
    { id: 8, at: '2025-01-10T11:00:00.000Z', kind: 'status', from: 'awaiting_cheque', to: 'awaiting_cheque', note: 'cheque.submitted', details: null },
  ],
  canSubmitCheque: true,
});

export const submitCheque = route({
  method: 'POST',
  url: '/productOrder/:id/cheque',
  schema: { params: Type.Object({ id: Id }), querystring: LangQuery, body: ChequeInput, response: { 200: Envelope(OrderView) } },
  example: {
    isSuccess: true,
    data: exampleChequeOrder,
    messages: [],
  },
});

/** Who cheques are made out to (the shop's settings: CHEQUE_PAYEE_* until the back-office has its own); the cheque form shows it. */
export const getChequePayee = route({
  method: 'GET',
  url: '/productOrder/chequePayee',
  schema: { querystring: LangQuery, response: { 200: Envelope(ChequePayee) } },
  example: {
    isSuccess: true,
    data: { name: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', nationalId: '10320894878', account: 'IR110170000000123456789001' },
    messages: [],
  },
});

export const retryPayment = route({
  method: 'POST',
  url: '/productOrder/:id/retryPayment',
  schema: { params: Type.Object({ id: Id }), querystring: LangQuery, response: { 200: Envelope(PaymentAnswer) } },
  example: {
    isSuccess: true,
    data: { isOnline: true, isCheque: false, paymentId: 6, paymentUrl: 'https://shop.example/api/payment/sandbox/pay/SBX0A1B2C3?test=true', productOrderId: 42 },
    messages: [],
  },
});

/** The bank's return (Zarinpal's Authority and Status): always a redirect to the storefront's order page. */
export const paymentCallback = route({
  method: 'GET',
  url: '/payment/callback/:paymentId',
  schema: {
    params: Type.Object({ paymentId: Id }),
    querystring: Type.Object({ Authority: Type.Optional(Type.String({ maxLength: 100 })), Status: Type.Optional(Type.String({ maxLength: 10 })) }),
  },
  raw: '302 redirect to the order page',
});

const Authority = Type.Object({ authority: Type.String({ maxLength: 100 }) });
const PageQuery = Type.Object({ lang: Type.Optional(Lang) });

export const sandboxPayPage = route({
  method: 'GET',
  url: '/payment/sandbox/pay/:authority',
  schema: { params: Authority, querystring: PageQuery },
  raw: 'HTML page: the sandbox bank',
});

export const sandboxPay = route({
  method: 'POST',
  url: '/payment/sandbox/pay/:authority',
  schema: {
    params: Authority,
    querystring: PageQuery,
    body: Type.Object({ action: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]), amount: Type.Optional(Type.String({ maxLength: 20 })) }),
  },
  raw: '303 redirect to the payment callback',
});

