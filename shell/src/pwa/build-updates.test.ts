import { BUILD_POLL_MS, createBuildWatcher, hasRedirect, readBuildId, type BuildEnv } from './build-updates';

type Answer = { status: number; body?: unknown } | Error;

function setup(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (input: string) => {
    calls.push(input);
    const key = Object.keys(answers).find((k) => input.startsWith(k));
    const answer = key ? (answers[key].length > 1 ? answers[key].shift()! : answers[key][0]) : { status: 404 };
    if (answer instanceof Error) throw answer;
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  });
  const env: BuildEnv = {
    fetch: fetchMock as unknown as typeof fetch,
    now: () => Date.now(),
    log: jest.fn(),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  };
  return { env, calls };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('build updates', () => {
  it('asks builds/latest.json every hour with a timestamp query, and nothing in between', async () => {
    const { env, calls } = setup({ '/builds/latest.json': [{ status: 200, body: { buildId: 'b1' } }], '/builds/meta/': [{ status: 200, body: { buildId: 'b1', redirects: [] } }] });
    const w = createBuildWatcher('b1', env);
    await settle();
    expect(calls).toEqual(['/builds/meta/b1.json']);
    jest.advanceTimersByTime(BUILD_POLL_MS - 1);
    await settle();
    expect(calls.filter((c) => c.startsWith('/builds/latest.json'))).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(calls[1]).toBe(`/builds/latest.json?t=${Date.parse('2026-11-23T11:00:00Z')}`);
    jest.advanceTimersByTime(BUILD_POLL_MS);
    await settle();
    expect(calls[2]).toBe(`/builds/latest.json?t=${Date.parse('2026-11-23T12:00:00Z')}`);
    expect(BUILD_POLL_MS).toBe(3_600_000);
    expect(w.newerBuild()).toBeNull();
    expect(w.needsFullLoad('/cat')).toBe(false);
    w.stop();
  });

  it('once a newer build is named, every next navigation is a full load, and its build manifest is fetched', async () => {
    const { env, calls } = setup({
      '/builds/latest.json': [{ status: 200, body: { buildId: 'b2', timestamp: 1 } }],
      '/builds/meta/': [{ status: 200, body: { buildId: 'b1', redirects: [] } }],
    });
    const w = createBuildWatcher('b1', env);
    const seen = jest.fn();
    w.subscribe(seen);
    jest.advanceTimersByTime(BUILD_POLL_MS);
    await settle();
    expect(w.newerBuild()).toBe('b2');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(w.needsFullLoad('/cat')).toBe(true);
    expect(calls).toContain('/builds/meta/b2.json');
    w.stop();
  });

  it('only logs when a file cannot be fetched, and keeps the page as it is', async () => {
    const { env } = setup({ '/builds/latest.json': [new TypeError('Failed to fetch'), { status: 503 }], '/builds/meta/': [{ status: 404 }] });
    const w = createBuildWatcher('b1', env);
    await settle();
    expect(env.log).toHaveBeenCalledWith('[pwa] build manifest b1 could not be fetched', expect.any(Error));
    jest.advanceTimersByTime(BUILD_POLL_MS);
    await settle();
    jest.advanceTimersByTime(BUILD_POLL_MS);
    await settle();
    expect(env.log).toHaveBeenCalledWith('[pwa] builds/latest.json could not be fetched', expect.any(TypeError));
    expect(env.log).toHaveBeenCalledTimes(3);
    expect(w.needsFullLoad('/cat')).toBe(false);
    w.stop();
  });

  it('loads in full a navigation to a path the build manifest redirects', async () => {
    const { env } = setup({
      '/builds/meta/': [{ status: 200, body: { buildId: 'b1', redirects: [{ from: '/instagram', to: 'https://www.instagram.com/', status: 302 }] } }],
    });
    const w = createBuildWatcher('b1', env);
    await settle();
    expect(w.needsFullLoad('/instagram')).toBe(true);
    expect(w.needsFullLoad('/en/instagram/')).toBe(true);
    expect(w.needsFullLoad('/instagram/x')).toBe(false);
    expect(w.needsFullLoad('/cat')).toBe(false);
    w.stop();
  });

  it('reads redirect rules as the server does', () => {
    const rules = [
      { from: '/old-blog', to: '/st/blog', match: 'prefix' as const },
      { from: '/en/only-english', to: '/en/about' },
    ];
    expect(hasRedirect(rules, '/old-blog')).toBe(true);
    expect(hasRedirect(rules, '/ru/old-blog/post-1')).toBe(true);
    expect(hasRedirect(rules, '/old-blogger')).toBe(false);
    expect(hasRedirect(rules, '/en/only-english')).toBe(true);
    expect(hasRedirect(rules, '/only-english')).toBe(false);
    expect(hasRedirect(rules, '/ru/only-english')).toBe(false);
  });

  it('reads the page’s build from its meta tag', () => {
    document.head.innerHTML = '<meta name="build-id" content="bf6435a338e87b58472b">';
    expect(readBuildId()).toBe('bf6435a338e87b58472b');
    document.head.innerHTML = '';
    expect(readBuildId()).toBeNull();
  });
});
