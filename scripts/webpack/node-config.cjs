// The server build of the shell and every remote (make-config.cjs adds it to production builds).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const path = require('node:path');
const { shared } = require('./federation.cjs');
const { muiThemesWithoutVars, productionAliases, defines } = require('./plugins.cjs');

/**
 * The server build (`target: 'async-node'`): for a remote, a remoteEntry.js the shell's server loads
 * over HTTP at run time (the composition names it, like the browser's manifest); for the shell,
 * server.js, the renderer. Same exposes and shared modules as the browser build, so server and
 * browser render the same tree (../shared/TOOLCHAIN.md, "Server-side rendering through run-time remotes").
 */
module.exports = function nodeConfig(o, { production, version, outDir, rules }) {
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
