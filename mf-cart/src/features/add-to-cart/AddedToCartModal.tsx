import { Button, Stack, Typography } from 'shared-lib/ui';
import { CheckCircleIcon } from 'shared-lib/icons';
import { Modal } from 'shared-lib/components/Modal';
import { useTranslation } from 'shared-lib/i18n';

export interface AddedToCartModalProps {
  open: boolean;
  /** the shopper's full name when logged in */
  fullName: string | null;
  productName: string | null;
  onContinue: () => void;
  onViewCart: () => void;
}

/** The confirmation after an add: greets the shopper by name ("dear"), offers to go on shopping or to the cart. */
export function AddedToCartModal({ open, fullName, productName, onContinue, onViewCart }: AddedToCartModalProps) {
  const { t } = useTranslation('cart');
  return (
    <Modal
      open={open}
      onClose={onContinue}
      id="cart-added"
      maxWidth="xs"
      title={t('added.title')}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onContinue} sx={{ minHeight: 44 }}>
            {t('added.continue')}
          </Button>
          <Button variant="contained" onClick={onViewCart} sx={{ minHeight: 44 }}>
            {t('added.viewCart')}
          </Button>
        </Stack>
      }
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden />
        <div>
          {fullName && (
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t('added.greeting', { name: fullName })}
            </Typography>
          )}
          <Typography component="p">{t('added.message')}</Typography>
          {productName && (
            <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {productName}
            </Typography>
          )}
        </div>
      </Stack>
    </Modal>
  );
}
