import { CONTACT_LIMITS as LIMITS, DEFAULT_CONTACT_GROUP, type ContactFormBody } from 'contracts/content';
import { normalizeMobile, toLatinDigits } from 'contracts/rules';
import type { MessageRef } from '../../../lib/errors';
import './messages';

/** The contact form once checked: trimmed, the mobile canonical (09…), the defaults filled. */
export interface ContactForm {
  body: string;
  fullName: string;
  mobile: string;
  email: string | null;
  fileId: number | null;
  contactUsGroupId: number;
  sendDate: string | null;
  title: string | null;
  /** The preferred visit date, YYYY-MM-DD (the date picker's stored format), or null. */
  visitDate: string | null;
}

// the same test as the storefront's yup schema: something@something.tld, no spaces
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The earliest visit date accepted: today where the day started last (UTC−12). A date the form's
 * picker allows (today or later on the visitor's own clock) is never refused, wherever they are;
 * a day that has ended everywhere is past.
 */
export function earliestVisitDate(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A real Gregorian date written YYYY-MM-DD (Persian digits accepted), or null. */
function isoDay(v: string): string | null {
  const s = toLatinDigits(v);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : null;
}

/**
 * Spec §5 checked again on the server: fullName, mobile and body required (one "required fields"
 * message), mobile an Iranian mobile (optional +98 or 0, then 9 and nine digits; Persian digits
 * accepted), email optional but well-formed when given, the visit date optional but a real day
 * that has not passed. All problems are reported at once.
 */
export function validateContactForm(input: ContactFormBody, now: Date = new Date()): { errors: MessageRef[]; form: ContactForm | null } {
  const errors: MessageRef[] = [];
  const fullName = text(input.fullName);
  const mobileRaw = text(input.mobile);
  const body = text(input.body);
  const email = text(input.email);
  const title = text(input.title);

  if (!fullName || !mobileRaw || !body) errors.push({ code: 'content.form.requiredFields' });
  const mobile = mobileRaw ? normalizeMobile(mobileRaw) : null;
  if (mobileRaw && !mobile) errors.push({ code: 'content.form.mobileFormat' });
  if (email && (!EMAIL.test(email) || email.length > LIMITS.email)) errors.push({ code: 'content.form.emailFormat' });

  for (const [field, value] of [['fullName', fullName], ['body', body], ['title', title]] as const) {
    if (value.length > LIMITS[field]) errors.push({ code: `content.form.${field}TooLong`, params: { max: LIMITS[field] } });
  }

  let sendDate: string | null = null;
  if (input.sendDate != null && text(input.sendDate) !== '') {
    const ms = Date.parse(text(input.sendDate));
    if (Number.isNaN(ms)) errors.push({ code: 'content.form.dateFormat' });
    else sendDate = new Date(ms).toISOString();
  }

  // the preferred visit date (optional): a real day, today or later
  let visitDate: string | null = null;
  const visitText = text(input.visitDate);
  if (visitText) {
    visitDate = isoDay(visitText);
    if (!visitDate) errors.push({ code: 'content.form.visitDateFormat' });
    else if (visitDate < earliestVisitDate(now)) errors.push({ code: 'content.form.visitDatePast' });
  }

  if (errors.length || !mobile) return { errors, form: null };
  return {
    errors,
    form: {
      body,
      fullName,
      mobile,
      email: email || null,
      fileId: input.fileId ?? null,
      contactUsGroupId: input.contactUsGroupId ?? DEFAULT_CONTACT_GROUP,
      sendDate,
      title: title || null,
      visitDate,
    },
  };
}
