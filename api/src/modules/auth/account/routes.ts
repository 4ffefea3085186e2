import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { requestLang, t } from '../../lib/i18n';
import { normalizeMobile } from '../../lib/persian';
import { requireUser } from '../../lib/auth-context';
import { mergeGuestBasket, setBasketIdCookie } from '../cart/public';
import { issueOtp, SmsSendFailed, verifyOtp } from './otp';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';
import { addressKey } from './rate-limit';
import type { AuthRuntime } from './runtime';
import {
  checkOtpBody,
  loginBody,
  mobileBody,
  passwordBody,
  profileBody,
  registerBody,
  type CheckOtpBody,
  type LoginBody,
  type MobileBody,
  type PasswordBody,
  type ProfileBody,
  type RegisterBody,
} from './schemas';
import { endSession, startSession } from './sessions';
import { findUserById, findUserByMobile, insertUser, normalizeFullName, toSessionUser, toUserDto, updateUser, type UserRow } from './users';

/** Login modes of the spec's login screen. */
export const LoginMode = {
  /** no account: code, then full name */
  register: '1',
  /** account without a password: code */
  login: '2',
  /** account with a password: password, or a code instead (second step) */
  loginWithPassword: '3',
} as const;

const modeOf = (user: UserRow | null) =>
  !user ? LoginMode.register : user.password_hash ? LoginMode.loginWithPassword : LoginMode.login;

/** Every mobile is normalized (Persian digits, +98, 0098, 0) before anything else looks at it. */
function requireMobile(raw: unknown): string {
  const mobile = normalizeMobile(raw);
  if (!mobile) throw badRequest('auth.invalidMobile');
  return mobile;
}

const message = (req: FastifyRequest, code: string, params?: Record<string, string | number>) => [
  { item1: t(code, requestLang(req), params), item2: code },
];

/** Per-address limits key on this (an IPv6 shopper by their /64). */
const addr = (req: FastifyRequest) => addressKey(req.ip);

const iso = (rt: AuthRuntime) => new Date(rt.now()).toISOString();

/**
 * The guest basket moves to the account right after login; a cart failure must not undo the
 * login (the basket stays a guest basket and the shopper can still check out).
 */
async function mergeBasket(rt: AuthRuntime, req: FastifyRequest, cartCode: string | null | undefined, userId: number) {
  const guest = cartCode || req.cookies.basketId || null;
  try {
    return await mergeGuestBasket(rt.db, guest, userId);
  } catch (err) {
    req.log.error({ err, userId }, 'guest basket merge failed');
    return null;
  }
}

async function logIn(rt: AuthRuntime, req: FastifyRequest, reply: FastifyReply, user: UserRow, cartCode: string | null | undefined) {
  await startSession(rt, req, reply, user.id);
  req.user = toSessionUser(user);
  const basketId = await mergeBasket(rt, req, cartCode, user.id);
  if (basketId) {
    // cart/public.ts asks the caller to point the basketId cookie at the merged basket
    setBasketIdCookie(req, reply, basketId);
  }
  return { user: toUserDto(user), basketId };
}

