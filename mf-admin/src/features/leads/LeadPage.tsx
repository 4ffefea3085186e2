import './i18n';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, Link, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { ArrowBackIcon, ArrowForwardIcon } from 'shared-lib/icons';
import { useParams } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Head } from 'shared-lib/head';
import { toast } from 'shared-lib/bus';
import { localizeDigits } from 'shared-lib/format';
import NotFound from 'shared-lib/components/NotFound';
import { LoadError } from 'shared-lib/components/LoadError';
import { currentLeadOf, leadsApi, type Lead, type LeadAssignee, type LeadChangeBody, type LeadStatus } from '../../api/leads';
import { errorText } from '../../lib/errors';
import { useLeadsNews } from '../../lib/leads-news';
import { ADMIN } from '../../lib/paths';
import { Section } from '../../lib/sections';
import { useSession } from '../../lib/session';
import { kindName, StatusChip } from './labels';
import { History, NoteForm, NotesList, RequestFacts, SenderFacts, when } from './LeadSections';

/**
 * /admin/leads/:id (support and owner): one lead with everything the shopper sent (the message as
 * plain text), who sent it, its follow-up (status new → in progress → closed and reopen, the
 * assignee), staff notes and its history. Every change sends the lead's version; a stale one (409
 * `leads.stale`) brings the current lead in, says so, and keeps what was typed.
 */
export default function LeadPage() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return <NotFound />;
  return <LeadView key={id} id={Number(id)} />;
}

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready' };

/** The status buttons offered in each status: [the status it moves to, its words]. */
const MOVES: Record<LeadStatus, Array<[LeadStatus, string]>> = {
  new: [
    ['in_progress', 'followUp.start'],
    ['closed', 'followUp.close'],
  ],
  in_progress: [['closed', 'followUp.close']],
  closed: [['in_progress', 'followUp.reopen']],
};

function Busy() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

function LeadView({ id }: { id: number }) {
  const { t } = useTranslation(['admin-leads', 'admin']);
  const locale = useLocale();
  const { me } = useSession();
  const { refresh } = useLeadsNews();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [lead, setLead] = useState<Lead | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [assignees, setAssignees] = useState<LeadAssignee[]>([]);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the control a change came from: it is disabled (and loses the keyboard's focus) while the change is sent
  const [refocus, setRefocus] = useState<'status' | 'assignee' | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const assigneeRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (busy || !refocus) return;
    if (refocus === 'status') statusRef.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    else assigneeRef.current?.focus();
    setRefocus(null);
  }, [busy, refocus]);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    leadsApi.lead(id, ctl.signal).then(
      (l) => {
        setLead(l);
        setLoad({ status: 'ready' });
      },
      (err: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error: err });
      },
    );
    return () => ctl.abort();
  }, [id, attempt]);

  // who a lead may be given to (the select still shows the current assignee if this fails)
  useEffect(() => {
    const ctl = new AbortController();
    leadsApi.assignees(ctl.signal).then(setAssignees, () => {});
    return () => ctl.abort();
  }, []);

  if (!lead) {
    if (load.status === 'failed') return <LoadError error={load.error} title={t('lead.loadError')} onRetry={() => setAttempt((a) => a + 1)} />;
    return <Busy />;
  }

  const number = localizeDigits(String(lead.id), locale);
  const title = t('lead.title', { kind: kindName(lead.kind, t), id: number });
  const BackIcon = locale === 'fa' ? ArrowForwardIcon : ArrowBackIcon;
  const moves = MOVES[lead.status] ?? [];
  // the current assignee stays a choice even when they may no longer be given leads
  const people = lead.assignee && !assignees.some((a) => a.id === lead.assignee!.id) ? [...assignees, lead.assignee] : assignees;
  const canTake = assignees.some((a) => a.id === me.id) && lead.assignee?.id !== me.id;

  const change = async (body: Omit<LeadChangeBody, 'version'>) => {
    setRefocus('status' in body ? 'status' : 'assignee');
    setBusy(true);
    setStale(false);
    setError(null);
    try {
      setLead(await leadsApi.change(lead.id, { version: lead.version, ...body }));
      toast(t('lead.saved'), 'success');
      if ('status' in body) refresh();
    } catch (err) {
      const current = currentLeadOf(err, lead.id);
      if (current) {
        setLead(current);
        setStale(true);
        refresh();
      } else setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Head title={title} noindex />
      <Box>
        <Link component={LocaleLink} to={ADMIN.leads} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
          <BackIcon fontSize="small" aria-hidden />
          {t('lead.back')}
        </Link>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          <StatusChip status={lead.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('lead.received', { name: lead.fullName, date: when(lead.createdAt, locale) })}
        </Typography>
      </Box>

      {stale && (
        <Alert severity="warning" role="alert" onClose={() => setStale(false)}>
          {t('lead.stale')}
        </Alert>
      )}

      <Section title={t('followUp.title')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
          <Stack ref={statusRef} direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap role="group" aria-label={t('followUp.status')} sx={{ flexWrap: 'wrap' }}>
            {moves.map(([to, label]) => (
              <Button key={to} variant={to === 'closed' ? 'outlined' : 'contained'} disabled={busy} onClick={() => void change({ status: to })} sx={{ minHeight: 44 }}>
                {t(label)}
              </Button>
            ))}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: { sm: 260 } }}>
            <TextField
              select
              size="small"
              label={t('followUp.assignee')}
              value={lead.assignee ? String(lead.assignee.id) : ''}
              disabled={busy}
              onChange={(e) => void change({ assigneeId: e.target.value ? Number(e.target.value) : null })}
              inputRef={assigneeRef}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ flex: 1, minWidth: 200 }}
            >
              <option value="">{t('followUp.nobody')}</option>
              {people.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </TextField>
            {canTake && (
              <Button disabled={busy} onClick={() => void change({ assigneeId: me.id })} sx={{ minHeight: 44 }}>
                {t('followUp.takeIt')}
              </Button>
            )}
          </Stack>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
      </Section>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Section title={t('request.title')}>
            <RequestFacts lead={lead} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('sender.title')}>
            <SenderFacts lead={lead} />
          </Section>
        </Grid>
      </Grid>

      <Section title={t('notes.title')}>
        <NotesList lead={lead} />
        <NoteForm leadId={lead.id} onSaved={setLead} />
      </Section>

      <Section title={t('history.title')}>
        <History lead={lead} assignees={people} />
      </Section>
    </Stack>
  );
}
