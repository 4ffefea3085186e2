import { Alert, Button, IconButton } from 'shared-lib/ui';
import { RefreshIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';

export type FallbackVariant = 'region' | 'inline' | 'silent';

/** What a failed remote region shows: localized text and, while retries remain, a retry button. */
export function RemoteFallback({ remote, variant, onRetry }: { remote: string; variant: FallbackVariant; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  if (variant === 'silent') return null;
  if (variant === 'inline') {
    return onRetry ? (
      <IconButton onClick={onRetry} aria-label={`${t('remoteFailed')} ${t('retry')}`} title={t('remoteFailed')} data-testid={`fallback-${remote}`} color="inherit">
        <RefreshIcon />
      </IconButton>
    ) : null;
  }
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid={`fallback-${remote}`}
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry} startIcon={<RefreshIcon />}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {t('remoteFailed')} {onRetry ? t('remoteFailedHint') : t('remoteGaveUp')}
    </Alert>
  );
}
