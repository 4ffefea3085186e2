/**
 * The back office's customers (issue 35 item 4; api module auth, back-office side): the shop's shoppers
 * (the auth module's accounts) searched by mobile or name, one customer with their profile, address
 * book, orders, liked products and whether they may sign in; blocking and unblocking sign-in.
 *
 * Staff with `orders` or `support` (and the owner) read customers; `support` (and the owner) block and
 * unblock them. Blocking ends every session of the shopper at once (their next request is a guest's)
 * and refuses their sign-in with 403 `auth.blocked` until they are unblocked. Both are recorded in the
 * audit trail (entity `customer`). The customer's leads are the leads inbox's (contracts/admin-leads),
 * filtered by their mobile.
 */
import { Envelope, IdParams, Nullable, Rials, Type, route, type Static } from './common';
import { LikedProduct } from './auth';
import { OrderStatus, PaymentMethod, SavedAddress } from './cart';

const Int = Type.Integer();
const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
const LangOnly = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });

export const CustomerQuery = Type.Object({
  /** the customer's mobile or part of it (any digits: Persian, Arabic-Indic or Latin; +98 or 0) or part of their name */
  q: Type.Optional(Str(100)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});
export type CustomerQuery = Static<typeof CustomerQuery>;

export const CustomerRow = Type.Object({
  id: Int,
  /** the name the shopper gave ('' when none) */
  name: Type.String(),
  /** canonical 09xxxxxxxxx */
  mobile: Type.String(),
  createdAt: Type.String(),
  /** sign-in refused (blocked by staff) */
  blocked: Type.Boolean(),
  /** every order the customer placed, whatever its state */
  orderCount: Int,
  /** when the newest of them was placed; null without orders */
  lastOrderAt: Nullable(Type.String()),
});
export type CustomerRow = Static<typeof CustomerRow>;

export const CustomerPage = Type.Object({ items: Type.Array(CustomerRow), total: Int, page: Int, pageSize: Int, pageCount: Int });
export type CustomerPage = Static<typeof CustomerPage>;

/** One of the customer's orders, as the customer page lists it (the order's own page has the rest). */
export const CustomerOrder = Type.Object({
  id: Int,
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  payable: Rials,
  itemCount: Int,
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
});
export type CustomerOrder = Static<typeof CustomerOrder>;

/** Why and since when a customer may not sign in, and who decided it. */
export const CustomerBlock = Type.Object({
  at: Type.String(),
  /** the staff member who blocked them (null when that member is no longer known) */
  by: Nullable(Type.Object({ id: Int, name: Type.String() })),
  reason: Type.String(),
});
export type CustomerBlock = Static<typeof CustomerBlock>;

export const AdminCustomer = Type.Object({
  id: Int,
  name: Type.String(),
  mobile: Type.String(),
  createdAt: Type.String(),
  updatedAt: Nullable(Type.String()),
  hasPassword: Type.Boolean(),
  /** null: the customer may sign in */
  block: Nullable(CustomerBlock),
  /** the address book: the default first, then the newest */
  addresses: Type.Array(SavedAddress),
  /** the newest orders (at most 50) and how many there are in all */
  orders: Type.Object({ total: Int, items: Type.Array(CustomerOrder) }),
  /** the products the customer liked, newest first, named in the request's language */
  likes: Type.Array(LikedProduct),
});
export type AdminCustomer = Static<typeof AdminCustomer>;

/** Blocking: why (kept with the block and in the audit trail; staff read it, the shopper never does). */
export const BlockCustomerBody = Type.Object({ reason: Str(500, 1) }, { additionalProperties: false });
export type BlockCustomerBody = Static<typeof BlockCustomerBody>;

const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });
const exampleRow: CustomerRow = { id: 12, name: 'سارا محمدی', mobile: '09121234567', createdAt: '2026-10-02T08:30:00.000Z', blocked: false, orderCount: 3, lastOrderAt: '2026-11-27T09:12:00.000Z' };
const exampleCustomer: AdminCustomer = {
  id: 12,
  name: 'سارا محمدی',
  mobile: '09121234567',
  createdAt: '2026-10-02T08:30:00.000Z',
  updatedAt: '2026-10-05T11:00:00.000Z',
  hasPassword: false,
  block: null,
  addresses: [{ id: 4, recipient: 'سارا محمدی', mobile: '09121234567', province: 'تهران', city: 'تهران', street: 'خیابان آزادی، پلاک ۱۲', postalCode: '1234567890', isDefault: true }],
  orders: { total: 3, items: [{ id: 1043, status: 'cheque_received', paymentMethod: 'cheque', payable: 27_250_000, itemCount: 2, createdAt: '2026-11-27T09:12:00.000Z', paidAt: null }] },
  likes: [{ id: 7, name: 'کپسول آتش‌نشانی ۶ کیلویی', slug: 'کپسول-آتش-نشانی-۶-کیلویی', price: 12_500_000, image: null, active: true, inStock: true }],
};
const blockedCustomer: AdminCustomer = { ...exampleCustomer, block: { at: '2026-11-28T10:00:00.000Z', by: { id: 3, name: 'مریم پشتیبان' }, reason: 'سفارش‌های جعلی پیاپی' } };

export const adminListCustomers = route({ method: 'GET', url: '/admin/customers', schema: { querystring: CustomerQuery, response: { 200: Envelope(CustomerPage) } }, example: done({ items: [exampleRow], total: 1, page: 1, pageSize: 50, pageCount: 1 }) });
/** 404 `customers.notFound`. */
export const adminGetCustomer = route({ method: 'GET', url: '/admin/customers/:id', schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminCustomer) } }, example: done(exampleCustomer) });
/** Ends every session of the customer and refuses their sign-in. 404 `customers.notFound`; 409 `customers.alreadyBlocked`; 400 `common.requiredField` (a reason of spaces only). */
export const adminBlockCustomer = route({ method: 'POST', url: '/admin/customers/:id/block', schema: { params: IdParams, querystring: LangOnly, body: BlockCustomerBody, response: { 200: Envelope(AdminCustomer) } }, example: done(blockedCustomer) });
/** Lets the customer sign in again. 404 `customers.notFound`; 409 `customers.notBlocked`. */
export const adminUnblockCustomer = route({ method: 'POST', url: '/admin/customers/:id/unblock', schema: { params: IdParams, querystring: LangOnly, response: { 200: Envelope(AdminCustomer) } }, example: done(exampleCustomer) });
