import { Box } from 'shared-lib/ui';
import { SafeImage } from 'shared-lib/components/SafeImage';

/**
 * A 16:9 cover: the box keeps its size before the picture arrives (no layout shift) and a failed
 * image shows the shared placeholder. Covers are decorative when a title sits next to them.
 */
export function Cover({ src, alt = '', priority = false, radius = 2 }: { src: string; alt?: string; priority?: boolean; radius?: number }) {
  return (
    <Box sx={{ aspectRatio: '16 / 9', overflow: 'hidden', borderRadius: radius, bgcolor: 'grey.200', '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } }}>
      <SafeImage src={src} alt={alt} width={1200} height={675} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
    </Box>
  );
}
