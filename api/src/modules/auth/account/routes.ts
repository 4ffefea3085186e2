import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkOtp as checkOtpRoute,
  getUser as getUserRoute,
  login as loginRoute,
  logout as logoutRoute,
  register as registerRoute,
  requestOtp as requestOtpRoute,
  saveProfile as saveProfileRoute,
  saveProfilePost as saveProfilePostRoute,
  setPassword as setPasswordRoute,
  userDetail as userDetailRoute,
} from 'contracts/auth';
import { requireUser } from '../../../lib/auth-context';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { handle, type ContractHandler } from '../../../lib/route';
import { endSession, startSession } from '../sessions/service';
import { addressKey } from './address';
import { SmsSendFailed } from './otp';
import { findUserById, toSessionUser, toUser } from './queries';
import { changePassword, checkLogin, confirmCode, createAccount, lookUpMobile, maskMobile, requireMobile, saveProfile, sendCode } from './service';
import { signIn } from './sign-in';
import type { MessageCode } from '../../../lib/i18n';

const message = (req: FastifyRequest, code: MessageCode, params?: Record<string, string | number>) => [
  { item1: t(code, requestLang(req), params), item2: code },
];

/** Per-address limits key on this (an IPv6 shopper by their /64). */
const addr = (req: FastifyRequest) => addressKey(req.ip);

export default async function accountRoutes(app: FastifyInstance) {
  const rt = app.auth;

  handle(app, userDetailRoute, async (req) => ok(await lookUpMobile(rt, req.body.mobile, addr(req))));

  handle(app, requestOtpRoute, async (req) => {
    const mobile = requireMobile(req.body.mobile);
    const sent = await sendCode(rt, mobile, addr(req), requestLang(req)).catch((err) => {
      if (err instanceof SmsSendFailed) {
        req.log.warn({ provider: rt.sms.name, providerStatus: err.smsError.providerStatus, reason: err.smsError.message, mobile: maskMobile(mobile) }, 'one-time code not sent');
      }
      throw err;
    });
    req.log.info({ mobile: maskMobile(mobile), provider: rt.sms.name }, 'one-time code sent');
    return ok(sent, message(req, 'auth.otpSent', { mobile }));
  });

  handle(app, checkOtpRoute, async (req) => ok(await confirmCode(rt, req.body, addr(req))));

  handle(app, loginRoute, async (req, reply) => {
    const credentials = await checkLogin(rt, req.body, addr(req));
    const data = await signIn(rt, req, reply, credentials, req.body.cartCode);
    req.log.info({ userId: data.user.id, method: req.body.password ? 'password' : 'otp' }, 'logged in');
    return ok(data, message(req, 'auth.loggedIn'));
  });

  handle(app, registerRoute, async (req, reply) => {
    const credentials = await createAccount(rt, req.body, addr(req));
    const data = await signIn(rt, req, reply, credentials, req.body.cartCode, true);
    req.log.info({ userId: data.user.id }, 'registered');
    return ok(data, message(req, 'auth.loggedIn'));
  });

  handle(app, getUserRoute, async (req) => {
    if (!req.user) return ok(null);
    const user = await findUserById(rt.db, req.user.id);
    return ok(user ? toUser(user) : null);
  });

  handle(app, logoutRoute, async (req, reply) => {
    await endSession(rt, req, reply);
    return ok(null, message(req, 'auth.loggedOut'));
  });

  const profile: ContractHandler<(typeof saveProfileRoute)['schema']> = async (req) => {
    const me = requireUser(req);
    const user = await saveProfile(rt, me.id, req.body.fullName);
    return ok(toUser(user), message(req, 'auth.profileSaved'));
  };
  handle(app, saveProfileRoute, profile);
  handle(app, saveProfilePostRoute, profile);

  handle(app, setPasswordRoute, async (req, reply) => {
    const me = requireUser(req);
    const user = await changePassword(rt, me.id, req.body, addr(req));
    // every other device is logged out; this one gets a new session id
    await startSession(rt, req, reply, user.id);
    req.user = toSessionUser(user);
    req.log.info({ userId: user.id }, 'password changed');
    return ok(toUser(user), message(req, 'auth.passwordChanged'));
  });
}
