import { useMemo } from 'react';
import { Typography } from 'shared-lib/ui';
import { FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { ApiError } from 'shared-lib/api';
import { customersApi, type AdminCustomer } from '../../api/customers';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';

/** contracts/admin-customers BlockCustomerBody: 1 to 500 characters. */
export const REASON_MAX = 500;

type Values = { reason: string };

/** A reason as the api keeps it: runs of spaces and line breaks as one space, trimmed. */
export const cleanReason = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

export interface BlockDialogProps {
  customer: AdminCustomer;
  /** 'block' asks why; 'unblock' only confirms. */
  mode: 'block' | 'unblock';
  onClose: () => void;
  /** The customer after the change. */
  onDone: (customer: AdminCustomer) => void;
  /** Someone else changed the block first (409): the page loads the customer again; the dialog shows why. */
  onStale: () => void;
}

/**
 * Blocking a customer's sign-in (the reason is required: it stays with the block and in the audit
 * trail) or lifting it, confirmed in a dialog that says what happens. A refusal shows the api's
 * message and keeps what was typed.
 */
export function BlockDialog({ customer, mode, onClose, onDone, onStale }: BlockDialogProps) {
  const { t } = useTranslation(['admin-customers', 'admin']);
  const name = customer.name || customer.mobile;

  const schema = useMemo(
    () =>
      yup.object({
        reason: yup
          .string()
          .transform((v: string) => cleanReason(v))
          .required(t('block.reasonRequired'))
          .test('length', t('block.reasonTooLong', { max: REASON_MAX }), (v) => [...(v ?? '')].length <= REASON_MAX),
      }),
    [t],
  );

  const submit = async (v: Values) => {
    try {
      onDone(mode === 'block' ? await customersApi.block(customer.id, cleanReason(v.reason)) : await customersApi.unblock(customer.id));
      return undefined;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) onStale();
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  return (
    <FormDialog<Values>
      title={mode === 'block' ? t('block.dialogTitle', { name }) : t('block.unblockTitle', { name })}
      initialValues={{ reason: '' }}
      validate={(v) => (mode === 'block' ? validateSchemaSync(schema, v) : {})}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('block.cancel')}
      submitLabel={mode === 'block' ? t('block.confirm') : t('block.unblockConfirm')}
    >
      <Typography>{mode === 'block' ? t('block.dialogText') : t('block.unblockText')}</Typography>
      {mode === 'block' && (
        <FormTextField
          name="reason"
          label={t('block.reasonLabel')}
          helperText={t('block.reasonHint')}
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      )}
    </FormDialog>
  );
}
