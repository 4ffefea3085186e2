import './i18n';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography, visuallyHidden } from 'shared-lib/ui';
import { DownloadIcon, UploadFileIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { adminApi, type ImportReport } from '../../api/admin';
import { useCanWriteCatalogue } from '../../lib/session';
import { errorText } from '../../lib/errors';
import { ImportReportView, type Outcome } from './ImportReportView';

/** The api's limit (catalog/admin/http.ts CSV_BYTES): a larger file is refused here, before sending. */
const MAX_BYTES = 10 * 1024 * 1024;
const FORMAT_RULES = ['columns', 'changed', 'missing', 'price', 'stock', 'digits', 'allOrNothing'] as const;

interface Result {
  file: File;
  report: ImportReport;
  outcome: Outcome;
  /** the api's message of a refused import */
  message?: string;
}

/** The report a refused import carries (400 catalog.admin.importInvalid: ApiError.data), if it is one. */
function refusedReport(err: unknown): ImportReport | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const d = err.data as Partial<ImportReport> | null;
  return d && typeof d === 'object' && Array.isArray(d.errors) && Array.isArray(d.changes) && typeof d.rows === 'number' ? (d as ImportReport) : null;
}

/**
 * /admin/import: the catalogue's price, list price, stock and status by CSV. Download the catalogue,
 * change it in a spreadsheet, check it (a dry run: every change and every invalid row), then apply
 * it (writers; all or nothing, compared again with the catalogue as it is then).
 */
export default function ImportPage() {
  const { t } = useTranslation('admin-import');
  const locale = useLocale();
  const canWrite = useCanWriteCatalogue();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    // the same file chosen again after editing it is a new choice
    e.target.value = '';
    if (!chosen) return;
    setResult(null);
    if (chosen.size > MAX_BYTES) {
      setFile(null);
      setError(t('tooLarge'));
      return;
    }
    setError(null);
    setFile(chosen);
  };

  const send = async (dryRun: boolean) => {
    if (!file || busy) return;
    setBusy(dryRun ? 'check' : 'apply');
    setError(null);
    try {
      const report = await adminApi.importCatalogue(file, dryRun);
      setResult({ file, report, outcome: dryRun ? 'checked' : 'applied' });
      if (!dryRun) toast(t('report.applied', { count: report.changes.length }), 'success');
    } catch (err) {
      const report = refusedReport(err);
      if (report) setResult({ file, report, outcome: dryRun ? 'checked' : 'refused', message: errorText(err, t) });
      else setError(errorText(err, t));
    } finally {
      setBusy(null);
    }
  };

  const current = result && result.file === file ? result : null;
  const checkedClean = current?.outcome === 'checked' && current.report.errors.length === 0;
  const canApply = canWrite && !!file && checkedClean && current.report.changes.length > 0 && !busy;

  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>

      <Button component="a" href={adminApi.exportUrl()} download variant="outlined" startIcon={<DownloadIcon />} sx={{ minHeight: 44, mb: 3 }}>
        {t('download')}
      </Button>

      <Paper component="section" variant="outlined" aria-labelledby="import-format" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="import-format" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('format.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, '& li': { mb: 0.75 } }}>
          {FORMAT_RULES.map((k) => (
            <Typography component="li" variant="body2" key={k}>
              {t(`format.${k}`)}
            </Typography>
          ))}
        </Box>
      </Paper>

      <Paper component="section" variant="outlined" aria-labelledby="import-steps" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="import-steps" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('steps')}
        </Typography>
        {!canWrite ? (
          <Alert severity="info">{t('writersOnly')}</Alert>
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
              <Button
                component="label"
                htmlFor={inputId}
                variant="outlined"
                startIcon={<UploadFileIcon />}
                // the input itself takes the focus (keyboard: Tab, then Enter or Space); its ring shows on the button
                tabIndex={-1}
                role={undefined}
                disabled={!!busy}
                sx={{ minHeight: 44, '&:has(input:focus-visible)': { outline: 2, outlineOffset: 2 } }}
              >
                {t('choose')}
                <Box
                  component="input"
                  id={inputId}
                  type="file"
                  accept=".csv,text/csv"
                  onChange={choose}
                  disabled={!!busy}
                  sx={visuallyHidden}
                />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} aria-live="polite">
                {file ? t('chosen', { name: file.name, size: formatNumber(Math.max(1, Math.ceil(file.size / 1024)), locale) }) : t('none')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => void send(true)}
                disabled={!file || !!busy}
                aria-busy={busy === 'check'}
                startIcon={busy === 'check' ? <CircularProgress size={18} /> : undefined}
                sx={{ minHeight: 44 }}
              >
                {busy === 'check' ? t('checking') : t('check')}
              </Button>
              <Button
                variant="contained"
                onClick={() => void send(false)}
                disabled={!canApply}
                aria-busy={busy === 'apply'}
                aria-describedby={file && !current ? 'import-apply-hint' : undefined}
                startIcon={busy === 'apply' ? <CircularProgress size={18} /> : undefined}
                sx={{ minHeight: 44 }}
              >
                {busy === 'apply' ? t('applying') : t('apply')}
              </Button>
            </Stack>
            {file && !current && (
              <Typography id="import-apply-hint" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('checkFirst')}
              </Typography>
            )}
          </>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {current && <ImportReportView report={current.report} outcome={current.outcome} message={current.message} />}
      </Paper>
    </>
  );
}
