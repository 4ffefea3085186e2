/**
 * The composition: which version of each remote is live. The shell's server inlines it into the
 * page (and serves /composition.json); changing the file on the server switches a remote's
 * version on the next page load, without rebuilding or restarting anything.
 */
export interface RemoteEntry {
  /** Base URL of the remote's static server. */
  server: string;
  version: string;
  /** URL of the version's browser manifest (default `<server>/<version>/web/mf-manifest.json`). */
  manifest?: string;
  /** URL of the version's server build entry (default `<server>/<version>/node/remoteEntry.js`). */
  ssr?: string;
}
export interface Composition {
  remotes: Record<string, RemoteEntry>;
}

export function manifestUrl(r: RemoteEntry): string {
  return r.manifest ?? `${r.server.replace(/\/$/, '')}/${encodeURIComponent(r.version)}/web/mf-manifest.json`;
}

/**
 * The version's browser entry, which the browser registers: `remoteEntry.js` beside its manifest (where
 * every remote's build writes it). The browser's federation runtime is built without the manifest
 * reader (`disableSnapshot`: 0.9 KB less on every first visit, and no manifest request); the shell's
 * server reads the manifests for its preload hints, link prefetch for a linked page's files.
 */
export function browserEntryUrl(r: RemoteEntry): string {
  return new URL('remoteEntry.js', manifestUrl(r)).href;
}

/** The server build's entry, which the shell's server renders with. */
export function ssrEntryUrl(r: RemoteEntry): string {
  return r.ssr ?? `${r.server.replace(/\/$/, '')}/${encodeURIComponent(r.version)}/node/remoteEntry.js`;
}

export function parseComposition(raw: unknown): Composition {
  const remotes: Record<string, RemoteEntry> = {};
  const src = (raw as { remotes?: Record<string, Partial<RemoteEntry>> } | null)?.remotes ?? {};
  for (const [name, r] of Object.entries(src)) {
    if (!r || typeof r.server !== 'string' || typeof r.version !== 'string') continue;
    remotes[name] = {
      server: r.server,
      version: r.version,
      manifest: typeof r.manifest === 'string' ? r.manifest : undefined,
      ssr: typeof r.ssr === 'string' ? r.ssr : undefined,
    };
  }
  return { remotes };
}

/** Reads the composition inlined by the server, else fetches /composition.json. */
export async function readComposition(doc: Document | undefined = globalThis.document): Promise<Composition> {
  const inline = doc?.getElementById('composition')?.textContent;
  if (inline) {
    try {
      return parseComposition(JSON.parse(inline));
    } catch {
      /* fall through to the network */
    }
  }
  try {
    const res = await fetch('/composition.json', { cache: 'no-store' });
    return parseComposition(await res.json());
  } catch {
    return { remotes: {} };
  }
}
