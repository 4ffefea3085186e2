import { Box, Button, IconButton, Stack, Typography, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, Drawer } from 'shared-lib/ui-more';
import { CheckCircleIcon, CloseIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { formatNumber, formatToman, localizeText } from 'shared-lib/format';
import type { AddedInfo } from './useCartAddListener';

export interface AddedToCartSheetProps {
  added: AddedInfo;
  /** the shopper's full name when logged in */
  fullName: string | null;
  onContinue: () => void;
  onViewCart: () => void;
}

const TITLE_ID = 'cart-added-title';

/**
 * The one confirmation after an add (spec §2): the greeting by full name ("dear") when known, the
 * product's picture, name, count and price, the basket's item count and total (consumer prices,
 * VAT included: what the basket will ask, plus delivery), "continue shopping" and "view cart".
 * A bottom sheet on phones, a dialog on wider screens; focus is trapped and Escape closes it.
 */
export function AddedToCartSheet({ added, fullName, onContinue, onViewCart }: AddedToCartSheetProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const theme = useTheme();
  // never server-rendered (it opens after an add): read the screen at once, no dialog-then-sheet flash
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // the catalogue's names carry Latin digits ("1.2×1.8 m"): Persian ones in fa, as on the product page
  const name = added.productName ? localizeText(added.productName, locale) : t('added.product');
  const title = fullName ? t('added.titleGreeting', { name: fullName }) : t('added.title');
  const money = (rials: number) => formatToman(rials, locale);

  const content = (
    <Box sx={{ p: { xs: 2, sm: 3 }, pt: { xs: 1, sm: 3 } }} data-testid="cart-added">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', paddingInlineEnd: 5 }}>
        <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden />
        <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 700, lineHeight: 1.5 }}>
          {title}
        </Typography>
      </Stack>
      <IconButton aria-label={t('common:close')} onClick={onContinue} sx={{ position: 'absolute', insetInlineEnd: 8, top: { xs: 20, sm: 12 }, width: 44, height: 44 }}>
        <CloseIcon />
      </IconButton>

      <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'center' }} data-testid="cart-added-product">
        <Box sx={{ width: 72, height: 72, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden', bgcolor: 'action.hover' }}>
          <SafeImage src={imageUrl(added.image, '_sm')} alt={name} width={72} height={72} style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('added.quantity', { n: formatNumber(added.count, locale) })}
          </Typography>
          {added.unitPrice !== null && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {added.count > 1 ? t('added.priceTimes', { n: formatNumber(added.count, locale), price: money(added.unitPrice), total: money(added.unitPrice * added.count) }) : money(added.unitPrice)}
            </Typography>
          )}
        </Box>
      </Stack>

      <Box sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="cart-added-basket">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography>{t('added.basketCount', { n: formatNumber(added.itemCount, locale), count: added.itemCount })}</Typography>
          <Typography sx={{ fontWeight: 700 }}>{money(added.basketTotal)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('added.vatNote')}
        </Typography>
      </Box>

      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onContinue} sx={{ minHeight: 48 }}>
          {t('added.continue')}
        </Button>
        <Button variant="contained" onClick={onViewCart} sx={{ minHeight: 48 }} autoFocus>
          {t('added.viewCart')}
        </Button>
      </Stack>
    </Box>
  );

  if (phone) {
    return (
      <Drawer
        anchor="bottom"
        open
        onClose={onContinue}
        dir={theme.direction}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': TITLE_ID,
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '90vh', pb: 'env(safe-area-inset-bottom)' },
          } as object,
        }}
      >
        <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }} />
        {content}
      </Drawer>
    );
  }
  return (
    <Dialog open onClose={onContinue} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID} dir={theme.direction}>
      {content}
    </Dialog>
  );
}
