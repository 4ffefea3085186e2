/**
 * The field's value (spec §5): the stored text read in the shopper's calendar and clamped to the
 * bounds, what the field shows, what it stores, and the typed text of an editable field.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { localizeDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import type { PickerCalendar, PickerType, PickerValue } from './config';
import type { DatePickerProps } from './types';
import { clampDate, formatDisplay, formatStored, parseStored, parseTyped, resolveFormats, selectableRange, unitOf, type Formats } from './values';

const asList = (v: PickerValue): string[] => (v == null || v === '' ? [] : Array.isArray(v) ? v.filter(Boolean) : [v]);

interface FieldValueOptions {
  type: PickerType;
  calendar: PickerCalendar;
  locale: Locale;
  mode: 'single' | 'range' | 'multiple';
}

export function useFieldValue(props: DatePickerProps, { type, calendar, locale, mode }: FieldValueOptions) {
  const { value, onChange } = props;
  const formats: Formats = useMemo(
    () => resolveFormats(type, { format: props.format, displayFormat: props.displayFormat, altFormat: props.altFormat }),
    [type, props.format, props.displayFormat, props.altFormat],
  );
  const unit = unitOf(type);
  const L = (s: string) => localizeDigits(s, locale);

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
  const onTyping = (text: string) => {
    setTyped(text);
    const d = parseTyped(text, calendar, formats);
    if (d) onChange(store([clampDate(d, bounds, unit, calendar)]));
  };

  return { formats, bounds, selected, suggest, store, storedNow, display, typed, setTyped, commitTyped, onTyping };
}
