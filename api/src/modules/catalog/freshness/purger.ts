import type { Config } from '../../../config';
import { HttpPurger, PurgerSet, SandboxPurger, type CachePurger, type PurgeLogger } from '../../../lib/cache-purge';

/**
 * The purger CACHE_PURGER chooses (`sandbox`: kept in memory; `http`: the hook at CACHE_PURGE_URL),
 * and with CACHE_PURGE_SECRET every shell of SHELL_PURGE_URLS too (told the version: it drops its
 * sitemaps and stamps its pages with it). `sandbox` is the sandbox adapter, for the dev route.
 */
export function createCachePurger(config: Config, log: PurgeLogger): { purger: CachePurger; sandbox: SandboxPurger | null } {
  const c = config.cachePurge;
  const sandbox = c.purger === 'sandbox' ? new SandboxPurger() : null;
  const hook = sandbox ?? new HttpPurger({ url: c.url!, token: c.token!, timeoutMs: c.timeoutMs, log });
  const shells = c.shellSecret ? c.shellUrls.map((url) => new HttpPurger({ url, token: c.shellSecret!, timeoutMs: c.timeoutMs, log, sendUrls: false })) : [];
  return { purger: new PurgerSet([hook, ...shells], c.timeoutMs), sandbox };
}
