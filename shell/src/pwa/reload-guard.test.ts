import { RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkFailure, watchChunkFailures, type ReloadGuardEnv } from './reload-guard';

/** sessionStorage as a reload leaves it: the same object across "page loads". */
function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function makeEnv(overrides: Partial<ReloadGuardEnv> = {}) {
  const storage = memoryStorage();
  const stored = () => JSON.parse(storage.data.get('pwa:chunk-reloads') ?? '{}') as Record<string, number>;
  let path = '/pr/1/a';
  const env = {
    storage,
    now: () => Date.now(),
    reload: jest.fn(),
    path: () => path,
    online: () => true,
    log: jest.fn(),
    ...overrides,
  };
  return { env, stored, setPath: (p: string) => (path = p) };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('reload after a failed chunk load', () => {
  it('reloads once, then not again for the same path within 10 seconds, then again after', () => {
    const { env } = makeEnv();
    expect(reloadAfterChunkFailure(env, 'a.js')).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);

    // the reloaded page fails again: no loop
    jest.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkFailure(env, 'a.js')).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    expect(reloadAfterChunkFailure(env, 'a.js')).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', () => {
    const { env, setPath } = makeEnv();
    expect(reloadAfterChunkFailure(env, 'a.js')).toBe(true);
    setPath('/cat');
    expect(reloadAfterChunkFailure(env, 'b.js')).toBe(true);
    expect(reloadAfterChunkFailure(env, 'b.js')).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('forgets old reloads, so the stored list stays small', () => {
    const { env, stored, setPath } = makeEnv();
    for (let i = 0; i < 5; i++) {
      setPath(`/p${i}`);
      reloadAfterChunkFailure(env, 'x.js');
      jest.advanceTimersByTime(RELOAD_GUARD_MS);
    }
    expect(Object.keys(stored())).toEqual(['/p4']);
  });

  it('does not reload offline (the file cannot be fetched then either) or without storage to remember it', () => {
    const offline = makeEnv({ online: () => false }).env;
    expect(reloadAfterChunkFailure(offline, 'a.js')).toBe(false);
    expect(offline.reload).not.toHaveBeenCalled();
    const noStorage = makeEnv({ storage: null }).env;
    expect(reloadAfterChunkFailure(noStorage, 'a.js')).toBe(false);
    expect(noStorage.reload).not.toHaveBeenCalled();
  });

  it('recognises webpack and federation load failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.\n(error: http://x/42.abcdef0123.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk i18n-shell-fa-json failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('watching the page', () => {
  it('reloads when a build script fails to load, and only once', () => {
    const { env } = makeEnv();
    const stop = watchChunkFailures(env);
    const fail = (src: string) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    };
    fail('http://localhost:3901/1.0.0/web/__federation_expose_ProductPage.83da44daa1.js');
    fail('http://localhost:3901/1.0.0/web/352.149ec98925.js');
    expect(env.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reload for a remote\'s entry that fails (its server down: the region shows its fallback)', () => {
    const { env } = makeEnv();
    const stop = watchChunkFailures(env);
    const script = document.createElement('script');
    script.src = 'http://localhost:3902/1.0.0/web/remoteEntry.js';
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect(env.reload).not.toHaveBeenCalled();
    stop();
  });

  it('ignores other failed elements and stops when asked', () => {
    const { env } = makeEnv();
    const stop = watchChunkFailures(env);
    const img = document.createElement('img');
    document.body.appendChild(img);
    img.dispatchEvent(new Event('error'));
    expect(env.reload).not.toHaveBeenCalled();
    stop();
    const script = document.createElement('script');
    script.src = 'http://localhost/main.0123456789.js';
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads for a ChunkLoadError nobody handled', () => {
    const { env } = makeEnv();
    const stop = watchChunkFailures(env);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }) }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('something else') }));
    expect(env.reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
