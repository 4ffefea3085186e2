/** The open picker's coloured head: its title, the value so far, the clock, and the buttons of the steps. */
import { Box, Button, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { localizeDigits } from 'shared-lib/format';
import type { PickerStep } from './config';
import type { PanelProps } from './panelState';
import { formatIn } from './values';

interface HeaderProps {
  p: PanelProps;
  hasTime: boolean;
  draft: Date;
  picked: Date[];
  step: PickerStep;
  setStep: (step: PickerStep) => void;
}

/** The summary of a single value: as much of the date and time as its type picks. */
const SUMMARY_FORMAT: Record<PanelProps['type'], string> = {
  time: 'HH:mm',
  year: 'yyyy',
  month: 'MMMM',
  'year-month': 'MMMM yyyy',
  datetime: 'EEEE d MMMM yyyy HH:mm',
  date: 'EEEE d MMMM yyyy',
};

export function PanelHeader({ p, hasTime, draft, picked, step, setStep }: HeaderProps) {
  const { t } = useTranslation('common');
  const L = (s: string) => localizeDigits(s, p.locale);
  const fmt = (d: Date, f: string) => formatIn(p.calendar, d, f);

  const stepLabel = (s: PickerStep): string =>
    s === 'year' ? L(fmt(draft, 'yyyy')) : s === 'month' ? fmt(draft, 'MMMM') : s === 'day' ? L(fmt(draft, 'd')) : L(fmt(draft, 'HH:mm'));
  const summary = (() => {
    if (p.mode === 'single') return L(fmt(draft, SUMMARY_FORMAT[p.type]));
    if (!picked.length) return t('datePicker.nothingChosen');
    return picked.map((d) => L(fmt(d, 'yyyy/MM/dd'))).join(p.mode === 'range' ? ' – ' : p.locale === 'fa' ? '، ' : ', ');
  })();

  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, pt: 1.5, pb: 1 }}>
      <Typography id={p.titleId} component="h2" variant="subtitle2" sx={{ opacity: 0.9 }}>
        {p.type === 'time' ? t('datePicker.titleTime') : p.mode === 'range' ? t('datePicker.titleRange') : p.mode === 'multiple' ? t('datePicker.titleMultiple') : t('datePicker.title')}
      </Typography>
      <Typography variant="h6" component="p" aria-live="polite" data-testid="date-picker-summary" sx={{ fontWeight: 700 }}>
        {summary}
      </Typography>
      {hasTime && (
        <Typography variant="caption" component="p" data-testid="date-picker-clock" sx={{ opacity: 0.9 }}>
          {t('datePicker.clock', { time: L(formatIn(p.calendar, p.now, 'HH:mm:ss')) })}
        </Typography>
      )}
      {p.mode === 'single' && p.steps.length > 1 && (
        <Stack component="nav" aria-label={t('datePicker.steps')} direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {p.steps.map((s) => (
            <Button
              key={s}
              size="small"
              onClick={() => setStep(s)}
              aria-current={s === step ? 'step' : undefined}
              aria-label={`${t(`datePicker.${s}`)}: ${stepLabel(s)}`}
              data-testid={`date-picker-step-${s}`}
              sx={{ color: 'inherit', minHeight: 36, minWidth: 0, px: 1, fontWeight: s === step ? 800 : 500, textDecoration: s === step ? 'underline' : 'none', textUnderlineOffset: 4 }}
            >
              {stepLabel(s)}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
}
