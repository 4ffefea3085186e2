import { SW_UPDATE_INTERVAL_MS, registerServiceWorker, type SwEnv, type SwStatus } from './register';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

/** A service worker as the page sees it: a state and statechange events. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = jest.fn(async () => undefined);
  /** A new worker starts installing (what an update check finds). */
  find(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = jest.fn(async () => this.registration);
  /** A worker takes charge of the page (clients.claim here or an activation in another tab). */
  takeCharge(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup(opts: { controlled?: boolean; online?: boolean; hidden?: boolean; swStatus?: number; registerFails?: boolean } = {}) {
  const container = new FakeContainer();
  if (opts.controlled) container.controller = new FakeWorker();
  if (opts.registerFails) container.register.mockRejectedValue(new Error('SecurityError'));
  const flags: SwStatus[] = [];
  const state = { online: opts.online ?? true, hidden: opts.hidden ?? false };
  const fetchMock = jest.fn(async () => ({ status: opts.swStatus ?? 200 }) as Response);
  const env: SwEnv = {
    container: container as unknown as ServiceWorkerContainer,
    fetch: fetchMock as unknown as typeof fetch,
    online: () => state.online,
    hidden: () => state.hidden,
    reload: jest.fn(),
    setInterval: (fn, ms) => setInterval(fn, ms),
    flag: (s) => flags.push(s),
    log: jest.fn(),
    markKept: jest.fn(),
    loadedUrls: () => ['http://localhost/main.0123456789.js', 'http://localhost/api/product/1?lang=fa', 'http://localhost/sw.js'],
  };
  return { container, env, flags, state, fetchMock, registration: container.registration };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the async checks started by the timers finish. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the service worker’s life in the page', () => {
  it('registers /sw.js for the whole site, past the HTTP cache', async () => {
    const { container, env, flags } = setup();
    await registerServiceWorker(env);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(flags).toEqual(['registered']);
  });

  it('goes through installed and activated on the first visit without reloading, and hands over what the page loaded', async () => {
    const { container, env, flags, registration } = setup();
    await registerServiceWorker(env);
    const worker = registration.find();
    worker.moveTo('installed');
    worker.moveTo('activated');
    container.takeCharge(worker);
    expect(flags).toEqual(['registered', 'installed', 'activated']);
    expect(env.reload).not.toHaveBeenCalled();
    const [message] = worker.posted as Array<{ type: string; payload: { urlsToCache: unknown[] } }>;
    expect(message.type).toBe('CACHE_URLS');
    expect(message.payload.urlsToCache).toEqual([
      [window.location.href, { headers: { accept: 'text/html' } }],
      'http://localhost/main.0123456789.js',
      'http://localhost/api/product/1?lang=fa',
    ]);
  });

  it('reloads the page once when an update is found and activated', async () => {
    const { container, env, registration } = setup({ controlled: true });
    await registerServiceWorker(env);
    const worker = registration.find();
    worker.moveTo('installed');
    expect(env.reload).not.toHaveBeenCalled();
    worker.moveTo('activated');
    container.takeCharge(worker);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the page when a worker is activated from another tab', async () => {
    const { container, env } = setup({ controlled: true });
    await registerServiceWorker(env);
    container.takeCharge(new FakeWorker());
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads for a later update even when the first visit started without a worker', async () => {
    const { container, env, registration } = setup();
    await registerServiceWorker(env);
    container.takeCharge(registration.find());
    expect(env.reload).not.toHaveBeenCalled();
    const next = registration.find();
    next.moveTo('activated');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('logs and flags a registration failure, and does nothing else', async () => {
    const { env, flags, fetchMock } = setup({ registerFails: true });
    await expect(registerServiceWorker(env)).resolves.toBeNull();
    expect(env.log).toHaveBeenCalledWith('[pwa] service worker registration failed', expect.any(Error));
    expect(flags).toEqual(['failed']);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('the 20 s update check', () => {
  it('fetches the worker’s script past the cache every 20 s and updates the registration on status 200', async () => {
    const { env, fetchMock, registration } = setup({ controlled: true });
    await registerServiceWorker(env);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/sw.js', { cache: 'no-cache' });
    expect(registration.update).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registration.update).toHaveBeenCalledTimes(2);
    expect(SW_UPDATE_INTERVAL_MS).toBe(20_000);
  });

  it('does not update when the script does not answer 200', async () => {
    const { env, fetchMock, registration } = setup({ swStatus: 404 });
    await registerServiceWorker(env);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('skips while offline, while a worker installs, and while the page is hidden', async () => {
    const { env, fetchMock, registration, state } = setup({ online: false });
    await registerServiceWorker(env);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    state.online = true;
    registration.installing = new FakeWorker();
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    registration.installing = null;
    state.hidden = true;
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    state.hidden = false;
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('survives a failed fetch (the server is down) and tries again 20 s later', async () => {
    const { env, fetchMock, registration } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await registerServiceWorker(env);
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(registration.update).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    await settle();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
