import { configureApi } from 'shared-lib/api';
import { resetBusForTests } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';

/** A scripted api for component tests: `'METHOD /path'` → an answer, or a function of the request. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}
export interface FakeAnswer {
  status?: number;
  data?: unknown;
  messages?: Array<{ item1: string; item2?: string }>;
}
export type FakeRoutes = Record<string, FakeAnswer | ((req: FakeRequest) => FakeAnswer | Promise<FakeAnswer>)>;

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeRequest[] = [];
  const fetchFn = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const req: FakeRequest = {
      method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    calls.push(req);
    const route = routes[`${method} ${req.path}`];
    const answer: FakeAnswer = !route
      ? { status: 404, messages: [{ item1: `no route ${method} ${req.path}`, item2: 'common.routeNotFound' }] }
      : typeof route === 'function'
        ? await route(req)
        : route;
    const status = answer.status ?? 200;
    const body = { isSuccess: status < 400, data: answer.data ?? null, messages: answer.messages ?? [] };
    return { ok: status < 400, status, json: async () => body } as Response;
  });
  configureApi({ fetch: fetchFn as unknown as typeof fetch, baseUrl: '', locale: 'fa' });
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A clean page: no cached data, no bus history. */
export function resetPage(): void {
  invalidateResource('');
  resetBusForTests();
}
