import { lazy } from 'react';
import { loadCharts } from 'shared-lib/admin-ui';
import { useTheme } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman } from 'shared-lib/format';
import type { DashboardDay } from 'contracts/admin-dashboard';
import { dayLabel } from './days';

const BarChart = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));

/**
 * The last 30 days' revenue as bars (MUI X Charts, loaded through shared-lib's admin facade: the shop's
 * theme and fonts). In Persian the days run from right to left, as the page reads; amounts in tomans, in the page's
 * digits. A picture for the eye: DashboardFigures writes the same figures as a table for screen readers.
 */
export default function RevenueChart({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: days.map((d) => dayLabel(d.day, locale)), reverse: rtl, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ position: rtl ? 'right' : 'left', width: 72, valueFormatter: (v: number) => formatNumber(v, locale, { notation: 'compact' }) }]}
      series={[
        {
          data: days.map((d) => Math.round(d.revenue / 10)),
          label: t('revenue'),
          color: theme.palette.primary.main,
          valueFormatter: (v: number | null) => (v === null ? '' : formatToman(v * 10, locale)),
        },
      ]}
      hideLegend
      margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
    />
  );
}
