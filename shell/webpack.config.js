// The shell: the federation host. Remotes are registered at run time from /composition.json.
const path = require('node:path');
const makeConfig = require('../scripts/webpack/make-config.cjs');
const { PwaBuildPlugin } = require('./src/pwa/build/pwa-build-plugin.cjs');

module.exports = makeConfig({
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
        // what any page needs to start: the shell's scripts, fonts, icons and manifests. Pages are
        // server-rendered per request (never precached); build files are fetched fresh; source maps
        // are for debugging only.
        exclude: [/\.map$/, /\.html$/, /^builds\//, /(^|\/)LICENSE/, /\.txt$/],
        // webpack's content hash is in the name: no revision needed
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      }),
    ];
  },
});
