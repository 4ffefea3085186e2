import { fakeApi, type FakeRequest } from 'shared-lib/fake-api';

export type Call = FakeRequest;

type Reply = { status?: number; data?: unknown; messages?: string[]; isSuccess?: boolean } | Promise<never>;

/**
 * Replaces the api client's fetch with `handler`, which answers each call with an envelope
 * (messages given as plain texts). Returns the recorded calls.
 */
export function mockApi(handler: (call: Call) => Reply): Call[] {
  return fakeApi(
    async (call) => {
      const r = await handler(call);
      return { ...r, messages: (r.messages ?? []).map((m) => ({ item1: m })) };
    },
    { locale: 'en' },
  ).calls;
}

export const cartTypeOf = (c: Call) => Number(c.body?.cartUpdateType);
