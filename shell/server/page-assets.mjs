// What a page announces in its head besides its own markup: the shell build's text fonts, the regions'
// code (from the remotes' manifests) and the boot module that asks for the scripts once painted.
import fs from 'node:fs';
import path from 'node:path';
import { browserManifestUrl } from 'server-kit/composition/file.mjs';
import { scriptPreload } from './page-html.mjs';

/**
 * The shell build's text fonts for a page direction (hashed names), looked up once per build: the
 * Persian subset's two weights for right-to-left pages, the Latin subset's otherwise (scripts/fonts.mjs;
 * shared-lib/src/theme.tsx makes the same choice).
 */
export function fontFinder(distDir) {
  const fonts = {};
  return function fontFiles(dir) {
    const subset = dir === 'rtl' ? 'fa' : 'latin';
    if (fonts[subset]) return fonts[subset];
    try {
      const re = new RegExp(`^vazirmatn-${subset}-(400|700)\\.[0-9a-f]+\\.woff2$`);
      fonts[subset] = fs.readdirSync(path.join(distDir, 'assets')).filter((f) => re.test(f));
    } catch {
      fonts[subset] = [];
    }
    return fonts[subset];
  };
}

/** Remote manifests, kept a minute (a version's manifest does not change; a failed read is retried). */
const manifests = new Map();
async function readRemoteManifest(url) {
  const hit = manifests.get(url);
  if (hit && Date.now() - hit.at < 60_000) return hit.value;
  let value = null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    if (res.ok) value = await res.json();
  } catch {
    value = null;
  }
  manifests.set(url, { value, at: Date.now() });
  return value;
}

/**
 * Preload hints for the regions the page shows: from each remote's manifest (read here; the browser's
 * federation runtime does not read manifests), its remote entry and the exposed module's chunks, so
 * code never waits on a chain of requests. Not for the regions that failed, nor those that hydrate when
 * visible (`deferred`: their code comes when they come into view).
 */
export async function regionPreloads(composition, { regions, failed, deferred = [] }) {
  const out = [];
  const seen = new Set();
  const add = (href) => {
    if (!seen.has(href)) {
      seen.add(href);
      out.push(scriptPreload(href));
    }
  };
  for (const key of regions) {
    if (failed.includes(key) || deferred.includes(key)) continue;
    const [remote, module] = key.split('/');
    const r = composition.remotes[remote];
    if (!r) continue;
    const manifestUrl = browserManifestUrl(r);
    const manifest = await readRemoteManifest(manifestUrl);
    if (!manifest) continue;
    const base = new URL('.', manifestUrl).href;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) add(new URL((entry.path ? `${entry.path}/` : '') + entry.name, base).href);
    const exposed = (manifest.exposes ?? []).find((e) => e.name === module || e.path === `./${module}`);
    for (const js of exposed?.assets?.js?.sync ?? []) add(new URL(js, base).href);
  }
  return out;
}

/**
 * The built boot module (dist/<version>/boot/load-after-paint.js, from shell/src/boot), read once; null
 * when the build has none (built before it existed): such a page then asks for its scripts as the template
 * does, logged once.
 */
export function bootModule(versionDir, log) {
  let source;
  return () => {
    if (source !== undefined) return source;
    try {
      source = fs.readFileSync(path.join(versionDir, 'boot', 'load-after-paint.js'), 'utf8').trim();
      if (/<\/script/i.test(source)) throw new Error('the boot module contains </script');
    } catch (err) {
      log().error({ err: { message: err.message } }, 'no boot module in this build: pages ask for their scripts at once (rebuild the shell)');
      source = null;
    }
    return source;
  };
}
