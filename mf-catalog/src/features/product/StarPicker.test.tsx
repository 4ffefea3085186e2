import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { StarPicker } from './StarPicker';

const lit = (group: HTMLElement) => within(group).getAllByRole('radio').filter((r) => r.parentElement!.querySelector('path')!.getAttribute('d')!.endsWith('21z')).length;

function picker(props: Partial<Parameters<typeof StarPicker>[0]> = {}) {
  const onPick = jest.fn();
  renderPage(
    <>
      <span id="rate-label">Rate this product</span>
      <StarPicker name="rate-3" labelledBy="rate-label" labelOf={(n) => `${n} stars`} onPick={onPick} {...props} />
    </>,
    { path: '/en' },
  );
  return { onPick, group: screen.getByRole('radiogroup', { name: 'Rate this product' }) };
}

describe('stars to give a rating with', () => {
  it('is a labelled group of five radios sharing one name (one tab stop in a browser), none chosen', () => {
    const { group } = picker();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['1 stars', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(radios.every((r) => !(r as HTMLInputElement).checked && r.getAttribute('name') === 'rate-3')).toBe(true);
    expect(lit(group)).toBe(0);
  });

  it('a click chooses that many stars', () => {
    const { group, onPick } = picker();
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(onPick).toHaveBeenCalledWith(4);
  });

  it('lights the stars up to the one pointed at or focused, and none after', () => {
    const { group } = picker();
    const third = within(group).getByRole('radio', { name: '3 stars' });
    fireEvent.mouseEnter(third.parentElement!);
    expect(lit(group)).toBe(3);
    fireEvent.mouseLeave(group);
    expect(lit(group)).toBe(0);
    fireEvent.focus(within(group).getByRole('radio', { name: '2 stars' }));
    expect(lit(group)).toBe(2);
    fireEvent.blur(within(group).getByRole('radio', { name: '2 stars' }));
    expect(lit(group)).toBe(0);
  });

  it('while a rating is being sent, nothing can be chosen', () => {
    const { group, onPick } = picker({ disabled: true });
    const radios = within(group).getAllByRole('radio');
    expect(radios.every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    fireEvent.mouseEnter(radios[4].parentElement!);
    expect(lit(group)).toBe(0);
    fireEvent.click(radios[4]);
    expect(onPick).not.toHaveBeenCalled();
  });
});
