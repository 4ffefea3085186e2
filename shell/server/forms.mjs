// The shop's forms without scripts (issue 33): a page's form posts to /_form/<name> when its scripts have
// not run (yet, or at all); the hydrated page sends the same request itself (shared-lib/forms-post.ts
// names the fields, one code path). The server calls the api with the shopper's cookies, passes its
// cookies back (a new basket's basketId), and answers 303 to the page the form was on (post, redirect,
// get: a reload never posts twice). The outcome travels in a one-use cookie (FLASH_COOKIE) that the next
// page render reads (render-page.mjs) and hands to the page's data (`form:<name>`), where the form shows
// it: "added to your basket", or the api's localized message beside the form. The page that carries it
// is never cached.
import { toLatin } from './digits.mjs';
import { appendForwardedFor } from './api-proxy.mjs';
import { forwardRequestId } from 'server-kit/observability.mjs';
import { isLocalPath } from '../redirects-validate.mjs';
import { splitLocale } from './routes.mjs';
import { loginForms } from './forms-login.mjs';

export const FLASH_COOKIE = 'form_result';
/**
 * A form's body is a few fields: anything larger is not one of ours. The contact form's message may be
 * 4,000 Persian letters, six bytes each once URL-encoded (~24 KB), with room for the other fields.
 */
const BODY_LIMIT = 64 * 1024;
/** The api's cart actions (contracts/src/cart-actions.ts). */
const CART_ADD = 1;
const CART_DELETE = 4;
const MAX_COUNT = 99;

const unavailable = { fa: 'سرور در دسترس نیست. لطفاً دوباره تلاش کنید.', en: 'The server is unavailable. Please try again.', ru: 'The server is unavailable. Please try again.' };

/**
 * How long a basket change posted by the browser (not by the page's scripts) counts as posted again
 * when the same one comes: the browser's second post of a double tap comes about a second after the
 * first on a throttled phone (e2e/bench/taps.mjs, without scripts), before the page that says "added"
 * is drawn; a shopper adding one more on purpose does it from that page, later. Per shell instance.
 */
const REPEAT_MS = 1500;
const recentPosts = new Map();
function repeatedPost(key) {
  const now = Date.now();
  if (recentPosts.size > 1000) for (const [k, v] of recentPosts) if (now - v.at >= REPEAT_MS) recentPosts.delete(k);
  const r = recentPosts.get(key);
  return r && now - r.at < REPEAT_MS ? r.done : null;
}

/** The page to go back to: a local path from the form, else the page that sent it, else the home page. */
export function backPath(body, req) {
  const given = typeof body?.back === 'string' ? body.back : '';
  if (isLocalPath(given) && !given.startsWith('/_form')) return given;
  try {
    const ref = new URL(String(req.headers.referer ?? ''));
    if (ref.host === req.host && isLocalPath(ref.pathname)) return ref.pathname + ref.search;
  } catch {
    /* no usable referrer */
  }
  return '/';
}

/**
 * Is this post from one of the shop's own pages? A browser names the page's origin on every form post
 * (Origin, or Sec-Fetch-Site); a post from another site would act with the shopper's cookies.
 */
