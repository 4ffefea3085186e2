import { yup } from 'shared-lib/forms';
import { isIranianMobile } from 'shared-lib/format';

/** The same address test as the api (api/src/modules/content/forms/validate.ts): name@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface SchemaMessages {
  required: string;
  mobile: string;
  email: string;
}

/**
 * Spec §5: fullName, mobile and body required (the "required fields" text); mobile an Iranian
 * mobile (optional +98 or 0, then 9 and nine digits; Persian digits accepted); email optional but
 * checked when filled. The api checks the same rules again.
 */
export function buildContactSchema(m: SchemaMessages) {
  return yup.object({
    fullName: yup.string().trim().required(m.required),
    mobile: yup
      .string()
      .trim()
      .required(m.required)
      .test('iran-mobile', m.mobile, (v) => !v || isIranianMobile(v)),
    email: yup
      .string()
      .trim()
      .test('email', m.email, (v) => !v || EMAIL.test(v)),
    body: yup.string().trim().required(m.required),
  });
}
