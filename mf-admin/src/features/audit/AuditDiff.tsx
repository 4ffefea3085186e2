import { useState, type ReactNode } from 'react';
import { Box, Button, Typography, useTheme } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

type Plain = Record<string, unknown>;
export const isPlainObject = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of JSON values (key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue(a[k], b[k]));
  }
  return false;
}

export interface DiffRow {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * What an audit entry's before/after values say, field by field: `fields` when both are objects
 * (each key, changed or not), `created` / `removed` for an object on one side only, `values` for
 * anything else (a list, a text, a number).
 */
export type Diff =
  | { kind: 'fields'; rows: DiffRow[] }
  | { kind: 'created' | 'removed'; rows: DiffRow[] }
  | { kind: 'values'; before: unknown; after: unknown }
  | { kind: 'nothing' };

export function diffOf(before: unknown, after: unknown): Diff {
  const none = (v: unknown) => v === null || v === undefined;
  if (none(before) && none(after)) return { kind: 'nothing' };
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !(k in after))];
    return { kind: 'fields', rows: keys.map((key) => ({ key, before: before[key], after: after[key], changed: !sameValue(before[key], after[key]) })) };
  }
  if (none(before) && isPlainObject(after)) return { kind: 'created', rows: Object.keys(after).map((key) => ({ key, before: undefined, after: after[key], changed: true })) };
  if (isPlainObject(before) && none(after)) return { kind: 'removed', rows: Object.keys(before).map((key) => ({ key, before: before[key], after: undefined, changed: true })) };
  return { kind: 'values', before, after };
}

/** One value as recorded: JSON (objects, lists) pretty-printed left to right, a text as it is, a number or yes/no as code. */
export function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin-audit');
  if (value === null || value === undefined || value === '')
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('diff.empty')}
      </Typography>
    );
  if (typeof value === 'string')
    return (
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {/* a value as recorded (a mobile, a SKU): written as stored, digits included */}
        <bdi data-latin-ok="">{value}</bdi>
      </Typography>
    );
  if (typeof value === 'object') {
    // a short list of plain values on one line, anything else pretty-printed
    const flat = Array.isArray(value) && value.every((x) => typeof x !== 'object' || x === null) ? JSON.stringify(value) : null;
    return (
      <Box component="pre" dir="ltr" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8125rem', overflowX: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left', maxWidth: '100%' }}>
        {flat && flat.length <= 60 ? flat : JSON.stringify(value, null, 2)}
      </Box>
    );
  }
  return (
    <Box component="code" dir="ltr" sx={{ fontSize: '0.8125rem', px: 0.5, bgcolor: 'action.hover', borderRadius: 0.5 }}>
      {String(value)}
    </Box>
  );
}

/** before → after (the arrow points the reading direction; read out as "changed to"). */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin-audit');
  const arrow = useTheme().direction === 'rtl' ? '←' : '→';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, maxWidth: '100%' }} data-diff="before">
        <Value value={before} />
      </Box>
      <Box component="span" role="img" aria-label={t('diff.changedTo')} sx={{ color: 'text.secondary' }}>
        {arrow}
      </Box>
      <Box sx={{ minWidth: 0, maxWidth: '100%' }} data-diff="after">
        <Value value={after} />
      </Box>
    </Box>
  );
}

function FieldRows({ rows, render }: { rows: DiffRow[]; render: (r: DiffRow) => ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(6rem, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, '& dd': { m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0 } }}>
      {rows.map((r) => (
        <Box key={r.key} sx={{ display: 'contents' }} data-field={r.key} data-changed={r.changed ? 'true' : 'false'}>
          <Box component="dt" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: r.changed ? 'text.primary' : 'text.secondary', textAlign: 'start' }}>
            {r.key}
          </Box>
          <dd>{render(r)}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** An audit entry's before/after: the changed fields first; the unchanged ones behind "show all". */
export function AuditDiff({ before, after, id }: { before: unknown; after: unknown; id: string }) {
  const { t } = useTranslation('admin-audit');
  const [all, setAll] = useState(false);
  const diff = diffOf(before, after);

  if (diff.kind === 'nothing')
    return (
      <Typography variant="body2" color="text.secondary">
        {t('diff.nothing')}
      </Typography>
    );
  if (diff.kind === 'values') return <Change before={diff.before} after={diff.after} />;
  if (diff.kind === 'created' || diff.kind === 'removed')
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(diff.kind === 'created' ? 'diff.created' : 'diff.removed')}
        </Typography>
        <FieldRows rows={diff.rows} render={(r) => <Value value={diff.kind === 'created' ? r.after : r.before} />} />
      </>
    );

  const changed = diff.rows.filter((r) => r.changed);
  const unchanged = diff.rows.length - changed.length;
  const shown = all ? diff.rows : changed;
  const listId = `${id}-fields`;
  return (
    <>
      {changed.length === 0 && !all && (
        <Typography variant="body2" color="text.secondary">
          {t('diff.noChange')}
        </Typography>
      )}
      <Box id={listId}>
        <FieldRows
          rows={shown}
          render={(r) =>
            r.changed ? (
              <Change before={r.before} after={r.after} />
            ) : (
              <Box sx={{ opacity: 0.75 }}>
                <Value value={r.after} />
              </Box>
            )
          }
        />
      </Box>
      {unchanged > 0 && (
        <Button size="small" onClick={() => setAll((a) => !a)} aria-expanded={all} aria-controls={listId} sx={{ mt: 1 }}>
          {all ? t('diff.hideUnchanged') : t('diff.showAll', { count: unchanged })}
        </Button>
      )}
    </>
  );
}
