import { Suspense, useEffect, type ReactNode } from 'react';
import { useRenderEnv, type RenderEnv } from './render-env';

/**
 * Hydration in two waves (issue 11, "interactive regions hydrate first, the rest later"): content
 * below the fold (the footer, the home page's lower widgets) keeps the server's HTML while the rest
 * of the page hydrates, and hydrates once the browser is first idle after that, in its own smaller
 * render and commit. Nothing moves (the server's HTML stays as it is), links work meanwhile (as
 * plain links), and an update or event that reaches such content earlier hydrates it then.
 */

let idleReached = false;
let idle: Promise<void> | null = null;

/** The browser's first idle moment after start-up (at most 3 s away). */
function firstIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      idleReached = true;
      resolve();
    };
    const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (ric) ric(done, { timeout: 3000 });
    else setTimeout(done, 300);
  });
  return idle;
}

/**
 * Called first in a component whose content can hydrate later (a plain function, not a hook: it
 * only reads and may throw): while the page's first render
 * hydrates, it suspends (React keeps the server's HTML) until the browser's first idle moment.
 * `key` is named in `env.regions` meanwhile (the colour mode waits for every part to hydrate).
 * Anywhere else (the server, a page the browser renders, any later render) it does nothing.
 */
export function holdHydrationUntilIdle(env: RenderEnv, key: string): void {
  if (env.server || !env.hydrating || idleReached) return;
  env.regions?.add(key);
  throw firstIdle();
}

function Later({ name, children }: { name: string; children: ReactNode }) {
  const env = useRenderEnv();
  const key = `shell/${name}`;
  holdHydrationUntilIdle(env, key);
  useEffect(() => {
    env.regions?.delete(key);
  }, [env, key]);
  return <>{children}</>;
}

/** The shell's own content that can hydrate later (the footer): see holdHydrationUntilIdle. */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later name={name}>{children}</Later>
    </Suspense>
  );
}

/** For tests: start-up as on a fresh page. */
export function resetHydrateLater(): void {
  idleReached = false;
  idle = null;
}
