/**
 * The shop's settings in the back office (issue 35 item 3; role `owner` only, every other staff member
 * gets 403): the VAT percent and the company's contact details and map position (one form), the
 * delivery methods and the discount codes. Stored in the database by the module that owns each (VAT,
 * delivery and discounts: the cart module; the company's details: the content module) and read on every
 * request, so a change is used at once by every api instance, without a restart. The environment's
 * VAT_PERCENT and CONTACT_* are first-run defaults only: used (and shown as such) until a value is saved.
 *
 * Every change is recorded in the audit trail (entities `setting`, `delivery_method`, `discount_code`,
 * with before and after; `GET /admin/audit?entity=…` lists them). Delivery methods and discount codes are
 * never deleted (orders name them): they are deactivated. A bad input is a localized 400 naming what is
 * wrong, with nothing written; a discount code that exists already (in any case) is a 409.
 *
 * Numbers are checked by the api, not by the schema, so that each mistake gets its own message: money
 * in rials as whole numbers of zero or more, percents 0–100 (VAT: at most two decimals; a percent code:
 * a whole 1–100), counts as whole numbers.
 */
import { Envelope, IdParams, Nullable, Type, route, type Static, type TSchema } from './common';

const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
/** Nullable for inputs, null first (the api's validator coerces types: see admin-catalog.ts). */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
/** A number or null as one JSON-schema type list (null stays null, 0 stays 0 under coercion). */
const NumberOrNull = Type.Unsafe<number | null>({ type: ['number', 'null'] });
/** A day (2026-03-01, Tehran's) or a date-time (without a zone: Tehran's), or null for "no limit". */
const DayOrNull = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 40 });
const LangOnly = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });
const Int = Type.Integer();

/** A text in the three languages; Russian may be empty (the storefront then shows the English one). */
export const CompanyText = Type.Object({ fa: Str(300), en: Str(300), ru: Str(300) }, { additionalProperties: false });

