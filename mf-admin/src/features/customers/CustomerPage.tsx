import './i18n';
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Grid, Link, Stack, Typography } from 'shared-lib/ui';
import { ArrowBackIcon, ArrowForwardIcon, EmailIcon, ReceiptIcon } from 'shared-lib/icons';
import { useParams } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Head } from 'shared-lib/head';
import { toast } from 'shared-lib/bus';
import { formatDate, formatToman, joinParts, localizeDigits } from 'shared-lib/format';
import NotFound from 'shared-lib/components/NotFound';
import { LoadError } from 'shared-lib/components/LoadError';
import type { Locale } from 'shared-lib/locale';
import { customersApi, type AdminCustomer } from '../../api/customers';
import { ADMIN } from '../../lib/paths';
import { Facts, Latin, Section } from '../../lib/sections';
import { hasRole, useSession } from '../../lib/session';
import { BlockDialog } from './BlockDialog';
import { BlockedChip } from './labels';

const when = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Order states, by colour: waiting (grey), moving (blue), done (green), stopped (red). */
const STATUS_COLORS: Record<string, 'default' | 'primary' | 'secondary' | 'success' | 'error'> = {
  placed: 'default',
  awaiting_cheque: 'default',
  cheque_received: 'secondary',
  paid: 'success',
  preparing: 'secondary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
  failed: 'error',
  merged: 'default',
};

/**
 * /admin/customers/:id: one customer: profile, sign-in (blocked or not, by whom, why), addresses,
 * orders (each linking to its back-office page), liked products and, for support and the owner, a link
 * to their leads. Support and the owner block and unblock sign-in.
 */
export default function CustomerPage() {
  const { id } = useParams();
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return <NotFound />;
  return <CustomerView key={id} id={Number(id)} />;
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

function CustomerView({ id }: { id: number }) {
  const { t } = useTranslation(['admin-customers', 'admin']);
  const locale = useLocale();
  const { me } = useSession();
  const canBlock = hasRole(me, 'support');
  const seesLeads = hasRole(me, 'support');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [customer, setCustomer] = useState<AdminCustomer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    customersApi.customer(id, ctl.signal).then(
      (c) => {
        setCustomer(c);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [id, attempt]);

  if (!customer) {
    if (load.status === 'failed') return <LoadError error={load.error} title={t('customer.loadError')} onRetry={() => setAttempt((a) => a + 1)} />;
    return <Busy />;
  }

  const name = customer.name || t('noName');
  const BackIcon = locale === 'fa' ? ArrowForwardIcon : ArrowBackIcon;
  const block = customer.block;
  const mobileQuery = `?q=${encodeURIComponent(customer.mobile)}`;

  return (
    <Stack spacing={2}>
      <Head title={`${name} · ${t('list.title')}`} noindex />
      <Box>
        <Link component={LocaleLink} to={ADMIN.customers} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
          <BackIcon fontSize="small" aria-hidden />
          {t('customer.back')}
        </Link>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <BlockedChip blocked={block !== null} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('customer.since', { date: formatDate(customer.createdAt, locale) })}
        </Typography>
      </Box>

      <Section
        title={t('block.title')}
        action={
          canBlock &&
          (block ? (
            <Button variant="outlined" onClick={() => setDialog('unblock')} sx={{ minHeight: 44 }}>
              {t('block.unblockButton')}
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setDialog('block')} sx={{ minHeight: 44 }}>
              {t('block.button')}
            </Button>
          ))
        }
      >
        {block ? (
          <Alert severity="error" icon={false}>
            <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
              {t('block.blockedSince', { date: when(block.at, locale) })}
            </Typography>
            <Facts
              items={[
                [t('block.by'), block.by ? block.by.name : t('block.byUnknown')],
                [
                  t('block.reason'),
                  <Box key="r" component="span" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {block.reason}
                  </Box>,
                ],
              ]}
            />
          </Alert>
        ) : (
          <Typography variant="body2">{t('block.allowed')}</Typography>
        )}
        {!canBlock && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('customer.readOnly')}
          </Typography>
        )}
      </Section>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Section title={t('orders.title')}>
              <Orders customer={customer} />
              {customer.orders.total > 0 && (
                <Button component={LocaleLink} to={`${ADMIN.orders}${mobileQuery}`} startIcon={<ReceiptIcon />} sx={{ mt: 1, minHeight: 44 }}>
                  {t('orders.all')}
                </Button>
              )}
            </Section>
            <Section title={t('likes.title')}>
              {customer.likes.length === 0 ? (
                <Typography variant="body2">{t('likes.none')}</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                  {customer.likes.map((p) => (
                    <li key={p.id}>
                      <Link component={LocaleLink} to={ADMIN.product(p.id)} dir="auto">
                        {p.name}
                      </Link>
                      {!p.active && (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                          ({t('likes.inactive')})
                        </Typography>
                      )}
                    </li>
                  ))}
                </Box>
              )}
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Section title={t('profile.title')}>
              <Facts
                items={[
                  [
                    t('profile.name'),
                    <span key="n" dir="auto">
                      {name}
                    </span>,
                  ],
                  [
                    t('profile.mobile'),
                    <Link key="m" href={`tel:${customer.mobile}`}>
                      <Latin>{customer.mobile}</Latin>
                    </Link>,
                  ],
                  [t('profile.registered'), when(customer.createdAt, locale)],
                  customer.updatedAt !== null && [t('profile.updated'), when(customer.updatedAt, locale)],
                  [t('profile.password'), customer.hasPassword ? t('profile.hasPassword') : t('profile.noPassword')],
                  [t('profile.signIn'), block ? t('state.blocked') : t('state.allowed')],
                ]}
              />
            </Section>
            <Section title={t('addresses.title')}>
              <Addresses customer={customer} />
            </Section>
            {seesLeads && (
              <Section title={t('leads.title')}>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('leads.text')}
                </Typography>
                <Button component={LocaleLink} to={`${ADMIN.leads}${mobileQuery}`} variant="outlined" startIcon={<EmailIcon />} sx={{ minHeight: 44 }}>
                  {t('leads.open')}
                </Button>
              </Section>
            )}
          </Stack>
        </Grid>
      </Grid>

      {dialog && (
        <BlockDialog
          customer={customer}
          mode={dialog}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            setCustomer(next);
            setDialog(null);
            toast(t(next.block ? 'block.done' : 'block.undone', { name: next.name || next.mobile }), 'success');
          }}
          onStale={() => setAttempt((a) => a + 1)}
        />
      )}
    </Stack>
  );
}

