import { Chip } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

/** Whether the customer may sign in: an outlined "allowed", or a red "blocked". */
export function BlockedChip({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('admin-customers');
  return blocked ? <Chip size="small" color="error" label={t('state.blocked')} /> : <Chip size="small" variant="outlined" label={t('state.allowed')} />;
}
