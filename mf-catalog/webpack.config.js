// mf-catalog: a federated remote. Build: dist/<version>/ with mf-manifest.json, remoteEntry.js, hashed chunks.
const makeConfig = require('../scripts/webpack/make-config.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_catalog',
  host: false,
  port: Number(process.env.MF_CATALOG_DEV_PORT || 3101),
  // one file per exposed module (src/exposes/), each a thin wrapper over a feature
  exposes: {
    './CategoriesPage': './src/exposes/CategoriesPage.tsx',
    './CategoryPage': './src/exposes/CategoryPage.tsx',
    './BrandsPage': './src/exposes/BrandsPage.tsx',
    './BrandPage': './src/exposes/BrandPage.tsx',
    './SearchPage': './src/exposes/SearchPage.tsx',
    './ProductPage': './src/exposes/ProductPage.tsx',
    './CatalogPage': './src/exposes/CatalogPage.tsx',
    './FeaturedProducts': './src/exposes/FeaturedProducts.tsx',
    './CategoriesWidget': './src/exposes/CategoriesWidget.tsx',
    './BrandsWidget': './src/exposes/BrandsWidget.tsx',
  },
});
