import { fakeApi as sharedFakeApi, type FakeRequest } from 'shared-lib/fake-api';
import { getBus, resetBusForTests, type ToastVariant } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import fa from '../locales/fa.json';
import en from '../locales/en.json';

/** Test support for the content remote's component tests (not bundled: only *.test.tsx import it). */
export const namespaces = { content: { fa, en } };

export interface FakeResponse {
  status?: number;
  data?: unknown;
  messages?: { item1: string; item2?: string }[];
}

type Handler = (url: URL, init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>;
interface Call {
  path: string;
  url: URL;
  init?: RequestInit;
  /** the parsed JSON body, or the FormData of an upload */
  body?: unknown;
}

/**
 * Replaces the api client's fetch with a router of handlers by path (any method). Returns the
 * recorded calls. A handler may return a promise that the test resolves later (a request "in flight").
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const api = sharedFakeApi(Object.fromEntries(Object.entries(handlers).map(([path, h]) => [path, (req: FakeRequest) => h(req.url, req.init)])));
  const view = (c: FakeRequest): Call => ({ path: c.path, url: c.url, init: c.init, body: c.body ?? c.init?.body });
  return {
    fetch: api.fetch,
    get calls() {
      return api.calls.map(view);
    },
    callsTo: (path: string) => api.callsTo(path).map(view),
  };
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
