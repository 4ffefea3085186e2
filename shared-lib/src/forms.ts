/**
 * Forms: react-final-form with yup schemas, shared so that every remote uses one copy.
 * `debouncedValidator` turns a yup schema into a final-form validate function whose result is
 * debounced (spec §5: 300 ms), so messages do not flicker while the shopper types;
 * `submitAfterValidation` submits such a form without losing a click made right after typing.
 */
import type { AnyObjectSchema, ValidationError } from 'yup';

export { Form, Field, FormSpy, useForm } from 'react-final-form';
export type { FormRenderProps, FieldRenderProps } from 'react-final-form';
export type { FormApi, SubmissionErrors } from 'final-form';
import type { FormApi } from 'final-form';
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

/** A debounced validator (below): final-form's `validate`, plus `flush` for the submit. */
export interface DebouncedValidator {
  (values: unknown): Promise<Errors>;
  /**
   * Runs a validation still waiting for its delay at once (and waits for one already running), so
   * that final-form holds the errors of the values on screen. Resolves when every pending caller has
   * its result; at once when nothing is pending.
   */
  flush(): Promise<void>;
}

/**
 * A debounced final-form validator: calls arriving within `delayMs` of each other collapse into
 * one validation; every pending caller receives the latest result.
 *
 * While a validation is pending, final-form still holds the errors of the values before the last
 * keystroke and refuses a submit on them (a click within `delayMs` of typing is lost). Submit such a
 * form with `submitAfterValidation(validate, form)`, which flushes first.
 */
export function debouncedValidator(schema: AnyObjectSchema, delayMs = 300): DebouncedValidator {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiters: Array<(e: Errors) => void> = [];
  let lastValues: unknown;
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    timer = undefined;
    const values = lastValues;
    const w = waiters;
    waiters = [];
    const done = validateWithSchema(schema, values).then((result) => {
      w.forEach((resolve) => resolve(result));
    });
    const current: Promise<void> = done.finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return done;
  };
  const validate = ((values: unknown): Promise<Errors> =>
    new Promise<Errors>((resolve) => {
      waiters.push(resolve);
      lastValues = values;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    })) as DebouncedValidator;
  validate.flush = async () => {
    if (timer) {
      clearTimeout(timer);
      await run();
    } else if (running) await running;
  };
  return validate;
}

/**
 * Resolves once final-form has applied every validation it started (`validating` back to 0): the
 * result of a flushed validation reaches `errors` a few promise turns after the validator answered.
 */
function validationsApplied<V>(form: FormApi<V>): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const unsubscribe = form.subscribe(
      ({ validating }) => {
        if (validating || settled) return;
        settled = true;
        // (the subscription answers at once, before `unsubscribe` is assigned: leave it a turn later)
        queueMicrotask(() => unsubscribe());
        resolve();
      },
      { validating: true },
    );
  });
}

/**
 * The form's submit handler for a form validated by a `debouncedValidator`: flushes the pending
 * validation, waits until final-form holds its errors, then submits, so a shopper who presses send
 * right after typing is judged on what is on screen (final-form alone refuses that click on the
 * previous value's errors). Use it instead of react-final-form's `handleSubmit`:
 * `<form onSubmit={submitAfterValidation(validate, form)}>`.
 */
export function submitAfterValidation<V>(validate: DebouncedValidator, form: FormApi<V>) {
  return async (event?: { preventDefault?: () => void; stopPropagation?: () => void }): Promise<void> => {
    event?.preventDefault?.();
    event?.stopPropagation?.();
    await validate.flush();
    await validationsApplied(form);
    await form.submit();
  };
}

/**
 * A field's message: its own check's once touched or sent; before that, the message the shell's server
 * gave for it when the form was posted without scripts (shell/server/forms.mjs), while the field is
 * unchanged since.
 */
export function fieldMessage(
  meta: { touched?: boolean; submitFailed?: boolean; modified?: boolean; error?: unknown; submitError?: unknown },
  fromServer?: string,
): string | undefined {
  const own = (meta.touched || meta.submitFailed) && (meta.error || meta.submitError);
  return (typeof own === 'string' && own) || (!meta.modified && fromServer) || undefined;
}
