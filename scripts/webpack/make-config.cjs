// The webpack configuration of the shell and every remote: one factory, per-app options.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared, federationOrigin, sharedLibDir } = require('./federation.cjs');

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
                        !/[\\/]locales[\\/]|ui-more|ui-late|forms|dates|DatePicker|FileUpload|VideoPlayer|CopyButton|[\\/]Modal\.|[\\/](aos|Paging|ProductCard|Rate)\./.test(f) &&
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
const START_UI = /[\\/]shared-lib[\\/]src[\\/](ui|theme|icons)\.tsx?$/;
const isStartUiModule = (file) => START_UI.test(file);

/** A chunk of one of the shared UI modules every page runs first (its provider's chunk group). */
function servesStartUi(chunk) {
  return [...chunk.groupsIterable].some((g) => /^shared-lib\/(ui|theme|icons)$/.test(federationOrigin(g)?.provides ?? ''));
}

/**
 * A remote's production browser build: the federation entry webpack generates for every container
 * imports @module-federation/webpack-bundler-runtime/dist/bundler.js; here it gets
 * federation-runtime/use-host-bundler-runtime.js, which builds the same object from the functions
 * the shell provides. With `externalRuntime` (runtime-core from the shell) this is the rest of one
 * federation runtime per page. Same condition as externalRuntime: a remote's development build runs
 * alone and its server build is loaded by the shell's server, so both keep their own.
 */
function hostBundlerRuntime() {
  return new webpack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(__dirname, 'federation-runtime', 'use-host-bundler-runtime.js'),
  );
}

/**
 * MUI's `createTheme` and `ThemeProvider` without their CSS-variables half. Both modules choose at run
 * time between a plain theme and a CSS-variables one (`cssVariables` / `colorSchemes` options), so
 * the CSS-variables code (createThemeWithVars, CssVarsProvider, the colour-scheme storage and
 * script, ~6 KB brotli, measured on /cat with e2e/bench/first-visit.mjs) is in every page's first
 * download although no theme here uses it: shared-lib/theme.tsx makes plain themes (direction and
 * light/dark mode, switched by React), and with neither option `createTheme` *is*
 * `createThemeNoVars(options, ...args)` and `ThemeProvider` renders `ThemeProviderNoVars` (MUI 9.5's
 * styles/createTheme.mjs and ThemeProvider.mjs). Every import of the two, MUI's own included
 * (styles/index, defaultTheme), resolves to those halves instead. A theme made with `cssVariables` or
 * `colorSchemes` would need this removed (shared-lib/src/theme.test.tsx checks ours has neither).
 */
function muiThemesWithoutVars() {
  const styles = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');
  const to = { 'createTheme.mjs': 'createThemeNoVars.mjs', 'ThemeProvider.mjs': 'ThemeProviderNoVars.mjs' };
  return new webpack.NormalModuleReplacementPlugin(/[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/, (data) => {
    const file = data.createData?.resource;
    if (file && path.dirname(file) === styles) data.createData.resource = path.join(styles, to[path.basename(file)]);
  });
}

/**
 * react-router 7's package exports name only its development build (dist/development, with its
 * development warnings on) whatever the mode: remix-run/react-router#14102, open. Its production
 * build is the same code with ENABLE_DEV_WARNINGS false, so a production bundle takes that one
 * (the warnings' code is then dropped by the minifier and never runs). Not with REACT_DEVELOPMENT,
 * whose point is development warnings.
 */
function productionAliases(production) {
  if (!production || reactDevelopment()) return {};
  const dir = path.join(path.dirname(require.resolve('react-router')), '..', 'production');
  return { 'react-router$': path.join(dir, 'index.mjs') };
}

/**
 * Build-time constants, the same in the browser and server builds (NODE_ENV must match: React).
 * REACT_DEVELOPMENT=1 makes a production build (minified, split, web + node) with React's and MUI's
 * development code, which reports every hydration difference production React hides; the e2e run
 * builds the shell so once and checks pages with it (e2e/tests/ssr.spec.ts).
 */
const reactDevelopment = () => process.env.REACT_DEVELOPMENT === '1';
function defines(o, production, version) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production && !reactDevelopment() ? 'production' : 'development'),
    __APP_NAME__: JSON.stringify(o.name),
    __APP_VERSION__: JSON.stringify(version),
  });
}

/**
 * The server build (`target: 'async-node'`): for a remote, a remoteEntry.js the shell's server loads
 * over HTTP at run time (the composition names it, like the browser's manifest); for the shell,
 * server.js, the renderer. Same exposes and shared modules as the browser build, so server and
 * browser render the same tree (../shared/TOOLCHAIN.md, "Server-side rendering through run-time remotes").
 */
function nodeConfig(o, { production, version, outDir, rules }) {
  const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
  return {
    name: 'node',
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: o.dir,
    entry: o.host ? { server: path.join(o.dir, 'src/server/index.ts') } : {},
    devtool: false,
    output: {
      path: outDir,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // the same names as the web build's files (not emitted here): the server's markup points at them
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${o.name}_node`,
      library: { type: o.host ? 'commonjs2' : 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: productionAliases(true) },
    module: {
      rules: rules.map((r) => (String(r.test).includes('woff') ? { ...r, generator: { emit: false, publicPath: o.host ? '/' : undefined } } : r)),
    },
    plugins: [
      defines(o, production, version),
      muiThemesWithoutVars(),
      new ModuleFederationPlugin({
        name: o.name,
        ...(o.host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: o.exposes, library: { type: 'commonjs-module' } }),
        remoteType: 'script',
        shared: shared({ host: o.host, production }),
        runtimePlugins: [nodeRuntimePlugin],
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    ],
    optimization: {
      nodeEnv: false,
      minimize: false,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
