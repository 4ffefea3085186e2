import { Box, Card, CardActionArea, CardContent, Typography } from 'shared-lib/ui';
import { TileBadge } from './LinkChip';
import { LocaleLink } from 'shared-lib/navigation';
import { imageUrl } from 'shared-lib/api';
import { useTranslation } from 'shared-lib/i18n';
import { SafeImage } from 'shared-lib/components/SafeImage';
import type { ProductCard as ProductCardData } from 'contracts/catalog';
import { useFormat } from './useFormat';
import { Price } from './Price';
import { Stars } from './Stars';
import { productPath } from './paths';

/** A product in a list: picture (placeholder on error), name, brand, rating, price and stock. */
export function ProductTile({ product, headingLevel = 'h3' }: { product: ProductCardData; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const { n, text, decimal } = useFormat();
  const lowStock = product.inStock && product.stock <= 3;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 2 }} data-testid="product-tile">
      <CardActionArea component={LocaleLink} to={productPath(product)} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', bgcolor: '#f5f7fa' }}>
          <SafeImage
            src={imageUrl(product.image, '_md')}
            srcSet={product.image ? `${imageUrl(product.image, '_sm')} 200w, ${imageUrl(product.image, '_md')} 480w` : undefined}
            sizes="(max-width: 600px) 50vw, 240px"
            alt={text(product.name)}
            width={480}
            height={480}
            style={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', display: 'block' }}
          />
          {!product.inStock && (
            <TileBadge label={t('card.outOfStock')} bg="grey.800" color="common.white" />
          )}
          {lowStock && <TileBadge label={t('card.lowStock', { n: n(product.stock) })} bg="#ffe0b2" color="#4e2c00" />}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.5 }}>
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1.6, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '3.2em' }}
          >
            {text(product.name)}
          </Typography>
          {product.brand && (
            <Typography variant="caption" color="text.secondary">
              {product.brand.name}
            </Typography>
          )}
          {product.rating.count > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Stars value={product.rating.average} label={tc('rating', { value: decimal(product.rating.average) })} />
              <Typography variant="caption" color="text.secondary">
                ({n(product.rating.count)})
              </Typography>
            </Box>
          )}
          <Box sx={{ mt: 'auto' }}>
            <Price price={product.price} listPrice={product.listPrice} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
