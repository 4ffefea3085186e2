import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from 'shared-lib/test-utils';
import Picker from './Picker';
import type { DatePickerProps } from './types';
import type { PickerValue } from './config';

jest.setTimeout(30000);

// a fixed "now": Monday 2026-11-23 10:07 = ۱۴۰۵/۰۹/۰۲ (timers stay real unless a test fakes them)
const NOW = new Date(2026, 10, 23, 10, 7, 30);
const ONLY_DATE = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] as const;
beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: [...ONLY_DATE] }));
afterEach(() => {
  jest.useRealTimers();
  setWidth(false);
});

function setWidth(wide: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: wide && query.includes('min-width: 481px'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

/** The picker in a form-like parent that keeps the value; `changes` records every stored value. */
function mount(props: Partial<DatePickerProps> = {}, path = '/') {
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

async function open(field: HTMLElement) {
  fireEvent.click(field);
  return screen.findByRole('dialog');
}
const day = (dialog: HTMLElement, label: string) => within(dialog).getByRole('gridcell', { name: label });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('the default configuration (spec §5) in Persian', () => {
  it('is a read-only field with the Persian placeholder that opens a Persian calendar (Saturday first, Persian digits) with confirm, cancel and now', async () => {
    const { field, changes } = mount();
    expect(field()).toHaveAttribute('placeholder', 'لطفاً تاریخ را انتخاب کنید');
    expect(field()).toHaveAttribute('readonly');
    const dialog = await open(field());
    expect(dialog).toHaveAccessibleName('انتخاب تاریخ');
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName('شنبه');
    expect(headers[6]).toHaveAccessibleName('جمعه');
    expect(within(dialog).getByText('آذر ۱۴۰۵')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'تایید' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'انصراف' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'اکنون' })).toBeInTheDocument();
    // no auto-submit: a day is only a draft until confirmed
    fireEvent.click(day(dialog, '۱۰'));
    expect(changes).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    // stored year-month-day in the Gregorian calendar, shown as Persian year/month/day in Persian digits
    expect(changes).toEqual(['2026-12-01']);
    expect(field()).toHaveValue('۱۴۰۵/۰۹/۱۰');
  });

  it('cancel and Escape leave the value as it was', async () => {
    const { field, changes } = mount({ value: '2026-12-01' });
    let dialog = await open(field());
    fireEvent.click(day(dialog, '۱۲'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await closed();
    dialog = await open(field());
    fireEvent.click(day(dialog, '۱۳'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await closed();
    expect(changes).toEqual([]);
    expect(field()).toHaveValue('۱۴۰۵/۰۹/۱۰');
  });

  it('opens from the keyboard and gives the focus back to the field', async () => {
    const { field } = mount();
    act(() => field().focus());
    fireEvent.keyDown(field(), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // the chosen day has the focus in the grid, and arrow keys move it
    expect(document.activeElement).toHaveTextContent('۲');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await closed();
    await waitFor(() => expect(field()).toHaveFocus());
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps an alternate-format copy in a hidden input when asked', async () => {
    const { container } = mount({ value: '2026-12-01', altName: 'visitAt' });
    expect(container.ownerDocument.querySelector('input[name="visitAt"]')).toHaveValue('2026-12-01 00:00:00');
  });
});

describe('English', () => {
  it('uses the Gregorian calendar with weeks from Sunday and English buttons, in a popover on a wide window', async () => {
    setWidth(true);
    const { field, changes } = mount({}, '/en');
    expect(field()).toHaveAttribute('placeholder', 'Please choose a date');
    const dialog = await open(field());
    expect(dialog.className).toMatch(/MuiPopover-paper/);
    expect(within(dialog).getAllByRole('columnheader')[0]).toHaveAccessibleName('Sunday');
    expect(within(dialog).getByText('November 2026')).toBeInTheDocument();
    fireEvent.click(day(dialog, '30'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await closed();
    expect(changes).toEqual(['2026-11-30']);
    expect(field()).toHaveValue('2026/11/30');
  });

  it('is a full-screen dialog on a window of 480 px or less', async () => {
    setWidth(false);
    const { field } = mount({}, '/en');
    const dialog = await open(field());
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});

describe('steps (spec §4)', () => {
  it('date: year, then month, then day; after the last step it submits when auto-submit is on', async () => {
    const { field, changes } = mount({ autoSubmit: true, initialStep: 'year' });
    const dialog = await open(field());
    fireEvent.click(within(dialog).getByRole('radio', { name: '۱۴۰۷' }));
    // the month step
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'اسفند' }));
    // the day step of Esfand 1407 (1407 is common: 29 days)
    const d29 = await within(dialog).findByRole('gridcell', { name: '۲۹' });
    expect(within(dialog).queryByRole('gridcell', { name: '۳۰' })).not.toBeInTheDocument();
    expect(changes).toEqual([]);
    fireEvent.click(d29);
    await closed();
    expect(changes).toEqual(['2029-03-19']); // 29 Esfand 1407
  });

  it('the step buttons go back to any step, marked as the current one', async () => {
    const { field } = mount();
    const dialog = await open(field());
    expect(within(dialog).getByRole('button', { name: 'روز: ۲' })).toHaveAttribute('aria-current', 'step');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ماه: آذر' }));
    expect(await within(dialog).findByRole('radio', { name: 'دی' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ماه: آذر' })).toHaveAttribute('aria-current', 'step');
  });

  it('datetime: the day, then the time; stored with the time after a T', async () => {
    const { field, changes } = mount({ type: 'datetime', minuteStep: 5, autoSubmit: true });
    const dialog = await open(field());
    fireEvent.click(day(dialog, '۱۰'));
    // the time step (auto-submit waits: arrows have no last click)
    const minutes = await within(dialog).findByRole('spinbutton', { name: 'دقیقه' });
    expect(changes).toEqual([]);
    fireEvent.keyDown(minutes, { key: 'ArrowUp' });
    fireEvent.keyDown(within(dialog).getByRole('spinbutton', { name: 'ساعت' }), { key: 'ArrowDown' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    expect(changes).toEqual(['2026-12-01T09:12']);
    expect(field()).toHaveValue('۱۴۰۵/۰۹/۱۰ ۰۹:۱۲');
  });

  it('year, month and year-month store in the calendar they were picked in', async () => {
    const year = mount({ type: 'year', autoSubmit: true });
    let dialog = await open(year.field());
    fireEvent.click(within(dialog).getByRole('radio', { name: '۱۴۱۰' }));
    await closed();
    expect(year.changes).toEqual(['1410']);
    year.unmount();

    const month = mount({ type: 'month', autoSubmit: true });
    dialog = await open(month.field());
    fireEvent.click(within(dialog).getByRole('radio', { name: 'مهر' }));
    await closed();
    expect(month.changes).toEqual(['07']);
    expect(month.field()).toHaveValue('مهر');
    month.unmount();

    const ym = mount({ type: 'year-month', autoSubmit: true });
    dialog = await open(ym.field());
    fireEvent.click(within(dialog).getByRole('radio', { name: '۱۴۰۶' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'خرداد' }));
    await closed();
    expect(ym.changes).toEqual(['1406-03']);
  });

  it('time: hours and minutes only', async () => {
    const { field, changes } = mount({ type: 'time' });
    expect(field()).toHaveAttribute('placeholder', 'لطفاً زمان را انتخاب کنید');
    const dialog = await open(field());
    expect(within(dialog).queryByRole('grid')).not.toBeInTheDocument();
    const hours = within(dialog).getByRole('spinbutton', { name: 'ساعت' });
    expect(hours).toHaveAttribute('aria-valuenow', '10');
    fireEvent.keyDown(hours, { key: 'End' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    expect(changes).toEqual(['23:07']);
  });
});

describe('range and multiple modes (spec §4)', () => {
  it('range: two dates in order; a third click starts again', async () => {
    const { field, changes } = mount({ range: true });
    const dialog = await open(field());
    fireEvent.click(day(dialog, '۲۰'));
    fireEvent.click(day(dialog, '۱۰'));
    expect(day(dialog, '۱۰')).toHaveAttribute('aria-selected', 'true');
    expect(day(dialog, '۲۰')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByTestId('date-picker-summary')).toHaveTextContent('۱۴۰۵/۰۹/۱۰ – ۱۴۰۵/۰۹/۲۰');
    fireEvent.click(day(dialog, '۱۵')); // starts again
    expect(day(dialog, '۱۰')).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(day(dialog, '۱۷'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    expect(changes).toEqual([['2026-12-06', '2026-12-08']]);
    expect(field()).toHaveValue('۱۴۰۵/۰۹/۱۵ – ۱۴۰۵/۰۹/۱۷');
  });

  it('range with auto-submit submits on the second date', async () => {
    const { field, changes } = mount({ range: true, autoSubmit: true });
    const dialog = await open(field());
    fireEvent.click(day(dialog, '۵'));
    expect(changes).toEqual([]);
    fireEvent.click(day(dialog, '۷'));
    await closed();
    expect(changes).toEqual([['2026-11-26', '2026-11-28']]);
  });

  it('multiple: each click toggles a date', async () => {
    const { field, changes } = mount({ multiple: true, value: ['2026-12-01'] });
    const dialog = await open(field());
    expect(day(dialog, '۱۰')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(day(dialog, '۱۲'));
    fireEvent.click(day(dialog, '۳'));
    fireEvent.click(day(dialog, '۱۰')); // off again
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    expect(changes).toEqual([['2026-11-24', '2026-12-03']]);
    expect(field()).toHaveValue('۱۴۰۵/۰۹/۰۳، ۱۴۰۵/۰۹/۱۲');
  });
});

describe('minimum, maximum and what cannot be read (spec §5)', () => {
  it('disables the days outside min and max', async () => {
    const { field } = mount({ min: '2026-11-23', max: '2026-12-05' });
    const dialog = await open(field());
    expect(day(dialog, '۱')).toBeDisabled();
    expect(day(dialog, '۲')).toBeEnabled();
    expect(day(dialog, '۱۴')).toBeEnabled();
    expect(day(dialog, '۱۵')).toBeDisabled();
  });

  it('clamps a given value to the bounds', async () => {
    const early = mount({ value: '2020-01-01', min: '2026-11-23' });
    await waitFor(() => expect(early.changes).toEqual(['2026-11-23']));
    expect(early.field()).toHaveValue('۱۴۰۵/۰۹/۰۲');
    early.unmount();
    const late = mount({ value: '2031-01-01', max: '2027-01-01' });
    await waitFor(() => expect(late.changes).toEqual(['2027-01-01']));
  });

  it('clamps what is typed into an editable field, and reads Persian digits', async () => {
    const { field, changes } = mount({ editable: true, min: '2026-11-23' });
    expect(field()).not.toHaveAttribute('readonly');
    fireEvent.change(field(), { target: { value: '۱۴۰۵/۰۹/۳۰' } });
    expect(changes).toEqual(['2026-12-21']);
    fireEvent.change(field(), { target: { value: '1400/01/01' } }); // before the minimum
    expect(changes.at(-1)).toBe('2026-11-23');
    fireEvent.blur(field());
    expect(field()).toHaveValue('۱۴۰۵/۰۹/۰۲');
  });

  it('an unparsable typed value falls back to the current moment', async () => {
    const { field, changes } = mount({ editable: true });
    fireEvent.change(field(), { target: { value: 'next week' } });
    expect(changes).toEqual([]);
    fireEvent.blur(field());
    expect(changes).toEqual(['2026-11-23']);
  });

  it('an unparsable given value opens the picker at the current moment', async () => {
    const { field } = mount({ value: 'someday', type: 'datetime' });
    expect(field()).toHaveValue('');
    const dialog = await open(field());
    expect(within(dialog).getByTestId('date-picker-summary')).toHaveTextContent('دوشنبه ۲ آذر ۱۴۰۵ ۱۰:۰۷');
  });

  it('the now button picks the current moment (clamped), and goes to the last step', async () => {
    const { field, changes } = mount({ type: 'datetime', initialStep: 'year' });
    const dialog = await open(field());
    fireEvent.click(within(dialog).getByRole('button', { name: 'اکنون' }));
    expect(await within(dialog).findByRole('spinbutton', { name: 'ساعت' })).toHaveAttribute('aria-valuenow', '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    expect(changes).toEqual(['2026-11-23T10:07']);
  });

  it('offers a suggested date when the field is empty', async () => {
    const { field, changes } = mount({ suggest: '2026-11-24' });
    const dialog = await open(field());
    expect(day(dialog, '۳')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'تایید' }));
    await closed();
    expect(changes).toEqual(['2026-11-24']);
  });
});

describe('time arrows and the clock (spec §9)', () => {
  it('a held arrow repeats after 600 ms, every 150 ms shrinking to 30 ms, until released', async () => {
    jest.useFakeTimers({ now: NOW });
    const { field } = mount({ type: 'time', value: '10:00' });
    fireEvent.click(field());
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    const dialog = screen.getByRole('dialog');
    const minutes = within(dialog).getByRole('spinbutton', { name: 'دقیقه' });
    const up = within(dialog).getByRole('button', { name: 'دقیقه‌ی بعد' });
    const value = () => Number(minutes.getAttribute('aria-valuenow'));
    const advance = async (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    fireEvent.pointerDown(up, { button: 0 });
    expect(value()).toBe(1); // at once
    await advance(599);
    expect(value()).toBe(1);
    await advance(1); // 600 ms
    expect(value()).toBe(2);
    await advance(149);
    expect(value()).toBe(2);
    await advance(1); // +150
    expect(value()).toBe(3);
    await advance(120); // +120
    expect(value()).toBe(4);
    await advance(96); // +96
    expect(value()).toBe(5);
    // then 77, 62, 50, 40, 32, and 30 from then on
    await advance(77 + 62 + 50 + 40 + 32);
    expect(value()).toBe(10);
    await advance(30 * 10);
    expect(value()).toBe(20);
    fireEvent.pointerUp(up);
    await advance(1000);
    expect(value()).toBe(20);
    // a tap is one step; the keyboard's Enter is one step too
    fireEvent.pointerDown(up, { button: 0 });
    fireEvent.pointerUp(up);
    fireEvent.click(up, { detail: 1 });
    expect(value()).toBe(21);
    fireEvent.click(up, { detail: 0 });
    expect(value()).toBe(22);
    jest.useRealTimers();
  });

  it('minutes move by the minute step, wrap within the hour, and can be rounded to the step', async () => {
    const { field } = mount({ type: 'time', value: '10:52', minuteStep: 5, roundMinute: true });
    const dialog = await open(field());
    const minutes = within(dialog).getByRole('spinbutton', { name: 'دقیقه' });
    const hours = within(dialog).getByRole('spinbutton', { name: 'ساعت' });
    expect(minutes).toHaveAttribute('aria-valuenow', '50'); // rounded to 5
    fireEvent.keyDown(minutes, { key: 'ArrowUp' });
    expect(minutes).toHaveAttribute('aria-valuenow', '55');
    fireEvent.keyDown(minutes, { key: 'ArrowUp' });
    expect(minutes).toHaveAttribute('aria-valuenow', '0');
    expect(hours).toHaveAttribute('aria-valuenow', '10'); // wrapped inside the hour
    fireEvent.keyDown(minutes, { key: 'ArrowDown' });
    expect(minutes).toHaveAttribute('aria-valuenow', '55');
    fireEvent.keyDown(hours, { key: 'Home' });
    fireEvent.keyDown(hours, { key: 'ArrowDown' });
    expect(hours).toHaveAttribute('aria-valuenow', '23');
    expect(minutes).toHaveAttribute('aria-valuetext', '۵۵');
  });

  it('the clock refreshes each second, and an empty time follows it', async () => {
    jest.useFakeTimers({ now: NOW });
    const { field } = mount({ type: 'time' });
    fireEvent.click(field());
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    const clock = screen.getByTestId('date-picker-clock');
    expect(clock).toHaveTextContent('ساعت اکنون: ۱۰:۰۷:۳۰');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent('۱۰:۰۷:۳۱');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(clock).toHaveTextContent('۱۰:۰۸:۰۱');
    expect(screen.getByRole('spinbutton', { name: 'دقیقه' })).toHaveAttribute('aria-valuenow', '8');
    jest.useRealTimers();
  });
});
