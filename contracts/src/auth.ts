/**
 * The auth vertical's routes: login and registration by mobile (one-time code or password), the
 * session's user, the profile, product likes and the development SMS outbox.
 *
 * Request strings are length-capped so that nothing unbounded reaches scrypt or the database; the
 * real checks (mobile format, name, password rules) happen in the api so that it answers with
 * specific localized messages.
 */
import { Empty, Envelope, Id, ImageRef, LangQuery, Nullable, Rials, Type, route, type Static } from './common';

export { LoginMode } from './login-mode';
export const LoginModeSchema = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]);
export type LoginModeValue = Static<typeof LoginModeSchema>;

/** The signed-in shopper: on every request (`req.user`), on the bus (`auth:user`). */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  /** canonical 09xxxxxxxxx */
  mobile: Type.String(),
  fullName: Nullable(Type.String()),
  hasPassword: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

/** What the api tells the shopper about their account (never the hash). */
export const User = Type.Object({ ...SessionUser.properties, createdAt: Type.String() });
export type User = Static<typeof User>;

const mobile = Type.String({ minLength: 1, maxLength: 32 });
const code = Type.String({ minLength: 1, maxLength: 16 });
const password = Type.String({ minLength: 1, maxLength: 512 });
const fullName = Type.String({ maxLength: 200 });
/** the guest basket id to merge (the basketId cookie is used when absent) */
const cartCode = Type.Optional(Nullable(Type.String({ maxLength: 100 })));

export const MobileBody = Type.Object({ mobile });
export type MobileBody = Static<typeof MobileBody>;
export const CheckOtpBody = Type.Object({ mobile, code });
export type CheckOtpBody = Static<typeof CheckOtpBody>;
export const LoginBody = Type.Object({ mobile, code: Type.Optional(code), password: Type.Optional(password), cartCode });
export type LoginBody = Static<typeof LoginBody>;
export const RegisterBody = Type.Object({
  mobile,
  code,
  fullName,
  password: Type.Optional(Type.String({ maxLength: 512 })),
  cartCode,
});
export type RegisterBody = Static<typeof RegisterBody>;
export const ProfileBody = Type.Object({ fullName });
export type ProfileBody = Static<typeof ProfileBody>;
export const PasswordBody = Type.Object({ password, currentPassword: Type.Optional(password), code: Type.Optional(code) });
export type PasswordBody = Static<typeof PasswordBody>;
export const LikeBody = Type.Object({ productId: Id });
export type LikeBody = Static<typeof LikeBody>;
export const LikeParams = Type.Object({ productId: Id });
export type LikeParams = Static<typeof LikeParams>;

export const UserDetail = Type.Object({ mobile: Type.String(), exists: Type.Boolean(), hasPassword: Type.Boolean(), mode: LoginModeSchema });
export type UserDetail = Static<typeof UserDetail>;

export const OtpSent = Type.Object({
  mobile: Type.String(),
  /** seconds the code stays valid */
  expiresIn: Type.Integer(),
  /** seconds before another code may be asked for */
  resendIn: Type.Integer(),
  codeLength: Type.Integer(),
});
export type OtpSent = Static<typeof OtpSent>;

export const OtpChecked = Type.Object({
  mobile: Type.String(),
  verified: Type.Literal(true),
  exists: Type.Boolean(),
  mode: LoginModeSchema,
  /** seconds the confirmed code stays usable */
  expiresIn: Type.Integer(),
});
export type OtpChecked = Static<typeof OtpChecked>;

/** login and register: the user and the basket the cart reported after the merge (or null). */
export const LoggedIn = Type.Object({ user: User, basketId: Nullable(Type.String()) });
export type LoggedIn = Static<typeof LoggedIn>;

/** A liked product as a card, in the request's language. */
export const LikedProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  /** Rials; null = price on inquiry */
  price: Nullable(Rials),
  image: Nullable(ImageRef),
  active: Type.Boolean(),
  inStock: Type.Boolean(),
});
export type LikedProduct = Static<typeof LikedProduct>;

export const LikedIds = Type.Array(Type.Integer());

export const SandboxSms = Type.Object({
  code: Nullable(Type.String()),
  text: Type.String(),
  mobile: Type.String(),
  createdAt: Type.String(),
  id: Type.Integer(),
});
export type SandboxSms = Static<typeof SandboxSms>;

const exampleUser: User = { id: 7, mobile: '09121234567', fullName: 'سارا محمدی', hasPassword: false, createdAt: '2026-03-01T08:30:00.000Z' };
const msg = (item1: string, item2: string) => [{ item1, item2 }];

export const userDetail = route({
  method: 'POST',
  url: '/auth/userDetail',
  schema: { querystring: LangQuery, body: MobileBody, response: { 200: Envelope(UserDetail) } },
  example: { isSuccess: true, data: { mobile: '09121234567', exists: true, hasPassword: false, mode: '2' }, messages: [] },
});

