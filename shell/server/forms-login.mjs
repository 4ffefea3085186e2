// The log-in steps without scripts (issue 33): each step of /loginRegister (mf-account's
// features/login: mobile → code or password → name when registering) is a real form posted here when
// the page's scripts have not run. The server makes the api call the hydrated page makes
// (mf-account/src/api/auth.ts, the same bodies), then answers as the other forms do (forms.mjs): 303 to
// the next step's address (`?step=code&mobile=…&mode=…`, never the code itself) with a one-use outcome
// for its render (`form:login`: the code's length, the resend wait, the confirmed code for the name
// step), or, refused, the page itself (422) with the api's messages beside the fields and what was
// typed (never a password). Logged in, the api's session cookies are passed on with the 303 to the
// return address (`returnTo`, a path of this shop without its language), else the home page (spec §9,
// as the hydrated page does).
import { toLatin } from './digits.mjs';
import { isLocalPath } from '../redirects-validate.mjs';
import { splitLocale } from './routes.mjs';

const FORM = 'login';
/** contracts/login-mode.ts */
const REGISTER = '1';
const LOGIN = '2';
const LOGIN_WITH_PASSWORD = '3';
const MODES = new Set([REGISTER, LOGIN, LOGIN_WITH_PASSWORD]);
const STEPS = new Set(['mobile', 'password', 'code', 'name']);

/** Which field an api message is about, per step (api/src/modules/auth/README.md's codes). */
const SCHEMA_CODES = ['common.requiredField', 'common.invalidField'];
const of = (field, codes) => Object.fromEntries(codes.map((c) => [c, field]));
const CODE_ERRORS = ['auth.codeRequired', 'auth.codeWrong', 'auth.codeExpired', 'auth.codeAttemptsExceeded'];
const MOBILE_FIELDS = of('mobile', ['common.invalidMobile', ...SCHEMA_CODES]);
const CODE_FIELDS = of('code', [...CODE_ERRORS, ...SCHEMA_CODES]);
const PASSWORD_FIELDS = of('password', ['auth.wrongPassword', 'auth.codeOrPassword', 'auth.tooManyPasswordFailures', ...SCHEMA_CODES]);
const NAME_FIELDS = { 'auth.fullNameInvalid': 'fullName', ...of('newPassword', ['auth.passwordTooShort', 'auth.passwordTooLong', 'auth.passwordTooWeak']) };

const LIMITS = { mobile: 40, code: 20, password: 256, fullName: 400 };
/** A posted field as a string (anything else is empty), cut to a length no real value reaches. */
const field = (body, name) => (typeof body?.[name] === 'string' ? body[name].slice(0, LIMITS[name] ?? 40) : '');
/** The api's own rule for a full name's spaces (mf-account's tidyName). */
const tidyName = (name) => name.trim().replace(/\s+/g, ' ');

const prefix = (locale) => (locale === 'fa' ? '' : `/${locale}`);

/**
 * Where to go once logged in: the posted `returnTo` (a path of this shop without its language, as the
 * hydrated page keeps it), never the log-in page or a form's address; else the home page.
 */
