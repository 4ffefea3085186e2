import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { Field, Form, debouncedValidator, fieldMessage, validateWithSchema, type FormApi } from 'shared-lib/forms';
import { toast } from 'shared-lib/bus';
import { useFormResult, useResource } from 'shared-lib/data';
import { useLocation } from 'shared-lib/router';
import { useLocale } from 'shared-lib/navigation';
import { actionErrorMessages } from 'shared-lib/offline';
import { DatePickerField } from 'shared-lib/components/DatePicker/index';
import { contactGroups, sendContactForm } from '../../api/contact';
import { buildContactSchema } from './contactSchema';
import { UploadField, type AttachedFile } from './UploadField';
import { DEFAULT_CONTACT_GROUP, type ContactFormValues } from './types';

export const VALIDATION_DEBOUNCE_MS = 300; // spec §5 / §9
export const MESSAGE_ROWS = 6; // spec §9: the contact message textarea

export interface ContactFormProps {
  /** Prefix for element ids, so two forms (page and modal) can share a page. */
  idPrefix?: string;
  /** Fixes the subject (the consultation modal sends group 1) and hides the subject picker. */
  fixedGroupId?: number;
  onSent?: () => void;
}

/**
 * The outcome of this form posted before the page's scripts ran (shell/server/forms.mjs): sent, or
 * refused with the api's messages beside the fields and what was typed.
 */
interface PostedContact {
  form: 'contact';
  ok: boolean;
  values?: Partial<Record<keyof ContactFormValues, string>>;
  errors?: Partial<Record<keyof ContactFormValues, string>>;
  messages?: string[];
}

const EMPTY: ContactFormValues = { fullName: '', mobile: '', email: '', body: '', contactUsGroupId: DEFAULT_CONTACT_GROUP, visitDate: '' };

/**
 * The contact form of spec §5/§4: react-final-form with a yup schema validated 300 ms after the
 * last keystroke; an optional preferred visit date (the shared date picker, today at the earliest,
 * sent in its stored format YYYY-MM-DD); one attachment; sending is blocked while a submission or an upload runs; every
 * server message becomes a red toast, success a green one, and the fields are cleared after success.
 */