export const requestOtp = route({
  method: 'POST',
  url: '/auth/otp',
  schema: { querystring: LangQuery, body: MobileBody, response: { 200: Envelope(OtpSent) } },
  example: {
    isSuccess: true,
    data: { mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 },
    messages: msg('کد تأیید به شماره 09121234567 پیامک شد.', 'auth.otpSent'),
  },
});

export const checkOtp = route({
  method: 'POST',
  url: '/auth/checkOtp',
  schema: { querystring: LangQuery, body: CheckOtpBody, response: { 200: Envelope(OtpChecked) } },
  example: { isSuccess: true, data: { mobile: '09121234567', verified: true, exists: false, mode: '1', expiresIn: 600 }, messages: [] },
});

export const login = route({
  method: 'POST',
  url: '/auth/login',
  schema: { querystring: LangQuery, body: LoginBody, response: { 200: Envelope(LoggedIn) } },
  example: { isSuccess: true, data: { user: exampleUser, basketId: null }, messages: msg('خوش آمدید.', 'auth.loggedIn') },
});

export const register = route({
  method: 'POST',
  url: '/auth/register',
  schema: { querystring: LangQuery, body: RegisterBody, response: { 200: Envelope(LoggedIn) } },
  example: {
    isSuccess: true,
    data: { user: exampleUser, basketId: '0b6f1c1e-3f0a-4c47-9a51-0d3c8f9e2a11' },
    messages: msg('خوش آمدید.', 'auth.loggedIn'),
  },
});

/** The signed-in user, or data: null for a guest. */
export const getUser = route({
  method: 'GET',
  url: '/auth/user',
  schema: { querystring: LangQuery, response: { 200: Envelope(Nullable(User)) } },
  example: { isSuccess: true, data: exampleUser, messages: [] },
});

export const logout = route({
  method: 'POST',
  url: '/auth/logout',
  schema: { querystring: LangQuery, response: { 200: Empty } },
  example: { isSuccess: true, data: null, messages: msg('از حساب کاربری خارج شدید.', 'auth.loggedOut') },
});

export const saveProfile = route({
  method: 'PUT',
  url: '/auth/profile',
  schema: { querystring: LangQuery, body: ProfileBody, response: { 200: Envelope(User) } },
  example: { isSuccess: true, data: exampleUser, messages: msg('اطلاعات حساب ذخیره شد.', 'auth.profileSaved') },
});

/** The same as saveProfile, for clients that cannot send PUT. */
export const saveProfilePost = route({ ...saveProfile, method: 'POST' });

export const setPassword = route({
  method: 'POST',
  url: '/auth/password',
  schema: { querystring: LangQuery, body: PasswordBody, response: { 200: Envelope(User) } },
  example: { isSuccess: true, data: { ...exampleUser, hasPassword: true }, messages: msg('رمز عبور ذخیره شد.', 'auth.passwordChanged') },
});

/** The shopper's liked product ids, newest first; [] for guests. */
export const listLikes = route({
  method: 'GET',
  url: '/products/like',
  schema: { querystring: LangQuery, response: { 200: Envelope(LikedIds) } },
  example: { isSuccess: true, data: [12, 7], messages: [] },
});

export const listLikedProducts = route({
  method: 'GET',
  url: '/products/like/products',
  schema: { querystring: LangQuery, response: { 200: Envelope(Type.Array(LikedProduct)) } },
  example: {
    isSuccess: true,
    data: [
      {
        id: 12,
        name: 'کپسول آتش‌نشانی پودری ۶ کیلوگرمی',
        slug: 'کپسول-پودری-۶-کیلوگرمی',
        price: 18_500_000,
        image: { baseUrl: '/api/img/', guidName: 'p-12-a', extension: 'webp' },
        active: true,
        inStock: true,
      },
      { id: 7, name: 'پتوی نسوز', slug: 'پتوی-نسوز', price: null, image: null, active: true, inStock: false },
    ],
    messages: [],
  },
});

export const addLike = route({
  method: 'POST',
  url: '/products/like',
  schema: { querystring: LangQuery, body: LikeBody, response: { 200: Envelope(LikedIds) } },
  example: { isSuccess: true, data: [12, 7], messages: [] },
});

export const removeLike = route({
  method: 'DELETE',
  url: '/products/like/:productId',
  schema: { params: LikeParams, querystring: LangQuery, response: { 200: Envelope(LikedIds) } },
  example: { isSuccess: true, data: [7], messages: [] },
});

/** The sandbox SMS provider's latest messages to one mobile, newest first (not in production). */
export const smsOutbox = route({
  method: 'GET',
  url: '/dev/sms-outbox',
  schema: { querystring: Type.Object({ mobile, lang: Type.Optional(Type.String({ maxLength: 10 })) }), response: { 200: Envelope(Type.Array(SandboxSms)) } },
  example: {
    isSuccess: true,
    data: [{ code: '482913', text: 'کد ورود شما به فروشگاه: 482913', mobile: '09121234567', createdAt: '2026-03-01T08:29:40.000Z', id: 31 }],
    messages: [],
  },
});