export default async function accountRoutes(app: FastifyInstance) {
  const rt = app.auth;

  app.post<{ Body: MobileBody }>('/auth/userDetail', { schema: mobileBody }, async (req) => {
    const mobile = requireMobile(req.body.mobile);
    // it tells whether a number has an account: limited per address against enumeration
    await rt.rate.consume('lookup-ip', addr(req), rt.limits.lookupsPerIp);
    const user = await findUserByMobile(rt.db, mobile);
    return ok({ mobile, exists: !!user, hasPassword: !!user?.password_hash, mode: modeOf(user) });
  });

  app.post<{ Body: MobileBody }>('/auth/otp', { schema: mobileBody }, async (req) => {
    const mobile = requireMobile(req.body.mobile);
    const lang = requestLang(req);
    const issued = await issueOtp(rt, mobile, addr(req), lang).catch((err) => {
      if (err instanceof SmsSendFailed) {
        req.log.warn({ provider: rt.sms.name, providerStatus: err.smsError.providerStatus, reason: err.smsError.message, mobile: maskMobile(mobile) }, 'one-time code not sent');
      }
      throw err;
    });
    req.log.info({ mobile: maskMobile(mobile), provider: rt.sms.name }, 'one-time code sent');
    return ok({ mobile, ...issued }, message(req, 'auth.otpSent', { mobile }));
  });

  app.post<{ Body: CheckOtpBody }>('/auth/checkOtp', { schema: checkOtpBody }, async (req) => {
    const mobile = requireMobile(req.body.mobile);
    await verifyOtp(rt, mobile, req.body.code, addr(req), false);
    const user = await findUserByMobile(rt.db, mobile);
    return ok({
      mobile,
      verified: true,
      exists: !!user,
      mode: modeOf(user),
      expiresIn: Math.round(rt.limits.otpVerifiedTtlMs / 1000),
    });
  });

  app.post<{ Body: LoginBody }>('/auth/login', { schema: loginBody }, async (req, reply) => {
    const mobile = requireMobile(req.body.mobile);
    const { code, password, cartCode } = req.body;
    if (!code && !password) throw badRequest('auth.codeOrPassword');
    const user = await findUserByMobile(rt.db, mobile);
    if (!user) throw badRequest('auth.accountNotFound');

    if (password) {
      await rt.rate.assertBelow('fail-ip', addr(req), rt.limits.failuresPerIp);
      await rt.rate.assertBelow('pw-mobile', mobile, rt.limits.passwordFailuresPerMobile, 'auth.tooManyPasswordFailures');
      const valid = await verifyPassword(password, user.password_hash);
      if (!valid) {
        await rt.rate.hit('fail-ip', addr(req), rt.limits.failuresPerIp);
        await rt.rate.hit('pw-mobile', mobile, rt.limits.passwordFailuresPerMobile);
        throw badRequest(user.password_hash ? 'auth.wrongPassword' : 'auth.noPassword');
      }
      await rt.rate.reset('pw-mobile', mobile, rt.limits.passwordFailuresPerMobile);
    } else {
      await verifyOtp(rt, mobile, code, addr(req), true);
    }
    const data = await logIn(rt, req, reply, user, cartCode);
    req.log.info({ userId: user.id, method: password ? 'password' : 'otp' }, 'logged in');
    return ok(data, message(req, 'auth.loggedIn'));
  });

  app.post<{ Body: RegisterBody }>('/auth/register', { schema: registerBody }, async (req, reply) => {
    const mobile = requireMobile(req.body.mobile);
    const fullName = normalizeFullName(req.body.fullName);
    if (!fullName) throw badRequest('auth.fullNameInvalid');
    const password = req.body.password || undefined;
    if (password !== undefined) assertPasswordAcceptable(password, rt.limits, mobile);
    if (await findUserByMobile(rt.db, mobile)) throw conflict('auth.alreadyRegistered');
    // everything else is checked before the code is used up
    await verifyOtp(rt, mobile, req.body.code, addr(req), true);

    const passwordHash = password !== undefined ? await hashPassword(password) : null;
    let user: UserRow;
    try {
      user = await insertUser(rt.db, { mobile, fullName, passwordHash, now: iso(rt) });
    } catch (err) {
      // the same number registered by a parallel request
      if (await findUserByMobile(rt.db, mobile)) throw conflict('auth.alreadyRegistered');
      throw err;
    }
    const data = await logIn(rt, req, reply, user, req.body.cartCode);
    req.log.info({ userId: user.id }, 'registered');
    return ok(data, message(req, 'auth.loggedIn'));
  });

  app.get('/auth/user', async (req) => {
    if (!req.user) return ok(null);
    const user = await findUserById(rt.db, req.user.id);
    return ok(user ? toUserDto(user) : null);
  });

  app.post('/auth/logout', async (req, reply) => {
    await endSession(rt, req, reply);
    return ok(null, message(req, 'auth.loggedOut'));
  });

  const saveProfile = async (req: FastifyRequest<{ Body: ProfileBody }>) => {
    const me = requireUser(req);
    const fullName = normalizeFullName(req.body.fullName);
    if (!fullName) throw badRequest('auth.fullNameInvalid');
    await updateUser(rt.db, me.id, { fullName, now: iso(rt) });
    const user = await findUserById(rt.db, me.id);
    if (!user) throw unauthorized();
    return ok(toUserDto(user), message(req, 'auth.profileSaved'));
  };
  app.put<{ Body: ProfileBody }>('/auth/profile', { schema: profileBody }, saveProfile);
  app.post<{ Body: ProfileBody }>('/auth/profile', { schema: profileBody }, saveProfile);

  app.post<{ Body: PasswordBody }>('/auth/password', { schema: passwordBody }, async (req, reply) => {
    const me = requireUser(req);
    const user = await findUserById(rt.db, me.id);
    if (!user) throw unauthorized();
    assertPasswordAcceptable(req.body.password, rt.limits, user.mobile);
    if (user.password_hash) {
      // changing a password needs the old one or a fresh code: a stolen session is not enough
      const { currentPassword, code } = req.body;
      if (currentPassword) {
        await rt.rate.assertBelow('fail-ip', addr(req), rt.limits.failuresPerIp);
        await rt.rate.assertBelow('pw-mobile', user.mobile, rt.limits.passwordFailuresPerMobile, 'auth.tooManyPasswordFailures');
        if (!(await verifyPassword(currentPassword, user.password_hash))) {
          await rt.rate.hit('fail-ip', addr(req), rt.limits.failuresPerIp);
          await rt.rate.hit('pw-mobile', user.mobile, rt.limits.passwordFailuresPerMobile);
          throw badRequest('auth.currentPasswordWrong');
        }
      } else if (code) {
        await verifyOtp(rt, user.mobile, code, addr(req), true);
      } else {
        throw badRequest('auth.currentPasswordRequired');
      }
    }
    await updateUser(rt.db, user.id, { passwordHash: await hashPassword(req.body.password), now: iso(rt) });
    // every other device is logged out; this one gets a new session id
    await rt.sessions.destroyAllForUser(user.id);
    await startSession(rt, req, reply, user.id);
    const updated = (await findUserById(rt.db, user.id)) ?? user;
    req.user = toSessionUser(updated);
    req.log.info({ userId: user.id }, 'password changed');
    return ok(toUserDto(updated), message(req, 'auth.passwordChanged'));
  });
}

/** 0912***4567: enough to follow a support case in the log, not enough to harvest numbers. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
