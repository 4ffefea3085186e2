import { useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, Typography, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-lib/ui-more';
import { Form, FORM_ERROR } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman } from 'shared-lib/format';
import { currentOrderOf, ordersApi, type AdminOrder, type OrderAction, type OrderActionBody } from '../../api/orders';
import { errorText } from '../../lib/errors';
import { statusName } from './status';

type Values = { carrier?: string; trackingCode?: string; reason?: string; reference?: string };
type FieldName = keyof Values;

/** The fields each action asks for: [name, required, max length]. */
const FIELDS: Record<string, Array<[FieldName, boolean, number]>> = {
  ship: [
    ['carrier', true, 60],
    ['trackingCode', true, 60],
  ],
  chequeBounced: [['reason', false, 500]],
  cancel: [['reason', false, 500]],
  refund: [['reference', true, 100]],
};
const NO_FIELDS: Array<[FieldName, boolean, number]> = [];
/** Actions that stop an order (drawn in red). */
export const DESTRUCTIVE: ReadonlySet<OrderAction> = new Set(['cancel', 'chequeBounced']);

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Whether money was taken for the order (cancelling it then records a refund due). */
export const moneyTaken = (order: AdminOrder) => order.paidAt !== null || order.payments.some((p) => p.verifiedAt !== null) || ['paid', 'preparing'].includes(order.status);

export interface ActionDialogProps {
  action: OrderAction;
  /** The order as the page shows it now (a stale answer replaces it while the dialog stays open). */
  order: AdminOrder;
  onClose: () => void;
  /** The order after the action. */
  onDone: (order: AdminOrder) => void;
  /** The current order a refusal answered with (another change came first). */
  onCurrent: (order: AdminOrder) => void;
}

/**
 * One action on an order: what it does, the fields it needs (ship: carrier and tracking code;
 * refund: a reference; cancel and cheque bounced: an optional reason), sent with the order's version.
 * A refusal (another change came first, not possible now) shows the api's message, keeps the dialog
 * and everything typed, and the page shows the current order.
 */
export function ActionDialog({ action, order, onClose, onDone, onCurrent }: ActionDialogProps) {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const fields = FIELDS[action] ?? NO_FIELDS;
  // the form starts once, empty: a new order from the api never resets what was typed
  const [initialValues] = useState<Values>({});
  const stillPossible = order.actions.includes(action);

  const validate = useMemo(
    () => (v: Values) => {
      const errors: Record<string, string> = {};
      for (const [name, required, max] of fields) {
        const value = clean(v[name]);
        if (required && !value) errors[name] = t(`action.fields.${name}Required`);
        else if ([...value].length > max) errors[name] = t('action.fields.tooLong', { max });
      }
      return errors;
    },
    [fields, t],
  );

  const submit = async (v: Values) => {
    const body: OrderActionBody = { action, version: order.version };
    for (const [name] of fields) {
      const value = clean(v[name]);
      if (value) body[name] = value;
    }
    try {
      onDone(await ordersApi.act(order.id, body));
      return undefined;
    } catch (err) {
      const current = currentOrderOf(err, order.id);
      if (current) onCurrent(current);
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  const amount = formatToman(order.totals.payable, locale);
  const text = action === 'cancel' ? `${t('action.text.cancel')} ${moneyTaken(order) ? t('action.text.cancelRefund', { amount }) : t('action.text.cancelNoMoney')}` : t(`action.text.${action}`, { amount });

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm" fullScreen={phone} dir={theme.direction}>
      <Form<Values> onSubmit={submit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
            <DialogTitle id={`${id}-title`}>{t(`action.title.${action}`)}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 0.5 }}>
                <Typography id={`${id}-text`}>{text}</Typography>
                {fields.map(([name, required, max], i) => (
                  <FormTextField
                    key={name}
                    name={name}
                    label={t(`action.fields.${name}`)}
                    required={required}
                    fullWidth
                    autoFocus={i === 0}
                    autoComplete="off"
                    multiline={name === 'reason'}
                    minRows={name === 'reason' ? 2 : undefined}
                    helperText={name === 'reason' ? t('action.fields.reasonHint') : undefined}
                    slotProps={{ htmlInput: { maxLength: max, ...(name === 'trackingCode' || name === 'reference' ? { dir: 'ltr' } : {}) } }}
                  />
                ))}
                {submitError && (
                  <Alert severity="error" role="alert">
                    {submitError as string}
                  </Alert>
                )}
                {!stillPossible && (
                  <Alert severity="info" role="status">{t('action.noLongerPossible', { status: statusName(order.status, t) })}</Alert>
                )}
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={submitting} sx={{ minHeight: 44 }}>
                {t('action.close')}
              </Button>
              <Button type="submit" variant="contained" color={DESTRUCTIVE.has(action) ? 'error' : 'primary'} disabled={submitting || !stillPossible} sx={{ minHeight: 44 }}>
                {t(`action.confirm.${action}`)}
              </Button>
            </DialogActions>
          </Box>
        )}
      </Form>
    </Dialog>
  );
}
