/**
 * The back office's leads inbox (issue "back-office 3 of 3", item 1; api module backoffice, fed by the
 * content module's contact form and consultation requests and the catalog module's price inquiries).
 *
 * Every lead a shopper sends is one row of one list, whatever module kept it: a contact-form message
 * (`contact`), a free consultation or project-visit request (`consultation`, the contact form's group 1,
 * also what the consultation modal sends) or a price inquiry on a product (`inquiry`). Staff with role
 * `support` (and the owner) read them, take one (assignee), move it new → in progress → closed (and back,
 * for a lead closed too early), write notes on it and export the filtered list as CSV. A new lead is
 * announced to open back-offices within a second (`adminLeadEvents`, server-sent events) and by SMS to
 * the mobiles configured in `LEADS_SMS_TO`. An attachment is downloaded only through
 * `adminLeadAttachment` (staff); the public file address of a sent form's attachment answers 404.
 *
 * Every write is recorded in the audit trail; a change with a stale `version` answers 409
 * `leads.stale` with the current lead as data.
 */
import { Envelope, Id, IdParams, Nullable, Type, route, type Static } from './common';

const Int = Type.Integer();
const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
/** An ISO date (2026-03-01) or date-time; the api checks it is a real one. */
const IsoDate = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });
const LangOnly = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });

