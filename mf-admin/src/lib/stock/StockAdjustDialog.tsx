import { useState } from 'react';
import { Typography } from 'shared-lib/ui';
import { FormSpy, FORM_ERROR } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { registerNamespace, useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { formatNumber, localizeText, toLatinDigits } from 'shared-lib/format';
import { ordersApi, type StockAdjusted } from '../../api/orders';
import { errorText } from '../errors';
import { FormDialog } from '../FormDialog';

// its own messages: the dialog opens from the products list and the holds screen
registerNamespace('admin-stock', (l) => import(/* webpackChunkName: "i18n-admin-stock-[request]" */ `./locales/${l}.json`));

/** contracts/admin-orders StockAdjustBody: a whole change of at most a million either way, never 0; a reason of at most 200 characters. */
export const MAX_DELTA = 1_000_000;
const REASON_MAX = 200;

type Values = { delta?: string; reason?: string };

/**
 * A typed stock change: "5", "+5", "-3", "−3", "3-" (a minus typed after the digits in a
 * right-to-left field), Persian or Arabic-Indic digits accepted. The number, '' when empty, or null
 * when it is not a whole number.
 */
export function parseDelta(raw: string | undefined): number | '' | null {
  const s = toLatinDigits(raw ?? '').replace(/[\s,\u066C\u200E\u200F]/g, '').replace(/[\u2212\u2013]/g, '-');
  if (s === '') return '';
  const m = /^([+-]?)(\d{1,9})$/.exec(s) ?? /^()(\d{1,9})-$/.exec(s);
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] === '-' || s.endsWith('-') ? -n : n;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

export interface StockAdjustDialogProps {
  productId: number;
  /** The product's name, as the page shows it. */
  productName: string;
  /** The stock now, when known (the dialog then shows what it becomes). */
  stock?: number;
  /** Whether the dialog is open (default: open while rendered). */
  open?: boolean;
  onClose: () => void;
  /** After the api changed the stock: the product's new stock. */
  onAdjusted?: (result: StockAdjusted) => void;
}

/**
 * A manual stock change with its reason (required; kept in the audit trail): a signed change, not a
 * new total, so two people adjusting at once never overwrite each other. Writers: 'catalogue',
 * 'orders' and the owner (the api refuses others; its message is shown and nothing typed is lost).
 */
export function StockAdjustDialog({ productId, productName, stock, open = true, onClose, onAdjusted }: StockAdjustDialogProps) {
  const { t } = useTranslation(['admin-stock', 'admin']);
  const locale = useLocale();
  const [initialValues] = useState<Values>({});

  const validate = (v: Values) => {
    const errors: Record<string, string> = {};
    const delta = parseDelta(v.delta);
    if (delta === '') errors.delta = t('adjust.deltaRequired');
    else if (delta === null) errors.delta = t('adjust.deltaInvalid');
    else if (delta === 0) errors.delta = t('adjust.deltaZero');
    else if (Math.abs(delta) > MAX_DELTA) errors.delta = t('adjust.deltaTooBig', { max: MAX_DELTA });
    else if (stock !== undefined && stock + delta < 0) errors.delta = t('adjust.belowZero', { stock });
    const reason = clean(v.reason);
    if (!reason) errors.reason = t('adjust.reasonRequired');
    else if ([...reason].length > REASON_MAX) errors.reason = t('adjust.reasonTooLong', { max: REASON_MAX });
    return errors;
  };

  const submit = async (v: Values) => {
    try {
      const result = await ordersApi.adjustStock(productId, { delta: parseDelta(v.delta) as number, reason: clean(v.reason) });
      toast(t('adjust.saved', { stock: result.stock }), 'success');
      onAdjusted?.(result);
      onClose();
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  /** What the typed change does, in words (and to the stock, when known). */
  const effect = (raw: string | undefined) => {
    const d = parseDelta(raw);
    if (typeof d !== 'number' || d === 0) return t('adjust.deltaHint');
    const what = d > 0 ? t('adjust.adds', { count: d }) : t('adjust.removes', { count: -d });
    return stock === undefined ? what : `${what} ${t('adjust.becomes', { before: formatNumber(stock, locale), after: formatNumber(Math.max(0, stock + d), locale) })}`;
  };

  return (
    <FormDialog<Values>
      title={t('adjust.title', { name: localizeText(productName, locale) })}
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
      open={open}
      cancelLabel={t('cancel')}
      submitLabel={t('adjust.save')}
      maxWidth="xs"
    >
      {stock !== undefined && <Typography>{t('adjust.now', { stock: formatNumber(stock, locale) })}</Typography>}
      <FormSpy subscription={{ values: true }}>
        {({ values }) => (
          <FormTextField
            name="delta"
            label={t('adjust.delta')}
            helperText={effect((values as Values).delta)}
            required
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'text', maxLength: 16 } }}
          />
        )}
      </FormSpy>
      <FormTextField name="reason" label={t('adjust.reason')} helperText={t('adjust.reasonHint')} required fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: REASON_MAX } }} />
    </FormDialog>
  );
}

export default StockAdjustDialog;
