import { act, fireEvent, render, screen } from '@testing-library/react';
import { AfterInteraction, resetInteractionForTests } from './AfterInteraction';

afterEach(() => resetInteractionForTests());

describe('AfterInteraction', () => {
  it.each([
    ['scroll', () => fireEvent.scroll(window)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a click', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'End' })],
  ])('renders nothing until the first interaction (%s), then its children', (_, interact) => {
    render(<AfterInteraction>invitation</AfterInteraction>);
    expect(screen.queryByText('invitation')).toBeNull();
    act(() => interact());
    expect(screen.getByText('invitation')).toBeInTheDocument();
  });

  it('renders at once on later mounts of the same page load (another page of the visit)', () => {
    const first = render(<AfterInteraction>invitation</AfterInteraction>);
    act(() => {
      fireEvent.scroll(window);
    });
    first.unmount();
    render(<AfterInteraction>invitation</AfterInteraction>);
    expect(screen.getByText('invitation')).toBeInTheDocument();
  });

  it('stops listening when unmounted before any interaction', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<AfterInteraction>invitation</AfterInteraction>);
    unmount();
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(['keydown', 'pointerdown', 'scroll', 'touchstart']);
    remove.mockRestore();
  });
});
