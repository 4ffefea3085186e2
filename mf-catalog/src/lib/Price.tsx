import { Box, Typography, visuallyHidden } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useFormat } from './useFormat';

/** A price in Toman (Persian digits in fa), the struck-through price before a discount, or "price on inquiry". */
export function Price({ price, listPrice, size = 'small' }: { price: number | null; listPrice?: number | null; size?: 'small' | 'large' }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const { toman, n } = useFormat();
  if (price === null) {
    return (
      <Typography color="secondary" sx={{ fontWeight: 700, fontSize: size === 'large' ? 20 : 15 }} data-testid="price">
        {tc('priceOnInquiry')}
      </Typography>
    );
  }
  const discount = listPrice && listPrice > price ? Math.round(((listPrice - price) / listPrice) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <Typography color="primary" sx={{ fontWeight: 800, fontSize: size === 'large' ? 24 : 16 }} data-testid="price">
        {toman(price)}
      </Typography>
      {discount > 0 && (
        <>
          {/* named by a hidden text, not aria-label (not allowed on del) */}
          <Typography component="del" color="text.secondary" sx={{ fontSize: size === 'large' ? 16 : 13 }}>
            <span style={visuallyHidden}>{`${t('product.listPrice')}: `}</span>
            {toman(listPrice!)}
          </Typography>
          <Typography component="span" sx={{ fontSize: 12, fontWeight: 700, color: 'error.contrastText', bgcolor: 'error.main', px: 0.75, borderRadius: 1 }}>
            {t('card.discount', { n: n(discount) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