export function ContactForm({ idPrefix = 'contact', fixedGroupId, onSent }: ContactFormProps) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const groupsRead = contactGroups(locale);
  const groups = useResource(fixedGroupId ? null : groupsRead.key, groupsRead.load);
  const schema = useMemo(
    () =>
      buildContactSchema({
        required: tc('requiredFields'),
        mobile: tc('invalidMobile'),
        email: tc('invalidEmail'),
        visitDate: t('contact.visitDateInvalid'),
        visitDatePast: t('contact.visitDatePast'),
      }),
    [tc, t],
  );
  const validate = useMemo(() => debouncedValidator(schema, VALIDATION_DEBOUNCE_MS), [schema]);
  const [file, setFile] = useState<AttachedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  // a second click (or Enter) while a submission runs must not send twice, even before React re-renders
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const posted = useFormResult<PostedContact>('contact');
  const refused = posted && !posted.ok ? posted : null;
  const serverErrors = refused?.errors ?? {};
  const { pathname, search } = useLocation();
  const initialValues = useMemo(() => {
    const typed = refused?.values ?? {};
    return {
      ...EMPTY,
      fullName: typed.fullName ?? '',
      mobile: typed.mobile ?? '',
      email: typed.email ?? '',
      body: typed.body ?? '',
      visitDate: typed.visitDate ?? '',
      contactUsGroupId: fixedGroupId ?? (Number(typed.contactUsGroupId) || DEFAULT_CONTACT_GROUP),
    };
  }, [fixedGroupId, refused]);
  // spec §5: the picker's minimum is today (the visitor's day; the api accepts it on any clock)
  const [today] = useState(() => new Date());

  async function send(values: ContactFormValues, form: FormApi<ContactFormValues>) {
    if (sendingRef.current || uploading) return;
    sendingRef.current = true;
    setSending(true);
    const picked = Number(values.contactUsGroupId);
    const groupId = fixedGroupId ?? (Number.isInteger(picked) && picked > 0 ? picked : DEFAULT_CONTACT_GROUP);
    try {
      await sendContactForm({
        fullName: values.fullName.trim(),
        mobile: values.mobile.trim(),
        email: values.email.trim() || null,
        body: values.body.trim(),
        contactUsGroupId: groupId,
        fileId: file?.id ?? null,
        title: groups.data?.find((g) => g.id === groupId)?.title ?? (fixedGroupId ? t('consultation.title') : null),
        sendDate: new Date().toISOString(),
        visitDate: values.visitDate || null,
      });
      toast(t('contact.sent'), 'success');
      form.restart(initialValues);
      setFile(null);
      onSent?.();
    } catch (err) {
      // the form keeps what was typed; offline, it says so (nothing is sent again by itself)
      actionErrorMessages(err, tc).forEach((m) => toast(m, 'error'));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  /**
   * Sending does not go through final-form's own submit: that one trusts the errors of the last
   * finished (debounced) validation, so a click right after typing could be swallowed by the
   * errors the empty form had. The values are checked here, at once, against the same schema.
   */
  async function onFormSubmit(e: FormEvent, form: FormApi<ContactFormValues>) {
    e.preventDefault();
    if (sendingRef.current || uploading) return;
    const values = form.getState().values;
    const errors = await validateWithSchema(schema, values);
    if (Object.keys(errors).length) {
      // let final-form mark every field touched and show its messages
      void form.submit();
      return;
    }
    await send(values, form);
  }

  // final-form calls this only when its own validation passed (e.g. the shown errors were fresh)
  async function onSubmit(values: ContactFormValues, form: FormApi<ContactFormValues>) {
    const errors = await validateWithSchema(schema, values);
    if (Object.keys(errors).length) return errors;
    await send(values, form);
    return undefined;
  }

  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <Form<ContactFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ form }) => {
        const submitting = sending;
        const blocked = sending || uploading;
        return (
          // posted to the shell's server when the page's scripts have not run (shell/server/forms.mjs)
          <Box
            component="form"
            method="post"
            action="/_form/contact"
            noValidate
            onSubmit={(e: FormEvent) => void onFormSubmit(e, form)}
            aria-busy={sending}
            data-testid={`${idPrefix}-form`}
          >
            <input type="hidden" name="back" value={pathname + search} />
            {fixedGroupId && <input type="hidden" name="contactUsGroupId" value={fixedGroupId} />}
            <Stack spacing={2}>
              {posted?.ok && (
                <Alert severity="success" role="status" data-testid={`${idPrefix}-sent`}>
                  {t('contact.sent')}
                </Alert>
              )}
              {refused && (refused.messages ?? []).length > 0 && (
                <Alert severity="error" role="alert">
                  {(refused.messages ?? []).join(' ')}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('contact.requiredMark')}
              </Typography>
              <Field<string> name="fullName">
                {({ input, meta }) => {
                  const error = fieldMessage(meta, serverErrors.fullName);
                  return (
                    <TextField
                      {...input}
                      id={id('fullName')}
                      label={t('contact.fullName')}
                      required
                      autoComplete="name"
                      error={!!error}
                      helperText={error || undefined}
                      disabled={submitting}
                      fullWidth
                    />
                  );
                }}
              </Field>
              <Field<string> name="mobile">
                {({ input, meta }) => {
                  const error = fieldMessage(meta, serverErrors.mobile);
                  return (
                    <TextField
                      {...input}
                      id={id('mobile')}
                      label={t('contact.mobile')}
                      required
                      type="tel"
                      autoComplete="tel"
                      placeholder={t('contact.mobilePlaceholder')}
                      error={!!error}
                      helperText={error || undefined}
                      disabled={submitting}
                      fullWidth
                      slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20 /* contracts/rules LIMITS.mobileInput */ } }}
                    />
                  );
                }}
              </Field>
              <Field<string> name="email">
                {({ input, meta }) => {
                  const error = fieldMessage(meta, serverErrors.email);
                  return (
                    <TextField
                      {...input}
                      id={id('email')}
                      label={t('contact.email')}
                      type="email"
                      autoComplete="email"
                      error={!!error}
                      helperText={error || undefined}
                      disabled={submitting}
                      fullWidth
                      slotProps={{ htmlInput: { dir: 'ltr', maxLength: 254 } }}
                    />
                  );
                }}
              </Field>
              {!fixedGroupId && (
                <Field<number> name="contactUsGroupId" parse={(v) => Number(v)}>
                  {({ input }) => (
                    <TextField
                      {...input}
                      id={id('group')}
                      select
                      label={t('contact.group')}
                      disabled={submitting || !groups.data}
                      fullWidth
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      {(groups.data ?? [{ id: DEFAULT_CONTACT_GROUP, title: t('consultation.title') }]).map((g) => (
                        <option key={g.id} value={g.id}>
                          {g.title}
                        </option>
                      ))}
                    </TextField>
                  )}
                </Field>
              )}
              <Field<string> name="body">
                {({ input, meta }) => {
                  const error = fieldMessage(meta, serverErrors.body);
                  return (
                    <TextField
                      {...input}
                      id={id('body')}
                      label={t('contact.body')}
                      required
                      multiline
                      rows={MESSAGE_ROWS}
                      error={!!error}
                      helperText={error || undefined}
                      disabled={submitting}
                      fullWidth
                      slotProps={{ htmlInput: { maxLength: 4000 } }}
                    />
                  );
                }}
              </Field>
              <DatePickerField
                name="visitDate"
                id={id('visitDate')}
                label={t('contact.visitDate')}
                helperText={t('contact.visitDateHint')}
                min={today}
                disabled={submitting}
                inputTestId={id('visitDate')}
              />
              <UploadField id={id('file')} file={file} onChange={setFile} onBusyChange={setUploading} disabled={submitting} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={blocked}
                aria-disabled={blocked}
                startIcon={submitting ? <CircularProgress size={20} color="inherit" /> : undefined}
                sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 4 }}
              >
                {submitting ? t('contact.sending') : t('contact.submit')}
              </Button>
            </Stack>
          </Box>
        );
      }}
    </Form>
  );
}
