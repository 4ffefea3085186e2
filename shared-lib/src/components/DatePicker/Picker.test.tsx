import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closed, day, fakeNowEachTest, mount, open, setWidth } from './picker-test-helpers';

jest.setTimeout(30000);
fakeNowEachTest();

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
