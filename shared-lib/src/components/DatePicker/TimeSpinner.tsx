import type { KeyboardEvent } from 'react';
import { Box, IconButton, Stack, Typography } from 'shared-lib/ui';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useTranslation } from 'shared-lib/i18n';
import { localizeDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import { useHoldRepeat } from './hooks';
import { stepHours, stepMinutes } from './values';

const two = (n: number) => String(n).padStart(2, '0');

function Arrow({ label, onStep, up, disabled, testId }: { label: string; onStep: () => void; up: boolean; disabled?: boolean; testId: string }) {
  const hold = useHoldRepeat(onStep, disabled);
  return (
    <IconButton aria-label={label} disabled={disabled} data-testid={testId} sx={{ touchAction: 'none', userSelect: 'none' }} {...hold}>
      {up ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}

function Spin({
  part,
  value,
  max,
  label,
  upLabel,
  downLabel,
  locale,
  onStep,
  onSet,
}: {
  part: 'hours' | 'minutes';
  value: number;
  max: number;
  label: string;
  upLabel: string;
  downLabel: string;
  locale: Locale;
  onStep: (delta: number) => void;
  onSet: (value: number) => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    const k = e.key;
    if (k === 'ArrowUp') onStep(1);
    else if (k === 'ArrowDown') onStep(-1);
    else if (k === 'PageUp') onStep(part === 'hours' ? 3 : 2);
    else if (k === 'PageDown') onStep(part === 'hours' ? -3 : -2);
    else if (k === 'Home') onSet(0);
    else if (k === 'End') onSet(max);
    else return;
    e.preventDefault();
  };
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Arrow label={upLabel} up onStep={() => onStep(1)} testId={`time-${part}-up`} />
      <Box
        role="spinbutton"
        tabIndex={0}
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuetext={localizeDigits(two(value), locale)}
        onKeyDown={onKeyDown}
        data-testid={`time-${part}`}
        sx={{ fontSize: 32, fontWeight: 700, minWidth: 64, textAlign: 'center', borderRadius: 1, px: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
      >
        {localizeDigits(two(value), locale)}
      </Box>
      <Arrow label={downLabel} up={false} onStep={() => onStep(-1)} testId={`time-${part}-down`} />
    </Stack>
  );
}

/**
 * The time step: hours and minutes, each a spin button (arrow keys, Page Up/Down, Home, End) with
 * arrows that repeat while held. Minutes move by the minute step and wrap inside the hour; hours
 * wrap inside the day. Hours stay on the left in both directions, as a time is written.
 */
export function TimeSpinner({
  value,
  onUpdate,
  minuteStep,
  roundMinute,
  locale,
}: {
  value: Date;
  /** Applies a change to the latest time (a held arrow steps several times between two renders). */
  onUpdate: (change: (d: Date) => Date) => void;
  minuteStep: number;
  roundMinute: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" dir="ltr" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', py: 2 }} role="group" aria-label={t('datePicker.time')}>
      <Spin
        part="hours"
        value={value.getHours()}
        max={23}
        label={t('datePicker.hours')}
        upLabel={t('datePicker.increaseHours')}
        downLabel={t('datePicker.decreaseHours')}
        locale={locale}
        onStep={(delta) => onUpdate((d) => stepHours(d, delta))}
        onSet={(h) => onUpdate((d) => stepHours(d, h - d.getHours()))}
      />
      <Typography aria-hidden sx={{ fontSize: 32, fontWeight: 700 }}>
        :
      </Typography>
      <Spin
        part="minutes"
        value={value.getMinutes()}
        max={59}
        label={t('datePicker.minutes')}
        upLabel={t('datePicker.increaseMinutes')}
        downLabel={t('datePicker.decreaseMinutes')}
        locale={locale}
        onStep={(delta) => onUpdate((d) => stepMinutes(d, delta, minuteStep, roundMinute))}
        onSet={(m) =>
          onUpdate((d) => {
            const r = new Date(d);
            r.setMinutes(Math.floor(m / minuteStep) * minuteStep, 0, 0);
            return r;
          })
        }
      />
    </Stack>
  );
}
