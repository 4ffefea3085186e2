import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { FileUpload } from 'shared-lib/components/FileUpload';
import { formatToman, toLatinDigits } from 'shared-lib/format';
import { orderApi } from '../cart-api/cartApi';
import type { OrderView } from '../cart-api/types';
import { parseJalaliDate } from './jalali';

interface Draft {
  sayadId: string;
  serial: string;
  bankName: string;
  ownerName: string;
  dueDate: string;
  imageUrl: string;
}

/** Cheque orders: the cheque's details and a photo of it (uploaded with the shared image uploader). */
export function ChequeForm({ order, onSaved }: { order: OrderView; onSaved: (o: OrderView) => void }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const c = order.cheque;
  const [draft, setDraft] = useState<Draft>({
    sayadId: c?.sayadId ?? '',
    serial: c?.serial ?? '',
    bankName: c?.bankName ?? '',
    ownerName: c?.ownerName ?? '',
    // the Persian form types the date in the Persian calendar; the others use the browser's picker
    dueDate: locale === 'fa' ? '' : (c?.dueDate ?? ''),
    imageUrl: c?.imageUrl ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [sending, setSending] = useState(false);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    const sayad = toLatinDigits(draft.sayadId).replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(sayad)) found.sayadId = t('order.sayadInvalid');
    if (!draft.bankName.trim()) found.bankName = t('common:requiredFields');
    if (!draft.ownerName.trim()) found.ownerName = t('common:requiredFields');
    const dueDate = locale === 'fa' ? parseJalaliDate(draft.dueDate) : /^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate) ? draft.dueDate : null;
    if (!dueDate) found.dueDate = t('order.dueDateInvalid');
    if (!draft.imageUrl) found.imageUrl = t('order.imageNeeded');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const saved = await orderApi.submitCheque(order.id, {
        sayadId: sayad,
        serial: draft.serial.trim() || undefined,
        bankName: draft.bankName.trim(),
        ownerName: draft.ownerName.trim(),
        amount: order.totals.payable,
        dueDate: dueDate!,
        imageUrl: draft.imageUrl,
      });
      toast(t('order.chequeSent'), 'success');
      onSaved(saved);
    } catch (err) {
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [t('common:somethingWentWrong')];
      toast(t('order.chequeFailed'), 'error', messages.join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="cheque-title" data-testid="cheque-form">
      <Typography id="cheque-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('order.chequeTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('order.chequeHint', { amount: formatToman(order.totals.payable, locale) })}
      </Typography>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth required size="small" id="cheque-sayad" label={t('order.sayadId')} value={draft.sayadId} onChange={set('sayadId')} error={!!errors.sayadId} helperText={errors.sayadId} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth size="small" id="cheque-serial" label={t('order.serial')} value={draft.serial} onChange={set('serial')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth required size="small" id="cheque-bank" label={t('order.bankName')} value={draft.bankName} onChange={set('bankName')} error={!!errors.bankName} helperText={errors.bankName} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth required size="small" id="cheque-owner" label={t('order.ownerName')} value={draft.ownerName} onChange={set('ownerName')} error={!!errors.ownerName} helperText={errors.ownerName} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth size="small" id="cheque-amount" label={t('order.chequeAmount')} value={formatToman(order.totals.payable, locale)} slotProps={{ htmlInput: { readOnly: true } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {locale === 'fa' ? (
            <TextField fullWidth required size="small" id="cheque-due" label={t('order.dueDateFa')} value={draft.dueDate} onChange={set('dueDate')} error={!!errors.dueDate} helperText={errors.dueDate} placeholder="۱۴۰۴/۰۹/۳۰" slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
          ) : (
            <TextField fullWidth required size="small" id="cheque-due" type="date" label={t('order.dueDate')} value={draft.dueDate} onChange={set('dueDate')} error={!!errors.dueDate} helperText={errors.dueDate} slotProps={{ inputLabel: { shrink: true } }} />
          )}
        </Grid>
        <Grid size={12}>
          <Stack spacing={1}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t('order.chequeImage')}
            </Typography>
            <FileUpload kind="image" accept="image/*" label={t('order.uploadCheque')} onUploaded={(f) => setDraft((d) => ({ ...d, imageUrl: f.url }))} disabled={sending} />
            {draft.imageUrl && <Box component="img" src={draft.imageUrl} alt={t('order.chequeImage')} sx={{ maxWidth: 240, maxHeight: 140, borderRadius: 1, border: 1, borderColor: 'divider' }} data-testid="cheque-preview" />}
            {errors.imageUrl && (
              <Typography variant="body2" color="error" role="alert">
                {errors.imageUrl}
              </Typography>
            )}
          </Stack>
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 2, minHeight: 44 }}>
        {c ? t('order.updateCheque') : t('order.submitCheque')}
      </Button>
    </Box>
  );
}