export const LEAD_KINDS = ['contact', 'consultation', 'inquiry'] as const;
export const LeadKind = Type.Union(LEAD_KINDS.map((k) => Type.Literal(k)));
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'in_progress', 'closed'] as const;
export const LeadStatus = Type.Union(LEAD_STATUSES.map((s) => Type.Literal(s)));
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LeadQuery = Type.Object({
  kind: Type.Optional(LeadKind),
  status: Type.Optional(LeadStatus),
  /** sent on or after this day (a date means its start, Tehran time) */
  from: Type.Optional(IsoDate),
  /** sent on or before this day (a date means its end, Tehran time) */
  to: Type.Optional(IsoDate),
  /** price inquiries about this product */
  productId: Type.Optional(Id),
  /** contact-form messages of this subject (contact group; 1 = free consultation and project visit) */
  groupId: Type.Optional(Id),
  /** taken by this staff member; 0: taken by nobody */
  assigneeId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /** the sender's mobile (any digits, Persian ones too) or part of their name */
  q: Type.Optional(Str(100)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
});
export type LeadQuery = Static<typeof LeadQuery>;

const Named = Type.Object({ id: Int, name: Type.String() });

export const LeadRow = Type.Object({
  id: Int,
  kind: LeadKind,
  status: LeadStatus,
  fullName: Type.String(),
  mobile: Type.String(),
  /** the form's title, or the first words of the message (at most 140 characters); null when it had none */
  summary: Nullable(Type.String()),
  /** the product asked about (price inquiries), named in the request's language */
  product: Nullable(Type.Object({ id: Int, name: Type.String(), slug: Nullable(Type.String()) })),
  /** the contact form's subject, in the request's language */
  group: Nullable(Type.Object({ id: Int, title: Type.String() })),
  assignee: Nullable(Named),
  hasAttachment: Type.Boolean(),
  /** the language the shopper wrote in */
  lang: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type LeadRow = Static<typeof LeadRow>;

export const LeadPage = Type.Object({
  items: Type.Array(LeadRow),
  total: Int,
  page: Int,
  pageSize: Int,
  pageCount: Int,
});
export type LeadPage = Static<typeof LeadPage>;

export const LeadNote = Type.Object({ id: Int, at: Type.String(), staffId: Nullable(Int), staffName: Nullable(Type.String()), text: Type.String() });
export type LeadNote = Static<typeof LeadNote>;

/** One entry of a lead's history: a change of status or assignee (notes are listed apart). */
export const LeadEvent = Type.Object({
  id: Int,
  at: Type.String(),
  staffId: Nullable(Int),
  staffName: Nullable(Type.String()),
  field: Type.Union([Type.Literal('status'), Type.Literal('assignee')]),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});
export type LeadEvent = Static<typeof LeadEvent>;

export const Lead = Type.Composite([
  LeadRow,
  Type.Object({
    /** increases with every change; send it back with a change (409 `leads.stale` when another came first) */
    version: Int,
    email: Nullable(Type.String()),
    /** the whole message as the shopper wrote it (plain text) */
    message: Nullable(Type.String()),
    /** the day the shopper would like a visit (YYYY-MM-DD, Gregorian), when asked */
    visitDate: Nullable(Type.String()),
    /** how many the shopper asked a price for (price inquiries) */
    quantity: Nullable(Int),
    /** the shopper's account when they were signed in */
    userId: Nullable(Int),
    /** the attachment (download: `adminLeadAttachment`) */
    attachment: Nullable(Type.Object({ name: Type.String(), mime: Type.String(), size: Int })),
    notes: Type.Array(LeadNote),
    history: Type.Array(LeadEvent),
  }),
]);
export type Lead = Static<typeof Lead>;

export const LeadChangeBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    status: Type.Optional(LeadStatus),
    /** a staff member with role support or owner; null: nobody */
    assigneeId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type LeadChangeBody = Static<typeof LeadChangeBody>;

export const LeadNoteBody = Type.Object({ text: Str(2000, 1) }, { additionalProperties: false });
export type LeadNoteBody = Static<typeof LeadNoteBody>;

/** For the badge: how many leads are new, and the newest lead's id (a higher one than last seen is news). */
export const LeadSummary = Type.Object({ newCount: Int, latestId: Nullable(Int) });
export type LeadSummary = Static<typeof LeadSummary>;

/** Who may be given a lead: active staff with role support or owner. */
export const LeadAssignee = Named;
export type LeadAssignee = Static<typeof LeadAssignee>;

const done = <T>(data: T) => ({ isSuccess: true, data, messages: [] });
const exampleRow: LeadRow = {
  id: 58,
  kind: 'inquiry',
  status: 'new',
  fullName: 'رضا کریمی',
  mobile: '09121234567',
  summary: 'برای ۴۰ عدد قیمت عمده می‌خواهم',
  product: { id: 7, name: 'کپسول آتش‌نشانی ۶ کیلویی', slug: 'کپسول-آتش-نشانی-۶-کیلویی' },
  group: null,
  assignee: null,
  hasAttachment: false,
  lang: 'fa',
  createdAt: '2026-11-28T08:40:00.000Z',
  updatedAt: '2026-11-28T08:40:00.000Z',
};
const exampleLead: Lead = {
  ...exampleRow,
  version: 0,
  email: null,
  message: 'برای ۴۰ عدد قیمت عمده می‌خواهم',
  visitDate: null,
  quantity: 40,
  userId: null,
  attachment: null,
  notes: [],
  history: [],
};
const LeadParams = IdParams;

export const adminListLeads = route({ method: 'GET', url: '/admin/leads', schema: { querystring: LeadQuery, response: { 200: Envelope(LeadPage) } }, example: done({ items: [exampleRow], total: 1, page: 1, pageSize: 50, pageCount: 1 }) });
export const adminExportLeads = route({ method: 'GET', url: '/admin/leads/export.csv', schema: { querystring: LeadQuery }, raw: 'the filtered leads as CSV (UTF-8 with BOM, CRLF): id, created_at, kind, status, name, mobile, email, subject or product, message, assignee' });
export const adminLeadSummary = route({ method: 'GET', url: '/admin/leads/summary', schema: { querystring: LangOnly, response: { 200: Envelope(LeadSummary) } }, example: done({ newCount: 3, latestId: 58 }) });
export const adminLeadEvents = route({ method: 'GET', url: '/admin/leads/events', schema: {}, raw: 'text/event-stream: a `summary` event (data: LeadSummary as JSON) at once and whenever a lead arrives or changes status, a comment every 25 s to keep the connection open' });
export const adminLeadAssignees = route({ method: 'GET', url: '/admin/leads/assignees', schema: { querystring: LangOnly, response: { 200: Envelope(Type.Array(LeadAssignee)) } }, example: done([{ id: 2, name: 'مریم احمدی' }]) });
export const adminGetLead = route({ method: 'GET', url: '/admin/leads/:id', schema: { params: LeadParams, querystring: LangOnly, response: { 200: Envelope(Lead) } }, example: done(exampleLead) });
/** 409 `leads.stale` (data: the current lead); 400 `leads.assigneeInvalid` (not an active support or owner). */
export const adminChangeLead = route({ method: 'PATCH', url: '/admin/leads/:id', schema: { params: LeadParams, querystring: LangOnly, body: LeadChangeBody, response: { 200: Envelope(Lead) } }, example: done(exampleLead) });
export const adminLeadNote = route({ method: 'POST', url: '/admin/leads/:id/notes', schema: { params: LeadParams, querystring: LangOnly, body: LeadNoteBody, response: { 200: Envelope(Lead) } }, example: done(exampleLead) });
export const adminLeadAttachment = route({ method: 'GET', url: '/admin/leads/:id/attachment', schema: { params: LeadParams }, raw: "the lead's attachment with its type and Content-Disposition: attachment (its original name); 404 `leads.noAttachment`" });
