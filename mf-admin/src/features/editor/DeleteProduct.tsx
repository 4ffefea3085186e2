import { useState } from 'react';
import { Button, Paper, Typography } from 'shared-lib/ui';
import { DeleteIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocaleNavigate } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { adminApi, type AdminProduct } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { ADMIN } from '../../lib/paths';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Deletes the product, or archives it when an order names it (the api decides; `inOrders` tells it
 * beforehand, so the button and the question say which), then goes back to the product list.
 */
export function DeleteProduct({ product, name }: { product: AdminProduct; name: string }) {
  const { t } = useTranslation('admin-editor');
  const navigate = useLocaleNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archive = product.inOrders;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { outcome } = await adminApi.removeProduct(product.id);
      toast(t(outcome === 'archived' ? 'remove.archived' : 'remove.deleted'), 'success');
      navigate(ADMIN.products);
    } catch (err) {
      const text = errorText(err, t);
      setError(text);
      toast(text, 'error');
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="editor-remove" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="editor-remove" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('sections.remove')}
      </Typography>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
        {t(archive ? 'remove.buttonArchive' : 'remove.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(archive ? 'remove.titleArchive' : 'remove.title')}
        confirmLabel={t(archive ? 'remove.confirmArchive' : 'remove.confirm')}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
        busy={busy}
        error={error}
      >
        <Typography>{t(archive ? 'remove.textArchive' : 'remove.text', { name })}</Typography>
      </ConfirmDialog>
    </Paper>
  );
}