/** The company's contact details and map position (the contact page, every page's footer, the invoice). */
export const CompanyDetails = Type.Object(
  {
    email: Str(254),
    /** telephone numbers, Latin or Persian digits, `+ ( ) -` and spaces (at least one) */
    phones: Type.Array(Str(40), { maxItems: 10 }),
    mobile: Str(40),
    /** the office's postal code (digits, spaces and dashes; may be empty) */
    postalCode: Str(20),
    address: CompanyText,
    hours: CompanyText,
    /** the office on the contact page's map: latitude −90…90, longitude −180…180 */
    location: Type.Object({ lat: Type.Number(), lng: Type.Number() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type CompanyDetails = Static<typeof CompanyDetails>;

export const ShopSettings = Type.Object({
  vatPercent: Type.Number(),
  company: CompanyDetails,
  /** the environment's first-run values (VAT_PERCENT, CONTACT_*), used until a value is saved here */
  defaults: Type.Object({ vatPercent: Type.Number(), company: CompanyDetails }),
  /** whether each is still the environment's value (never saved in the back office) */
  fromEnvironment: Type.Object({ vatPercent: Type.Boolean(), company: Type.Boolean() }),
  /** when each was last saved here (null: never) */
  updatedAt: Type.Object({ vatPercent: Nullable(Type.String()), company: Nullable(Type.String()) }),
});
export type ShopSettings = Static<typeof ShopSettings>;

/** The whole form: each part is written (and audited) only when it differs from what is in use, or is still the environment's. */
export const ShopSettingsInput = Type.Object({ vatPercent: Type.Number(), company: CompanyDetails }, { additionalProperties: false });
export type ShopSettingsInput = Static<typeof ShopSettingsInput>;

export const AdminDeliveryMethod = Type.Object({
  id: Int,
  /** a fixed Latin key (made from the English name when the method is added) */
  code: Type.String(),
  names: Type.Object({ fa: Type.String(), en: Type.String(), ru: Nullable(Type.String()) }),
  descriptions: Type.Object({ fa: Nullable(Type.String()), en: Nullable(Type.String()), ru: Nullable(Type.String()) }),
  /** rials */
  price: Int,
  /** the discounted items' total (rials) from which delivery is free; null: never free */
  freeAbove: Nullable(Int),
  /** false for pickup: no postal address is asked for */
  requiresAddress: Type.Boolean(),
  active: Type.Boolean(),
  /** the basket lists active methods by this, the first is a new basket's default */
  sortOrder: Int,
  /** where it delivers, named in the request's language (null: everywhere); not changed here */
  regions: Nullable(Type.Array(Type.String())),
  createdAt: Type.String(),
});
export type AdminDeliveryMethod = Static<typeof AdminDeliveryMethod>;

const MethodNames = Type.Object({ fa: Str(120), en: Str(120), ru: Type.Optional(OrNull(Str(120))) }, { additionalProperties: false });
const MethodTexts = Type.Object({ fa: Type.Optional(OrNull(Str(500))), en: Type.Optional(OrNull(Str(500))), ru: Type.Optional(OrNull(Str(500))) }, { additionalProperties: false });
const methodFields = {
  names: MethodNames,
  descriptions: Type.Optional(MethodTexts),
  price: Type.Number(),
  freeAbove: NumberOrNull,
  requiresAddress: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Boolean()),
  sortOrder: Type.Optional(Type.Number()),
};
/** A new method: names (Persian and English required), price and free-above; active and requiring an address unless said, placed last unless given a sort order. */
export const NewDeliveryMethod = Type.Object(methodFields, { additionalProperties: false });
export type NewDeliveryMethod = Static<typeof NewDeliveryMethod>;
/** A change: only the fields sent (at least one). `active: false` withdraws it (the last active method cannot be). */
export const DeliveryMethodChange = Type.Partial(Type.Object(methodFields), { additionalProperties: false, minProperties: 1 });
export type DeliveryMethodChange = Static<typeof DeliveryMethodChange>;

export const DiscountKind = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);
export type DiscountKind = Static<typeof DiscountKind>;

export const AdminDiscountCode = Type.Object({
  id: Int,
  /** upper case; shoppers may type it in any case, with Persian digits */
  code: Type.String(),
  kind: DiscountKind,
  /** percent: 1–100; amount: rials */
  value: Int,
  /** the most a percent code takes off (rials); null: no cap */
  maxDiscount: Nullable(Int),
  /** the items' total (rials) the basket must reach */
  minBasket: Int,
  /** orders that may use it in all; null: no limit */
  usageLimit: Nullable(Int),
  /** orders holding it now (read-only: placed orders claim a use, released ones give it back) */
  usageCount: Int,
  /** the exact instants: valid from `startsAt`, until (not including) `expiresAt`; null: no limit */
  startsAt: Nullable(Type.String()),
  expiresAt: Nullable(Type.String()),
  /** the same as Tehran's days (YYYY-MM-DD, Gregorian): the first and the last day it is valid */
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  active: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminDiscountCode = Static<typeof AdminDiscountCode>;

const codeFields = {
  /** 3–40 Latin letters, digits, `-` or `_` (any case, Persian digits read as Latin ones) */
  code: Str(60),
  kind: DiscountKind,
  value: Type.Number(),
  maxDiscount: Type.Optional(NumberOrNull),
  minBasket: Type.Optional(Type.Number()),
  usageLimit: Type.Optional(NumberOrNull),
  /** a day means its start in Tehran; null: from now on */
  validFrom: Type.Optional(DayOrNull),
  /** a day means its end in Tehran (the whole day is valid); null: no end */
  validTo: Type.Optional(DayOrNull),
  active: Type.Optional(Type.Boolean()),
};
export const NewDiscountCode = Type.Object(codeFields, { additionalProperties: false });
export type NewDiscountCode = Static<typeof NewDiscountCode>;
/** A change: only the fields sent (at least one); the usage count is never set here. */
export const DiscountCodeChange = Type.Partial(Type.Object(codeFields), { additionalProperties: false, minProperties: 1 });
export type DiscountCodeChange = Static<typeof DiscountCodeChange>;

const base = '/admin/settings';
const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });

const exampleCompany: CompanyDetails = {
  email: 'info@atashimen.example',
  phones: ['021-66000000'],
  mobile: '09121234567',
  postalCode: '1345673111',
  address: { fa: 'تهران، خیابان آزادی، پلاک ۱۲۰', en: '120 Azadi St, Tehran, Iran', ru: 'Иран, Тегеран, улица Азади, д. 120' },
  hours: { fa: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷', en: 'Saturday to Wednesday 8:30–17:00', ru: 'Суббота–среда 8:30–17:00' },
  location: { lat: 35.7009, lng: 51.3652 },
};
const exampleSettings: ShopSettings = {
  vatPercent: 10,
  company: exampleCompany,
  defaults: { vatPercent: 10, company: exampleCompany },
  fromEnvironment: { vatPercent: false, company: true },
  updatedAt: { vatPercent: '2026-03-02T10:00:00.000Z', company: null },
};
const exampleMethod: AdminDeliveryMethod = {
  id: 1,
  code: 'post',
  names: { fa: 'پست پیشتاز', en: 'Express post', ru: 'Экспресс-почта' },
  descriptions: { fa: 'ارسال به سراسر ایران، ۲ تا ۴ روز کاری.', en: 'Anywhere in Iran, 2 to 4 working days.', ru: null },
  price: 450_000,
  freeAbove: 50_000_000,
  requiresAddress: true,
  active: true,
  sortOrder: 1,
  regions: null,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const exampleCode: AdminDiscountCode = {
  id: 1,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  maxDiscount: 5_000_000,
  minBasket: 10_000_000,
  usageLimit: null,
  usageCount: 3,
  startsAt: '2026-02-28T20:30:00.000Z',
  expiresAt: '2026-03-31T20:30:00.000Z',
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  active: true,
  createdAt: '2026-03-01T08:00:00.000Z',
};

export const adminGetShopSettings = route({ method: 'GET', url: `${base}/shop`, schema: { querystring: LangOnly, response: { 200: Envelope(ShopSettings) } }, example: done(exampleSettings) });
export const adminSaveShopSettings = route({ method: 'PUT', url: `${base}/shop`, schema: { querystring: LangOnly, body: ShopSettingsInput, response: { 200: Envelope(ShopSettings) } }, example: done(exampleSettings) });

/** Every delivery method, active or not, in the basket's order. */
export const adminListDeliveryMethods = route({ method: 'GET', url: `${base}/delivery-methods`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminDeliveryMethod)) } }, example: done([exampleMethod]) });
export const adminCreateDeliveryMethod = route({ method: 'POST', url: `${base}/delivery-methods`, schema: { querystring: LangOnly, body: NewDeliveryMethod, response: { 200: Envelope(AdminDeliveryMethod) } }, example: done(exampleMethod) });
export const adminUpdateDeliveryMethod = route({
  method: 'PATCH',
  url: `${base}/delivery-methods/:id`,
  schema: { params: IdParams, querystring: LangOnly, body: DeliveryMethodChange, response: { 200: Envelope(AdminDeliveryMethod) } },
  example: done(exampleMethod),
});

/** Every discount code, the newest first. */
export const adminListDiscountCodes = route({ method: 'GET', url: `${base}/discount-codes`, schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(AdminDiscountCode)) } }, example: done([exampleCode]) });
export const adminCreateDiscountCode = route({ method: 'POST', url: `${base}/discount-codes`, schema: { querystring: LangOnly, body: NewDiscountCode, response: { 200: Envelope(AdminDiscountCode) } }, example: done(exampleCode) });
export const adminUpdateDiscountCode = route({
  method: 'PATCH',
  url: `${base}/discount-codes/:id`,
  schema: { params: IdParams, querystring: LangOnly, body: DiscountCodeChange, response: { 200: Envelope(AdminDiscountCode) } },
  example: done(exampleCode),
});
