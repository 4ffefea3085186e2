import { useEffect, useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { EditIcon } from 'shared-lib/admin-ui';
import { AddIcon } from 'shared-lib/icons';
import { LoadError } from 'shared-lib/components/LoadError';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman, joinParts } from 'shared-lib/format';
import { toast } from 'shared-lib/bus';
import { settingsApi, type AdminDiscountCode } from '../../api/settings';
import type { ScreenLoad } from '../../lib/ScreenHeader';
import { day, Latin } from '../../lib/sections';
import { DiscountCodeDialog } from './DiscountCodeDialog';
import { RecentChanges } from './RecentChanges';

type Editing = { code: AdminDiscountCode | null } | null;

/** One code as a card (it wraps at 360 px): the code, what it takes off, its conditions, use and days, state, edit. */
function CodeCard({ c, onEdit }: { c: AdminDiscountCode; onEdit: () => void }) {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const off = c.kind === 'percent' ? t('discounts.percentOff', { value: c.value }) : t('discounts.amountOff', { amount: formatToman(c.value, locale) });
  const from = c.validFrom ? day(c.validFrom, locale) : null;
  const to = c.validTo ? day(c.validTo, locale) : null;
  const dates = from && to ? t('discounts.validFromTo', { from, to }) : from ? t('discounts.validFrom', { from }) : to ? t('discounts.validTo', { to }) : t('discounts.always');
  return (
    <Box component="li" aria-label={c.code} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', opacity: c.active ? 1 : 0.75 }}>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <Latin>{c.code}</Latin>
          </Typography>
          <Typography variant="body2">
            {joinParts(
              [off, c.kind === 'percent' && c.maxDiscount !== null && t('discounts.cap', { amount: formatToman(c.maxDiscount, locale) }), c.minBasket > 0 && t('discounts.minBasket', { amount: formatToman(c.minBasket, locale) })],
              locale,
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {joinParts([c.usageLimit === null ? t('discounts.used', { count: c.usageCount }) : t('discounts.usedOf', { count: c.usageCount, limit: c.usageLimit }), dates], locale)}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" label={c.active ? t('active') : t('inactive')} color={c.active ? 'success' : 'default'} variant="outlined" />
          </Stack>
        </Stack>
        <IconButton aria-label={t('discounts.edit', { code: c.code })} onClick={onEdit} sx={{ width: 44, height: 44 }}>
          <EditIcon />
        </IconButton>
      </Paper>
    </Box>
  );
}

/** The discount codes: every one, the newest first; adding and changing them; their last changes. */
export function DiscountCodes() {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const [load, setLoad] = useState<ScreenLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [codes, setCodes] = useState<AdminDiscountCode[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    settingsApi.discountCodes(ctl.signal).then(
      (rows) => {
        setCodes(rows);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  const saved = (c: AdminDiscountCode | null) => {
    setEditing(null);
    if (!c) {
      toast(t('unchanged'), 'info');
      return;
    }
    setCodes((list) => (list.some((x) => x.id === c.id) ? list.map((x) => (x.id === c.id ? c : x)) : [c, ...list]));
    setChanges((n) => n + 1);
    toast(t('saved'), 'success');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {t('discounts.help')}
        </Typography>
        {load.status === 'ready' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ code: null })} sx={{ minHeight: 44 }}>
            {t('discounts.add')}
          </Button>
        )}
      </Stack>
      {load.status === 'loading' && (
        <Stack spacing={1} aria-busy="true" aria-label={t('admin:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      )}
      {load.status === 'failed' && <LoadError error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}
      {load.status === 'ready' && codes.length === 0 && <Typography color="text.secondary">{t('discounts.empty')}</Typography>}
      {load.status === 'ready' && codes.length > 0 && (
        <Box component="ul" aria-label={t('tabs.discounts')} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {codes.map((c) => (
            <CodeCard key={c.id} c={c} onEdit={() => setEditing({ code: c })} />
          ))}
        </Box>
      )}
      <RecentChanges section="discounts" refresh={changes} />
      {editing && <DiscountCodeDialog code={editing.code} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}
