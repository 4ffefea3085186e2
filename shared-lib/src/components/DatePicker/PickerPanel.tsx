/** The open picker: a header with the steps, the current step, and the now / cancel / confirm buttons. */
import { Box, Button, Stack, Typography } from 'shared-lib/ui';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { useTranslation } from 'shared-lib/i18n';
import { MarkedDay, MarksContext } from './MarkedDay';
import { PanelHeader } from './PanelHeader';
import { usePanelState, type PanelProps } from './panelState';
import { TimeSpinner } from './TimeSpinner';
import { formatIn } from './values';

/**
 * The weekday header's letters in the Persian calendar: the narrow names (ش ی د س چ پ ج). MUI takes
 * the first letter of the short names, which are "۱ش", "۲ش"… there: digits.
 */
const jalaliWeekday = (day: Date) => formatIn('jalali', day, 'EEEEE');

export function PickerPanel(p: PanelProps) {
  const { t } = useTranslation('common');
  const { hasTime, draft, step, setStep, picked, choose, onDay, onNow, nowOutside, onConfirm, onTime, marks } = usePanelState(p);
  const commonCalendar = { minDate: p.bounds.min, maxDate: p.bounds.max, autoFocus: true };

  return (
    <Stack sx={{ width: p.fullScreen ? '100%' : 340, height: p.fullScreen ? '100%' : 'auto', maxWidth: '100%' }} data-testid="date-picker-panel">
      <PanelHeader p={p} hasTime={hasTime} draft={draft} picked={picked} step={step} setStep={setStep} />
      <Box sx={{ flex: p.fullScreen ? 1 : 'none', overflow: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {p.mode !== 'single' && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, alignSelf: 'stretch' }}>
            {p.mode === 'range' ? t('datePicker.rangeHint') : t('datePicker.multipleHint')}
          </Typography>
        )}
        {step === 'year' && (
          <YearCalendar {...commonCalendar} value={draft} referenceDate={draft} yearsPerRow={3} onChange={(d) => d && choose('year', d as Date)} sx={{ maxHeight: p.fullScreen ? 'none' : 300 }} />
        )}
        {step === 'month' && <MonthCalendar {...commonCalendar} value={draft} referenceDate={draft} onChange={(d) => d && choose('month', d as Date)} />}
        {step === 'day' && (
          <MarksContext.Provider value={marks}>
            <DateCalendar
              {...commonCalendar}
              views={['day']}
              value={p.mode === 'single' ? draft : null}
              referenceDate={draft}
              onChange={(d) => d && onDay(d as Date)}
              slots={p.mode === 'single' ? undefined : { day: MarkedDay }}
              dayOfWeekFormatter={p.calendar === 'jalali' ? jalaliWeekday : undefined}
            />
          </MarksContext.Provider>
        )}
        {step === 'time' && <TimeSpinner value={draft} locale={p.locale} minuteStep={p.minuteStep} roundMinute={p.roundMinute} onUpdate={onTime} />}
      </Box>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onNow} disabled={nowOutside} data-testid="date-picker-now">
          {t('datePicker.now')}
        </Button>
        {p.clearable && (
          <Button onClick={p.onClear} data-testid="date-picker-clear">
            {t('datePicker.clear')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={p.onCancel} data-testid="date-picker-cancel">
          {t('datePicker.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={p.mode === 'range' && !picked.length} data-testid="date-picker-confirm">
          {t('datePicker.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
