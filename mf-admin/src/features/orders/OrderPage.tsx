import './i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, Link, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { ArrowBackIcon, ArrowForwardIcon, ReceiptIcon } from 'shared-lib/icons';
import { useParams } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { formatDate, joinParts, localizeDigits } from 'shared-lib/format';
import NotFound from 'shared-lib/components/NotFound';
import { LoadError } from 'shared-lib/components/LoadError';
import { ORDER_ACTIONS, ordersApi, type AdminOrder, type OrderAction } from '../../api/orders';
import { hasRole, useSession } from '../../lib/session';
import { errorText } from '../../lib/errors';
import { ActionDialog, DESTRUCTIVE } from './ActionDialog';
import { Facts, Latin, Section } from '../../lib/sections';
import { AddressFacts, ChequeFacts, Fulfilment, Lines, Payments, StatusChip, Timeline, Totals } from './OrderSections';

const NOTE_MAX = 2000;

/**
 * /admin/orders/:id: one order with everything staff need (customer, lines at the prices paid,
 * totals, address, payment attempts, the cheque, shipping, refund, hold, timeline), its invoices, a
 * staff note, and the actions possible now (for the orders role and the owner). Every action sends
 * the order's version; a stale one brings the current order in and keeps what was typed.
 */
export default function OrderPage() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,15}$/.test(id)) return <NotFound />;
  return <OrderView key={id} id={Number(id)} />;
}

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready' };

function Busy() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

function OrderView({ id }: { id: number }) {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const locale = useLocale();
  const { me } = useSession();
  const canChange = hasRole(me, 'orders');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<OrderAction | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    ordersApi.order(id, ctl.signal).then(
      (o) => {
        setOrder(o);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [id, attempt]);

  if (!order) {
    if (load.status === 'failed') return <LoadError error={load.error} title={t('order.loadError')} onRetry={() => setAttempt((a) => a + 1)} />;
    return <Busy />;
  }

  const number = localizeDigits(String(order.id), locale);
  const BackIcon = locale === 'fa' ? ArrowForwardIcon : ArrowBackIcon;
  const actions = ORDER_ACTIONS.filter((a) => order.actions.includes(a));

  return (
    <Stack spacing={2}>
      <Box>
        <Link component={LocaleLink} to="/admin/orders" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
          <BackIcon fontSize="small" aria-hidden />
          {t('order.back')}
        </Link>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5">
            {t('orderNumber', { id: number })}
          </Typography>
          <StatusChip status={order.status} />
          <Typography variant="body2" color="text.secondary">
            {t('order.version', { version: order.version })}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {joinParts(
            [
              t('order.placed', { date: formatDate(order.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) }),
              t(`payment.${order.paymentMethod}`),
              order.paidAt && t('order.paid', { date: formatDate(order.paidAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) }),
            ],
            locale,
          )}
        </Typography>
      </Box>

      {changedElsewhere && (
        <Alert severity="warning" onClose={() => setChangedElsewhere(false)}>
          {t('order.changedElsewhere')}
        </Alert>
      )}

      {canChange ? (
        <Section title={t('order.actions')}>
          {actions.length ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions.map((a) => (
                <Button key={a} variant={DESTRUCTIVE.has(a) ? 'outlined' : 'contained'} color={DESTRUCTIVE.has(a) ? 'error' : 'primary'} onClick={() => setDialog(a)} sx={{ minHeight: 44 }}>
                  {t(`action.button.${a}`)}
                </Button>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2">{t('order.noActions')}</Typography>
          )}
        </Section>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('order.readOnly')}
        </Typography>
      )}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Section title={t('lines.title')}>
              <Lines order={order} />
              <Box sx={{ mt: 2 }}>
                <Totals order={order} />
              </Box>
            </Section>
            <Section title={t('payments.title')}>
              <Payments order={order} />
            </Section>
            {order.cheque && (
              <Section title={t('cheque.title')}>
                <ChequeFacts cheque={order.cheque} />
              </Section>
            )}
            <Section title={t('shipping.title')}>
              <Fulfilment order={order} />
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Section title={t('customer.title')}>
              <Facts
                items={[
                  [t('customer.name'), order.customer.name],
                  [
                    t('customer.mobile'),
                    <Link key="m" href={`tel:${order.customer.mobile}`}>
                      <Latin>{order.customer.mobile}</Latin>
                    </Link>,
                  ],
                  [t('customer.language'), t(`customer.languages.${order.locale === 'en' ? 'en' : order.locale === 'ru' ? 'ru' : 'fa'}`)],
                ]}
              />
            </Section>
            <Section title={t('address.title')}>
              <AddressFacts order={order} />
            </Section>
            <Section title={t('invoice.title')}>
              <Stack spacing={1}>
                {(['fa', 'en'] as const).map((lang) => (
                  <Button key={lang} component="a" href={ordersApi.invoiceUrl(order.id, lang)} download variant="outlined" startIcon={<ReceiptIcon />} sx={{ minHeight: 44, justifyContent: 'flex-start' }}>
                    {t(`invoice.${lang}`)}
                  </Button>
                ))}
              </Stack>
            </Section>
          </Stack>
        </Grid>
      </Grid>

      <Section title={t('timeline.title')}>
        <Timeline order={order} />
        {hasRole(me, 'orders', 'support') && <NoteForm orderId={order.id} onSaved={setOrder} />}
      </Section>

      {dialog && (
        <ActionDialog
          action={dialog}
          order={order}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            setOrder(next);
            setDialog(null);
            setChangedElsewhere(false);
            toast(t('action.saved'), 'success');
          }}
          onCurrent={(current) => {
            setOrder(current);
            setChangedElsewhere(true);
          }}
        />
      )}
    </Stack>
  );
}

/** A staff note added to the timeline (kept as typed when the api refuses it). */
function NoteForm({ orderId, onSaved }: { orderId: number; onSaved: (o: AdminOrder) => void }) {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const note = text.trim();
    if (!note) {
      setError(t('note.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await ordersApi.note(orderId, note));
      setText('');
      toast(t('note.saved'), 'success');
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1 }}>
      <TextField
        label={t('note.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? t('note.hint')}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX }, formHelperText: error ? { role: 'alert' } : undefined }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1, minHeight: 44 }}>
        {t('note.add')}
      </Button>
    </Box>
  );
}
