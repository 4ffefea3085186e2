/**
 * The open picker's state and rules (spec §4, §5): the draft value, the current step, the chosen days
 * of range and multiple modes, and what choosing, "now" and "confirm" do with them.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from 'shared-lib/locale';
import type { PickerCalendar, PickerStep, PickerType } from './config';
import type { Marks } from './MarkedDay';
import { clampDate, isOutside, roundToStep, sameAt, unitOf, withTime, type Bounds } from './values';

export interface PanelProps {
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

const sortDates = (ds: Date[]) => [...ds].sort((a, b) => a.getTime() - b.getTime());

export function usePanelState(p: PanelProps) {
  const unit = unitOf(p.type);
  const hasTime = p.type === 'datetime' || p.type === 'time';
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

  /** The time arrows: the shopper took over from the clock; the bounds still hold. */
  const onTime = (change: (d: Date) => Date) => {
    setFollowing(false);
    setDraft((d) => clampDate(change(d), p.bounds, unit, p.calendar));
  };

  const marks = useMemo<Marks>(
    () => ({
      selected: (day) => picked.some((x) => sameAt(x, day, 'day', p.calendar)),
      between: (day) =>
        p.mode === 'range' && picked.length === 2 && day.getTime() > picked[0].getTime() && day.getTime() < picked[1].getTime() && !sameAt(day, picked[1], 'day', p.calendar),
    }),
    [picked, p.mode, p.calendar],
  );

  return { hasTime, draft, step, setStep, picked, choose, onDay, onNow, nowOutside, onConfirm, onTime, marks };
}
