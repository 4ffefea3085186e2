/**
 * Purging the caches in front of the storefront (a CDN, nginx, the shells) after the catalogue
 * changes: one interface, `CachePurger`, and its adapters. Nothing here knows the catalogue: a purge
 * is the new catalogue version and the absolute addresses of the pages it touches (the catalog
 * module's freshness/ names them). A purge never throws and never holds its caller longer than its
 * time bound: a failure is logged, and the caches fall back on their own short lifetimes.
 */

/** One purge: the catalogue version a change made and the pages (absolute URLs) it touches. */
export interface Purge {
  version: number;
  urls: string[];
}

export interface CachePurger {
  readonly name: string;
  purge(p: Purge): Promise<void>;
}

export interface PurgeLogger {
  warn(obj: object, msg: string): void;
}

export interface RecordedPurge extends Purge {
  at: string;
}

/** Keeps the latest purges in memory (development, tests, a site without a CDN): `GET /api/dev/cache-purges` lists them. */
export class SandboxPurger implements CachePurger {
  readonly name = 'sandbox';
  private readonly kept: RecordedPurge[] = [];
  constructor(private readonly max = 100) {}

  async purge(p: Purge): Promise<void> {
    this.kept.unshift({ version: p.version, urls: [...p.urls], at: new Date().toISOString() });
    this.kept.length = Math.min(this.kept.length, this.max);
  }

  /** The latest purges, newest first. */
  recent(limit = this.max): RecordedPurge[] {
    return this.kept.slice(0, limit);
  }
}

/** URLs per POST: a purge of a large import is sent in several (a CDN's API takes a bounded list). */
export const PURGE_BATCH = 500;

export interface HttpPurgerOptions {
  /** the hook that receives POST {version, urls} */
  url: string;
  /** sent as `Authorization: Bearer <token>` */
  token: string;
  /** each POST's time bound */
  timeoutMs: number;
  log: PurgeLogger;
  /** false: the version only, in one POST (the shells hold no page of their own) */
  sendUrls?: boolean;
  batch?: number;
}

/**
 * POSTs `{version, urls}` as JSON with a bearer token to a purge hook: a CDN's purge API behind a
 * small adapter, an nginx location that clears proxy_cache, or a shell's `/__cache/purge`. Lists
 * longer than `batch` go in several POSTs, one after another. Each POST is time-bounded; a refusal, an
 * error or a timeout is logged (the hook's address and the answer's status, never the token).
 */
export class HttpPurger implements CachePurger {
  readonly name = 'http';
  constructor(private readonly o: HttpPurgerOptions) {}

  async purge(p: Purge): Promise<void> {
    const batch = this.o.batch ?? PURGE_BATCH;
    const bodies: object[] = [];
    if (this.o.sendUrls === false) bodies.push({ version: p.version });
    else for (let i = 0; i === 0 || i < p.urls.length; i += batch) bodies.push({ version: p.version, urls: p.urls.slice(i, i + batch) });
    let failed = 0;
    let last = '';
    for (const body of bodies) {
      try {
        const res = await fetch(this.o.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.o.token}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.o.timeoutMs),
        });
        await res.body?.cancel().catch(() => undefined);
        if (!res.ok) {
          failed++;
          last = `answered ${res.status}`;
        }
      } catch (err) {
        failed++;
        last = (err as Error).name === 'TimeoutError' ? `no answer within ${this.o.timeoutMs} ms` : (err as Error).message;
      }
    }
    if (failed) this.o.log.warn({ hook: this.o.url, version: p.version, failed, of: bodies.length, last }, 'cache purge: the hook did not take every purge; those pages follow their cache lifetime');
  }
}

/**
 * Several purgers as one: each purge goes to every one at once, and the caller waits at most `waitMs`
 * (the rest carries on in the background: a large import's batches, a slow hook).
 */
export class PurgerSet implements CachePurger {
  readonly name: string;
  constructor(
    readonly purgers: CachePurger[],
    private readonly waitMs: number,
  ) {
    this.name = purgers.map((p) => p.name).join('+');
  }

  async purge(p: Purge): Promise<void> {
    const all = Promise.allSettled(this.purgers.map((x) => x.purge(p)));
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.waitMs);
      timer.unref?.();
    });
    await Promise.race([all, bound]);
    clearTimeout(timer);
  }
}

/** Absolute addresses of `paths` (percent-encoded already) on the storefront's public origin. */
export function absoluteUrls(publicUrl: string, paths: string[]): string[] {
  const origin = new URL(publicUrl).origin;
  return paths.map((p) => origin + p);
}
