// Persian and English messages are complete in every app: a page carries only its own language's
// messages (shared-lib/i18n: neither falls back to the other), so a key missing in one language
// would show its bare name to the shopper.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const APPS = ['shared-lib', 'shell', 'mf-catalog', 'mf-content', 'mf-cart', 'mf-account', 'mf-admin'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every message key, nested keys joined with '.', plural forms as their base key. */
function keys(file) {
  const out = new Set();
  const walk = (o, prefix) => {
    for (const [k, v] of Object.entries(o)) {
      if (v && typeof v === 'object') walk(v, `${prefix}${k}.`);
      else out.add(`${prefix}${k}`.replace(PLURAL, ''));
    }
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')), '');
  return out;
}

describe.each(APPS)('%s messages', (app) => {
  const dir = path.join(root, app, 'src', 'locales');
  const fa = keys(path.join(dir, 'fa.json'));
  const en = keys(path.join(dir, 'en.json'));

  test('every Persian message has its English one', () => {
    expect([...fa].filter((k) => !en.has(k))).toEqual([]);
  });
  test('every English message has its Persian one', () => {
    expect([...en].filter((k) => !fa.has(k))).toEqual([]);
  });
  test('the files are not empty', () => {
    expect(fa.size).toBeGreaterThan(10);
  });
});

// the back-office's screens carry their own namespaces (mf-admin/src/features/<screen>/locales)
const adminFeatures = path.join(root, 'mf-admin', 'src', 'features');
const adminLib = path.join(root, 'mf-admin', 'src', 'lib');
const withLocales = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.existsSync(path.join(dir, f, 'locales', 'fa.json'))).map((f) => path.join(dir, f)) : []);
// (screens under features/, shared dialogs under lib/)
const screens = [...withLocales(adminFeatures), ...withLocales(adminLib)].map((d) => path.relative(path.join(root, 'mf-admin', 'src'), d));
describe.each(screens.length ? screens : ['(none)'])('mf-admin screen %s messages', (screen) => {
  if (screen === '(none)') return test.skip('no screen has its own messages', () => {});
  const dir = path.join(root, 'mf-admin', 'src', screen, 'locales');
  const fa = keys(path.join(dir, 'fa.json'));
  const en = keys(path.join(dir, 'en.json'));
  test('Persian and English have the same keys', () => {
    expect([...fa].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !fa.has(k))).toEqual([]);
  });
});
