import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Typography } from 'shared-lib/ui';
import { AddIcon, RemoveIcon, ShoppingCartIcon, FavoriteIcon, FavoriteBorderIcon, CheckCircleIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { requestCartAdd, toast } from 'shared-lib/bus';
import type { ProductDetail } from 'contracts/catalog';
import { useFormat } from '../../lib/useFormat';
import { Price } from '../../lib/Price';
import { PriceInquiryForm } from './PriceInquiryForm';
import { useLike } from './useLikes';

const MAX_PER_ADD = 99;

export function LikeButton({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog');
  const [liked, toggle] = useLike(productId);
  return (
    <IconButton onClick={toggle} aria-pressed={liked} aria-label={liked ? t('product.unlike') : t('product.like')} color={liked ? 'primary' : 'default'} sx={{ width: 48, height: 48 }}>
      {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

function StockLine({ stock }: { stock: number }) {
  const { t } = useTranslation('catalog');
  const { n } = useFormat();
  if (stock <= 0) return <Typography color="text.secondary" sx={{ fontWeight: 700 }}>{t('product.outOfStock')}</Typography>;
  return (
    <Typography color={stock <= 3 ? 'warning.dark' : 'success.dark'} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
      <CheckCircleIcon fontSize="small" aria-hidden />
      {stock <= 3 ? t('product.lowStock', { n: n(stock) }) : t('product.inStock')}
    </Typography>
  );
}

/**
 * Price, stock, quantity and add-to-cart; or the price-inquiry form when the product has no price.
 * Add-to-cart asks mf-cart over the bus; when nothing acknowledges (mf-cart down) the shopper is told.
 */
export function BuyBox({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { n } = useFormat();
  const [qty, setQty] = useState(1);
  const [adding, setAdding] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const max = Math.min(product.stock, MAX_PER_ADD);

  const add = async () => {
    setAdding(true);
    setUnavailable(false);
    const acknowledged = await requestCartAdd(product.id, qty, product.name);
    setAdding(false);
    if (!acknowledged) {
      setUnavailable(true);
      toast(t('product.cartUnavailable'), 'error');
    }
  };

  if (product.price === null) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }} data-testid="buy-box">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Price price={null} size="large" />
          <LikeButton productId={product.id} />
        </Stack>
        <StockLine stock={product.stock} />
        <Box sx={{ mt: 2 }}>
          <PriceInquiryForm productId={product.id} />
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }} data-testid="buy-box">
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('product.price')}
          </Typography>
          <Price price={product.price} listPrice={product.listPrice} size="large" />
        </Box>
        <LikeButton productId={product.id} />
      </Stack>
      <Box sx={{ my: 1.5 }}>
        <StockLine stock={product.stock} />
      </Box>
      {product.inStock ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
          <Stack direction="row" role="group" aria-label={t('product.quantity')} sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <IconButton aria-label={t('product.decrease')} onClick={() => setQty((q) => Math.max(1, q - 1))} disabled={qty <= 1} sx={{ width: 44, height: 44 }}>
              <RemoveIcon />
            </IconButton>
            <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }} data-testid="quantity">
              {n(qty)}
            </Typography>
            <IconButton aria-label={t('product.increase')} onClick={() => setQty((q) => Math.min(max, q + 1))} disabled={qty >= max} sx={{ width: 44, height: 44 }}>
              <AddIcon />
            </IconButton>
          </Stack>
          <Button
            variant="contained"
            size="large"
            onClick={add}
            disabled={adding}
            startIcon={adding ? <CircularProgress size={20} color="inherit" /> : <ShoppingCartIcon />}
            sx={{ flex: 1, minHeight: 48, minWidth: 180 }}
          >
            {adding ? t('product.adding') : t('product.addToCart')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('product.outOfStockHint')}
        </Typography>
      )}
      {unavailable && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {t('product.cartUnavailable')}
        </Alert>
      )}
      {!product.inStock && (
        <Box sx={{ mt: 2 }}>
          <PriceInquiryForm productId={product.id} />
        </Box>
      )}
    </Box>
  );
}
