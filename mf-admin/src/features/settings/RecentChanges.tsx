import { useEffect, useState } from 'react';
import { Box, Link, Paper, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { LoadError } from 'shared-lib/components/LoadError';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatDate, formatNumber, localizeText } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import { SETTINGS_ENTITIES, settingsApi, type AuditEntry, type SettingsSection } from '../../api/settings';
import { ADMIN } from '../../lib/paths';
import type { Translate } from '../../lib/errors';

/** How many of a section's changes are shown (the audit trail has them all). */
export const RECENT = 5;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Fields recorded with every entry that say nothing a reader needs here. */
const QUIET = new Set(['id', 'createdAt', 'usageCount', 'fromEnvironment', 'validFrom', 'validTo', 'regions']);

/** The fields an entry changed (all of a created one), in the record's order. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isPlain(after)) return [];
  const keys = Object.keys(after).filter((k) => !QUIET.has(k));
  return isPlain(before) ? keys.filter((k) => !same(before[k], after[k])) : keys;
}

/** A recorded value in a few words: texts of each language joined, numbers in the page's digits. */
export function valueText(v: unknown, locale: Locale, t: Translate): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? t('active') : t('inactive');
  if (typeof v === 'number') return Number.isInteger(v) ? formatNumber(v, locale) : localizeText(String(v), locale);
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}T/.test(v) ? formatDate(v, locale, { dateStyle: 'medium', timeStyle: 'short' }) : localizeText(v, locale);
  if (Array.isArray(v)) return v.map((x) => valueText(x, locale, t)).join('، ');
  if (isPlain(v)) {
    return Object.values(v)
      .filter((x) => x !== null && x !== '')
      .map((x) => valueText(x, locale, t))
      .join(' / ');
  }
  return String(v);
}

/** What an entry is about: the VAT, the company's details, a method's name or a code. */
function subject(e: AuditEntry, locale: Locale, t: Translate): string {
  if (e.entity === 'setting') return e.entityId === 'vat' || e.entityId === 'company' ? t(`history.setting.${e.entityId}`) : String(e.entityId);
  const rec = (isPlain(e.after) ? e.after : isPlain(e.before) ? e.before : {}) as Plain;
  if (typeof rec.code === 'string' && e.entity === 'discount_code') return rec.code;
  const names = isPlain(rec.names) ? rec.names : null;
  return names ? String((locale === 'fa' ? names.fa : names.en) ?? '') : `#${e.entityId ?? ''}`;
}

/** One change: what, who and when, and each changed field from → to. */
function Change({ e }: { e: AuditEntry }) {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const fields = changedFields(e.before, e.after);
  const before = isPlain(e.before) ? e.before : {};
  const after = isPlain(e.after) ? e.after : {};
  const fieldName = (k: string) => (t(`history.fields.${k}`, { defaultValue: '' }) as string) || k;
  // from before to after in the reading direction
  const arrow = locale === 'fa' ? '←' : '→';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" component="article" sx={{ p: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {subject(e, locale, t)} — {e.action === 'create' ? t('history.created') : t('history.updated')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('history.by', { who: e.staffName ?? t('history.system'), when: formatDate(e.at, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </Typography>
        {fields.length > 0 && (
          <Box component="ul" aria-label={t('history.changes')} sx={{ m: 0, mt: 0.5, ps: 2.5, typography: 'body2' }}>
            {fields.map((k) => (
              <li key={k} style={{ overflowWrap: 'anywhere' }}>
                {fieldName(k)}: {e.action === 'create' ? valueText(after[k], locale, t) : `${valueText(before[k], locale, t)} ${arrow} ${valueText(after[k], locale, t)}`}
              </li>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/**
 * A section's last changes (the owner's audit trail, entity of the section), newest first, with a link
 * to all of them; read again after each save (`refresh`).
 */
export function RecentChanges({ section, refresh }: { section: SettingsSection; refresh: number }) {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: AuditEntry[] }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    settingsApi.history(section, RECENT, ctl.signal).then(
      (page) => setState({ status: 'ready', items: page.items }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [section, refresh, attempt]);

  const headingId = `settings-history-${section}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('history.title')}
        </Typography>
        <Link component={LocaleLink} to={`${ADMIN.audit}?entity=${SETTINGS_ENTITIES[section]}`} variant="body2">
          {t('history.all')}
        </Link>
      </Stack>
      {state.status === 'loading' && <Skeleton variant="rounded" height={64} aria-label={t('admin:loading')} />}
      {state.status === 'failed' && <LoadError error={state.error} onRetry={() => setAttempt((a) => a + 1)} />}
      {state.status === 'ready' && state.items.length === 0 && <Typography color="text.secondary">{t('history.empty')}</Typography>}
      {state.status === 'ready' && state.items.length > 0 && (
        <Box component="ul" aria-label={t('history.title')} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {state.items.map((e) => (
            <Change key={e.id} e={e} />
          ))}
        </Box>
      )}
    </Box>
  );
}
