/**
 * The cart vertical's routes: the basket (POST /cart/cart with its update types), the shopper's
 * orders, and the payment pages (bank callback, sandbox bank and cheque back office: raw answers).
 *
 * mf-cart imports `CartAction` by value: every other top-level declaration is a call marked
 * with a `#__PURE__` annotation (and has no spread), so the remote's bundler drops them with TypeBox (see
 * mf-cart/webpack.config.js). Keep new declarations that way.
 */
import { Envelope, Id, INT4_MAX, ImageRef, Lang, LangQuery, Nullable, Rials, Type, route, type Static } from './common';

/**
 * Spec §4: the cart update types of POST /api/cart/cart (`cartUpdateType`). A small const object the
 * storefront imports by value; the api dispatches on it.
 */
export const CartAction = {
  none: 0,
  add: 1,
  delete: 4,
  setAddress: 5,
  setDelivery: 6,
  setRebate: 7,
  removeRebate: 8,
  setMerchant: 9,
  setOrder: 11,
  getCartCount: 13,
  getCart: 14,
  getDelivery: 15,
  removeAddress: 16,
  setBonus: 17,
  removeBonus: 18,
  setReserve: 19,
  setParentOrderId: 20,
} as const;
export type CartAction = (typeof CartAction)[keyof typeof CartAction];

const Int = /*#__PURE__*/ Type.Integer();
const Money = /*#__PURE__*/ Type.Integer();

export const PaymentMethod = /*#__PURE__*/ Type.Union([/*#__PURE__*/ Type.Literal('online'), /*#__PURE__*/ Type.Literal('cheque')]);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** A delivery address as stored and answered (mobile canonical 09xxxxxxxxx, postal code 10 Latin digits). */
export const Address = /*#__PURE__*/ Type.Object({
  recipient: /*#__PURE__*/ Type.String(),
  mobile: /*#__PURE__*/ Type.String(),
  province: /*#__PURE__*/ Type.String(),
  city: /*#__PURE__*/ Type.String(),
  street: /*#__PURE__*/ Type.String(),
  postalCode: /*#__PURE__*/ Type.String(),
});
export type Address = Static<typeof Address>;

/** The address as sent (setAddress 5): the api trims, checks and normalizes it. */
export const AddressInput = /*#__PURE__*/ Type.Object(
  {
    recipient: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 500 })),
    mobile: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 30 })),
    province: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 500 })),
    city: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 500 })),
    street: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 1000 })),
    postalCode: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type AddressInput = Static<typeof AddressInput>;

/** POST /api/cart/cart body (spec §7): cartUpdateType (a CartAction value) and the fields that type needs. */
export const CartBody = /*#__PURE__*/ Type.Object({
  /** A CartAction value; other integers are refused by the api with cart.unknownType. */
  cartUpdateType: /*#__PURE__*/ Type.Integer(),
  productItemId: /*#__PURE__*/ Type.Optional(Id),
  uniqueId: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String({ maxLength: 64 }))),
  count: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.Integer({ minimum: -10000, maximum: 10000 })),
  deliveryId: /*#__PURE__*/ Type.Optional(Id),
  address: /*#__PURE__*/ Type.Optional(AddressInput),
  discountCode: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 40 })),
  paymentMethod: /*#__PURE__*/ Type.Optional(PaymentMethod),
  bonusAmount: /*#__PURE__*/ Type.Optional(Rials),
  parentOrderId: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.Integer({ minimum: 0, maximum: INT4_MAX })),
});
export type CartBody = Static<typeof CartBody>;

export const CartItem = /*#__PURE__*/ Type.Object({
  id: Int,
  productId: Int,
  count: Int,
  name: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  slug: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  image: /*#__PURE__*/ Nullable(ImageRef),
  /** Rials; null when the product cannot be bought (inactive or price on inquiry) */
  price: /*#__PURE__*/ Nullable(Money),
  lineTotal: Money,
  /** units this basket can have: on the shelf plus what it holds itself */
  stock: Int,
  reserved: Int,
  available: /*#__PURE__*/ Type.Boolean(),
  /** localized texts */
  problems: /*#__PURE__*/ Type.Array(/*#__PURE__*/ Type.String()),
});
export type CartItem = Static<typeof CartItem>;

