import { yup } from 'shared-lib/forms';

export type FieldErrors = Record<string, string>;

/**
 * A yup schema as a synchronous final-form validator (the first message per field). Synchronous
 * on purpose: a submit right after a keystroke (the code field submits itself when complete)
 * must not be judged by the errors of the value before it.
 */
export function validateSync(schema: yup.AnyObjectSchema, values: unknown): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: FieldErrors = {};
    for (const e of (err as yup.ValidationError).inner ?? []) if (e.path && !errors[e.path]) errors[e.path] = e.message;
    return errors;
  }
}

/** A full name as the api will store it (spaces tidied): 2 to 100 characters. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');
export const isFullName = (name: string | undefined) => {
  const length = [...tidyName(name ?? '')].length;
  return length >= 2 && length <= 100;
};

/** The api's minimum password length (api/src/modules/auth/limits.ts). */
export const PASSWORD_MIN = 8;
