import { configureApi } from 'shared-lib/api';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

type Reply = { status?: number; data?: unknown; messages?: string[]; isSuccess?: boolean } | Promise<never>;

/**
 * Replaces the api client's fetch with `handler`, which answers each call with an envelope.
 * Returns the recorded calls.
 */
export function mockApi(handler: (call: Call) => Reply): Call[] {
  const calls: Call[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const u = new URL(url, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: u.pathname,
      query: u.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const r = await handler(call);
    const status = r.status ?? 200;
    const ok = status >= 200 && status < 300 && r.isSuccess !== false;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => ({ isSuccess: ok, data: r.data ?? null, messages: (r.messages ?? []).map((m) => ({ item1: m })) }),
    } as unknown as Response;
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch, locale: 'en' });
  return calls;
}

export const cartTypeOf = (c: Call) => Number(c.body?.cartUpdateType);