export const DeliveryMethod = /*#__PURE__*/ Type.Object({
  id: Int,
  code: /*#__PURE__*/ Type.String(),
  name: /*#__PURE__*/ Type.String(),
  description: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  price: Money,
  freeAbove: /*#__PURE__*/ Nullable(Money),
  requiresAddress: /*#__PURE__*/ Type.Boolean(),
});
export type DeliveryMethod = Static<typeof DeliveryMethod>;

/** The money of a basket or an order, in Rials, computed by the server only. */
export const Totals = /*#__PURE__*/ Type.Object({
  items: Money,
  discount: Money,
  delivery: Money,
  vatPercent: /*#__PURE__*/ Type.Number(),
  vat: Money,
  bonus: Money,
  payable: Money,
});
export type Totals = Static<typeof Totals>;

export const CartDiscount = /*#__PURE__*/ Type.Object({
  code: /*#__PURE__*/ Type.String(),
  kind: /*#__PURE__*/ Type.Union([/*#__PURE__*/ Type.Literal('percent'), /*#__PURE__*/ Type.Literal('amount')]),
  value: /*#__PURE__*/ Type.Number(),
  applied: /*#__PURE__*/ Type.Boolean(),
  problem: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
});
export type CartDiscount = Static<typeof CartDiscount>;

/** The basket as the storefront shows it: getCart 14 and the answer of every change. */
export const CartView = /*#__PURE__*/ Type.Object({
  uniqueId: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  itemCount: Int,
  cartItems: /*#__PURE__*/ Type.Array(CartItem),
  deliveryId: /*#__PURE__*/ Nullable(Int),
  delivery: /*#__PURE__*/ Nullable(DeliveryMethod),
  address: /*#__PURE__*/ Nullable(Address),
  discount: /*#__PURE__*/ Nullable(CartDiscount),
  paymentMethod: PaymentMethod,
  bonus: /*#__PURE__*/ Type.Object({ requested: /*#__PURE__*/ Nullable(Money), applied: Money, balance: Money }),
  parentOrderId: /*#__PURE__*/ Nullable(Int),
  reserveExpiresAt: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  totals: Totals,
});
export type CartView = Static<typeof CartView>;

/** getCartCount 13. */
export const CartCount = /*#__PURE__*/ Type.Object({ uniqueId: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()), itemCount: Int });
export type CartCount = Static<typeof CartCount>;

/** getDelivery 15. */
export const DeliveryList = /*#__PURE__*/ Type.Object({ deliveryId: /*#__PURE__*/ Nullable(Int), deliveryMethods: /*#__PURE__*/ Type.Array(DeliveryMethod) });
export type DeliveryList = Static<typeof DeliveryList>;

/** setOrder 11 and retryPayment: where the shopper goes next (paymentUrl: the bank's page). */
export const PaymentAnswer = /*#__PURE__*/ Type.Object({
  isOnline: /*#__PURE__*/ Type.Boolean(),
  isCheque: /*#__PURE__*/ Type.Boolean(),
  paymentId: /*#__PURE__*/ Nullable(Int),
  paymentUrl: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  productOrderId: Int,
});
export type PaymentAnswer = Static<typeof PaymentAnswer>;

