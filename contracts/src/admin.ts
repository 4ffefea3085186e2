/**
 * The back-office's own routes (api module `backoffice`): staff sign-in by mobile and one-time code
 * (plus a password once a staff member has set one), the signed-in staff member, staff management
 * and the audit trail. Every route lives under `/admin`; the api refuses to start when a route there
 * is registered without the roles allowed to call it (deny by default). Other modules' back-office
 * routes (admin-catalog, …) use the role names declared here.
 */
import { Empty, Envelope, Id, LangQuery, Nullable, Type, route, type Static } from './common';

/** What a staff member may do: `owner` may do everything, the others their own area. */
export const staffRoles = ['owner', 'catalogue', 'orders', 'content', 'support'] as const;
export const StaffRole = Type.Union(staffRoles.map((r) => Type.Literal(r)));
export type StaffRole = (typeof staffRoles)[number];

const mobile = Type.String({ minLength: 1, maxLength: 32 });
const code = Type.String({ minLength: 1, maxLength: 16 });
const password = Type.String({ minLength: 1, maxLength: 512 });
const name = Type.String({ minLength: 1, maxLength: 100 });
const Roles = Type.Array(StaffRole, { minItems: 1, maxItems: staffRoles.length, uniqueItems: true });
/** An ISO date (2026-03-01) or date-time (2026-03-01T08:30:00Z); the api checks it is a real one. */
const IsoDate = Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });

/** The signed-in staff member (GET /admin/me). */
export const StaffMe = Type.Object({ id: Id, mobile: Type.String(), name: Type.String(), roles: Type.Array(StaffRole), hasPassword: Type.Boolean() });
export type StaffMe = Static<typeof StaffMe>;

/** A staff member as the owner sees them. */
export const Staff = Type.Object({
  ...StaffMe.properties,
  active: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Nullable(Type.String()),
});
export type Staff = Static<typeof Staff>;

/** A sign-in code was sent if the mobile belongs to an active staff member (the answer is the same either way). */
export const StaffOtpSent = Type.Object({ mobile: Type.String(), expiresIn: Type.Integer(), resendIn: Type.Integer(), codeLength: Type.Integer() });
export type StaffOtpSent = Static<typeof StaffOtpSent>;

export const StaffOtpBody = Type.Object({ mobile });
export type StaffOtpBody = Static<typeof StaffOtpBody>;
/** `password` is required once the staff member has set one (a second factor beside the code). */
export const StaffVerifyBody = Type.Object({ mobile, code, password: Type.Optional(password) });
export type StaffVerifyBody = Static<typeof StaffVerifyBody>;
/** `currentPassword` is required when a password is already set. */
export const StaffPasswordBody = Type.Object({ password, currentPassword: Type.Optional(password) });
export type StaffPasswordBody = Static<typeof StaffPasswordBody>;
export const CreateStaffBody = Type.Object({ mobile, name, roles: Roles });
export type CreateStaffBody = Static<typeof CreateStaffBody>;
export const UpdateStaffBody = Type.Object({ name: Type.Optional(name), roles: Type.Optional(Roles), active: Type.Optional(Type.Boolean()) }, { minProperties: 1 });
export type UpdateStaffBody = Static<typeof UpdateStaffBody>;

