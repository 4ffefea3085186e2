import { configureApi } from 'shared-lib/api';

/**
 * A scripted api for component tests (never bundled: only tests import it). Routes are keyed
 * `'METHOD /path'` (or `'/path'` for any method) and answer with an envelope's parts, or a function
 * of the request (which may return a promise the test keeps "in flight", or reject like a network
 * failure). A function instead of a map answers every request.
 */
export interface FakeRequest {
  method: string;
  /** decoded path, without the query */
  path: string;
  query: URLSearchParams;
  url: URL;
  init: RequestInit | undefined;
  /** the JSON body, parsed (multipart bodies: see `init.body`) */
  body: Record<string, unknown> | undefined;
}
export interface FakeAnswer {
  status?: number;
  data?: unknown;
  messages?: Array<{ item1: string; item2?: string }>;
  /** defaults to status < 400 */
  isSuccess?: boolean;
}
type Handler = (req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
export type FakeRoutes = Record<string, FakeAnswer | Handler>;

export function fakeApi(routes: FakeRoutes | Handler, opts: { locale?: string } = {}) {
  const calls: FakeRequest[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const req: FakeRequest = {
      method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      url,
      init,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    calls.push(req);
    const route = typeof routes === 'function' ? routes : (routes[`${method} ${req.path}`] ?? routes[req.path]);
    const answer: FakeAnswer = !route
      ? { status: 404, messages: [{ item1: `no route ${method} ${req.path}`, item2: 'common.routeNotFound' }] }
      : typeof route === 'function'
        ? await route(req)
        : route;
    const status = answer.status ?? 200;
    const body = { isSuccess: answer.isSuccess ?? status < 400, data: answer.data ?? null, messages: answer.messages ?? [] };
    return { ok: status < 400, status, json: async () => body } as Response;
  });
  configureApi({ fetch: fetchFn as unknown as typeof fetch, baseUrl: '', locale: opts.locale ?? 'fa' });
  return {
    fetch: fetchFn,
    calls,
    /** the calls to one route, e.g. called('POST /api/auth/otp') */
    called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** the calls to one path, whatever the method */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}
