import { useEffect, useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { EditIcon } from 'shared-lib/admin-ui';
import { AddIcon } from 'shared-lib/icons';
import { LoadError } from 'shared-lib/components/LoadError';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman, localizeText } from 'shared-lib/format';
import { toast } from 'shared-lib/bus';
import { settingsApi, type AdminDeliveryMethod } from '../../api/settings';
import type { ScreenLoad } from '../../lib/ScreenHeader';
import { DeliveryMethodDialog } from './DeliveryMethodDialog';
import { RecentChanges } from './RecentChanges';

type Editing = { method: AdminDeliveryMethod | null } | null;
const inOrder = (a: AdminDeliveryMethod, b: AdminDeliveryMethod) => a.sortOrder - b.sortOrder || a.id - b.id;

/** One method as a card (it wraps at 360 px): both names, price, free-above, address, place, state, edit. */
function MethodCard({ m, onEdit }: { m: AdminDeliveryMethod; onEdit: () => void }) {
  const { t } = useTranslation('admin-settings');
  const locale = useLocale();
  const name = locale === 'fa' ? m.names.fa : m.names.en;
  const align = locale === 'fa' ? 'right' : 'left';
  return (
    <Box component="li" aria-label={name} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', opacity: m.active ? 1 : 0.75 }}>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Typography lang="fa" dir="rtl" sx={{ fontWeight: 700, textAlign: align, overflowWrap: 'anywhere' }}>
            {localizeText(m.names.fa, 'fa')}
          </Typography>
          <Typography lang="en" dir="ltr" variant="body2" color="text.secondary" sx={{ textAlign: align, overflowWrap: 'anywhere' }}>
            {m.names.en}
          </Typography>
          <Typography variant="body2">
            {t('delivery.price', { amount: formatToman(m.price, locale) })}
            {' · '}
            {m.freeAbove === null ? t('delivery.neverFree') : t('delivery.free', { amount: formatToman(m.freeAbove, locale) })}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={m.active ? t('active') : t('inactive')} color={m.active ? 'success' : 'default'} variant="outlined" />
            <Chip size="small" label={m.requiresAddress ? t('delivery.needsAddress') : t('delivery.pickup')} variant="outlined" />
            <Chip size="small" label={t('delivery.order', { n: m.sortOrder })} variant="outlined" />
            {m.regions && <Chip size="small" label={t('delivery.regions', { places: m.regions.join(locale === 'fa' ? '، ' : ', ') })} variant="outlined" />}
          </Stack>
        </Stack>
        <IconButton aria-label={t('delivery.edit', { name })} onClick={onEdit} sx={{ width: 44, height: 44 }}>
          <EditIcon />
        </IconButton>
      </Paper>
    </Box>
  );
}

/** The delivery methods: every one, active or withdrawn, in the basket's order; adding and changing them; their last changes. */
export function DeliveryMethods() {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const [load, setLoad] = useState<ScreenLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [methods, setMethods] = useState<AdminDeliveryMethod[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    settingsApi.deliveryMethods(ctl.signal).then(
      (rows) => {
        setMethods(rows);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  const saved = (m: AdminDeliveryMethod | null) => {
    setEditing(null);
    if (!m) {
      toast(t('unchanged'), 'info');
      return;
    }
    setMethods((list) => (list.some((x) => x.id === m.id) ? list.map((x) => (x.id === m.id ? m : x)) : [...list, m]).sort(inOrder));
    setChanges((n) => n + 1);
    toast(t('saved'), 'success');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {t('delivery.help')}
        </Typography>
        {load.status === 'ready' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ method: null })} sx={{ minHeight: 44 }}>
            {t('delivery.add')}
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
      {load.status === 'ready' && methods.length === 0 && <Typography color="text.secondary">{t('delivery.empty')}</Typography>}
      {load.status === 'ready' && methods.length > 0 && (
        <Box component="ul" aria-label={t('tabs.delivery')} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {methods.map((m) => (
            <MethodCard key={m.id} m={m} onEdit={() => setEditing({ method: m })} />
          ))}
        </Box>
      )}
      <RecentChanges section="delivery" refresh={changes} />
      {editing && <DeliveryMethodDialog method={editing.method} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}
