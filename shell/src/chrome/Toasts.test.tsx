import { act, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { getBus, resetBusForTests, toast } from 'shared-lib/bus';
import { Toasts } from './Toasts';

describe('toasts', () => {
  beforeEach(() => resetBusForTests());

  it('shows a toast published on the bus, keeps it after the queue empties, and shows later ones too', async () => {
    renderPage(<Toasts />);
    act(() => toast('added to cart', 'success'));
    expect(await screen.findByText('added to cart', {}, { timeout: 15000 })).toBeInTheDocument();
    // still there after the queue was drained (the provider must stay mounted)
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByText('added to cart')).toBeInTheDocument();
    act(() => getBus().publish('toast:show', { message: 'a problem occurred', variant: 'error', description: 'out of stock' }));
    expect(await screen.findByText('a problem occurred')).toBeInTheDocument();
    expect(screen.getByText('out of stock')).toBeInTheDocument();
  });
});
