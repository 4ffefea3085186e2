import type { ComponentProps } from 'react';
import { Field } from 'shared-lib/forms';
import { TextField } from 'shared-lib/ui-more';

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * A MUI text field bound to a react-final-form field. Its error shows once the form was
 * submitted (as the account forms always did), in place of the helper text. `serverError`: the message
 * the shell's server gave for it when the form was posted without scripts (shell/server/forms.mjs),
 * shown while the field is unchanged since.
 */
export function FormTextField({
  name,
  parse,
  format,
  showError = true,
  serverError,
  helperText,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  parse?: (value: string) => string;
  format?: (value: string) => string;
  /** false: the error is shown elsewhere (the field is still marked invalid) */
  showError?: boolean;
  serverError?: string;
}) {
  return (
    <Field<string> name={name} parse={parse ? (v) => parse(v ?? '') : (v) => v ?? ''} format={format ? (v) => format(v ?? '') : (v) => v ?? ''}>
      {({ input, meta }) => {
        const error = meta.submitFailed ? (meta.error as string | undefined) : undefined;
        const fromServer = meta.modified ? undefined : serverError;
        return (
          <TextField
            {...props}
            name={input.name}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            error={!!error || !!fromServer}
            helperText={(showError && error) || fromServer || helperText}
          />
        );
      }}
    </Field>
  );
}
