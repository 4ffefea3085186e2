import { CONTACT_LIMITS as LIMITS, DEFAULT_CONTACT_GROUP, type ContactFormBody } from 'contracts/content';
import { normalizeMobile } from 'contracts/rules';
import type { MessageRef } from '../../../lib/errors';

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
}

// the same test as the storefront's yup schema: something@something.tld, no spaces
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Spec §5 checked again on the server: fullName, mobile and body required (one "required fields"
 * message), mobile an Iranian mobile (optional +98 or 0, then 9 and nine digits; Persian digits
 * accepted), email optional but well-formed when given. All problems are reported at once.
 */
export function validateContactForm(input: ContactFormBody): { errors: MessageRef[]; form: ContactForm | null } {
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
    },
  };
}
