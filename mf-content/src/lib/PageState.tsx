import { Box, Skeleton, Stack } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LoadError } from 'shared-lib/components/LoadError';

export { isNotFound } from 'shared-lib/components/LoadError';

/** The failure of one section, with a way to try again (the rest of the page keeps working). */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return <LoadError onRetry={onRetry} title={t('state.error')} />;
}

/** Skeleton cards while a grid of cards loads: the same shape, so nothing jumps when data arrives. */
export function CardGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      data-testid="loading"
    >
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} spacing={1}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton width="80%" height={28} />
          <Skeleton width="95%" />
          <Skeleton width="60%" />
        </Stack>
      ))}
    </Box>
  );
}

export function ArticleSkeleton() {
  return (
    <Stack spacing={1.5} aria-hidden data-testid="loading">
      <Skeleton width="70%" height={44} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} width={`${90 - (i % 3) * 10}%`} />
      ))}
    </Stack>
  );
}