/** One write in the back-office: who, when, from where, what it was before and after. */
export const AuditEntry = Type.Object({
  id: Id,
  at: Type.String(),
  staffId: Nullable(Type.Integer()),
  staffName: Nullable(Type.String()),
  ip: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  action: Type.String(),
  /** the entity's values before the write (null when it was created) */
  before: Type.Unknown(),
  /** the entity's values after the write (null when it was removed) */
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  ...LangQuery.properties,
  staffId: Type.Optional(Id),
  entity: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** from this instant (a date means its start, UTC) */
  from: Type.Optional(IsoDate),
  /** up to this instant (a date means its end, UTC) */
  to: Type.Optional(IsoDate),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
export type AuditQuery = Static<typeof AuditQuery>;
export const AuditPage = Type.Object({ items: Type.Array(AuditEntry), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;

const StaffIdParams = Type.Object({ id: Id });
const msg = (item1: string, item2: string) => [{ item1, item2 }];
const exampleMe: StaffMe = { id: 1, mobile: '09121234567', name: 'مریم احمدی', roles: ['owner'], hasPassword: false };
const exampleStaff: Staff = { id: 2, mobile: '09129876543', name: 'Reza Karimi', roles: ['catalogue', 'content'], hasPassword: false, active: true, createdAt: '2026-03-01T08:30:00.000Z', updatedAt: null };

export const adminRequestOtp = route({
  method: 'POST',
  url: '/admin/auth/otp',
  schema: { querystring: LangQuery, body: StaffOtpBody, response: { 200: Envelope(StaffOtpSent) } },
  example: { isSuccess: true, data: { mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 }, messages: msg('کد تأیید به شماره 09121234567 پیامک شد.', 'auth.otpSent') },
});

export const adminVerify = route({
  method: 'POST',
  url: '/admin/auth/verify',
  schema: { querystring: LangQuery, body: StaffVerifyBody, response: { 200: Envelope(StaffMe) } },
  example: { isSuccess: true, data: exampleMe, messages: msg('به پنل مدیریت خوش آمدید.', 'admin.signedIn') },
});

export const adminSetPassword = route({
  method: 'POST',
  url: '/admin/auth/password',
  schema: { querystring: LangQuery, body: StaffPasswordBody, response: { 200: Envelope(StaffMe) } },
  example: { isSuccess: true, data: { ...exampleMe, hasPassword: true }, messages: msg('رمز عبور ذخیره شد.', 'admin.passwordSaved') },
});

export const adminLogout = route({
  method: 'POST',
  url: '/admin/auth/logout',
  schema: { querystring: LangQuery, response: { 200: Empty } },
  example: { isSuccess: true, data: null, messages: msg('از پنل مدیریت خارج شدید.', 'admin.signedOut') },
});

export const adminMe = route({
  method: 'GET',
  url: '/admin/me',
  schema: { querystring: LangQuery, response: { 200: Envelope(StaffMe) } },
  example: { isSuccess: true, data: exampleMe, messages: [] },
});

export const listStaff = route({
  method: 'GET',
  url: '/admin/staff',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(Staff)) } },
  example: { isSuccess: true, data: [exampleStaff], messages: [] },
});

export const createStaff = route({
  method: 'POST',
  url: '/admin/staff',
  schema: { querystring: LangQuery, body: CreateStaffBody, response: { 200: Envelope(Staff) } },
  example: { isSuccess: true, data: exampleStaff, messages: msg('کارمند ذخیره شد.', 'admin.staffSaved') },
});

export const updateStaff = route({
  method: 'PATCH',
  url: '/admin/staff/:id',
  schema: { params: StaffIdParams, querystring: LangQuery, body: UpdateStaffBody, response: { 200: Envelope(Staff) } },
  example: { isSuccess: true, data: { ...exampleStaff, active: false, updatedAt: '2026-03-02T10:00:00.000Z' }, messages: msg('کارمند ذخیره شد.', 'admin.staffSaved') },
});

export const listAudit = route({
  method: 'GET',
  url: '/admin/audit',
  schema: { querystring: AuditQuery, response: { 200: Envelope(AuditPage) } },
  example: {
    isSuccess: true,
    data: {
      items: [
        {
          id: 41,
          at: '2026-03-02T10:00:00.000Z',
          staffId: 1,
          staffName: 'مریم احمدی',
          ip: '203.0.113.7',
          entity: 'staff',
          entityId: '2',
          action: 'update',
          before: { name: 'Reza Karimi', roles: ['catalogue', 'content'], active: true },
          after: { name: 'Reza Karimi', roles: ['catalogue', 'content'], active: false },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    },
    messages: [],
  },
});
