import './i18n';
import { Suspense, lazy, useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress, Grid, Link, Stack, Typography, visuallyHidden } from 'shared-lib/ui';
import { Table, TableBody, TableCell, TableRow } from 'shared-lib/ui';
import { TableHead } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman, localizeText } from 'shared-lib/format';
import { LoadError } from 'shared-lib/components/LoadError';
import { LOCALE_INFO, type Locale } from 'shared-lib/locale';
import { dashboardApi, type CatalogueDashboard, type OrdersDashboard } from '../../api/dashboard';
import { ADMIN } from '../../lib/paths';
import { dayLabel } from './days';
import { hasRole, useSession } from '../../lib/session';

const RevenueChart = lazy(() => import(/* webpackChunkName: "admin-dashboard-chart" */ './RevenueChart'));

type Load<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/** Asks once (and again on "retry"); the answer, the failure or "loading". */
function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null): [Load<T> | null, () => void] {
  const [state, setState] = useState<Load<T> | null>(load ? { status: 'loading' } : null);
  const [attempt, setAttempt] = useState(0);
  const wanted = Boolean(load);
  useEffect(() => {
    if (!load) return;
    const ctl = new AbortController();
    setState({ status: 'loading' });
    load(ctl.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
    // the loader is one of the module's functions: asked again only on retry or when the roles change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, wanted]);
  return [state, () => setAttempt((a) => a + 1)];
}


/** The shop's month is the Persian one in every language: "آذر", "Azar". */
const persianMonth = (from: string, locale: Locale) =>
  new Intl.DateTimeFormat(`${LOCALE_INFO[locale].tag}-u-ca-persian`, { month: 'long', timeZone: 'Asia/Tehran' }).format(new Date(from));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-busy="true">
      <CircularProgress aria-label={label} />
    </Box>
  );
}

function SalesPart({ data }: { data: OrdersDashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const tableId = useId();
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        {data.periods.map((p) => (
          <Grid key={p.key} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" component="article" aria-label={t(`period.${p.key}`, { month: persianMonth(p.from, locale) })}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography component="h3" variant="subtitle2" color="text.secondary">
                  {t(`period.${p.key}`, { month: persianMonth(p.from, locale) })}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('revenue')}
                </Typography>
                <Typography variant="h5" component="p" sx={{ mb: 0.5 }} data-testid={`revenue-${p.key}`}>
                  {formatToman(p.revenue, locale)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <span data-testid={`orders-${p.key}`}>{n(p.orders)}</span> {t('orders', { count: p.orders })} · <span data-testid={`paid-${p.key}`}>{n(p.paid)}</span> {t('paid', { count: p.paid })}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Section title={t('waiting')}>
        {data.chequesAwaiting === 0 && data.toShip === 0 ? (
          <Typography color="text.secondary">{t('nothingWaiting')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2.5 }}>
            {data.chequesAwaiting > 0 && (
              <li>
                <Link component={LocaleLink} to={`${ADMIN.orders}?payment=cheque`}>
                  {t('chequesAwaiting', { count: data.chequesAwaiting })}
                </Link>
              </li>
            )}
            {data.toShip > 0 && (
              <li>
                <Link component={LocaleLink} to={`${ADMIN.orders}?status=paid`}>
                  {t('toShip', { count: data.toShip })}
                </Link>
              </li>
            )}
          </Stack>
        )}
      </Section>

      <Section title={t('chart')}>
        <Suspense fallback={<Box sx={{ height: 260 }} />}>
          {/* inert: a picture for the eye, out of the keyboard's way and the screen reader's (the table below says it) */}
          <Box inert>
            <RevenueChart days={data.days} />
          </Box>
        </Suspense>
        {/* the chart's figures for screen readers (the chart itself is a picture) */}
        <Box sx={visuallyHidden}>
          <Table aria-labelledby={tableId} size="small">
            <caption id={tableId}>{t('chartTable')}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('day')}</TableCell>
                <TableCell component="th" scope="col">{t('revenue')}</TableCell>
                <TableCell component="th" scope="col">{t('ordersColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.days.map((d) => (
                <TableRow key={d.day}>
                  <TableCell component="th" scope="row">{dayLabel(d.day, locale)}</TableCell>
                  <TableCell>{formatToman(d.revenue, locale)}</TableCell>
                  <TableCell>{n(d.orders)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Section>

      <Section title={t('bestSellers')}>
        {data.bestSellers.length === 0 ? (
          <Typography color="text.secondary">{t('noSales')}</Typography>
        ) : (
          <Stack component="ol" spacing={0.5} sx={{ m: 0, ps: 2.5, listStyleType: locale === 'fa' ? 'persian' : 'decimal' }}>
            {data.bestSellers.map((b) => (
              <li key={b.productId}>
                <Link component={LocaleLink} to={ADMIN.product(b.productId)}>
                  {localizeText(b.name, locale)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({t('units', { count: b.count })} · {formatToman(b.revenue, locale)})
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function StockPart({ data }: { data: CatalogueDashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  return (
    <Stack spacing={1}>
      {data.outOfStock > 0 && (
        <Typography>
          <Link component={LocaleLink} to={ADMIN.products}>
            {t('outOfStock', { count: data.outOfStock })}
          </Link>
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('lowStock', { threshold: data.threshold })}
      </Typography>
      {data.lowStock.length === 0 ? (
        <Typography color="text.secondary">{t('noLowStock')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2.5 }}>
          {data.lowStock.map((p) => (
            <li key={p.productId}>
              <Link component={LocaleLink} to={ADMIN.product(p.productId)}>
                {localizeText(p.name, locale)}
              </Link>{' '}
              <Typography component="span" variant="body2" color={p.stock <= 0 ? 'error' : 'text.secondary'}>
                ({t('inStock', { count: p.stock })})
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const leadCounts = (signal: AbortSignal) => Promise.all([dashboardApi.leadCount('new', signal), dashboardApi.leadCount('in_progress', signal)]);

/**
 * The dashboard's figures, each part for the roles that may see it (deny by default: a part is not even
 * asked for without its role): sales and what waits (orders, support), the last 30 days' revenue and
 * best sellers, stock running low (catalogue, orders), customers' requests (support). The owner sees all.
 */
export default function DashboardFigures() {
  const { t } = useTranslation(['admin-dashboard', 'admin']);
  const { me } = useSession();
  const [sales, retrySales] = useLoad(hasRole(me, 'orders', 'support') ? dashboardApi.orders : null);
  const [stock, retryStock] = useLoad(hasRole(me, 'catalogue', 'orders') ? dashboardApi.catalogue : null);
  const [leads, retryLeads] = useLoad(hasRole(me, 'support') ? leadCounts : null);

  return (
    <Stack spacing={4} sx={{ mb: 4 }}>
      {sales && (
        <Section title={t('sales')}>
          {sales.status === 'loading' && <Loading label={t('loading')} />}
          {sales.status === 'failed' && <LoadError title={t('loadError')} error={sales.error} onRetry={retrySales} />}
          {sales.status === 'ready' && <SalesPart data={sales.data} />}
        </Section>
      )}
      {leads && (
        <Section title={t('leads')}>
          {leads.status === 'loading' && <Loading label={t('loading')} />}
          {leads.status === 'failed' && <LoadError title={t('loadError')} error={leads.error} onRetry={retryLeads} />}
          {leads.status === 'ready' && (
            <Stack spacing={0.5}>
              <Typography data-testid="leads-new">{t('leadsNew', { count: leads.data[0] })}</Typography>
              <Typography data-testid="leads-open">{t('leadsOpen', { count: leads.data[1] })}</Typography>
              <Link component={LocaleLink} to={ADMIN.leads}>
                {t('toLeads')}
              </Link>
            </Stack>
          )}
        </Section>
      )}
      {stock && (
        <Section title={t('stock')}>
          {stock.status === 'loading' && <Loading label={t('loading')} />}
          {stock.status === 'failed' && <LoadError title={t('loadError')} error={stock.error} onRetry={retryStock} />}
          {stock.status === 'ready' && <StockPart data={stock.data} />}
        </Section>
      )}
    </Stack>
  );
}