export const OrderStatus = /*#__PURE__*/ Type.Union([
  /*#__PURE__*/ Type.Literal('placed'),
  /*#__PURE__*/ Type.Literal('paid'),
  /*#__PURE__*/ Type.Literal('failed'),
  /*#__PURE__*/ Type.Literal('cancelled'),
  /*#__PURE__*/ Type.Literal('merged'),
  /*#__PURE__*/ Type.Literal('awaiting_cheque'),
  /*#__PURE__*/ Type.Literal('cheque_received'),
  /*#__PURE__*/ Type.Literal('confirmed'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const HoldStatus = /*#__PURE__*/ Type.Union([/*#__PURE__*/ Type.Literal('held'), /*#__PURE__*/ Type.Literal('released'), /*#__PURE__*/ Type.Literal('sold')]);
export type HoldStatus = Static<typeof HoldStatus>;

export const OrderLine = /*#__PURE__*/ Type.Object({
  productId: Int,
  name: /*#__PURE__*/ Type.String(),
  slug: /*#__PURE__*/ Type.String(),
  image: /*#__PURE__*/ Nullable(ImageRef),
  unitPrice: Money,
  count: Int,
  lineTotal: Money,
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderPayment = /*#__PURE__*/ Type.Object({
  id: Int,
  gateway: /*#__PURE__*/ Type.String(),
  status: /*#__PURE__*/ Type.String(),
  amount: Money,
  refId: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  cardPan: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  failureCode: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  createdAt: /*#__PURE__*/ Type.String(),
  verifiedAt: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
});
export type OrderPayment = Static<typeof OrderPayment>;

export const Cheque = /*#__PURE__*/ Type.Object({
  sayadId: /*#__PURE__*/ Type.String(),
  serial: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  bankName: /*#__PURE__*/ Type.String(),
  ownerName: /*#__PURE__*/ Type.String(),
  amount: Money,
  dueDate: /*#__PURE__*/ Type.String(),
  imageUrl: /*#__PURE__*/ Type.String(),
  /** submitted | confirmed | rejected */
  status: /*#__PURE__*/ Type.String(),
});
export type Cheque = Static<typeof Cheque>;

/** One order as its owner sees it on /profile/accountorder/:productOrderId. */
export const OrderView = /*#__PURE__*/ Type.Object({
  id: Int,
  productOrderId: Int,
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  isOnline: /*#__PURE__*/ Type.Boolean(),
  isCheque: /*#__PURE__*/ Type.Boolean(),
  locale: /*#__PURE__*/ Type.String(),
  createdAt: /*#__PURE__*/ Type.String(),
  paidAt: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  lines: /*#__PURE__*/ Type.Array(OrderLine),
  itemCount: Int,
  delivery: /*#__PURE__*/ Type.Object({ id: Int, code: /*#__PURE__*/ Type.String(), name: /*#__PURE__*/ Type.String(), price: Money }),
  address: /*#__PURE__*/ Nullable(Address),
  discountCode: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  totals: Totals,
  bonusEarned: Money,
  hold: /*#__PURE__*/ Type.Object({ status: HoldStatus, expiresAt: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()) }),
  /** the current payment */
  payment: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.Object({ id: Int, status: /*#__PURE__*/ Type.String(), amount: Money, refId: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()), failureCode: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()) })),
  payments: /*#__PURE__*/ Type.Array(OrderPayment),
  cheque: /*#__PURE__*/ Nullable(Cheque),
  history: /*#__PURE__*/ Type.Array(/*#__PURE__*/ Type.Object({ from: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()), to: /*#__PURE__*/ Type.String(), note: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()), at: /*#__PURE__*/ Type.String() })),
  canRetryPayment: /*#__PURE__*/ Type.Boolean(),
  canSubmitCheque: /*#__PURE__*/ Type.Boolean(),
  parentOrderId: /*#__PURE__*/ Nullable(Int),
  mergedIntoId: /*#__PURE__*/ Nullable(Int),
});
export type OrderView = Static<typeof OrderView>;

export const OrderListItem = /*#__PURE__*/ Type.Object({
  id: Int,
  productOrderId: Int,
  status: OrderStatus,
  isOnline: /*#__PURE__*/ Type.Boolean(),
  isCheque: /*#__PURE__*/ Type.Boolean(),
  payable: Money,
  itemCount: Int,
  createdAt: /*#__PURE__*/ Type.String(),
  paidAt: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
});
export type OrderListItem = Static<typeof OrderListItem>;

/** The hold of an unpaid order: what is kept for the shopper and until when. */
export const OrderReserve = /*#__PURE__*/ Type.Object({
  productOrderId: Int,
  status: OrderStatus,
  holdStatus: HoldStatus,
  reserved: /*#__PURE__*/ Type.Boolean(),
  holdExpiresAt: /*#__PURE__*/ Nullable(/*#__PURE__*/ Type.String()),
  secondsLeft: /*#__PURE__*/ Nullable(Int),
});
export type OrderReserve = Static<typeof OrderReserve>;

