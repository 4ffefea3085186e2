import { act, fireEvent, render, screen } from '@testing-library/react';
import { Field, Form, debouncedValidator, submitAfterValidation, yup, type DebouncedValidator } from 'shared-lib/forms';

const schema = yup.object({ mobile: yup.string().required('required').matches(/^09\d{9}$/, 'invalid mobile') });

/** Lets the promises of a validation and a submit settle (no wall clock: timers are fake). */
const settle = () => act(async () => {
  for (let i = 0; i < 100; i++) await Promise.resolve();
});

function MobileForm({ validate, onSubmit, flushOnSubmit }: { validate: DebouncedValidator; onSubmit: (v: { mobile: string }) => void; flushOnSubmit: boolean }) {
  return (
    <Form<{ mobile: string }> onSubmit={onSubmit} validate={validate} initialValues={{ mobile: '' }}>
      {({ handleSubmit, form }) => (
        <form onSubmit={flushOnSubmit ? submitAfterValidation(validate, form) : handleSubmit} noValidate>
          <Field<string> name="mobile">
            {({ input, meta }) => (
              <>
                <input {...input} aria-label="mobile" />
                {(meta.touched || meta.submitFailed) && meta.error ? <span role="alert">{meta.error}</span> : null}
              </>
            )}
          </Field>
          <button type="submit">send</button>
        </form>
      )}
    </Form>
  );
}

describe('debouncedValidator and submitAfterValidation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Types a half number, lets its validation land (an error), completes it and clicks send at once. */
  async function clickRightAfterTyping(flushOnSubmit: boolean) {
    const onSubmit = jest.fn();
    render(<MobileForm validate={debouncedValidator(schema, 300)} onSubmit={onSubmit} flushOnSubmit={flushOnSubmit} />);
    await settle();
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '0912' } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    await settle();
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '09121234567' } });
    // within 300 ms of the keystroke: the validation of the full number is still waiting
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await settle();
    return onSubmit;
  }

  it('a submit right after typing is not lost: the pending validation is flushed, then the form submits', async () => {
    const onSubmit = await clickRightAfterTyping(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ mobile: '09121234567' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('(the cause) final-form alone judges that click on the previous value’s errors and drops it', async () => {
    const onSubmit = await clickRightAfterTyping(false);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid mobile');
  });

  it('still refuses a submit of invalid values, with the message, and sends nothing', async () => {
    const onSubmit = jest.fn();
    render(<MobileForm validate={debouncedValidator(schema, 300)} onSubmit={onSubmit} flushOnSubmit />);
    await settle();
    fireEvent.change(screen.getByLabelText('mobile'), { target: { value: '0912' } });
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('invalid mobile');
  });

  it('collapses calls within the delay into one validation whose result every caller receives', async () => {
    const validate = debouncedValidator(schema, 300);
    const first = validate({ mobile: '0912' });
    const second = validate({ mobile: '09121234567' });
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    let settled = false;
    void second.then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await expect(first).resolves.toEqual({});
    await expect(second).resolves.toEqual({});
  });

  it('flush validates at once and resolves every pending caller; without anything pending it resolves at once', async () => {
    const validate = debouncedValidator(schema, 300);
    await validate.flush();
    const pending = validate({ mobile: '' });
    await validate.flush();
    await expect(pending).resolves.toEqual({ mobile: 'required' });
    expect(jest.getTimerCount()).toBe(0);
  });
});
