// What the shell's build adds for the installable, self-updating site (a webpack plugin; used by
// shell/webpack.config.js):
// - manifest.webmanifest (Persian, the site root's) and manifest.en.webmanifest (English, for /en);
// - the files of shell/public/ (the icons made by scripts/make-icons.mjs), copied as they are;
// - builds/latest.json `{ buildId, timestamp }`: what the pages poll hourly to notice a new build;
// - builds/meta/{buildId}.json `{ buildId, redirects }`: the build manifest, with the redirect rules
//   of shell/redirects.json;
// - in the page's <head>: <meta name="build-id"> (the manifest link and icons are shared-lib/head's).
// The build id is webpack's hash of the whole compilation: the same sources give the same id.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const THEME_COLOR = '#B71C1C';
const BACKGROUND_COLOR = '#FFFFFF';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const TEXT = {
  fa: {
    name: 'آتش‌ایمن | تجهیزات و خدمات ایمنی و آتش‌نشانی',
    short_name: 'آتش‌ایمن',
    description: 'فروشگاه تجهیزات ایمنی و آتش‌نشانی: کپسول آتش‌نشانی، اعلام حریق، اطفای حریق و خدمات مشاوره و اجرا',
    lang: 'fa-IR',
    dir: 'rtl',
    start_url: '/',
  },
  en: {
    name: 'Atash Imen | Fire safety equipment and services',
    short_name: 'Atash Imen',
    description: 'Fire safety shop: extinguishers, fire alarm and suppression systems, consultation and installation',
    lang: 'en-US',
    dir: 'ltr',
    start_url: '/en',
  },
};

/** The web app manifest in `locale` ('fa' or 'en'). Both share one `id`: one app, whichever page installed it. */
function webManifest(locale) {
  const t = TEXT[locale];
  if (!t) throw new Error(`no web manifest for locale ${locale}`);
  return {
    id: '/',
    name: t.name,
    short_name: t.short_name,
    description: t.description,
    lang: t.lang,
    dir: t.dir,
    start_url: t.start_url,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'business'],
    icons: ICONS,
  };
}

/** builds/meta/{buildId}.json: the build manifest (redirect rules as shell/redirects.json lists them). */
function buildMeta(buildId, redirectsJson) {
  const rules = Array.isArray(redirectsJson?.rules) ? redirectsJson.rules : [];
  return { buildId, redirects: rules };
}

function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(abs, base);
    return e.isFile() ? [path.relative(base, abs).split(path.sep).join('/')] : [];
  });
}

class PwaBuildPlugin {
  /** @param {{ publicDir: string, redirectsFile: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { RawSource } = webpack.sources;
    const name = 'PwaBuildPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const json = (data) => new RawSource(`${JSON.stringify(data, null, 2)}\n`);
        compilation.emitAsset('manifest.webmanifest', json(webManifest('fa')));
        compilation.emitAsset('manifest.en.webmanifest', json(webManifest('en')));
        for (const file of listFiles(this.options.publicDir)) {
          const abs = path.join(this.options.publicDir, file);
          compilation.fileDependencies.add(abs);
          compilation.emitAsset(file, new RawSource(fs.readFileSync(abs)));
        }
        const buildId = compilation.hash;
        compilation.fileDependencies.add(this.options.redirectsFile);
        const redirects = JSON.parse(fs.readFileSync(this.options.redirectsFile, 'utf8'));
        // a wrong rule fails the build, naming the rule (the server checks the same way at start)
        const { validateRedirects } = await import(pathToFileURL(path.join(__dirname, '../../../redirects-validate.mjs')).href);
        validateRedirects(redirects, { source: this.options.redirectsFile });
        compilation.emitAsset('builds/latest.json', json({ buildId, timestamp: Date.now() }));
        compilation.emitAsset(`builds/meta/${buildId}.json`, json(buildMeta(buildId, redirects)));
      });

      // the page names its build (html-webpack-plugin writes index.html). The manifest link and icons
      // are the page head's static tags (shared-lib/head: MANIFESTS, ICONS), which name these files.
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('meta', { name: 'build-id', content: compilation.hash }, undefined, { plugin: name }));
        return data;
      });
    });
  }
}

module.exports = { PwaBuildPlugin, webManifest, buildMeta, THEME_COLOR, BACKGROUND_COLOR };
