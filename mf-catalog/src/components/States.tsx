import type { ReactNode } from 'react';
import { Alert, Box, Button, Typography } from 'shared-lib/ui';
import { RefreshIcon, InventoryIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { ApiError } from 'shared-lib/api';
import NotFound from 'shared-lib/components/NotFound';

/** True when the api said the thing asked for does not exist. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A failed load: the server's message (or a network hint) and a retry button; a 404 shows the 404 page. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  if (isNotFound(error)) return <NotFound />;
  const apiMessage = error instanceof ApiError && !error.isNetwork ? error.messages[0] : undefined;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ minHeight: 44 }}>
          {tc('retry')}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 700 }}>{t('states.loadError')}</Typography>
      <Typography variant="body2">{apiMessage ?? (error instanceof ApiError && error.isNetwork ? tc('networkError') : t('states.loadErrorHint'))}</Typography>
    </Alert>
  );
}

/** Nothing to show, with a hint about what to do next. */
export function EmptyState({ title, hint, action }: { title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="empty-state">
      <InventoryIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
