import { Button, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { AddIcon } from 'shared-lib/icons';
import { LoadError } from 'shared-lib/components/LoadError';
import { Head } from 'shared-lib/head';
import { useTranslation } from 'shared-lib/i18n';

/** A list screen's one load: under way, failed (with why) or done. */
export type ScreenLoad = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready' };

export interface ScreenHeaderProps {
  /** The page's title and its h1. */
  title: string;
  /** One line under the title: what the screen is for. */
  help: string;
  /** Whether this staff member may change what the screen lists (the add button; otherwise the read-only note). */
  canWrite: boolean;
  /** Said to those who may not change anything. */
  readOnlyNote: string;
  /** The add button (shown to writers once the list is loaded). */
  addLabel: string;
  onAdd: () => void;
  load: ScreenLoad;
  /** Loads again after a failure. */
  onRetry: () => void;
}

/** Three placeholder rows while the list loads, named for screen readers. */
function ListSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={76} />
      ))}
    </Stack>
  );
}

/**
 * The top of a back-office list screen: the title (page title and h1) with an add button for
 * writers, a help line, the read-only note for everyone else, then the list's loading rows or its
 * load error with a retry. The list itself follows once `load` is ready.
 */
export function ScreenHeader({ title, help, canWrite, readOnlyNote, addLabel, onAdd, load, onRetry }: ScreenHeaderProps) {
  return (
    <>
      <Head title={title} noindex />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {canWrite && load.status === 'ready' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ minHeight: 44 }}>
            {addLabel}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {!canWrite && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {readOnlyNote}
        </Typography>
      )}
      {load.status === 'loading' && <ListSkeleton />}
      {load.status === 'failed' && <LoadError error={load.error} onRetry={onRetry} />}
    </>
  );
}
