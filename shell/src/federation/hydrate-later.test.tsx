/**
 * @jest-environment jsdom
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { RenderEnvContext, type RenderEnv } from './render-env';
import { HydrateLater, resetHydrateLater } from './hydrate-later';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>clicked {n}</button>;
}

function Page({ env }: { env: RenderEnv }) {
  return (
    <RenderEnvContext.Provider value={env}>
      <main>top</main>
      <HydrateLater name="Footer">
        <Counter />
      </HydrateLater>
    </RenderEnvContext.Provider>
  );
}

describe('content that hydrates later (the footer)', () => {
  let idleCallbacks: Array<() => void>;
  beforeEach(() => {
    resetHydrateLater();
    idleCallbacks = [];
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (cb: () => void) => idleCallbacks.push(cb);
  });
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  const hydrated = (el: Element | null) => Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));

  async function hydratePage() {
    const serverEnv: RenderEnv = { server: true, hydrating: false, failed: new Set(), regions: new Set() };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page env={serverEnv} />);
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');
    const env: RenderEnv = { server: false, hydrating: true, failed: new Set(), regions: new Set() };
    await act(async () => {
      hydrateRoot(container, <Page env={env} />);
    });
    env.hydrating = false; // what the shell's HydrationDone does after the first commit
    return { container, serverButton, env };
  }

  it('keeps the server’s HTML while the page hydrates, then hydrates it in place when the browser is idle', async () => {
    const { container, serverButton, env } = await hydratePage();
    // the page around it has hydrated; the footer waits, named among the parts still to hydrate
    expect(hydrated(container.querySelector('main'))).toBe(true);
    expect(hydrated(serverButton)).toBe(false);
    expect(serverButton?.textContent).toBe('clicked 0');
    expect(env.regions?.has('shell/Footer')).toBe(true);
    expect(idleCallbacks).toHaveLength(1);

    await act(async () => {
      idleCallbacks.forEach((cb) => cb());
    });
    // hydrated in place: the same element, now live
    expect(container.querySelector('button')).toBe(serverButton);
    expect(hydrated(serverButton)).toBe(true);
    expect(env.regions?.has('shell/Footer')).toBe(false);
    act(() => serverButton?.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 1');
    container.remove();
  });

  it('a click before the browser is idle hydrates it then, and is not lost', async () => {
    const { container, serverButton } = await hydratePage();
    expect(hydrated(serverButton)).toBe(false);
    act(() => serverButton?.click());
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('clicked 1');
    container.remove();
  });

  it('renders at once where nothing hydrates (a page the browser renders, or later renders)', async () => {
    const env: RenderEnv = { server: false, hydrating: false, failed: new Set(), regions: new Set() };
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Page env={env} />);
    });
    expect(container.querySelector('button')?.textContent).toBe('clicked 0');
    expect(idleCallbacks).toHaveLength(0);
  });
});
