import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Link, Stack, Typography } from 'shared-lib/ui';
import { Table, TableBody, TableCell, TableRow } from 'shared-lib/ui-more';
import { TableContainer, TableHead } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatNumber, localizeText } from 'shared-lib/format';
import type { ImportReport } from '../../api/admin';
import { ADMIN } from '../../lib/paths';

/** Lines shown of each list; the rest are counted. */
export const SHOWN = 200;

export type Outcome = 'checked' | 'applied' | 'refused';

/** One list of the report (changes or problems): a captioned table of its first lines and how many more there are. */
function ReportTable({ id, title, head, rows, total }: { id: string; title: string; head: string[]; rows: ReactNode[][]; total: number }) {
  const { t } = useTranslation('admin-import');
  const locale = useLocale();
  const rest = total - rows.length;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title} ({formatNumber(total, locale)})
      </Typography>
      <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="group" aria-labelledby={id}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((c, j) => (
                  <TableCell key={j}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rest > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('report.more', { count: rest })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A dry run's or an import's report: the counts, a line saying what it means (Apply allowed, saved,
 * or nothing saved), every change (line, product, field, from → to) and every invalid row (line,
 * column, the api's reason in the staff member's language).
 */
export function ImportReportView({ report, outcome, message }: { report: ImportReport; outcome: Outcome; message?: string }) {
  const { t } = useTranslation('admin-import');
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale);
  const id = (v: number) => formatNumber(v, locale, { useGrouping: false });

  const value = (field: string, raw: string): string => {
    if (field === 'active') return raw === '1' ? t('value.active1') : raw === '0' ? t('value.active0') : raw;
    if (raw === '') return field === 'price' ? t('value.inquiry') : field === 'list_price' ? t('value.noDiscount') : '';
    if (!/^\d+$/.test(raw)) return raw;
    return field === 'price' || field === 'list_price' ? t('value.rials', { n: n(Number(raw)) }) : n(Number(raw));
  };
  const fieldName = (f: string) => (['price', 'list_price', 'stock', 'active'].includes(f) ? t(`field.${f}`) : f);

  const errors = report.errors;
  const changes = report.changes;
  const title = outcome === 'applied' ? t('report.applyTitle') : outcome === 'refused' ? t('report.refusedTitle') : t('report.checkTitle');
  const severity = outcome === 'applied' ? 'success' : errors.length || outcome === 'refused' ? 'error' : changes.length ? 'info' : 'warning';
  const verdict =
    outcome === 'applied'
      ? t('report.applied', { count: changes.length })
      : outcome === 'refused'
        ? t('report.refused')
        : errors.length
          ? t('report.hasErrors')
          : changes.length
            ? t('report.ok')
            : t('report.nothing');

  return (
    <Box component="section" aria-labelledby="import-report" sx={{ mt: 3 }}>
      <Alert severity={severity} role={outcome === 'checked' ? 'status' : 'alert'}>
        <AlertTitle id="import-report" component="h2">
          {title}
        </AlertTitle>
        {message && <Typography sx={{ fontWeight: 700 }}>{message}</Typography>}
        <Typography>{verdict}</Typography>
        <Stack component="p" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', m: 0, mt: 1 }}>
          <span>{t('report.rows', { count: report.rows })}</span>
          <span>{t('report.changes', { count: changes.length })}</span>
          <span>{t('report.errors', { count: errors.length })}</span>
        </Stack>
      </Alert>

      {errors.length > 0 && (
        <ReportTable
          id="import-errors"
          title={t('report.errorsTitle')}
          head={[t('report.line'), t('report.column'), t('report.reason')]}
          total={errors.length}
          rows={errors.slice(0, SHOWN).map((e) => [
            n(e.line),
            e.column ? (
              <Box component="code" dir="ltr" data-latin-ok>
                {e.column}
              </Box>
            ) : (
              t('report.wholeRow')
            ),
            localizeText(e.reason, locale),
          ])}
        />
      )}
      {changes.length > 0 && (
        <ReportTable
          id="import-changes"
          title={t('report.changesTitle')}
          head={[t('report.line'), t('report.product'), t('report.field'), t('report.change')]}
          total={changes.length}
          rows={changes.slice(0, SHOWN).map((c) => [
            n(c.line),
            <Link key="id" component={LocaleLink} to={ADMIN.product(c.id)}>
              {id(c.id)}
            </Link>,
            fieldName(c.field),
            `${value(c.field, c.from)} ${t('report.arrow')} ${value(c.field, c.to)}`,
          ])}
        />
      )}
    </Box>
  );
}
