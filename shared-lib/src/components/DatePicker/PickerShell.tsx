/**
 * What the open picker sits in: the accent colour, the calendar's date library and texts, and a
 * popover on windows wider than 480 px or a full-screen dialog below (spec §9).
 */
import { useCallback, type ReactNode, type RefObject } from 'react';
import Popover from '@mui/material/Popover';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTheme } from 'shared-lib/ui';
import { Dialog } from 'shared-lib/ui-more';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { faIR as muiFa, enUS as muiEn, ruRU as muiRu } from '@mui/x-date-pickers/locales';
import { faIR as jalaliFa } from 'date-fns-jalali/locale/fa-IR';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import type { Locale } from 'shared-lib/locale';
import type { PickerCalendar } from './config';
import { AdapterJalaliPersianDigits } from './adapter';

const MUI_TEXT = { fa: muiFa, en: muiEn, ru: muiRu };
/**
 * The month step writes whole month names in the Persian calendar: its three-letter abbreviations
 * (مرد، شهر for مرداد، شهریور) are not how Persian shortens months.
 */
const JALALI_FORMATS = { monthShort: 'MMMM' };

interface ShellProps {
  /** The accent (the theme's primary colour when not given). */
  color?: string;
  calendar: PickerCalendar;
  locale: Locale;
  popover: boolean;
  anchor: RefObject<HTMLDivElement | null>;
  fieldId: string;
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

export function PickerShell({ color, calendar, locale, popover, anchor, fieldId, titleId, onClose, children }: ShellProps) {
  const theme = useTheme();
  const accentTheme = useCallback(
    (outer: Theme): Theme => (color ? { ...outer, palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: color } }) } } : outer),
    [color],
  );
  const adapterLocale = calendar === 'jalali' ? jalaliFa : locale === 'ru' ? ru : enUS;
  return (
    <ThemeProvider theme={accentTheme}>
      <LocalizationProvider dateAdapter={calendar === 'jalali' && locale === 'fa' ? AdapterJalaliPersianDigits : calendar === 'jalali' ? AdapterDateFnsJalali : AdapterDateFns} adapterLocale={adapterLocale} dateFormats={calendar === 'jalali' ? JALALI_FORMATS : undefined} localeText={MUI_TEXT[locale].components.MuiLocalizationProvider.defaultProps.localeText}>
        {popover ? (
          <Popover
            open
            anchorEl={anchor.current}
            onClose={onClose}
            anchorOrigin={{ vertical: 'bottom', horizontal: theme.direction === 'rtl' ? 'right' : 'left' }}
            transformOrigin={{ vertical: 'top', horizontal: theme.direction === 'rtl' ? 'right' : 'left' }}
            dir={theme.direction}
            slotProps={{ paper: { id: `${fieldId}-picker`, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } as object }}
          >
            {children}
          </Popover>
        ) : (
          <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId} dir={theme.direction} slotProps={{ paper: { id: `${fieldId}-picker` } as object }}>
            {children}
          </Dialog>
        )}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
