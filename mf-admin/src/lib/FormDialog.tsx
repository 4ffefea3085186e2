import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Stack, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-lib/ui-more';
import { Form, type SubmissionErrors } from 'shared-lib/forms';

export interface FormDialogProps<V extends object> {
  title: string;
  /** Read once per opening: react-final-form would start over (and lose what was typed) on new ones. */
  initialValues: Partial<V>;
  /** Synchronous: a message per field that is wrong. */
  validate: (values: V) => Record<string, string | undefined>;
  /** The api call; a refusal returns `{ [FORM_ERROR]: message }`, shown above the buttons with everything typed kept. */
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  /** Cancel, Escape or the backdrop (refused while the form is being sent). */
  onClose: () => void;
  /** Whether the dialog is open (default: open while rendered); each opening starts a new form. */
  open?: boolean;
  cancelLabel: string;
  submitLabel: string;
  maxWidth?: 'xs' | 'sm';
  /** The fields (inside the form: Field, FormSpy and FormTextField work here). */
  children: ReactNode;
}

/**
 * A back-office form in a dialog: full screen on a phone, the paper is the form (Enter submits it),
 * the fields in a column, the api's refusal as an alert, then Cancel and the submit button, both
 * disabled while the form is being sent.
 */
export function FormDialog<V extends object>({ title, initialValues, validate, onSubmit, onClose, open = true, cancelLabel, submitLabel, maxWidth = 'sm', children }: FormDialogProps<V>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = `${useId()}-title`;
  // a new form each time the dialog opens again (the form outlives a closed dialog)
  const [wasOpen, setWasOpen] = useState(open);
  const [opening, setOpening] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }

  return (
    <Form<V> key={opening} onSubmit={onSubmit} validate={validate} initialValues={initialValues} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, submitting, submitError }) => (
        <Dialog
          open={open}
          onClose={() => !submitting && onClose()}
          fullScreen={phone}
          fullWidth
          maxWidth={maxWidth}
          aria-labelledby={titleId}
          dir={theme.direction}
          slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
              {submitError && (
                <Alert severity="error" role="alert">
                  {submitError as string}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={submitting} sx={{ minHeight: 44 }}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting} sx={{ minHeight: 44 }}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Form>
  );
}
