import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Typography, visuallyHidden } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Form, FORM_ERROR, validateSchemaSync, yup, type FormApi } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { toast } from 'shared-lib/bus';
import { formatDate, formatDecimal, formatNumber, localizeDigits, localizeText } from 'shared-lib/format';
import { isLocale, localizePath, type Locale } from 'shared-lib/locale';
import { leadsApi, type Lead, type LeadAssignee, type LeadEvent } from '../../api/leads';
import { errorText, type Translate } from '../../lib/errors';
import { day, Facts, Latin } from '../../lib/sections';
import { ADMIN } from '../../lib/paths';
import { AttachmentIcon, kindName, statusName } from './labels';

/** contracts/admin-leads LeadNoteBody: 1 to 2000 characters. */
export const NOTE_MAX = 2000;

export const when = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

/** A file's size in bytes, KB or MB, in the page's digits. */
export function fileSize(bytes: number, locale: Locale, t: Translate): string {
  if (bytes < 1024) return t('admin-leads:size.bytes', { n: formatNumber(bytes, locale) });
  if (bytes < 1024 * 1024) return t('admin-leads:size.kb', { n: formatDecimal(bytes / 1024, locale) });
  return t('admin-leads:size.mb', { n: formatDecimal(bytes / (1024 * 1024), locale) });
}

/** Who did something: the staff member's name, their number, or the system. */
function who(e: { staffId: number | null; staffName: string | null }, t: Translate, locale: Locale): string {
  return e.staffName ?? (e.staffId !== null ? t('admin-leads:staffNumber', { id: localizeDigits(String(e.staffId), locale) }) : t('admin-leads:system'));
}

/** The product's page in the shop, in the language the shopper asked in. */
function shopProductPath(lead: Lead): string {
  const p = lead.product!;
  const lang: Locale = isLocale(lead.lang) ? lead.lang : 'fa';
  return localizePath(`/pr/${p.id}/${encodeURIComponent(p.slug ?? p.name)}`, lang);
}

