import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { useNavigate } from 'shared-lib/router';
import fa from '../locales/fa.json';
import en from '../locales/en.json';
import { resetInteractionForTests } from '../chrome/AfterInteraction';

// records when the PwaChrome chunk is downloaded
const mockChromeLoaded = jest.fn();
jest.mock('./PwaChrome', () => {
  mockChromeLoaded();
  return jest.requireActual('./PwaChrome');
});

import { LatePwaChrome } from './LatePwaChrome';
import { installPrompt } from './install-prompt';

const shell = { shell: { fa, en } };
const tick = () => act(async () => void (await new Promise((r) => setTimeout(r, 10))));

function NextPage() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/en/cat')}>next</button>;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('the PWA chrome (install banner, offline note, full load to a newer build)', () => {
  beforeEach(() => {
    resetInteractionForTests();
    mockChromeLoaded.mockClear();
  });
  afterEach(() => setOnline(true));

  it('is not downloaded while the shopper only reads the first page', async () => {
    renderPage(<LatePwaChrome />, { path: '/en', namespaces: shell });
    await tick();
    expect(mockChromeLoaded).not.toHaveBeenCalled();
  });

  it('comes when the connection goes, and says so', async () => {
    renderPage(<LatePwaChrome />, { path: '/en', namespaces: shell });
    setOnline(false);
    await expect(screen.findByTestId('offline-notice')).resolves.toHaveTextContent(/offline/i);
    expect(mockChromeLoaded).toHaveBeenCalled();
  });

  it('comes at the first interaction, and counts the navigation it came with: the install banner shows on that second page', async () => {
    const stop = installPrompt.listen(window);
    try {
      renderPage(
        <>
          <NextPage />
          <LatePwaChrome />
        </>,
        { path: '/en', namespaces: shell },
      );
      act(() => {
        window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(async () => undefined), userChoice: Promise.resolve({ outcome: 'dismissed' }) }));
      });
      await tick();
      expect(mockChromeLoaded).not.toHaveBeenCalled();
      // the tap that navigates is the first interaction: the chrome mounts on the page it opens
      act(() => void window.dispatchEvent(new Event('pointerdown')));
      fireEvent.click(screen.getByRole('button', { name: 'next' }));
      await expect(screen.findByRole('region', { name: 'Install Atash Imen' })).resolves.toBeVisible();
    } finally {
      stop();
    }
  });
});
