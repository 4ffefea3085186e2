import { Box } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { isSafeUrl } from 'shared-lib/navigation';

/** A native video player (no third-party player script); refuses unsafe sources. */
export function VideoPlayer({ src, poster, title }: { src: string; poster?: string; title: string }) {
  const { t } = useTranslation('common');
  if (!isSafeUrl(src)) return null;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="video" controls preload="none" poster={poster} aria-label={title} sx={{ width: '100%', borderRadius: 2, bgcolor: 'black', aspectRatio: '16 / 9' }}>
        <source src={src} />
        {t('videoUnsupported')}
      </Box>
    </Box>
  );
}