export function returnAddress(value, locale) {
  const given = typeof value === 'string' ? value : '';
  let bare = '/';
  if (isLocalPath(given) && !/^\/(?:_form|(?:(?:en|ru)\/)?loginRegister)(?:[/?#]|$)/i.test(given)) {
    const [pathname, rest = ''] = given.split(/(?=[?#])/);
    bare = splitLocale(pathname).bare + rest;
  }
  if (locale === 'fa') return bare;
  return bare === '/' ? prefix(locale) : prefix(locale) + bare;
}

/** The validated `returnTo` to carry on to the next step's address (null: none given or not ours). */
const carriedReturn = (value) => (typeof value === 'string' && value && returnAddress(value, 'fa') !== '/' ? returnAddress(value, 'fa') : null);

/** The log-in page at a step, in the page's language (the code never goes in an address). */
export function stepAddress(locale, step, { mobile, mode, returnTo }) {
  const q = new URLSearchParams({ step, mobile, mode });
  if (returnTo) q.set('returnTo', returnTo);
  return `${prefix(locale)}/loginRegister?${q}`;
}

/** The api's messages by field (`codeFields`: code → field), the rest for the whole form. */
function placeMessages(messages, codeFields) {
  const errors = {};
  const general = [];
  for (const m of messages) {
    const text = String(m?.item1 ?? '');
    if (!text) continue;
    const f = codeFields[String(m?.item2 ?? '')];
    if (f) errors[f] ??= text;
    else general.push(text);
  }
  return { errors, messages: general.slice(0, 3) };
}

/**
 * The log-in routes, inside forms.mjs's plugin (its content-type parser and helpers).
 * @param {{ callApi: Function, answer: Function, refuse: Function, sameOrigin: Function, backPath: Function, unavailable: Record<string, string> }} h
 */
export function loginForms(app, { callApi, answer, refuse, sameOrigin, backPath, unavailable }) {
  /** One api call in the page's language: success, its data, messages and cookies. */
  async function ask(req, path, locale, body) {
    const { answer: a, cookies } = await callApi(req, `/api/auth/${path}?lang=${locale}`, body);
    const messages = Array.isArray(a?.messages) ? a.messages : [];
    return { ok: a?.isSuccess === true, data: a?.data ?? null, messages, codes: messages.map((m) => String(m?.item2 ?? '')), cookies };
  }

  /** A step's route: the origin checked, the page's language, address and return address read. */
  function route(name, handle) {
    app.post(`/_form/${name}`, async (req, reply) => {
      if (!sameOrigin(req)) return refuse(reply);
      const back = backPath(req.body, req);
      const { locale } = splitLocale(back.split('?')[0]);
      const ctx = { back, locale, returnTo: carriedReturn(req.body?.returnTo) };
      /** Refused: the page again, at `step`, with the messages and what was typed. */
      ctx.refused = (step, extra, placed, cookies = []) => {
        const { errors = {}, messages = [] } = placed;
        if (!messages.length && !Object.keys(errors).length) messages.push(unavailable[locale]);
        return answer(reply, back, { form: FORM, ok: false, step, ...extra, errors, messages }, cookies);
      };
      /** Logged in: the api's cookies (the session, the merged basket) and on to the return address. */
      ctx.loggedIn = (cookies) => answer(reply, returnAddress(ctx.returnTo ?? '/', locale), { form: FORM, ok: true, step: 'done' }, cookies);
      try {
        return await handle(req, reply, ctx);
      } catch (err) {
        reply.log.warn({ err }, `form ${name}: api unavailable`);
        const step = STEPS.has(req.body?.step) ? req.body.step : 'mobile';
        return ctx.refused(step, carried(req.body, step), { messages: [unavailable[locale]] });
      }
    });
  }

  /** What a refused step's page needs again besides the messages (never a password, never a code but the confirmed one). */
  function carried(body, step) {
    const mobile = field(body, 'mobile');
    const mode = MODES.has(body?.mode) ? body.mode : undefined;
    if (step === 'mobile') return { values: { mobile } };
    if (step === 'code') return { mobile, mode, values: { code: toLatin(field(body, 'code')) } };
    if (step === 'name') return { mobile, mode, code: toLatin(field(body, 'code')), values: { fullName: field(body, 'fullName') } };
    return { mobile, mode };
  }

  /**
   * Sends a code and opens the code step (as the hydrated page does: a code sent moments ago is still
   * valid, so the api's "wait" opens the code step with its wait); refused, the page stays at `from`.
   */
  async function sendCode(req, reply, ctx, { mobile, mode, from }) {
    const sent = await ask(req, 'otp', ctx.locale, { mobile });
    const next = stepAddress(ctx.locale, 'code', { mobile, mode, returnTo: ctx.returnTo });
    if (sent.ok) {
      const { codeLength, resendIn } = sent.data ?? {};
      return answer(reply, next, { form: FORM, ok: true, step: 'code', mobile, mode, codeLength: Number(codeLength) || 6, resendIn: Number(resendIn) || 0 });
    }
    if (sent.codes.includes('auth.resendCooldown')) {
      const wait = Number(sent.data?.retryAfter) || 60;
      return answer(reply, next, { form: FORM, ok: true, step: 'code', mobile, mode, resendIn: wait, messages: placeMessages(sent.messages, {}).messages });
    }
    return ctx.refused(from, carried(req.body, from), placeMessages(sent.messages, from === 'mobile' ? MOBILE_FIELDS : {}));
  }

  // the mobile number: who it is (userDetail), then a code (register, login) or the password step
  route('login-mobile', async (req, reply, ctx) => {
    const typed = field(req.body, 'mobile');
    // Latin digits without spaces; the api reads every form of the number (+98…) and answers its own
    const detail = await ask(req, 'userDetail', ctx.locale, { mobile: toLatin(typed).replace(/[\s\-()]/g, '') });
    if (!detail.ok) return ctx.refused('mobile', { values: { mobile: typed } }, placeMessages(detail.messages, MOBILE_FIELDS));
    const mobile = String(detail.data?.mobile ?? '');
    const mode = MODES.has(detail.data?.mode) ? detail.data.mode : REGISTER;
    if (mode === LOGIN_WITH_PASSWORD) {
      return answer(reply, stepAddress(ctx.locale, 'password', { mobile, mode, returnTo: ctx.returnTo }), { form: FORM, ok: true, step: 'password', mobile, mode });
    }
    return sendCode(req, reply, ctx, { mobile, mode, from: 'mobile' });
  });

  // a (new) code: "send the code again" on the code step, "log in with a code instead" on the password step
  route('login-resend', async (req, reply, ctx) => {
    const from = req.body?.step === 'password' ? 'password' : 'code';
    const mode = MODES.has(req.body?.mode) ? req.body.mode : LOGIN;
    return sendCode(req, reply, ctx, { mobile: field(req.body, 'mobile'), mode, from });
  });

  // the code: registering, confirmed (checkOtp) and on to the name step; else the log-in itself
  route('login-code', async (req, reply, ctx) => {
    const mobile = field(req.body, 'mobile');
    const mode = MODES.has(req.body?.mode) ? req.body.mode : LOGIN;
    const code = toLatin(field(req.body, 'code')).trim();
    if (mode === REGISTER) {
      const checked = await ask(req, 'checkOtp', ctx.locale, { mobile, code });
      if (checked.ok) {
        return answer(reply, stepAddress(ctx.locale, 'name', { mobile, mode, returnTo: ctx.returnTo }), { form: FORM, ok: true, step: 'name', mobile, mode, code });
      }
      return ctx.refused('code', carried(req.body, 'code'), placeMessages(checked.messages, CODE_FIELDS));
    }
    const login = await ask(req, 'login', ctx.locale, { mobile, code, cartCode: req.cookies?.basketId ?? null });
    if (login.ok) return ctx.loggedIn(login.cookies);
    return ctx.refused('code', carried(req.body, 'code'), placeMessages(login.messages, CODE_FIELDS), login.cookies);
  });

  // the password (an account that has one)
  route('login-password', async (req, reply, ctx) => {
    const mobile = field(req.body, 'mobile');
    const login = await ask(req, 'login', ctx.locale, { mobile, password: field(req.body, 'password'), cartCode: req.cookies?.basketId ?? null });
    if (login.ok) return ctx.loggedIn(login.cookies);
    return ctx.refused('password', carried(req.body, 'password'), placeMessages(login.messages, PASSWORD_FIELDS), login.cookies);
  });

  // registering: the name and an optional password, with the code confirmed on the code step
  route('login-name', async (req, reply, ctx) => {
    const mobile = field(req.body, 'mobile');
    const code = toLatin(field(req.body, 'code')).trim();
    const password = field(req.body, 'newPassword');
    const body = { mobile, code, fullName: tidyName(field(req.body, 'fullName')), cartCode: req.cookies?.basketId ?? null };
    if (password) body.password = password;
    const registered = await ask(req, 'register', ctx.locale, body);
    if (registered.ok) return ctx.loggedIn(registered.cookies);
    // the code is no longer good (expired, used): back to the code step, the message beside the code
    if (registered.codes.some((c) => CODE_ERRORS.includes(c))) {
      return ctx.refused('code', { mobile, mode: REGISTER, values: { code: '' } }, placeMessages(registered.messages, CODE_FIELDS), registered.cookies);
    }
    return ctx.refused('name', carried(req.body, 'name'), placeMessages(registered.messages, NAME_FIELDS), registered.cookies);
  });
}
