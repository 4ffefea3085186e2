import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import fa from '../locales/fa.json';
import en from '../locales/en.json';
import { useNavigate } from 'shared-lib/router';
import { ENGAGED_AFTER_MS, InstallBanner, OfflineNotice } from './PwaChrome';
import { DISMISSED_KEY, createInstallPrompt } from './install-prompt';

const shell = { shell: { fa, en } };

/** localStorage as a reload leaves it: the same store across "page loads". */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: (i) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** What Chromium fires when the site can be installed. */
function firePrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the install banner', () => {
  it('stays away until the browser offers installation, then offers it in the page’s language', () => {
    const prompt = createInstallPrompt(memoryStorage());
    const stop = prompt.listen(window);
    renderPage(<InstallBanner prompt={prompt} engagedAfterMs={0} />, { path: '/en', namespaces: shell });
    expect(screen.queryByTestId('install-banner')).toBeNull();
    const event = firePrompt();
    // the browser's own infobar is held back: the shop asks in its own words
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install Atash Imen' })).toBeVisible();
    stop();
  });

  it('opens the browser’s install dialog when accepted, and goes away', async () => {
    const prompt = createInstallPrompt(memoryStorage());
    const stop = prompt.listen(window);
    renderPage(<InstallBanner prompt={prompt} engagedAfterMs={0} />, { path: '/', namespaces: shell });
    const event = firePrompt();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'نصب' }));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('install-banner')).toBeNull();
    stop();
  });

  it('is dismissed for good: after a reload it is not offered again', () => {
    const storage = memoryStorage();
    const first = createInstallPrompt(storage);
    const stopFirst = first.listen(window);
    const view = renderPage(<InstallBanner prompt={first} engagedAfterMs={0} />, { path: '/en', namespaces: shell });
    firePrompt();
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(storage.getItem(DISMISSED_KEY)).toBe('1');
    stopFirst();
    view.unmount();

    // the next page load: a new prompt reading the same storage
    const second = createInstallPrompt(storage);
    const stopSecond = second.listen(window);
    renderPage(<InstallBanner prompt={second} engagedAfterMs={0} />, { path: '/en', namespaces: shell });
    firePrompt();
    expect(second.state()).toBe('dismissed');
    expect(screen.queryByTestId('install-banner')).toBeNull();
    stopSecond();
  });

  it('waits for the shopper to engage: not over the first page at once, but after 30 s there', () => {
    jest.useFakeTimers();
    try {
      const prompt = createInstallPrompt(memoryStorage());
      const stop = prompt.listen(window);
      renderPage(<InstallBanner prompt={prompt} />, { path: '/en', namespaces: shell });
      firePrompt();
      expect(screen.queryByTestId('install-banner')).toBeNull();
      act(() => {
        jest.advanceTimersByTime(ENGAGED_AFTER_MS - 1000);
      });
      expect(screen.queryByTestId('install-banner')).toBeNull();
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByRole('region', { name: 'Install Atash Imen' })).toBeVisible();
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('appears on the second page the shopper opens', () => {
    const prompt = createInstallPrompt(memoryStorage());
    const stop = prompt.listen(window);
    function NextPage() {
      const navigate = useNavigate();
      return <button onClick={() => navigate('/en/cat')}>next</button>;
    }
    renderPage(
      <>
        <NextPage />
        <InstallBanner prompt={prompt} />
      </>,
      { path: '/en', namespaces: shell },
    );
    firePrompt();
    expect(screen.queryByTestId('install-banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('region', { name: 'Install Atash Imen' })).toBeVisible();
    stop();
  });

  it.each(['/pr/12/extinguisher-6kg', '/en/pr/12/extinguisher-6kg', '/loginRegister', '/en/loginRegister', '/basket', '/en/profile/accountorder/7', '/profile', '/st/contactus'])(
    'never covers a page where the shopper acts (%s: the product page’s add-to-cart bar, log-in, basket, order, account, contact)',
    (path) => {
      const prompt = createInstallPrompt(memoryStorage());
      const stop = prompt.listen(window);
      renderPage(<InstallBanner prompt={prompt} engagedAfterMs={0} />, { path, namespaces: shell });
      firePrompt();
      expect(screen.queryByTestId('install-banner')).toBeNull();
      stop();
    },
  );

  it('steps aside when the shopper opens a product, and comes back on the next page that is read', () => {
    const prompt = createInstallPrompt(memoryStorage());
    const stop = prompt.listen(window);
    function Go({ to }: { to: string }) {
      const navigate = useNavigate();
      return <button onClick={() => navigate(to)}>{to}</button>;
    }
    renderPage(
      <>
        <Go to="/en/pr/12/extinguisher-6kg" />
        <Go to="/en/cat" />
        <InstallBanner prompt={prompt} engagedAfterMs={0} />
      </>,
      { path: '/en', namespaces: shell },
    );
    firePrompt();
    expect(screen.getByRole('region', { name: 'Install Atash Imen' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '/en/pr/12/extinguisher-6kg' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    // not dismissed: offered again where it covers nothing the shopper needs
    expect(prompt.state()).toBe('available');
    fireEvent.click(screen.getByRole('button', { name: '/en/cat' }));
    expect(screen.getByRole('region', { name: 'Install Atash Imen' })).toBeVisible();
    stop();
  });

  it('goes away once the site is installed', () => {
    const prompt = createInstallPrompt(memoryStorage());
    const stop = prompt.listen(window);
    renderPage(<InstallBanner prompt={prompt} engagedAfterMs={0} />, { path: '/en', namespaces: shell });
    firePrompt();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('install-banner')).toBeNull();
    stop();
  });
});

describe('the offline note', () => {
  const setOnline = (v: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => v });
    window.dispatchEvent(new Event(v ? 'online' : 'offline'));
  };
  afterEach(() => setOnline(true));

  it('says the connection is gone, in Persian, and leaves when it returns', () => {
    renderPage(<OfflineNotice />, { path: '/', namespaces: shell });
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('اتصال اینترنت برقرار نیست');
    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});
