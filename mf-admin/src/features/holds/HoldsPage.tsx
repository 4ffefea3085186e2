import './i18n';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { formatDate, localizeDigits, localizeText } from 'shared-lib/format';
import { LOCALE_INFO, type Locale } from 'shared-lib/locale';
import { LoadError } from 'shared-lib/components/LoadError';
import { ORDER_STATUSES, ordersApi, type StockHold } from '../../api/orders';
import { hasRole, useSession } from '../../lib/session';
import { errorText, type Translate } from '../../lib/errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "in 5 hours", "3 minutes ago" in the page's language and digits. */
export function relativeTime(iso: string, now: number, locale: Locale): string {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(LOCALE_INFO[locale].tag, { numeric: 'auto' });
  if (abs < HOUR) return rtf.format(Math.round(diff / MINUTE), 'minute');
  if (abs < 2 * DAY) return rtf.format(Math.round(diff / HOUR), 'hour');
  return rtf.format(Math.round(diff / DAY), 'day');
}

const statusName = (s: string, t: Translate) => ((ORDER_STATUSES as readonly string[]).includes(s) ? t(`status.${s}`) : s);
const orderPath = (id: number) => `/admin/orders/${id}`;

/** Soonest end first; holds without an end last. */
const byEnd = (a: StockHold, b: StockHold) => (a.expiresAt ?? '\uffff').localeCompare(b.expiresAt ?? '\uffff') || a.orderId - b.orderId;

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; holds: StockHold[] };

/**
 * /admin/holds: the orders holding stock (unpaid online and cheque orders): whose, what, and until
 * when (relative and in the page's calendar). Staff with the orders role (and the owner) release a
 * hold, after a confirmation: its items go back on sale.
 */
export default function HoldsPage() {
  const { t } = useTranslation(['admin-holds', 'admin']);
  const locale = useLocale();
  const { me } = useSession();
  const canRelease = hasRole(me, 'orders');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [releasing, setReleasing] = useState<StockHold | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    ordersApi.holds(ctl.signal).then(
      (holds) => {
        setNow(Date.now());
        setLoad({ status: 'ready', holds });
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  // "in 5 minutes" stays true while the page is open
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);

  const holds = useMemo(() => (load.status === 'ready' ? [...load.holds].sort(byEnd) : []), [load]);
  const headingId = useId();

  return (
    <Stack spacing={2}>
      <Box>
        <Typography id={headingId} component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {load.status === 'ready' ? t('count', { count: holds.length }) : t('intro')}
        </Typography>
      </Box>

      {load.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
          <CircularProgress aria-label={t('admin:loading')} />
        </Box>
      )}
      {load.status === 'failed' && <LoadError title={t('loadError')} error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}
      {load.status === 'ready' && holds.length === 0 && (
        <Typography role="status" color="text.secondary">
          {t('empty')}
        </Typography>
      )}

      {holds.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {holds.map((h) => {
            const number = localizeDigits(String(h.orderId), locale);
            const ended = h.expiresAt !== null && new Date(h.expiresAt).getTime() <= now;
            return (
              <Box component="li" key={h.orderId}>
                <Card variant="outlined" component="article" aria-label={t('orderNumber', { id: number })}>
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        <Link component={LocaleLink} to={orderPath(h.orderId)}>
                          {t('orderNumber', { id: number })}
                        </Link>
                      </Typography>
                      <Chip size="small" label={statusName(h.status, t)} />
                      <Typography variant="body2" color="text.secondary">
                        {t(`payment.${h.paymentMethod}`)}
                      </Typography>
                    </Stack>
                    <Typography variant="body2">
                      {h.customer.name}{' '}
                      <Box component="span" dir="ltr" data-latin-ok="" sx={{ color: 'text.secondary', unicodeBidi: 'isolate' }}>
                        {h.customer.mobile}
                      </Box>
                    </Typography>
                    <Box component="ul" aria-label={t('lines')} sx={{ my: 1, paddingInlineStart: 2.5, typography: 'body2' }}>
                      {h.lines.map((l) => (
                        <li key={l.productId}>{t('line', { name: localizeText(l.name, locale), count: l.count })}</li>
                      ))}
                    </Box>
                    <Typography variant="body2" color={ended ? 'error' : undefined}>
                      {h.expiresAt === null ? (
                        t('noEnd')
                      ) : (
                        <>
                          {t(ended ? 'ended' : 'ends', { when: relativeTime(h.expiresAt, now, locale) })}{' '}
                          <Box component="time" dateTime={h.expiresAt} sx={{ color: 'text.secondary' }}>
                            ({formatDate(h.expiresAt, locale, { dateStyle: 'medium', timeStyle: 'short' })})
                          </Box>
                        </>
                      )}
                    </Typography>
                    {canRelease && (
                      <Button variant="outlined" color="error" onClick={() => setReleasing(h)} sx={{ mt: 1.5, minHeight: 44 }} aria-label={t('releaseNamed', { id: number })}>
                        {t('release')}
                      </Button>
                    )}
                  </CardContent>
                </Card>
              </Box>
            );
          })}
        </Stack>
      )}

      {releasing && (
        <ReleaseDialog
          hold={releasing}
          onClose={() => setReleasing(null)}
          onReleased={(orderId) => {
            setLoad((l) => (l.status === 'ready' ? { status: 'ready', holds: l.holds.filter((x) => x.orderId !== orderId) } : l));
            setReleasing(null);
            toast(t('released', { id: localizeDigits(String(orderId), locale) }), 'success');
          }}
        />
      )}
    </Stack>
  );
}

/** "Release this hold?": Cancel (focused first) or Release; a refusal is shown inside. */
function ReleaseDialog({ hold, onClose, onReleased }: { hold: StockHold; onClose: () => void; onReleased: (orderId: number) => void }) {
  const { t } = useTranslation(['admin-holds', 'admin']);
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const release = async () => {
    setBusy(true);
    setError(null);
    try {
      await ordersApi.release(hold.orderId);
      onReleased(hold.orderId);
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="xs" fullScreen={phone} dir={theme.direction}>
      <DialogTitle id={`${id}-title`}>{t('confirm.title', { id: localizeDigits(String(hold.orderId), locale) })}</DialogTitle>
      <DialogContent id={`${id}-text`}>
        <Typography>{t('confirm.text', { name: hold.customer.name })}</Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus sx={{ minHeight: 44 }}>
          {t('cancel')}
        </Button>
        <Button onClick={release} disabled={busy} color="warning" variant="contained" sx={{ minHeight: 44 }}>
          {t('confirm.release')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
