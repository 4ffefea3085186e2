// The shell: the federation host. Remotes are registered at run time from /composition.json.
const path = require('node:path');
const makeConfig = require('../scripts/webpack/make-config.cjs');
const { federationOrigin, shared } = require('../scripts/webpack/federation.cjs');
const { PwaBuildPlugin } = require('./src/pwa/build/pwa-build-plugin.cjs');

const shellConfig = makeConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  port: Number(process.env.SHELL_DEV_PORT || 3100),
  // Production builds are installable and work offline: web manifests, icons, build files
  // (builds/latest.json, builds/meta/{id}.json) and the service worker with the shell precached.
  plugins: ({ production }) => {
    if (!production) return [];
    const { InjectManifest } = require('workbox-webpack-plugin');
    return [
      new PwaBuildPlugin({ publicDir: path.join(__dirname, 'public'), redirectsFile: path.join(__dirname, 'redirects.json') }),
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/pwa/sw.ts'),
        swDest: 'sw.js',
        // what any page needs to start: the shell's scripts and the web manifests
        // (precacheWhatTheShellMayNeed below says what is left out). Pages are server-rendered per
        // request (never precached); build files are fetched fresh; source maps are for debugging only.
        exclude: [/\.map$/, /\.html$/, /^builds\//, /(^|\/)LICENSE/, /\.txt$/],
        // webpack's content hash is in the name: no revision needed
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [precacheWhatTheShellMayNeed],
      }),
    ];
  },
});

/**
 * Production: the browser and server builds, plus two things the shell's server reads at run time (so it
 * never loads build configuration): the shared modules' versions the shell provides (node/shared-versions.json,
 * the operators' page compares remotes' builds with them) and the boot module (boot/load-after-paint.js).
 */
module.exports = (env, argv) => {
  const out = shellConfig(env, argv);
  if (!Array.isArray(out)) return out; // development: the browser build only
  const [web, node] = out;
  node.plugins.push(new SharedVersionsPlugin());
  return [web, node, bootConfig(path.join(path.dirname(node.output.path), 'boot'), web.module.rules)];
};

/**
 * The loader a server-rendered page runs inline to ask for its scripts once painted (shell/src/boot): built
 * alone, without the federation runtime or any chunk loading (one small script), and inlined by the server
 * with the page's nonce. Outside web/, so it is neither served as a file nor precached.
 */
function bootConfig(outDir, rules) {
  return {
    name: 'boot',
    mode: 'production',
    target: ['web', 'es2020'],
    context: __dirname,
    entry: { 'load-after-paint': path.join(__dirname, 'src/boot/index.ts') },
    devtool: false,
    output: { path: outDir, filename: '[name].js', iife: true, clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * node/shared-versions.json: { name: version } of what the shell provides, from the federation
 * configuration it is built with and the installed packages' versions (the build's own truth, read by
 * shell/server/operator/shared-versions.mjs).
 */
class SharedVersionsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedVersionsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('shared-versions.json', new sources.RawSource(JSON.stringify(sharedVersions(), null, 2) + '\n'));
      });
    });
  }
}

function sharedVersions() {
  const out = {};
  for (const [name, cfg] of Object.entries(shared({ host: true, production: true }))) {
    if (cfg.version) {
      out[name] = cfg.version;
      continue;
    }
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    try {
      out[name] = require(require.resolve(`${pkg}/package.json`, { paths: [__dirname] })).version;
    } catch {
      /* not installed: not provided */
    }
  }
  return out;
}

/**
 * The worker installs on a first visit and downloads its whole precache then, on top of what the page
 * itself loaded. It keeps what the shell's own chrome may need offline (menus and drawer, the
 * consultation modal, toasts that say "you are offline", every language's messages, the web
 * manifests) and leaves out:
 * - the shared modules only remotes' pages use (forms, dates, date pickers, file upload, video, copy
 *   button) and the date picker's chunk: a page that uses them loaded them, and the worker kept them
 *   (cache-first for hashed build files, and what a page loaded before the worker took charge is
 *   handed to it); a page never seen does not open offline anyway, since its remote's files are not
 *   kept either;
 * - the fallback copies of shared modules the shell consumes: the shell provides the same modules
 *   itself, so those copies never load.
 * Measured on a first visit to / (the worker's own downloads): in the commit that added this.
 */
const REMOTE_PAGES_ONLY = /^shared-lib\/(forms|dates|admin-ui|components\/(DatePicker|FileUpload|VideoPlayer|CopyButton|FormTextField|RichTextEditor))(\/|$)/;
const REMOTE_PAGES_ONLY_CHUNKS = new Set(['date-picker', 'admin-charts']);
/**
 * Also left out: the fonts (a page loads the subsets its text needs, and the worker keeps them: a
 * Persian page never needs the Latin ones for the worker to fetch, an English one never the Persian
 * ones; the offline page uses the system's fonts) and the install icons (the browser fetches them
 * when it installs the app).
 */
const FETCHED_WHEN_USED = /\.woff2?$|^icons\//;

function mayBeNeeded(group) {
  if (group.name) return !REMOTE_PAGES_ONLY_CHUNKS.has(group.name);
  const origin = federationOrigin(group);
  if (!origin) return true;
  return origin.provides !== undefined && !REMOTE_PAGES_ONLY.test(origin.provides);
}

async function precacheWhatTheShellMayNeed(entries, compilation) {
  const chunkFiles = new Set();
  const needed = new Set();
  for (const chunk of compilation.chunks) {
    const keep = [...chunk.groupsIterable].some(mayBeNeeded);
    for (const file of chunk.files) {
      chunkFiles.add(file);
      if (keep) needed.add(file);
    }
  }
  const manifest = entries.filter((e) => {
    const file = decodeURI(e.url.replace(/^\//, ''));
    if (FETCHED_WHEN_USED.test(file)) return false;
    // other files that are not a chunk's (web manifests) stay
    return !chunkFiles.has(file) || needed.has(file);
  });
  return { manifest, warnings: [] };
}
