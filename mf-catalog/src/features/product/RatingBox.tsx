import { useState } from 'react';
import { Box, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import type { ProductDetail } from 'contracts/catalog';
import { useFormat } from '../../lib/useFormat';
import { Stars } from '../../lib/Stars';
import { StarPicker } from './StarPicker';
import { sendRating } from '../../api/product';

type Rating = ProductDetail['rating'];

/** The average rating, and the shopper's own: stars to give one (once), or the one given. */
export function RatingBox({ productId, initial }: { productId: number; initial: Rating }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const { n, decimal, counted } = useFormat();
  const [rating, setRating] = useState(initial);
  const [busy, setBusy] = useState(false);

  const rate = async (value: number) => {
    setBusy(true);
    try {
      const r = await sendRating({ productId, rate: value });
      setRating(r);
      toast(t('product.yourRating', { n: n(value) }), 'success');
    } catch (err) {
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [tc('somethingWentWrong')];
      messages.forEach((m) => toast(m, 'error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }} data-testid="rating">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Stars value={rating.average} label={tc('rating', { value: decimal(rating.average) })} size={24} />
        {rating.count > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {decimal(rating.average)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          ({counted('count.votes', rating.count)})
        </Typography>
      </Box>
      {rating.mine === null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" id={`rate-${productId}`}>
            {t('product.rateThis')}
          </Typography>
          {/* the stars' hidden labels in the page's language ("۴ ستاره") */}
          <StarPicker name={`rate-${productId}`} labelledBy={`rate-${productId}`} disabled={busy} labelOf={(v) => t('product.stars', { count: v })} onPick={rate} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('product.yourRating', { n: n(rating.mine) })}
        </Typography>
      )}
    </Box>
  );
}
