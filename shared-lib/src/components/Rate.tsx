/**
 * @deprecated No current code uses it (mf-catalog rates with its own StarPicker and Stars since
 * 4a3640a). Still provided to the share scope because a published mf-catalog 1.0.0 built before that
 * commit consumes `shared-lib/components/Rate`; removed with shared-lib 2.0.0 (docs/frontend.md).
 */
import { Stack, Typography, Rating } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';

export interface RateProps {
  value: number;
  count?: number;
  /** When given, the stars are an input (keyboard: arrow keys) and this is called with the choice. */
  onRate?: (value: number) => void;
  disabled?: boolean;
  name?: string;
}

export function Rate({ value, count, onRate, disabled, name = 'rate' }: RateProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating
        name={name}
        value={value}
        precision={onRate ? 1 : 0.5}
        readOnly={!onRate}
        disabled={disabled}
        onChange={(_, v) => v && onRate?.(v)}
        aria-label={t('rating', { value: formatNumber(Math.round(value * 10) / 10, locale) })}
      />
      {count !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {t('ratingCount', { count, formatted: formatNumber(count, locale) }).replace(String(count), formatNumber(count, locale))}
        </Typography>
      )}
    </Stack>
  );
}