export function sameOrigin(req) {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/** The flash cookie's value read back (null when absent or not ours). */
export function readFlash(value) {
  if (!value) return null;
  try {
    const flash = JSON.parse(value);
    return flash && typeof flash === 'object' && typeof flash.form === 'string' ? flash : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ apiOrigin: string, renderPage: (reply: any, pathname: string, search: string, posted?: object) => Promise<any> }} opts
 * `renderPage` draws a page with a form's outcome in it (render-page.mjs).
 */
export async function formsPlugin(app, { apiOrigin, renderPage }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body)));
  });

  /** The api's answer to one call with the shopper's cookies, and the cookies it set. */
  async function callApi(req, path, body) {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': appendForwardedFor(req.headers['x-forwarded-for'], req.raw.socket?.remoteAddress),
      'x-forwarded-proto': req.protocol === 'https' ? 'https' : 'http',
      ...forwardRequestId(req),
    };
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    if (req.headers.host) headers.host = req.headers.host;
    if (req.host) headers['x-forwarded-host'] = req.host;
    if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
    const res = await fetch(apiOrigin + path, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    const answer = await res.json().catch(() => null);
    return { status: res.status, answer, cookies: res.headers.getSetCookie() };
  }

  /**
   * Done: 303 back to the page, with the outcome (a few bytes) for its next render and the api's cookies.
   * Refused: the page itself, drawn with the messages beside the fields and what was typed in them (a
   * long message would not fit in a cookie; a reload asks before posting again, as browsers do).
   */
  function answer(reply, back, outcome, cookies = []) {
    for (const c of cookies) reply.header('set-cookie', c);
    // the hydrated page posts the same form itself and asks for the outcome as JSON (no page)
    if (/application\/json/.test(String(reply.request.headers.accept ?? ''))) {
      return reply.code(outcome.ok ? 200 : 422).header('cache-control', 'no-store').send(outcome);
    }
    if (!outcome.ok) {
      const [pathname, search = ''] = back.split(/(?=\?)/);
      return renderPage(reply, pathname, search, outcome);
    }
    reply.setCookie(FLASH_COOKIE, JSON.stringify(outcome), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60, secure: reply.request.protocol === 'https' });
    return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
  }

  const refuse = (reply) => reply.code(403).header('content-type', 'text/plain; charset=utf-8').send('forbidden');

  // the contact form (and the consultation form): its fields, back. Attachments need the page's scripts
  // (they are uploaded while the form is filled in), so a form sent without them carries none.
  app.post('/_form/contact', async (req, reply) => {
    if (!sameOrigin(req)) return refuse(reply);
    const back = backPath(req.body, req);
    const { locale } = splitLocale(back.split('?')[0]);
    const values = {};
    for (const f of CONTACT_FIELDS) values[f] = typeof req.body?.[f] === 'string' ? req.body[f].slice(0, 8000) : '';
    const group = Number(values.contactUsGroupId);
    const payload = {
      fullName: values.fullName.trim(),
      mobile: values.mobile.trim(),
      email: values.email.trim() || null,
      body: values.body.trim(),
      contactUsGroupId: Number.isInteger(group) && group > 0 ? group : 1,
      fileId: null,
      title: null,
      sendDate: new Date().toISOString(),
      visitDate: values.visitDate.trim() || null,
    };
    try {
      const { answer: a } = await callApi(req, `/api/form/postForm?lang=${locale}`, payload);
      if (a?.isSuccess) return answer(reply, back, { form: 'contact', ok: true });
      const { errors, messages } = contactErrors(Array.isArray(a?.messages) ? a.messages : [], values);
      if (!messages.length && !Object.keys(errors).length) messages.push(unavailable[locale]);
      // what was typed comes back with the messages (nothing a shopper wrote is lost)
      return answer(reply, back, { form: 'contact', ok: false, values, errors, messages });
    } catch (err) {
      reply.log.warn({ err }, 'form contact: api unavailable');
      return answer(reply, back, { form: 'contact', ok: false, values, errors: {}, messages: [unavailable[locale]] });
    }
  });

  // the price inquiry: productId, fullName, mobile, quantity, message, back
  app.post('/_form/inquiry', async (req, reply) => {
    if (!sameOrigin(req)) return refuse(reply);
    const back = backPath(req.body, req);
    const { locale } = splitLocale(back.split('?')[0]);
    const productId = Number(req.body?.productId);
    if (!Number.isInteger(productId) || productId <= 0) return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('bad request');
    const values = {};
    for (const f of INQUIRY_FIELDS) values[f] = typeof req.body?.[f] === 'string' ? req.body[f].slice(0, 2000) : '';
    const quantity = Number(toLatin(values.quantity.trim()));
    const payload = { productId, fullName: values.fullName.trim(), mobile: toLatin(values.mobile.trim()) };
    if (values.quantity.trim()) {
      if (!Number.isInteger(quantity) || quantity <= 0 || quantity > 999_999) {
        return answer(reply, back, { form: 'inquiry', ok: false, productId, values, errors: { quantity: INVALID_QUANTITY[locale] }, messages: [] });
      }
      payload.quantity = quantity;
    }
    if (values.message.trim()) payload.message = values.message.trim();
    try {
      const { answer: a } = await callApi(req, `/api/product/priceInquiry?lang=${locale}`, payload);
      if (a?.isSuccess) return answer(reply, back, { form: 'inquiry', ok: true, productId, mobile: String(a.data?.mobile ?? payload.mobile) });
      const { errors, messages } = fieldErrors(Array.isArray(a?.messages) ? a.messages : [], INQUIRY_CODE_FIELDS);
      if (!messages.length && !Object.keys(errors).length) messages.push(unavailable[locale]);
      return answer(reply, back, { form: 'inquiry', ok: false, productId, values, errors, messages });
    } catch (err) {
      reply.log.warn({ err }, 'form inquiry: api unavailable');
      return answer(reply, back, { form: 'inquiry', ok: false, productId, values, errors: {}, messages: [unavailable[locale]] });
    }
  });

  // the basket: productId, change (how many to add, a negative number to take away, or 'remove'), back
  app.post('/_form/cart', async (req, reply) => {
    if (!sameOrigin(req)) return refuse(reply);
    const back = backPath(req.body, req);
    const { locale } = splitLocale(back.split('?')[0]);
    const productId = Number(req.body?.productId);
    const change = cartChange(req.body?.change);
    if (!Number.isInteger(productId) || productId <= 0 || change === null) return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('bad request');
    // the same change posted by the browser again within a moment: the tap that landed on the page the
    // browser was still redrawing after the first post (the shopper saw no answer yet) gets the first
    // post's answer, and the basket changes once
    const native = !/application\/json/.test(String(req.headers.accept ?? ''));
    const key = native ? `${req.cookies?.basketId ?? `${req.ip} ${req.headers['user-agent'] ?? ''}`} ${productId} ${change}` : null;
    const earlier = key ? repeatedPost(key) : null;
    if (earlier) {
      const { outcome, cookies } = await earlier;
      return answer(reply, back, outcome, cookies);
    }
    let settle;
    if (key) recentPosts.set(key, { at: Date.now(), done: new Promise((r) => (settle = r)) });
    const answerOnce = (outcome, cookies = []) => {
      settle?.({ outcome, cookies });
      return answer(reply, back, outcome, cookies);
    };
    const call = change === 'remove' ? { cartUpdateType: CART_DELETE, productItemId: productId } : { cartUpdateType: CART_ADD, productItemId: productId, count: change };
    try {
      const { answer: a, cookies } = await callApi(req, `/api/cart/cart?lang=${locale}`, { ...call, uniqueId: req.cookies?.basketId ?? null });
      const itemCount = Number.isInteger(a?.data?.itemCount) ? a.data.itemCount : undefined;
      if (a?.isSuccess) return answerOnce({ form: 'cart', ok: true, productId, change, itemCount }, cookies);
      const messages = Array.isArray(a?.messages) ? a.messages.map((m) => String(m?.item1 ?? '')).filter(Boolean) : [];
      return answerOnce({ form: 'cart', ok: false, productId, change, messages: messages.length ? messages.slice(0, 3) : [unavailable[locale]] }, cookies);
    } catch (err) {
      reply.log.warn({ err }, 'form cart: api unavailable');
      if (key) recentPosts.delete(key);
      return answerOnce({ form: 'cart', ok: false, productId, change, messages: [unavailable[locale]] });
    }
  });

  // the log-in steps: /_form/login-mobile, -code, -password, -name, -resend (forms-login.mjs)
  loginForms(app, { callApi, answer, refuse, sameOrigin, backPath, unavailable });
}

