import { yup } from 'shared-lib/forms';
// the api's own rule (contracts/rules), through the shared facade: a remote's bundle cannot compile contracts sources
import { isIranianMobile } from 'shared-lib/format';

/** The same address test as the api (api/src/modules/content/forms/validate.ts): name@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface SchemaMessages {
  required: string;
  mobile: string;
  email: string;
  /** The visit date is not a stored date (YYYY-MM-DD). */
  visitDate?: string;
  /** The visit date is before today. */
  visitDatePast?: string;
}

/** A day as the date picker stores it: YYYY-MM-DD (the visitor's own calendar day). */
export const storedDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const isRealDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return storedDay(date) === v;
};

/**
 * Spec §5: fullName, mobile and body required (the "required fields" text); mobile an Iranian
 * mobile by the rule the api uses (`isIranianMobile` of contracts/rules: 09…, 9…, +989…, 00989…, 989…;
 * Persian digits accepted); email optional but checked when filled; the preferred visit date optional,
 * a real day, today or later. The api checks the same rules again.
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
    // optional; the picker only offers today or later, the api checks it again
    visitDate: yup
      .string()
      .test('visit-date', m.visitDate ?? m.required, (v) => !v || isRealDay(v))
      .test('visit-date-past', m.visitDatePast ?? m.required, (v) => !v || !isRealDay(v) || v >= storedDay(new Date())),
  });
}
