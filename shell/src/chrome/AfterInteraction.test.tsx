import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { AfterInteraction, onFirstInteraction, resetInteractionForTests } from './AfterInteraction';

afterEach(() => resetInteractionForTests());

describe('AfterInteraction', () => {
  it.each([
    ['scroll', () => fireEvent.scroll(window)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a click', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'End' })],
  ])('renders nothing until the first interaction (%s), then its children, after the frame that answers it', async (_, interact) => {
    render(<AfterInteraction>invitation</AfterInteraction>);
    expect(screen.queryByText('invitation')).toBeNull();
    act(() => interact());
    // not in the interaction's own task: its feedback is painted first (issue 33)
    expect(screen.queryByText('invitation')).toBeNull();
    expect(await screen.findByText('invitation')).toBeInTheDocument();
  });

  it('renders at once on later mounts of the same page load (another page of the visit)', async () => {
    const first = render(<AfterInteraction>invitation</AfterInteraction>);
    act(() => {
      fireEvent.scroll(window);
    });
    await screen.findByText('invitation');
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

  it('hydrates the server’s markup (nothing) when the interaction came before, then renders its children', async () => {
    const tree = <p>page {<AfterInteraction>invitation</AfterInteraction>}</p>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    // an interaction before hydration (something else was listening already)
    const stop = onFirstInteraction(() => {});
    act(() => {
      fireEvent.scroll(window);
    });
    stop();
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('page invitation');
    act(() => root.unmount());
    container.remove();
  });
});
