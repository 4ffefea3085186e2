// mf-content: a federated remote. Build: dist/<version>/ with mf-manifest.json, remoteEntry.js, hashed chunks.
const makeConfig = require('../scripts/webpack/make-config.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_content',
  host: false,
  port: Number(process.env.MF_CONTENT_DEV_PORT || 3102),
  // one file per exposed module (src/exposes/), each a thin wrapper over a feature
  exposes: {
    './BlogPage': './src/exposes/BlogPage.tsx',
    './BlogCategoriesPage': './src/exposes/BlogCategoriesPage.tsx',
    './PostPage': './src/exposes/PostPage.tsx',
    './ServicesPage': './src/exposes/ServicesPage.tsx',
    './ServicePage': './src/exposes/ServicePage.tsx',
    './AboutPage': './src/exposes/AboutPage.tsx',
    './ContactPage': './src/exposes/ContactPage.tsx',
    './CustomerExperiencePage': './src/exposes/CustomerExperiencePage.tsx',
    './HeroWidget': './src/exposes/HeroWidget.tsx',
    './ServicesWidget': './src/exposes/ServicesWidget.tsx',
    './LatestPostsWidget': './src/exposes/LatestPostsWidget.tsx',
    './CustomerExperienceWidget': './src/exposes/CustomerExperienceWidget.tsx',
    './ConsultationModal': './src/exposes/ConsultationModal.tsx',
  },
});
