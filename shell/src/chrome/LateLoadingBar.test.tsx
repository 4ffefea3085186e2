import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { useNavigate } from 'shared-lib/router';
import { resetInteractionForTests } from './AfterInteraction';
import { pendingLoads } from '../federation/pending';

// records when the loading bar's chunk is downloaded
const mockBarLoaded = jest.fn();
jest.mock('./LoadingBar', () => {
  mockBarLoaded();
  return jest.requireActual('./LoadingBar');
});

import { LateLoadingBar } from './LateLoadingBar';
// spec §9 (LoadingBar's BAR, not imported here: that would download the chunk this test watches)
const BAR = { throttle: 200, hide: 500, reset: 400 };

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the loading bar comes with the first interaction', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetInteractionForTests();
    mockBarLoaded.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('is not downloaded while the shopper only reads the first page', async () => {
    renderPage(<LateLoadingBar />, { path: '/en' });
    await wait(5000);
    expect(mockBarLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a tap that navigates before its code has come: the bar still shows for that navigation while it waits', async () => {
    renderPage(
      <>
        <Navigator />
        <LateLoadingBar />
      </>,
      { path: '/en' },
    );
    let done!: () => void;
    const data = new Promise<void>((r) => (done = r));
    act(() => {
      fireEvent.pointerDown(document.body);
      navigate('/en/about');
      pendingLoads.track(data);
    });
    // its code comes, it mounts (React reveals a resolved boundary up to 300 ms later), and the
    // navigation still waits after the throttle
    for (let ms = 0; ms < 2000 && !screen.queryByRole('progressbar'); ms += 100) await wait(100);
    expect(mockBarLoaded).toHaveBeenCalled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => done());
    await wait(BAR.hide + BAR.reset + 200);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('downloaded by an interaction that does not navigate, it shows nothing for the page it came on', async () => {
    renderPage(<LateLoadingBar />, { path: '/en' });
    let done!: () => void;
    act(() => {
      fireEvent.pointerDown(document.body);
      pendingLoads.track(new Promise<void>((r) => (done = r)));
    });
    // (the chunk came with the test before: jest keeps a module once loaded)
    await wait(1000);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => done());
  });
});
