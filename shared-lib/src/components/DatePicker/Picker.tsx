/**
 * The date and time picker itself, downloaded only when a form shows one (index.tsx loads it with
 * React.lazy): @mui/x-date-pickers' year, month and day calendars on date-fns-jalali
 * (AdapterDateFnsJalali: Persian calendar, weeks from Saturday, Persian digits) or date-fns
 * (AdapterDateFns, Gregorian, weeks from Sunday in en), a time step with hold-to-repeat arrows, and
 * the steps, range, multiple, clamping and default configuration of spec §4, §5 and §9.
 */
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Popover from '@mui/material/Popover';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Box, Button, IconButton, Stack, Typography, useMediaQuery, useTheme, alpha } from 'shared-lib/ui';
import { Dialog, InputAdornment, TextField } from 'shared-lib/ui-more';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { faIR as muiFa, enUS as muiEn, ruRU as muiRu } from '@mui/x-date-pickers/locales';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { localizeDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import { DEFAULT_PICKER_CONFIG, POPOVER_QUERY, STEPS, type PickerCalendar, type PickerStep, type PickerType, type PickerValue } from './config';
import type { DatePickerProps } from './types';
import { AdapterJalaliPersianDigits } from './adapter';
import { useNow } from './hooks';
import { TimeSpinner } from './TimeSpinner';
import {
  clampDate,
  formatAlt,
  formatDisplay,
  formatIn,
  formatStored,
  isOutside,
  parseStored,
  parseTyped,
  resolveFormats,
  roundToStep,
  sameAt,
  selectableRange,
  unitOf,
  withTime,
  type Bounds,
  type Formats,
} from './values';

const MUI_TEXT = { fa: muiFa, en: muiEn, ru: muiRu };
const asList = (v: PickerValue): string[] => (v == null || v === '' ? [] : Array.isArray(v) ? v.filter(Boolean) : [v]);
const sortDates = (ds: Date[]) => [...ds].sort((a, b) => a.getTime() - b.getTime());

/** The chosen days of range and multiple modes, for the day cells. */
interface Marks {
  selected(day: Date): boolean;
  between(day: Date): boolean;
}
const MarksContext = createContext<Marks>({ selected: () => false, between: () => false });

function MarkedDay(props: PickerDayProps) {
  const marks = useContext(MarksContext);
  const day = props.day as Date;
  const selected = !props.outsideCurrentMonth && marks.selected(day);
  const between = !props.outsideCurrentMonth && !selected && marks.between(day);
  return (
    <PickerDay
      {...props}
      selected={selected}
      isVisuallySelected={selected}
      aria-selected={selected}
      sx={between ? { bgcolor: (t: Theme) => alpha(t.palette.primary.main, 0.18), borderRadius: 0 } : undefined}
    />
  );
}

interface PanelProps {
  type: PickerType;
  calendar: PickerCalendar;
  locale: Locale;
  steps: PickerStep[];
  initialStep: PickerStep;
  mode: 'single' | 'range' | 'multiple';
  autoSubmit: boolean;
  minuteStep: number;
  roundMinute: boolean;
  clearable: boolean;
  bounds: Bounds & { min: Date; max: Date };
  selected: Date[];
  suggest: Date | null;
  now: Date;
  titleId: string;
  fullScreen: boolean;
  onSubmit: (dates: Date[]) => void;
  onClear: () => void;
  onCancel: () => void;
}

/** The open picker: a header with the steps, the current step, and the now / cancel / confirm buttons. */
function PickerPanel(p: PanelProps) {
  const { t } = useTranslation('common');
  const unit = unitOf(p.type);
  const hasTime = p.type === 'datetime' || p.type === 'time';
  const L = (s: string) => localizeDigits(s, p.locale);
  const fmt = (d: Date, f: string) => formatIn(p.calendar, d, f);
  const prepare = useCallback(
    (d: Date) => clampDate(p.roundMinute && hasTime ? roundToStep(d, p.minuteStep) : d, p.bounds, unit, p.calendar),
    [p.roundMinute, p.minuteStep, p.bounds, p.calendar, unit, hasTime],
  );

  const [draft, setDraft] = useState<Date>(() => prepare(p.selected[0] ?? p.suggest ?? p.now));
  const [step, setStep] = useState<PickerStep>(p.initialStep);
  const [picked, setPicked] = useState<Date[]>(() => (p.mode === 'single' ? [] : p.selected));
  // an empty field's time follows the clock until the shopper changes something
  const [following, setFollowing] = useState(hasTime && !p.selected.length && !p.suggest);
  useEffect(() => {
    if (following) setDraft(prepare(p.now));
  }, [following, p.now, prepare]);

  const lastStep = p.steps[p.steps.length - 1];
  const submitOne = (d: Date) => p.onSubmit([d]);

  /** Spec §4: choosing a value moves to the next step; after the last one it submits when auto-submit is on. */
  const choose = (at: PickerStep, value: Date) => {
    setFollowing(false);
    const next = prepare(value);
    setDraft(next);
    const i = p.steps.indexOf(at);
    if (i < p.steps.length - 1) setStep(p.steps[i + 1]);
    else if (p.autoSubmit) submitOne(next);
  };

  const onDay = (day: Date) => {
    const d = prepare(withTime(day, draft));
    if (p.mode === 'single') return choose('day', d);
    setDraft(d);
    if (p.mode === 'range') {
      // two dates; a third click starts again
      const next = picked.length === 1 ? sortDates([picked[0], d]) : [d];
      setPicked(next);
      if (next.length === 2 && p.autoSubmit) p.onSubmit(next);
    } else {
      setPicked((list) => (list.some((x) => sameAt(x, d, 'day', p.calendar)) ? list.filter((x) => !sameAt(x, d, 'day', p.calendar)) : sortDates([...list, d])));
    }
  };

  const nowOutside = isOutside(p.now, p.bounds, unit, p.calendar);
  const onNow = () => {
    setFollowing(false);
    const d = prepare(p.now);
    setDraft(d);
    if (p.mode === 'range') return setPicked([d]);
    if (p.mode === 'multiple') return setPicked((list) => (list.some((x) => sameAt(x, d, 'day', p.calendar)) ? list : sortDates([...list, d])));
    if (p.autoSubmit) return submitOne(d);
    setStep(lastStep);
  };

  const onConfirm = () => {
    if (p.mode === 'single') return submitOne(prepare(draft));
    if (p.mode === 'range') return p.onSubmit(picked.length === 1 ? [picked[0], picked[0]] : picked);
    p.onSubmit(picked);
  };

  const marks = useMemo<Marks>(
    () => ({
      selected: (day) => picked.some((x) => sameAt(x, day, 'day', p.calendar)),
      between: (day) =>
        p.mode === 'range' && picked.length === 2 && day.getTime() > picked[0].getTime() && day.getTime() < picked[1].getTime() && !sameAt(day, picked[1], 'day', p.calendar),
    }),
    [picked, p.mode, p.calendar],
  );

  const stepLabel = (s: PickerStep): string =>
    s === 'year' ? L(fmt(draft, 'yyyy')) : s === 'month' ? fmt(draft, 'MMMM') : s === 'day' ? L(fmt(draft, 'd')) : L(fmt(draft, 'HH:mm'));
  const summary = (() => {
    if (p.mode === 'single') return L(fmt(draft, p.type === 'time' ? 'HH:mm' : p.type === 'year' ? 'yyyy' : p.type === 'month' ? 'MMMM' : p.type === 'year-month' ? 'MMMM yyyy' : p.type === 'datetime' ? 'EEEE d MMMM yyyy HH:mm' : 'EEEE d MMMM yyyy'));
    if (!picked.length) return t('datePicker.nothingChosen');
    return picked.map((d) => L(fmt(d, 'yyyy/MM/dd'))).join(p.mode === 'range' ? ' – ' : p.locale === 'fa' ? '، ' : ', ');
  })();

  const commonCalendar = { minDate: p.bounds.min, maxDate: p.bounds.max, autoFocus: true };

  return (
    <Stack sx={{ width: p.fullScreen ? '100%' : 340, height: p.fullScreen ? '100%' : 'auto', maxWidth: '100%' }} data-testid="date-picker-panel">
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
            />
          </MarksContext.Provider>
        )}
        {step === 'time' && (
          <TimeSpinner
            value={draft}
            locale={p.locale}
            minuteStep={p.minuteStep}
            roundMinute={p.roundMinute}
            onUpdate={(change) => {
              setFollowing(false);
              setDraft((d) => clampDate(change(d), p.bounds, unit, p.calendar));
            }}
          />
        )}
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

/**
 * A date (or time, year, month, range, several dates) field in the shopper's calendar: a field that
 * opens the picker (typing only when `editable`), a popover on windows wider than 480 px and a
 * full-screen dialog below, keyboard and screen-reader usable, right to left in Persian.
 */
export default function Picker(props: DatePickerProps) {
  const cfg = { ...DEFAULT_PICKER_CONFIG, ...Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) } as typeof DEFAULT_PICKER_CONFIG & DatePickerProps;
  const { type, editable, autoSubmit, minuteStep, roundMinute, range, multiple, clearable } = cfg;
  const { value, onChange, label, id, name, required, disabled, error, helperText, placeholder, onBlur, onFocus, size, fullWidth = true, inputTestId } = props;
  const { t } = useTranslation('common');
  const locale = useLocale();
  const theme = useTheme();
  const calendar: PickerCalendar = props.calendar ?? (locale === 'fa' ? 'jalali' : 'gregorian');
  const mode = range ? 'range' : multiple ? 'multiple' : 'single';
  const formats: Formats = useMemo(
    () => resolveFormats(type, { format: props.format, displayFormat: props.displayFormat, altFormat: props.altFormat }),
    [type, props.format, props.displayFormat, props.altFormat],
  );
  const unit = unitOf(type);
  const L = (s: string) => localizeDigits(s, locale);
  const autoId = useId();
  const fieldId = id ?? `date-picker-${autoId}`;
  const titleId = `${fieldId}-title`;

  const [open, setOpen] = useState(false);
  const now = useNow(open);
  const popover = useMediaQuery(POPOVER_QUERY, { noSsr: true });
  const anchor = useRef<HTMLDivElement>(null);

  const minText = props.min instanceof Date ? props.min.getTime() : props.min;
  const maxText = props.max instanceof Date ? props.max.getTime() : props.max;
  const bounds = useMemo(() => {
    const given = {
      min: parseStored(typeof minText === 'number' ? new Date(minText) : minText, type, calendar, formats),
      max: parseStored(typeof maxText === 'number' ? new Date(maxText) : maxText, type, calendar, formats),
    };
    return { ...given, ...selectableRange(given, calendar) };
  }, [minText, maxText, type, calendar, formats]);

  const texts = asList(value);
  // spec §5: a value outside min/max is clamped; one that cannot be read is not a choice (the picker opens at now)
  const selected = useMemo(
    () =>
      texts
        .map((v) => parseStored(v, type, calendar, formats))
        .filter((d): d is Date => d !== null)
        .map((d) => clampDate(d, bounds, unit, calendar)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [texts.join('|'), type, calendar, formats, bounds, unit],
  );
  const suggest = useMemo(() => parseStored(props.suggest instanceof Date ? props.suggest : (props.suggest ?? null), type, calendar, formats), [props.suggest, type, calendar, formats]);

  const store = useCallback((dates: Date[]): PickerValue => {
    if (!dates.length) return null;
    const out = dates.map((d) => formatStored(d, type, calendar, formats));
    return mode === 'single' ? out[0] : out;
  }, [type, calendar, formats, mode]);

  // a given value outside the bounds is stored clamped, so the form holds what the field shows
  const storedNow = store(selected);
  useEffect(() => {
    if (!texts.length || !selected.length) return;
    const same = JSON.stringify(storedNow) === JSON.stringify(mode === 'single' ? texts[0] : texts);
    if (!same && selected.length === texts.length) onChange(storedNow);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(storedNow)]);

  const display = selected.length
    ? mode === 'single'
      ? L(formatDisplay(selected[0], calendar, formats))
      : selected.map((d) => L(formatDisplay(d, calendar, formats))).join(mode === 'range' ? ' – ' : locale === 'fa' ? '، ' : ', ')
    : '';

  // editable: the typed text, committed when it reads as a date (at once) or when the field is left
  const [typed, setTyped] = useState<string | null>(null);
  const commitTyped = () => {
    if (typed === null) return;
    setTyped(null);
    if (!typed.trim()) return onChange(null);
    // spec §5: what cannot be read falls back to the current moment; everything is clamped
    const d = parseTyped(typed, calendar, formats) ?? new Date();
    onChange(store([clampDate(d, bounds, unit, calendar)]));
  };

  const openPicker = () => {
    if (!disabled) setOpen(true);
  };
  const close = () => setOpen(false);
  const submit = (dates: Date[]) => {
    setTyped(null);
    onChange(store(mode === 'single' ? dates.slice(0, 1) : dates));
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    const opens = e.key === 'ArrowDown' && (e.altKey || !editable);
    if (opens || (!editable && (e.key === 'Enter' || e.key === ' '))) {
      e.preventDefault();
      openPicker();
    } else if (editable && e.key === 'Enter') {
      e.preventDefault();
      commitTyped();
    }
  };

  const steps = mode === 'single' ? STEPS[type] : (['day'] as PickerStep[]);
  const initialStep = props.initialStep && steps.includes(props.initialStep) ? props.initialStep : steps.includes('day') ? 'day' : steps[0];
  const accentTheme = useCallback(
    (outer: Theme): Theme => (props.color ? { ...outer, palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: props.color } }) } } : outer),
    [props.color],
  );

  const panel = open && (
    <PickerPanel
      type={type}
      calendar={calendar}
      locale={locale}
      steps={steps}
      initialStep={initialStep}
      mode={mode}
      autoSubmit={autoSubmit}
      minuteStep={Math.max(1, Math.floor(minuteStep))}
      roundMinute={roundMinute}
      clearable={clearable}
      bounds={bounds}
      selected={selected}
      suggest={suggest}
      now={now}
      titleId={titleId}
      fullScreen={!popover}
      onSubmit={submit}
      onClear={() => {
        onChange(null);
        close();
      }}
      onCancel={close}
    />
  );
  const adapterLocale = calendar === 'jalali' ? jalaliFa : locale === 'ru' ? ru : enUS;

  return (
    <>
      <TextField
        ref={anchor}
        id={fieldId}
        label={label}
        required={required}
        disabled={disabled}
        error={error}
        helperText={helperText}
        placeholder={placeholder ?? t(type === 'time' ? 'datePicker.placeholderTime' : 'datePicker.placeholder')}
        value={typed ?? display}
        size={size}
        fullWidth={fullWidth}
        onClick={editable ? undefined : openPicker}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          if (!editable) return;
          setTyped(e.target.value);
          const d = parseTyped(e.target.value, calendar, formats);
          if (d) onChange(store([clampDate(d, bounds, unit, calendar)]));
        }}
        onFocus={onFocus}
        onBlur={() => {
          if (editable) commitTyped();
          if (!open) onBlur?.();
        }}
        slotProps={{
          htmlInput: {
            readOnly: !editable,
            // a text field may not say expanded/controls (axe aria-allowed-attr): the calendar button beside it does
            autoComplete: 'off',
            inputMode: editable ? 'numeric' : 'none',
            'data-testid': inputTestId,
            sx: { cursor: editable ? 'text' : 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={type === 'time' ? t('datePicker.openTime') : t('datePicker.open')}
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  onClick={openPicker}
                  disabled={disabled}
                  edge="end"
                  data-testid={inputTestId ? `${inputTestId}-open` : undefined}
                >
                  {type === 'time' ? <ScheduleIcon /> : <CalendarMonthIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {name && <input type="hidden" name={name} value={Array.isArray(storedNow) ? storedNow.join(',') : (storedNow ?? '')} />}
      {cfg.altName && (
        <input type="hidden" name={cfg.altName} value={selected.map((d) => formatAlt(d, type, calendar, formats)).join(',')} data-testid={`${fieldId}-alt`} />
      )}
      {open && (
        <ThemeProvider theme={accentTheme}>
          <LocalizationProvider dateAdapter={calendar === 'jalali' && locale === 'fa' ? AdapterJalaliPersianDigits : calendar === 'jalali' ? AdapterDateFnsJalali : AdapterDateFns} adapterLocale={adapterLocale} localeText={MUI_TEXT[locale].components.MuiLocalizationProvider.defaultProps.localeText}>
            {popover ? (
              <Popover
                open
                anchorEl={anchor.current}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: theme.direction === 'rtl' ? 'right' : 'left' }}
                transformOrigin={{ vertical: 'top', horizontal: theme.direction === 'rtl' ? 'right' : 'left' }}
                dir={theme.direction}
                slotProps={{ paper: { id: `${fieldId}-picker`, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } as object }}
              >
                {panel}
              </Popover>
            ) : (
              <Dialog open fullScreen onClose={close} aria-labelledby={titleId} dir={theme.direction} slotProps={{ paper: { id: `${fieldId}-picker` } as object }}>
                {panel}
              </Dialog>
            )}
          </LocalizationProvider>
        </ThemeProvider>
      )}
    </>
  );
}
