import { createContext, useContext } from 'react';
import type { Composition } from './composition';

/**
 * Where the shell is rendering: on the server (regions wait for their remote's code), or in the
 * browser, where the first render hydrates the server's HTML and must produce the same tree.
 * `failed` names the regions (`remote/module`) the server rendered as fallbacks: the browser starts
 * them as fallbacks too, then retries them.
 */
export interface RenderEnv {
  server: boolean;
  hydrating: boolean;
  failed: Set<string>;
  /** Server: the regions a render showed (`remote/module`), announced to the browser to load early. */
  regions?: Set<string>;
  /**
   * Regions that hydrate once they come near the viewport (`hydrate="visible"`). Server: the ones a
   * render showed (the page does not announce their code). Browser: the ones still waiting.
   */
  deferred?: Set<string>;
  /** Server: this visitor's composition (a canary's visitors and the others render side by side). */
  composition?: Composition;
}

export const browserEnv: RenderEnv = { server: false, hydrating: false, failed: new Set(), deferred: new Set() };
export const RenderEnvContext = createContext<RenderEnv>(browserEnv);
export const useRenderEnv = () => useContext(RenderEnvContext);
