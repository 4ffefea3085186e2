import { fireEvent, waitFor, within } from '@testing-library/react';
import { closed, day, fakeNowEachTest, mount, open } from './picker-test-helpers';

jest.setTimeout(30000);
fakeNowEachTest();

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
