import { yup } from 'shared-lib/forms';
// the api's own rule (contracts/rules), through the shared facade: a remote's bundle cannot compile contracts sources
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
 * mobile by the rule the api uses (`isIranianMobile` of contracts/rules: 09…, 9…, +989…, 00989…, 989…;
 * Persian digits accepted); email optional but checked when filled. The api checks the same rules again.
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
