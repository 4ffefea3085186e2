import { act } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { useNavigate } from 'shared-lib/router';
import { ScrollManager } from './ScrollManager';
import { pendingLoads } from '../federation/pending';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('ScrollManager: a #section link from another page', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
    Object.defineProperty(window, 'innerWidth', { value: 1280, writable: true, configurable: true });
    scrollTo = jest.fn((opts: ScrollToOptions) => {
      (window as { scrollY: number }).scrollY = opts.top ?? 0;
    });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  it('lands on the section once the remote has rendered it, not before', async () => {
    renderPage(
      <>
        <Navigator />
        <ScrollManager />
      </>,
      { path: '/about' },
    );
    // the home page's remote code is still loading when the address changes
    let loaded!: () => void;
    pendingLoads.track(new Promise<void>((r) => (loaded = r)));
    act(() => navigate('/#home-brands'));
    await act(() => jest.advanceTimersByTimeAsync(800));
    expect(scrollTo).not.toHaveBeenCalled();

    // the remote arrives and renders the brands section, 2400 px down the page
    const h2 = document.createElement('h2');
    h2.id = 'home-brands';
    h2.getBoundingClientRect = () => ({ top: 2400 - window.scrollY, bottom: 2440 - window.scrollY }) as DOMRect;
    await act(async () => {
      document.body.append(h2);
      loaded();
      await jest.advanceTimersByTimeAsync(400);
    });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400 - 150, behavior: 'smooth' });
    expect(document.activeElement).toBe(h2);
  });

  it('scrolls to the top on a navigation without a hash, not on the first page', async () => {
    renderPage(
      <>
        <Navigator />
        <ScrollManager />
      </>,
      { path: '/about' },
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/cat'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
