import { getBus, resetBusForTests, type Topics, type ToastVariant } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import type { Answer, RouteContract } from 'contracts/common';

// Test support for every remote's component tests (re-exported by shared-lib/test-utils; never bundled).

/** A clean page: no cached data, no bus history (a remote resets its own stores beside it). */
export function resetPage(): void {
  invalidateResource('');
  resetBusForTests();
}

/** What is published on a bus topic from now on. */
export function recordBus<T extends keyof Topics>(topic: T): Topics[T][] {
  const seen: Topics[T][] = [];
  getBus().subscribe(topic, (v) => seen.push(v));
  return seen;
}

/** Collects the toasts published on the bus (the bus reset first: earlier toasts are not counted). */
export function collectToasts() {
  resetBusForTests();
  const toasts: { message: string; variant: ToastVariant }[] = [];
  getBus().subscribe('toast:show', (t) => toasts.push({ message: t.message, variant: t.variant }));
  return toasts;
}

/** A promise with its resolve handle: a request the test keeps "in flight". */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A fresh copy of the data of a route's contract example (contracts/src/*.ts): a fixture that cannot
 * drift from the api's schema, since contracts' test sends every example through it.
 */
export function exampleData<C extends RouteContract>(route: C): Answer<C> {
  const example = route.example as { data?: unknown } | undefined;
  if (!example || example.data === undefined) throw new Error(`${route.method} ${route.url} has no example data`);
  return JSON.parse(JSON.stringify(example.data)) as Answer<C>; // JSON: what the api sends
}
