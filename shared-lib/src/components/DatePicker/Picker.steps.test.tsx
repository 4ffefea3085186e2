import { fireEvent, within } from '@testing-library/react';
import { closed, day, fakeNowEachTest, mount, open } from './picker-test-helpers';

jest.setTimeout(30000);
fakeNowEachTest();

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
