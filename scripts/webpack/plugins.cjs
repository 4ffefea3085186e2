// Plugins and settings both builds of every app use (make-config.cjs's browser build, node-config.cjs's server build).
const path = require('node:path');
const webpack = require('webpack');

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
 * download although no theme here uses it: shared-lib/theme-options.ts makes plain themes (direction and
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
 * builds the shell so once and checks pages with it (e2e/tests/ssr-hydration.spec.ts).
 */
const reactDevelopment = () => process.env.REACT_DEVELOPMENT === '1';
function defines(o, production, version) {
  return new webpack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production && !reactDevelopment() ? 'production' : 'development'),
    __APP_NAME__: JSON.stringify(o.name),
    __APP_VERSION__: JSON.stringify(version),
  });
}

module.exports = { hostBundlerRuntime, muiThemesWithoutVars, productionAliases, reactDevelopment, defines };