/** The cheque of a cheque order (POST /productOrder/:id/cheque). */
export const ChequeInput = /*#__PURE__*/ Type.Object({
  /** 16 digits (Persian digits, spaces and dashes tolerated) */
  sayadId: /*#__PURE__*/ Type.String({ maxLength: 40 }),
  serial: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 40 })),
  bankName: /*#__PURE__*/ Type.String({ maxLength: 60 }),
  ownerName: /*#__PURE__*/ Type.String({ maxLength: 100 }),
  /** must equal the order's payable */
  amount: /*#__PURE__*/ Type.Integer({ minimum: 1, maximum: 1e15 }),
  /** Gregorian YYYY-MM-DD (the storefront's Persian date field converts) */
  dueDate: /*#__PURE__*/ Type.String({ maxLength: 20 }),
  /** from POST /api/upload/image: /api/files/<name> */
  imageUrl: /*#__PURE__*/ Type.String({ maxLength: 400 }),
});
export type ChequeInput = Static<typeof ChequeInput>;

// ---- examples (type-checked against the schemas) ----

const exampleTotals: Totals = { items: 4_700_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 515_000, bonus: 0, payable: 5_665_000 };
const exampleDelivery: DeliveryMethod = {
  id: 1,
  code: 'post',
  name: 'پست پیشتاز',
  description: 'ارسال به سراسر ایران، ۲ تا ۴ روز کاری',
  price: 450_000,
  freeAbove: 50_000_000,
  requiresAddress: true,
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
  totals: { items: 4_000_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 445_000, bonus: 0, payable: 4_895_000 },
  bonusEarned: 80_000,
  hold: { status: 'sold', expiresAt: null },
  payment: { id: 5, status: 'paid', amount: 4_895_000, refId: '123456789', failureCode: null },
  payments: [
    {
      id: 5,
      gateway: 'sandbox',
      status: 'paid',
      amount: 4_895_000,
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
  canRetryPayment: false,
  canSubmitCheque: false,
  parentOrderId: null,
  mergedIntoId: null,
};

// ---- routes ----

/**
 * Every cart update type of spec §4. The answer's data depends on the type: the cart view (every
 * change, getCart 14), the delivery list (getDelivery 15), where to pay (setOrder 11) or the count
 * (getCartCount 13).
 */
export const updateCart = /*#__PURE__*/ route({
  method: 'POST',
  url: '/cart/cart',
  schema: {
    querystring: LangQuery,
    body: CartBody,
    response: { 200: /*#__PURE__*/ Envelope(/*#__PURE__*/ Type.Union([CartView, DeliveryList, PaymentAnswer, CartCount])) },
  },
  example: { isSuccess: true, data: exampleCart, messages: [{ item1: 'با موفقیت به سبد خرید اضافه شد.', item2: 'cart.added' }] },
});

export const listOrders = /*#__PURE__*/ route({
  method: 'GET',
  url: '/productOrder/list',
  schema: { querystring: LangQuery, response: { 200: /*#__PURE__*/ Envelope(/*#__PURE__*/ Type.Array(OrderListItem)) } },
  example: {
    isSuccess: true,
    data: [
      { id: 42, productOrderId: 42, status: 'paid', isOnline: true, isCheque: false, payable: 4_895_000, itemCount: 2, createdAt: '2025-01-10T10:00:00.000Z', paidAt: '2025-01-10T10:05:00.000Z' },
    ],
    messages: [],
  },
});

export const getOrderReserve = /*#__PURE__*/ route({
  method: 'GET',
  url: '/productOrder/reserve',
  schema: { querystring: /*#__PURE__*/ Type.Object({ id: Id, lang: /*#__PURE__*/ Type.Optional(Lang) }), response: { 200: /*#__PURE__*/ Envelope(OrderReserve) } },
  example: {
    isSuccess: true,
    data: { productOrderId: 43, status: 'placed', holdStatus: 'held', reserved: true, holdExpiresAt: '2025-01-10T10:30:00.000Z', secondsLeft: 1740 },
    messages: [],
  },
});

export const getOrder = /*#__PURE__*/ route({
  method: 'GET',
  url: '/productOrder/:id',
  schema: { params: /*#__PURE__*/ Type.Object({ id: Id }), querystring: LangQuery, response: { 200: /*#__PURE__*/ Envelope(OrderView) } },
  example: { isSuccess: true, data: exampleOrder, messages: [] },
});

// a cheque order after its cheque was sent (no spread: the remote's bundler keeps these declarations droppable)
const exampleChequeOrder: OrderView = /*#__PURE__*/ Object.assign({}, exampleOrder, {
  id: 50,
  productOrderId: 50,
  status: 'cheque_received',
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
    amount: 4_895_000,
    dueDate: '2026-03-01',
    imageUrl: '/api/files/cheque-50.png',
    status: 'submitted',
  },
  history: [
    { from: null, to: 'awaiting_cheque', note: 'order.placed', at: '2025-01-10T10:00:00.000Z' },
    { from: 'awaiting_cheque', to: 'cheque_received', note: 'cheque.submitted', at: '2025-01-10T11:00:00.000Z' },
  ],
  canSubmitCheque: true,
});

export const submitCheque = /*#__PURE__*/ route({
  method: 'POST',
  url: '/productOrder/:id/cheque',
  schema: { params: /*#__PURE__*/ Type.Object({ id: Id }), querystring: LangQuery, body: ChequeInput, response: { 200: /*#__PURE__*/ Envelope(OrderView) } },
  example: {
    isSuccess: true,
    data: exampleChequeOrder,
    messages: [],
  },
});

export const retryPayment = /*#__PURE__*/ route({
  method: 'POST',
  url: '/productOrder/:id/retryPayment',
  schema: { params: /*#__PURE__*/ Type.Object({ id: Id }), querystring: LangQuery, response: { 200: /*#__PURE__*/ Envelope(PaymentAnswer) } },
  example: {
    isSuccess: true,
    data: { isOnline: true, isCheque: false, paymentId: 6, paymentUrl: 'https://shop.example/api/payment/sandbox/pay/SBX0A1B2C3?test=true', productOrderId: 42 },
    messages: [],
  },
});

/** The bank's return (Zarinpal's Authority and Status): always a redirect to the storefront's order page. */
export const paymentCallback = /*#__PURE__*/ route({
  method: 'GET',
  url: '/payment/callback/:paymentId',
  schema: {
    params: /*#__PURE__*/ Type.Object({ paymentId: Id }),
    querystring: /*#__PURE__*/ Type.Object({ Authority: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 100 })), Status: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 10 })) }),
  },
  raw: '302 redirect to the order page',
});

