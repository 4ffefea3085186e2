import { useState } from 'react';
import { Box, ButtonBase } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { imageUrl, type ImageRef } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { useFormat } from '../../lib/useFormat';

/** The product's pictures: one large, thumbnails to switch (buttons, keyboard reachable). */
export function Gallery({ images, name }: { images: Array<ImageRef & { alt: string | null }>; name: string }) {
  const { t } = useTranslation('catalog');
  const { n } = useFormat();
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? null;
  return (
    <Box component="section" aria-label={t('product.gallery')}>
      <Box sx={{ bgcolor: '#f5f7fa', borderRadius: 3, overflow: 'hidden' }}>
        <SafeImage
          key={main?.guidName ?? 'none'}
          src={imageUrl(main, '_lg')}
          srcSet={main ? `${imageUrl(main, '_md')} 480w, ${imageUrl(main, '_lg')} 800w, ${imageUrl(main, '')} 1200w` : undefined}
          sizes="(max-width: 900px) 100vw, 50vw"
          alt={main?.alt ?? name}
          width={800}
          height={800}
          loading="eager"
          fetchPriority="high"
          style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', display: 'block' }}
        />
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto' }}>
          {images.map((img, i) => (
            <ButtonBase
              key={img.guidName}
              onClick={() => setCurrent(i)}
              aria-label={t('product.showImage', { n: n(i + 1) })}
              aria-pressed={i === current}
              sx={{ borderRadius: 2, border: 2, borderColor: i === current ? 'primary.main' : 'divider', overflow: 'hidden', flexShrink: 0 }}
            >
              <SafeImage src={imageUrl(img, '_sm')} alt="" width={64} height={64} style={{ width: 64, height: 64, objectFit: 'contain', display: 'block' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
