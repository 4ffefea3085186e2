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

module.exports = config;
