/** What every Picker test file shares: a fixed "now", the window's width, the picker in a form-like parent. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from 'shared-lib/test-utils';
import Picker from './Picker';
import type { DatePickerProps } from './types';
import type { PickerValue } from './config';

// a fixed "now": Monday 2026-11-23 10:07 = ۱۴۰۵/۰۹/۰۲ (timers stay real unless a test fakes them)
export const NOW = new Date(2026, 10, 23, 10, 7, 30);
const ONLY_DATE = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;

/** Fakes the date (only) at NOW before each test; each test ends on real timers and a narrow window. */
export function fakeNowEachTest() {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: [...ONLY_DATE] }));
  afterEach(() => {
    jest.useRealTimers();
    setWidth(false);
  });
}

export function setWidth(wide: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: wide && query.includes('min-width: 481px'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

/** The picker in a form-like parent that keeps the value; `changes` records every stored value. */
export function mount(props: Partial<DatePickerProps> = {}, path = '/') {
  const changes: PickerValue[] = [];
  function Host() {
    const [value, setValue] = useState<PickerValue>(props.value ?? null);
    return (
      <Picker
        label={path.startsWith('/en') ? 'Visit date' : 'تاریخ بازدید'}
        {...props}
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    );
  }
  const view = renderPage(<Host />, { path });
  return { ...view, changes, field: () => screen.getByRole('textbox', { name: /تاریخ بازدید|Visit date/ }) };
}

export async function open(field: HTMLElement) {
  fireEvent.click(field);
  return screen.findByRole('dialog');
}
export const day = (dialog: HTMLElement, label: string) => within(dialog).getByRole('gridcell', { name: label });
export const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
