import { configureApi } from 'shared-lib/api';
import { getBus, resetBusForTests, type ToastVariant } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

/** Test support for the content remote's component tests (not bundled: only *.test.tsx import it). */
export const namespaces = { content: { fa, en } };

export interface FakeResponse {
  status?: number;
  data?: unknown;
  messages?: { item1: string; item2?: string }[];
}

type Handler = (url: URL, init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces the api client's fetch with a router of handlers by path. Returns the recorded calls.
 * A handler may return a promise that the test resolves later (a request "in flight").
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; url: URL; init?: RequestInit; body?: unknown }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    let body: unknown;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    else body = init?.body;
    calls.push({ path: url.pathname, url, init, body });
    const handler = handlers[url.pathname];
    const res: FakeResponse = handler ? await handler(url, init) : { status: 404, messages: [{ item1: 'not found' }] };
    const status = res.status ?? 200;
    return {
      ok: status < 400,
      status,
      json: async () => ({ isSuccess: status < 400, data: res.data ?? null, messages: res.messages ?? [] }),
    } as Response;
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch, baseUrl: '' });
  return { fetch, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/** Collects the toasts published on the bus. */
export function collectToasts() {
  resetBusForTests();
  const toasts: { message: string; variant: ToastVariant }[] = [];
  getBus().subscribe('toast:show', (t) => toasts.push({ message: t.message, variant: t.variant }));
  return toasts;
}

export function resetContentCaches() {
  invalidateResource('');
}

/** A promise with its resolve handle: a request the test keeps "in flight". */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
