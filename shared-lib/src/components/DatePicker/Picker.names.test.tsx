import { fireEvent, within } from '@testing-library/react';
import { fakeNowEachTest, mount, open } from './picker-test-helpers';

jest.setTimeout(30000);
fakeNowEachTest();

/** Issue 34, item 8: the Persian calendar writes its months and weekdays as Persian does. */
describe('names in the Persian calendar', () => {
  it('the weekday header is the weekdays’ letters (ش ی د س چ پ ج), never digits', async () => {
    const { field } = mount();
    const dialog = await open(field());
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual(['شنبه', 'یک‌شنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنج‌شنبه', 'جمعه']);
  });

  it('the month step shows whole month names (مرداد, not مرد)', async () => {
    const { field } = mount();
    const dialog = await open(field());
    fireEvent.click(within(dialog).getByRole('button', { name: 'ماه: آذر' }));
    const months = await within(dialog).findAllByRole('radio');
    expect(months.map((m) => m.textContent)).toEqual(['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند']);
  });

  it('English keeps its own short names and weekday letters', async () => {
    const { field } = mount({}, '/en');
    const dialog = await open(field());
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Month: November' }));
    expect((await within(dialog).findAllByRole('radio')).map((m) => m.textContent)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});
