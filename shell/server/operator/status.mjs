// What the operators' page shows, as data (also served as status.json): for each remote, live and candidate
// versions, the versions its server offers (<server>/versions.json), the shared modules each version was
// built with (its mf-manifest.json `shared`) with the warnings against the shell's, and the remote failures
// browsers reported in the last hour (the observability plugin's store); the recent changes.
import { readComposition, readHistory, offeredVersions, browserManifestUrl } from 'server-kit/composition/store.mjs';
import { sharedWarnings } from './shared-versions.mjs';

const HOUR = 3_600_000;
const legacyManifestUrl = (remote) => `${String(remote.server).replace(/\/$/, '')}/${encodeURIComponent(remote.version)}/mf-manifest.json`;

/**
 * `status()` for these options (the operator plugin's, resolved).
 * @param {{ compositionFile: string, historyFile: string, manifestUrl?: Function, fetchImpl: typeof fetch, timeoutMs: number,
 *   versionsShown: number, provided?: Record<string, string>, failures: () => { summary(ms: number): Record<string, object> } | undefined }} o
 */
export function operatorStatus(o) {
  const { compositionFile, historyFile, fetchImpl, timeoutMs, versionsShown, provided } = o;
  const manifestUrl = o.manifestUrl ?? browserManifestUrl;
  const manifests = new Map(); // url → manifest; a published version never changes

  async function manifestOf(entry) {
    const urls = [manifestUrl(entry)];
    if (!o.manifestUrl && !entry.manifest) urls.push(legacyManifestUrl(entry)); // builds from before {web,node}
    let lastError;
    for (const url of urls) {
      if (manifests.has(url)) return manifests.get(url);
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
        const manifest = await res.json();
        if (manifests.size > 500) manifests.clear();
        manifests.set(url, manifest);
        return manifest;
      } catch (err) {
        lastError = err.name === 'TimeoutError' ? new Error(`no answer within ${timeoutMs} ms from ${url}`) : err;
      }
    }
    throw lastError;
  }

  async function build(name, r, version) {
    const entry =
      version === r.version ? { name, server: r.server, version, manifest: r.manifest } : version === r.canary?.version ? { name, server: r.canary.server ?? r.server, version, manifest: r.canary.manifest } : { name, server: r.server, version };
    try {
      const manifest = await manifestOf(entry);
      const shared = (Array.isArray(manifest.shared) ? manifest.shared : []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion, singleton: s.singleton }));
      return { version, shared, warnings: sharedWarnings(shared, provided) };
    } catch (err) {
      return { version, shared: [], warnings: [], error: err.message };
    }
  }

  return async function status() {
    const data = readComposition(compositionFile);
    const failures = o.failures()?.summary(HOUR) ?? {};
    const remotes = await Promise.all(
      Object.entries(data.remotes).map(async ([name, r]) => {
        const offered = await offeredVersions(r.server, { timeoutMs, fetchImpl }).then(
          (versions) => ({ versions }),
          (err) => ({ error: err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : err.cause?.code ?? err.message }),
        );
        const versions = [...new Set([r.version, r.canary?.version, ...(offered.versions ?? []).slice(0, versionsShown)].filter(Boolean))];
        const builds = await Promise.all(versions.map((version) => build(name, r, version)));
        return { name, server: r.server, version: r.version, canary: r.canary ?? null, offered, builds, failures: failures[name] ?? null };
      }),
    );
    return { revision: data.revision ?? 0, compositionFile, shellShared: Boolean(provided), remotes, history: readHistory(historyFile, { limit: 20 }) };
  };
}
