import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'shared-lib/router';
import { useListing } from './useListing';

function SortButton() {
  // mode null: no data is read; only the URL handling is under test
  const { update } = useListing(null, {});
  return (
    <button type="button" onClick={() => update({ sort: 'priceDesc' })}>
      sort
    </button>
  );
}

describe('useListing', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps a filter the address already has when the page has not re-rendered yet (a navigation still waiting for its data)', async () => {
    window.history.replaceState(null, '', '/cat/x');
    render(
      <BrowserRouter>
        <SortButton />
      </BrowserRouter>,
    );
    // the brand filter was applied: the address has it, this render (kept on screen by a pending transition) does not
    act(() => window.history.pushState(null, '', '/cat/x?brand=3'));
    await userEvent.click(screen.getByRole('button', { name: 'sort' }));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('brand')).toBe('3');
    expect(query.get('sort')).toBe('priceDesc');
  });
});
