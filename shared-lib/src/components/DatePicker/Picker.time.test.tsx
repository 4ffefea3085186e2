import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeNowEachTest, mount, NOW, open } from './picker-test-helpers';

jest.setTimeout(30000);
fakeNowEachTest();

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