/** What the shopper sent: the message as plain text (line breaks kept), the product, subject, visit day and attachment. */
export function RequestFacts({ lead }: { lead: Lead }) {
  const { t } = useTranslation('admin-leads');
  const locale = useLocale();
  // the summary is the form's title or the message's first words: shown only when the message does not begin with it
  const summaryShown = lead.summary !== null && lead.summary !== '' && !(lead.message ?? '').startsWith(lead.summary.replace(/…$/, ''));
  return (
    <>
      <Facts
        items={[
          [t('request.kind'), kindName(lead.kind, t)],
          lead.group !== null && [t('request.group'), <span key="g" dir="auto">{lead.group.title}</span>],
          summaryShown && [t('request.summary'), <span key="s" dir="auto">{lead.summary}</span>],
          lead.product !== null && [
            t('request.product'),
            <Box key="p" component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Link href={shopProductPath(lead)} target="_blank" rel="noopener" dir="auto">
                {localizeText(lead.product.name, locale)}
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('request.newTab')}`}
                </Box>
              </Link>
              <Link component={LocaleLink} to={`${ADMIN.leads}?productId=${lead.product.id}`}>
                {t('request.productLeads')}
              </Link>
            </Box>,
          ],
          lead.quantity !== null && [t('request.quantity'), formatNumber(lead.quantity, locale)],
          lead.visitDate !== null && [t('request.visitDate'), <time key="v" dateTime={lead.visitDate}>{day(lead.visitDate, locale)}</time>],
          lead.attachment !== null && [
            t('request.attachment'),
            <Link key="a" href={leadsApi.attachmentUrl(lead.id)} download={lead.attachment.name} sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, minHeight: 24, overflowWrap: 'anywhere' }}>
              <AttachmentIcon />
              <span dir="auto">{lead.attachment.name}</span>
              <span>{`(${fileSize(lead.attachment.size, locale, t)})`}</span>
            </Link>,
          ],
        ]}
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {t('request.message')}
      </Typography>
      {lead.message ? (
        // plain text as the shopper wrote it: never HTML, line breaks kept
        <Typography component="p" variant="body1" dir="auto" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          {lead.message}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('request.noMessage')}
        </Typography>
      )}
    </>
  );
}

/** Who sent it and how to reach them. */
export function SenderFacts({ lead }: { lead: Lead }) {
  const { t } = useTranslation('admin-leads');
  const locale = useLocale();
  return (
    <Facts
      items={[
        [t('sender.name'), <span key="n" dir="auto">{lead.fullName}</span>],
        [
          t('sender.mobile'),
          <Link key="m" href={`tel:${lead.mobile}`}>
            <Latin>{lead.mobile}</Latin>
          </Link>,
        ],
        lead.email !== null && [
          t('sender.email'),
          <Link key="e" href={`mailto:${lead.email}`} sx={{ overflowWrap: 'anywhere' }}>
            <Latin>{lead.email}</Latin>
          </Link>,
        ],
        [t('sender.language'), isLocale(lead.lang) ? t(`sender.languages.${lead.lang}`) : <Latin key="l">{lead.lang}</Latin>],
        [t('sender.account'), lead.userId !== null ? t('sender.accountNumber', { id: localizeDigits(String(lead.userId), locale) }) : t('sender.guest')],
      ]}
    />
  );
}

/** The staff notes, oldest first (the newest next to the form below them). */
export function NotesList({ lead }: { lead: Lead }) {
  const { t } = useTranslation('admin-leads');
  const locale = useLocale();
  const notes = [...lead.notes].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  if (!notes.length) return <Typography variant="body2">{t('notes.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('notes.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {notes.map((n) => (
        <Box component="li" key={n.id} sx={{ pb: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={n.at}>{when(n.at, locale)}</time>
            {' — '}
            {who(n, t, locale)}
          </Typography>
          <Typography variant="body2" component="blockquote" dir="auto" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 1 }}>
            {n.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type NoteValues = { text?: string };

/**
 * A staff note (react-final-form, checked with yup: written, at most 2000 characters). A refusal is
 * shown above the button with the text kept; once added, the field is emptied.
 */
export function NoteForm({ leadId, onSaved }: { leadId: number; onSaved: (lead: Lead) => void }) {
  const { t } = useTranslation(['admin-leads', 'admin']);
  const schema = useMemo(() => yup.object({ text: yup.string().trim().required(t('notes.required')).max(NOTE_MAX, t('notes.tooLong', { max: NOTE_MAX })) }), [t]);
  // the form starts once, empty: a new lead from the api (a change, a 409) never resets what was typed
  const [initialValues] = useState<NoteValues>({});

  const submit = async (v: NoteValues) => {
    try {
      onSaved(await leadsApi.note(leadId, (v.text ?? '').trim()));
      toast(t('notes.saved'), 'success');
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };
  const sendAndEmpty = (form: FormApi<NoteValues>, handleSubmit: () => Promise<unknown> | undefined) => async (e: FormEvent) => {
    e.preventDefault();
    await handleSubmit();
    if (form.getState().submitSucceeded) form.restart();
  };

  return (
    <Form<NoteValues> onSubmit={submit} validate={(v) => validateSchemaSync(schema, v)} initialValues={initialValues} subscription={{ submitting: true, submitError: true }}>
      {({ handleSubmit, form, submitting, submitError }) => (
        <Box component="form" noValidate onSubmit={sendAndEmpty(form, handleSubmit)} sx={{ mt: 1 }}>
          <FormTextField name="text" label={t('notes.label')} multiline minRows={2} fullWidth helperText={t('notes.hint')} slotProps={{ htmlInput: { maxLength: NOTE_MAX } }} />
          {submitError && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {submitError as string}
            </Alert>
          )}
          <Button type="submit" variant="outlined" disabled={submitting} sx={{ mt: 1, minHeight: 44 }}>
            {t('notes.add')}
          </Button>
        </Box>
      )}
    </Form>
  );
}

/** A history value in words: a status's name, an assignee's name (the api writes "#7" for one it cannot name), or nobody. */
function valueText(e: LeadEvent, v: string | null, t: Translate, locale: Locale, assignees: LeadAssignee[]): string {
  if (v === null || v === '') return e.field === 'assignee' ? t('admin-leads:history.nobody') : '—';
  if (e.field === 'status') return statusName(v, t);
  const id = /^#?(\d+)$/.exec(v)?.[1];
  if (id === undefined) return v;
  return assignees.find((a) => String(a.id) === id)?.name ?? t('admin-leads:staffNumber', { id: localizeDigits(id, locale) });
}

/** The lead's changes of status and assignee, oldest first: who, when, from and to. */
export function History({ lead, assignees }: { lead: Lead; assignees: LeadAssignee[] }) {
  const { t } = useTranslation('admin-leads');
  const locale = useLocale();
  const events = [...lead.history].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  return (
    <Box component="ol" aria-label={t('history.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <Box component="li" sx={{ pb: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('history.received', { kind: kindName(lead.kind, t) })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={lead.createdAt}>{when(lead.createdAt, locale)}</time>
        </Typography>
      </Box>
      {events.map((e) => (
        <Box component="li" key={e.id} sx={{ pb: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(e.field === 'status' ? 'history.status' : 'history.assignee', { from: valueText(e, e.from, t, locale, assignees), to: valueText(e, e.to, t, locale, assignees) })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={e.at}>{when(e.at, locale)}</time>
            {' — '}
            {who(e, t, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
