// The webpack configuration of the shell and every remote: one factory, per-app options.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, federationOrigin, sharedLibDir } = require('./federation.cjs');
const { hostBundlerRuntime, muiThemesWithoutVars, productionAliases, defines } = require('./plugins.cjs');
const nodeConfig = require('./node-config.cjs');

/**
 * @param {object} o
 * @param {string} o.dir          package directory
 * @param {string} o.name         federation name (mf_catalog, ..., shell)
 * @param {boolean} o.host        the shell
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.port         dev server port
 */
module.exports = function makeConfig(o) {
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const version = env.version || process.env.BUILD_VERSION || pkg.version;
    // dist/<version>/web: what browsers load; dist/<version>/node: what the shell's server renders with
    const versionDir = path.join(o.dir, 'dist', version);
    const outDir = production ? path.join(versionDir, 'web') : versionDir;
    const devStandalone = !o.host && !production;

    const entry = o.host
      ? { main: path.join(o.dir, 'src/index.ts') }
      : devStandalone
        ? { main: path.join(o.dir, 'src/dev/index.ts') }
        : {};

    const web = {
      name: 'web',
      mode: production ? 'production' : 'development',
      target: 'web',
      context: o.dir,
      entry,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: o.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: productionAliases(production) },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(o.dir, 'src'), sharedLibDir, path.resolve(__dirname, '../../contracts/src')],
            exclude: /node_modules|\.test\.[jt]sx?$/,
            use: {
              loader: 'swc-loader',
              options: {
                // ES modules for webpack whatever a folder's .swcrc says (contracts/ compile to CommonJS for
                // the api): only what a bundle imports from the contracts is bundled, never TypeBox
                swcrc: false,
                module: { type: 'es6' },
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
              },
            },
          },
          { test: /\.(woff2?|png|jpe?g|webp|svg|gif|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        defines(o, production, version),
        new ModuleFederationPlugin({
          name: o.name,
          ...(o.host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: o.exposes }),
          shared: shared({ host: o.host, production }),
          manifest: o.host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
          // One federation runtime per page: remotes use the runtime the shell puts on the page
          // (externalRuntime) instead of carrying their own copy. No browser build carries the
          // snapshot plugin (the manifest reader; 0.9 KB, as runtime-core 2.9.2 keeps its
          // SnapshotHandler): the browser registers remotes by their remoteEntry.js
          // (shell/src/federation/composition.ts); the shell's server and link prefetch read the
          // manifests. (The node builds are configured in nodeConfig.)
          // The same for webpack's bundler runtime (the functions a container runs to share and
          // load modules): the shell provides its copy, remotes' production browser builds use it
          // (hostBundlerRuntime below) instead of each carrying one.
          ...(o.host
            ? {
                runtimePlugins: [
                  path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js'),
                  path.join(__dirname, 'federation-runtime', 'provide-bundler-runtime.js'),
                  path.join(__dirname, 'federation-runtime', 'retry-failed-shares.js'),
                ],
              }
            : {}),
          experiments: {
            ...(o.host || !production ? {} : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(o.host || devStandalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(o.dir, o.host ? 'src/index.html' : 'src/dev/index.html'),
                inject: 'body',
                scriptLoading: 'defer',
                minify: false,
              }),
            ]
          : []),
        ...(o.plugins ? o.plugins({ production, version, outDir }) : []),
        ...(!o.host && production ? [hostBundlerRuntime()] : []),
        muiThemesWithoutVars(),
      ],
      optimization: {
        // NODE_ENV is ours (defines): webpack's own would conflict with REACT_DEVELOPMENT
        nodeEnv: false,
        minimize: production,
        // terser as webpack runs it, told what the output may use (the code is compiled for ES2020: shorter
        // forms such as `a ??= b` and shorthand properties) and given a third pass (webpack's default is
        // two). A product page's first visit: 370 bytes less brotli (203990 -> 203623, the seven files
        // it loads, 2026-11-28); the build takes no measurably longer.
        minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
        // The shell's web build: the libraries every page runs (React, emotion, i18next, the router)
        // in one chunk instead of webpack's default split by sharing pattern, which left a first
        // visit with ~40 shell scripts (each appended by the federation runtime in one long task).
        // Measured in the note of this change; `npm run bench` prints the per-page figures.
        ...(o.host && production
          ? {
              splitChunks: {
                cacheGroups: {
                  framework: {
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@emotion|stylis|i18next|react-i18next|html-parse-stringify|void-elements|react-router|cookie|set-cookie-parser|@babel[\\/]runtime)[\\/]/,
                    name: 'framework',
                    chunks: 'async',
                    priority: 40,
                    enforce: true,
                  },
                  // shared-lib's modules a first visit runs (each is its own shared module, and had its
                  // own small chunk: ~15 scripts); those loaded on first use stay apart, as do the
                  // per-language message files, and those only some remotes' pages use (listing
                  // paging, product cards, the rating form; aos, which no current remote uses) come
                  // with those pages: 1.6 KB less on a first visit elsewhere
                  sharedLib: {
                    test: (m) => {
                      const f = m.resource ?? '';
                      // the bus's rxjs and the contracts' rules (the forms' limits) with the modules that
                      // use them, and the map of shared-lib's message files (not the files): each was a
                      // script of its own (3.7 KB, 0.4 KB, 0.7 KB with use-sync-external-store)
                      if (/[\\/]node_modules[\\/](rxjs|tslib)[\\/]|[\\/]contracts[\\/]src[\\/]/.test(f)) return true;
                      if (m.constructor.name === 'ContextModule' && /[\\/]shared-lib[\\/]src[\\/]locales$/.test(f)) return true;
                      return (
                        /[\\/]shared-lib[\\/]src[\\/]/.test(f) &&
                        !/[\\/]locales[\\/]|ui-more|ui-late|forms|dates|DatePicker|FileUpload|FormTextField|VideoPlayer|CopyButton|[\\/]Modal\.|[\\/](aos|Paging|ProductCard|Rate)\./.test(f) &&
                        // the back-office's facades (the grid's and the editor's) and their messages: never on a shopper's page
                        !/[\\/](admin-ui\.|RichTextEditor\.|rich-text-locales)/.test(f) &&
                        !isStartUiModule(f)
                      );
                    },
                    name: 'shared-lib',
                    chunks: 'async',
                    priority: 30,
                    enforce: true,
                  },
                  // the MUI code of the UI modules a first visit runs (shared-lib/ui, theme, icons) in
                  // one chunk instead of the ~9 that webpack's default split made of it by which
                  // modules share which parts: each chunk is a script the federation runtime appends
                  // and evaluates on the page's start. MUI code only later modules use (ui-more's
                  // menus, selects, tooltips; the date pickers) stays in their chunks.
                  uiStart: {
                    test: (m, { chunkGraph }) =>
                      isStartUiModule(m.resource ?? '') ||
                      (/[\\/]node_modules[\\/](@mui|cssjanus|stylis-plugin-rtl|clsx|react-is|hoist-non-react-statics|prop-types)[\\/]/.test(m.resource ?? '') &&
                        [...chunkGraph.getModuleChunksIterable(m)].some(servesStartUi)),
                    name: 'ui-start',
                    chunks: 'async',
                    priority: 20,
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        // A remote's exposed pages each carry the remote's small common code (tiles, prices,
        // formatting) instead of webpack's default split of it into a chunk of its own once it passes
        // 20 KB: a page is one request after the remote's entry, not two, and the product page's
        // first visit 0.8 KB smaller (one file compresses better than two; measured on mf-catalog,
        // whose common code had just passed 20 KB). Another page of the same remote downloads that
        // code again (a few KB), usually already fetched by link prefetch.
        ...(!o.host && production ? { splitChunks: { minSize: 60000 } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:4000', changeOrigin: false }],
        client: { overlay: { runtimeErrors: false } },
      },
    };
    // development: the browser build only (a remote runs alone on its dev host)
    if (!production) return web;
    return [web, nodeConfig(o, { production, version, outDir: path.join(versionDir, 'node'), rules: web.module.rules })];
  };
};

/** shared-lib's first-paint UI modules themselves, in ui-start with the MUI code they import (see isStartUiModule). */
const START_UI = /[\\/]shared-lib[\\/]src[\\/](ui|theme(-[a-z-]+)?|icons)\.tsx?$/;
const isStartUiModule = (file) => START_UI.test(file);

/** A chunk of one of the shared UI modules every page runs first (its provider's chunk group). */
function servesStartUi(chunk) {
  return [...chunk.groupsIterable].some((g) => /^shared-lib\/(ui|theme|icons)$/.test(federationOrigin(g)?.provides ?? ''));
}
