/**
 * Assertions that wait (issue 30): what a page does after an action (a module loaded, a region
 * drawn, a style applied, a message logged) is read again until it holds, within a bound, instead
 * of once. The specs run with jest's `expect` (playwright-core has no web-first assertions), so this
 * is Playwright's `expect.poll` written for it:
 *
 *   await poll(() => loaded(page, 'shared-lib/forms')).toBe(true);
 *   await poll(() => page.getByRole('menu').count()).not.toBe(0);
 *
 * The value is read, the matcher tried; on failure it is read again every `interval` ms until
 * `timeout` (15 s: a host three times slower than usual still fits, and jest's 90 s test timeout
 * leaves room for several). After the bound the last matcher's own message fails the test, so a
 * failure reads as the one-shot assertion did. A reading that throws (a page navigating while it is
 * read) counts as a failed try.
 *
 * Only for what must eventually hold: a negative assertion (something must NOT happen) stays a
 * one-shot `expect` after the spec has waited for what would have caused it.
 */

export interface PollOptions {
  /** how long to keep trying, ms */
  timeout?: number;
  /** pause between tries, ms */
  interval?: number;
}

export const POLL_TIMEOUT = 15_000;

type Async<T> = jest.Matchers<Promise<void>, T>;
export type PollMatchers<T> = Async<T> & { not: Async<T> };
type Matcher = (...args: unknown[]) => void;
type Expectation = Record<string, Matcher> & { not: Record<string, Matcher> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function poll<T>(read: () => T | Promise<T>, opts: PollOptions = {}): PollMatchers<T> {
  const { timeout = POLL_TIMEOUT, interval = 100 } = opts;
  // where the spec called poll: the failure points there, not into this file
  const site = new Error().stack?.split('\n').slice(2).join('\n') ?? '';
  const matcher =
    (negated: boolean, name: string) =>
    async (...args: unknown[]): Promise<void> => {
      const until = Date.now() + timeout;
      for (;;) {
        try {
          const e = expect(await read()) as unknown as Expectation;
          // jest's matchers are closures over the value: no `this` needed
          (negated ? e.not : e)[name](...args);
          return;
        } catch (err) {
          if (Date.now() >= until) {
            if (err instanceof Error) {
              err.message = `${err.message}\n\n(still so after ${timeout} ms of polling)`;
              err.stack = `${err.message}\n${site}`;
            }
            throw err;
          }
        }
        await sleep(interval);
      }
    };
  // every matcher name jest knows; `then` is not one (awaiting poll(...) itself must not hang)
  const named = (name: string | symbol, negated: boolean) => (typeof name === 'string' && name !== 'then' ? matcher(negated, name) : undefined);
  const not = new Proxy({}, { get: (_t, name) => named(name, true) });
  return new Proxy({} as PollMatchers<T>, { get: (_t, name) => (name === 'not' ? not : named(name, false)) });
}
