// mf-cart: a federated remote. Build: dist/<version>/ with mf-manifest.json, remoteEntry.js, hashed chunks.
const makeConfig = require('../scripts/webpack/make-config.cjs');

const config = makeConfig({
  dir: __dirname,
  name: 'mf_cart',
  host: false,
  port: Number(process.env.MF_CART_DEV_PORT || 3103),
  // one file per exposed module (src/exposes/), each a thin wrapper over a feature
  exposes: {
    './BasketPage': './src/exposes/BasketPage.tsx',
    './OrderPage': './src/exposes/OrderPage.tsx',
    './CartWidget': './src/exposes/CartWidget.tsx',
  },
});

// The remote takes one value from the contracts, the cart's update types (CartAction). The contracts
// are compiled as ES modules here (their .swcrc says CommonJS, for the api), and their schema calls
// are marked pure and side-effect free: only that const object is bundled, never TypeBox.
module.exports = (env, argv) => {
  const c = config(env, argv);
  for (const rule of c.module.rules) {
    if (rule.use && rule.use.loader === 'swc-loader') rule.use.options = { ...rule.use.options, module: { type: 'es6' } };
  }
  c.module.rules.unshift({ test: /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/, sideEffects: false });
  return c;
};