/** The contact form's fields as the api takes them (contracts/src/content.ts). */
const CONTACT_FIELDS = ['fullName', 'mobile', 'email', 'body', 'contactUsGroupId', 'visitDate'];
const REQUIRED_CONTACT_FIELDS = ['fullName', 'mobile', 'body'];
/** Which field an api message is about (api/src/modules/content/forms/validate.ts's codes). */
const CONTACT_CODE_FIELDS = {
  'content.form.mobileFormat': 'mobile',
  'content.form.emailFormat': 'email',
  'content.form.fullNameTooLong': 'fullName',
  'content.form.bodyTooLong': 'body',
};

/**
 * The api's messages placed beside the fields they are about: "required fields" beside each empty
 * required one, a format beside its field; the rest (too many forms, server trouble) for the whole form.
 */
export function contactErrors(messages, values) {
  const required = 'content.form.requiredFields';
  const { errors, messages: general } = fieldErrors(
    messages.filter((m) => m?.item2 !== required),
    CONTACT_CODE_FIELDS,
  );
  // "required fields" beside each empty required field (or for the whole form when none is empty)
  for (const m of messages.filter((x) => x?.item2 === required && x?.item1)) {
    const empty = REQUIRED_CONTACT_FIELDS.filter((f) => !String(values[f] ?? '').trim());
    if (empty.length) for (const f of empty) errors[f] ??= String(m.item1);
    else general.push(String(m.item1));
  }
  return { errors, messages: general };
}

/** The price inquiry's fields (contracts/src/catalog.ts's InquiryBody) and where the api's messages go. */
const INQUIRY_FIELDS = ['fullName', 'mobile', 'quantity', 'message'];
const INQUIRY_CODE_FIELDS = { 'catalog.fullNameRequired': 'fullName', 'common.invalidMobile': 'mobile' };
// the page's own words for it (mf-catalog's inquiry.invalidQuantity)
const INVALID_QUANTITY = { fa: 'تعداد باید عددی بزرگ‌تر از صفر باشد', en: 'The quantity must be a number above zero', ru: 'The quantity must be a number above zero' };

/** The api's messages by field (`codeFields`: code → field), the rest for the whole form. */
export function fieldErrors(messages, codeFields) {
  const errors = {};
  const general = [];
  for (const m of messages) {
    const text = String(m?.item1 ?? '');
    const field = codeFields[String(m?.item2 ?? '')];
    if (!text) continue;
    if (field) errors[field] ??= text;
    else general.push(text);
  }
  return { errors, messages: general };
}

/** A basket change as posted: 'remove', or a whole number of items to add (negative: take away), never 0. */
export function cartChange(value) {
  if (value === 'remove') return 'remove';
  const n = Number(value ?? 1);
  return Number.isInteger(n) && n !== 0 && Math.abs(n) <= MAX_COUNT ? n : null;
}
