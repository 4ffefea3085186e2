import { Alert, Button, Typography } from 'shared-lib/ui';
import { RefreshIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { ApiError } from 'shared-lib/api';
import NotFound from 'shared-lib/components/NotFound';

/** True when the api said the thing asked for does not exist. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface LoadErrorProps {
  onRetry: () => void;
  /**
   * The failure, when known: a 404 shows the 404 page, and a second line gives the server's
   * message or a network hint. Without it only the title shows.
   */
  error?: unknown;
  /** Overrides the common "could not load" title. */
  title?: string;
}

/** A failed load of a page or one of its sections, with a retry button; the rest of the page keeps working. */
export function LoadError({ onRetry, error, title }: LoadErrorProps) {
  const { t } = useTranslation('common');
  if (error !== undefined && isNotFound(error)) return <NotFound />;
  const detail =
    error === undefined
      ? undefined
      : error instanceof ApiError && !error.isNetwork && error.messages[0]
        ? error.messages[0]
        : t(error instanceof ApiError && error.isNetwork ? 'networkError' : 'loadErrorHint');
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ minHeight: 44 }}>
          {t('retry')}
        </Button>
      }
    >
      {detail === undefined ? (
        (title ?? t('loadError'))
      ) : (
        <>
          <Typography sx={{ fontWeight: 700 }}>{title ?? t('loadError')}</Typography>
          <Typography variant="body2">{detail}</Typography>
        </>
      )}
    </Alert>
  );
}