const Authority = /*#__PURE__*/ Type.Object({ authority: /*#__PURE__*/ Type.String({ maxLength: 100 }) });
const PageQuery = /*#__PURE__*/ Type.Object({ lang: /*#__PURE__*/ Type.Optional(Lang) });

export const sandboxPayPage = /*#__PURE__*/ route({
  method: 'GET',
  url: '/payment/sandbox/pay/:authority',
  schema: { params: Authority, querystring: PageQuery },
  raw: 'HTML page: the sandbox bank',
});

export const sandboxPay = /*#__PURE__*/ route({
  method: 'POST',
  url: '/payment/sandbox/pay/:authority',
  schema: {
    params: Authority,
    querystring: PageQuery,
    body: /*#__PURE__*/ Type.Object({ action: /*#__PURE__*/ Type.Union([/*#__PURE__*/ Type.Literal('pay'), /*#__PURE__*/ Type.Literal('cancel')]), amount: /*#__PURE__*/ Type.Optional(/*#__PURE__*/ Type.String({ maxLength: 20 })) }),
  },
  raw: '303 redirect to the payment callback',
});

const OrderIdParams = /*#__PURE__*/ Type.Object({ orderId: Id });

export const sandboxChequePage = /*#__PURE__*/ route({
  method: 'GET',
  url: '/payment/sandbox/cheque/:orderId',
  schema: { params: OrderIdParams, querystring: PageQuery },
  raw: 'HTML page: the development back office for cheques',
});

export const sandboxChequeDecision = /*#__PURE__*/ route({
  method: 'POST',
  url: '/payment/sandbox/cheque/:orderId',
  schema: {
    params: OrderIdParams,
    querystring: PageQuery,
    body: /*#__PURE__*/ Type.Object({ action: /*#__PURE__*/ Type.Union([/*#__PURE__*/ Type.Literal('confirm'), /*#__PURE__*/ Type.Literal('reject')]) }),
  },
  raw: '303 redirect to the order page',
});
