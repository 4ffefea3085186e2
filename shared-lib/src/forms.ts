/**
 * Forms: react-final-form with yup schemas, shared so that every remote uses one copy.
 * `yupValidator` turns a yup schema into a final-form validate function whose result is
 * debounced (spec §5: 300 ms), so messages do not flicker while the shopper types.
 */
import type { AnyObjectSchema, ValidationError } from 'yup';

export { Form, Field, FormSpy, useForm } from 'react-final-form';
export type { FormRenderProps, FieldRenderProps } from 'react-final-form';
export type { FormApi, SubmissionErrors } from 'final-form';
export { FORM_ERROR } from 'final-form';
import * as yup from 'yup';
export { yup };

export type Errors = Record<string, string>;

/**
 * A yup schema as a synchronous final-form validator (the first message per field). Use it for
 * schemas without async tests: a submit right after a keystroke (a code field that submits itself
 * when complete) is judged on the value just typed, never on the errors of the value before it.
 */
export function validateSchemaSync(schema: AnyObjectSchema, values: unknown): Errors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Errors = {};
    for (const e of (err as ValidationError).inner ?? []) if (e.path && !errors[e.path]) errors[e.path] = e.message;
    return errors;
  }
}

export async function validateWithSchema(schema: AnyObjectSchema, values: unknown): Promise<Errors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Errors = {};
    for (const e of (err as ValidationError).inner ?? []) if (e.path && !errors[e.path]) errors[e.path] = e.message;
    return errors;
  }
}

/**
 * A debounced final-form validator: calls arriving within `delayMs` of each other collapse into
 * one validation; every pending caller receives the latest result. `flush` validates at once
 * (used on submit so a submit right after typing is not lost).
 */
export function debouncedValidator(schema: AnyObjectSchema, delayMs = 300) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiters: Array<(e: Errors) => void> = [];
  const validate = (values: unknown): Promise<Errors> =>
    new Promise((resolve) => {
      waiters.push(resolve);
      if (timer) clearTimeout(timer);
      timer = setTimeout(async () => {
        timer = undefined;
        const result = await validateWithSchema(schema, values);
        const w = waiters;
        waiters = [];
        w.forEach((r) => r(result));
      }, delayMs);
    });
  return validate;
}