/** The customer's newest orders: number (to the order's page), status, amount, items and date. */
function Orders({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation('admin-customers');
  const locale = useLocale();
  const { total, items } = customer.orders;
  if (total === 0) return <Typography variant="body2">{t('orders.none')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('orders.count', { count: total })}
        {total > items.length && ` ${t('orders.shown', { shown: items.length })}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((o) => (
          <Box component="li" key={o.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <Link component={LocaleLink} to={ADMIN.order(o.id)} aria-label={t('orders.number', { id: localizeDigits(String(o.id), locale) })} sx={{ fontWeight: 500 }}>
              {`#${localizeDigits(String(o.id), locale)}`}
            </Link>
            <Chip size="small" label={t(`status.${o.status}`, { defaultValue: o.status })} color={STATUS_COLORS[o.status] ?? 'default'} variant={o.status === 'cancelled' || o.status === 'failed' ? 'outlined' : 'filled'} />
            <Typography component="span" variant="body2">
              {formatToman(o.payable, locale)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
              {joinParts([t(`payment.${o.paymentMethod}`), t('orders.items', { count: o.itemCount }), when(o.createdAt, locale)], locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** The address book, the default first. */
function Addresses({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation(['admin-customers', 'admin']);
  if (customer.addresses.length === 0) return <Typography variant="body2">{t('addresses.none')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {customer.addresses.map((a) => (
        <Box component="li" key={a.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', typography: 'body2' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Box component="span" dir="auto" sx={{ fontWeight: 500 }}>
              {a.recipient}
            </Box>
            <Latin>{a.mobile}</Latin>
            {a.isDefault && <Chip size="small" variant="outlined" label={t('addresses.default')} />}
          </Stack>
          <Box dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {[a.province, a.city, a.street].filter(Boolean).join(t('admin:listSeparator'))}
          </Box>
          <Box sx={{ color: 'text.secondary' }}>
            {t('addresses.postalCode')}: <Latin>{a.postalCode}</Latin>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
