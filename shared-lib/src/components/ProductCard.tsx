import { Card, CardActionArea, CardContent, Typography } from 'shared-lib/ui';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatToman, localizeText } from 'shared-lib/format';
import { imageUrl } from 'shared-lib/api';
import { useTranslation } from 'shared-lib/i18n';
import { SafeImage } from 'shared-lib/components/SafeImage';
import type { ProductCard as ProductCardData } from 'contracts/catalog';

/** Minimal product card (the catalog team owns and extends this file): the fields it shows of the api's product card. */
export type ProductCardProduct = Pick<ProductCardData, 'id' | 'name' | 'slug' | 'price' | 'image'>;

export function ProductCard({ product }: { product: ProductCardProduct }) {
  const locale = useLocale();
  const { t } = useTranslation('common');
  // the api's name may carry Latin digits ("1 کیلوگرمی"): Persian ones in fa, codes kept
  const name = localizeText(product.name, locale);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={LocaleLink} to={`/pr/${product.id}/${product.slug}`} sx={{ height: '100%' }}>
        <SafeImage src={imageUrl(product.image, '_md')} alt={name} width={320} height={240} style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' }} />
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            {product.price === null ? t('priceOnInquiry') : formatToman(product.price, locale)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
