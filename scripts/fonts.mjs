#!/usr/bin/env node
// Generates the storefront's web fonts and their fallback metrics (issue 11: "a Vazirmatn subset,
// preloaded, with matched fallback metrics"). Run after updating the `vazirmatn` package:
//
//   node scripts/fonts.mjs            writes shared-lib/src/assets/fonts/*.woff2 and shared-lib/src/font-faces.generated.ts
//
// 1. Subsets (subset-font, HarfBuzz's subsetter: shaping tables are kept for what remains). The
//    full Vazirmatn is ~50 KB per weight; a page needs only its own script:
//    - `fa`: Persian (the Arabic block, ZWNJ/ZWJ, direction marks) plus ASCII and the punctuation
//      Persian text uses, so a Persian page needs one file per weight;
//    - `latin`: English and Russian pages (Latin-1 and general punctuation; Cyrillic is not in
//      Vazirmatn and comes from the system font either way).
// 2. Fallback faces: while the web font loads (font-display: swap) text is drawn in a local font.
//    Each fallback gets `size-adjust` so its text is as wide as Vazirmatn's (measured by shaping this
//    project's own messages with HarfBuzz, in that script), and ascent/descent/line-gap overrides
//    equal to Vazirmatn's, so lines break and stack the same way and the swap moves nothing. The
//    local fonts are the ones phones and desktops draw Persian and Latin text with: Android's Noto
//    Naskh / Noto Sans Arabic, Linux's DejaVu Sans, Arial (measured through Liberation Sans, its
//    metric-compatible twin) and Roboto (Vazirmatn's Latin is Roboto's design: widths equal). Where
//    a local font is missing its face simply does not load and the next one is tried.
//    Measuring needs those font files (Debian: fonts-noto-core fonts-dejavu-core fonts-liberation);
//    the results are committed, so building and testing do not.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import * as hb from 'harfbuzzjs';
import { root } from './lib/apps.mjs';

const require = createRequire(import.meta.url);
const vazirDir = path.join(path.dirname(require.resolve('vazirmatn/package.json')), 'fonts', 'webfonts');
const outDir = path.join(root, 'shared-lib', 'src', 'assets', 'fonts');
const generated = path.join(root, 'shared-lib', 'src', 'font-faces.generated.ts');

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)).join('');
// what a Persian page writes besides Persian: ASCII (codes, e-mail, Latin brand names), « », ×, dashes, quotes, …
const PUNCT = '\u00a0\u00ab\u00bb\u00d7\u2010\u2011\u2012\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2030\u2032\u2033\u2039\u203a';
export const SUBSETS = {
  fa: range(0x20, 0x7e) + PUNCT + range(0x600, 0x6ff) + '\u200c\u200d\u200e\u200f',
  latin: range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2000, 0x200b) + range(0x2010, 0x206f) + '\u0131\u0152\u0153\u02c6\u02da\u02dc\u20ac\u2122\u2212\u2191\u2193\ufffd',
};
const WEIGHTS = { 400: 'Regular', 700: 'Bold' };

// The local fonts text falls back to, by script. `file` is what is measured (per weight); `local`
// the names a browser finds it by (full name, then PostScript name).
const FALLBACKS = {
  fa: [
    { name: 'Noto Naskh', files: { 400: '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf', 700: '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Bold.ttf' }, local: { 400: ['Noto Naskh Arabic UI', 'NotoNaskhArabicUI-Regular', 'Noto Naskh Arabic', 'NotoNaskhArabic-Regular'], 700: ['Noto Naskh Arabic UI Bold', 'NotoNaskhArabicUI-Bold', 'Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'] } },
    { name: 'Noto Sans Arabic', files: { 400: '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf', 700: '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf' }, local: { 400: ['Noto Sans Arabic UI', 'NotoSansArabicUI-Regular', 'Noto Sans Arabic', 'NotoSansArabic-Regular'], 700: ['Noto Sans Arabic UI Bold', 'NotoSansArabicUI-Bold', 'Noto Sans Arabic Bold', 'NotoSansArabic-Bold'] } },
    { name: 'DejaVu', files: { 400: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 700: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' }, local: { 400: ['DejaVu Sans', 'DejaVuSans'], 700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] } },
  ],
  latin: [
    { name: 'Arial', files: { 400: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', 700: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' }, local: { 400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], 700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'] } },
    { name: 'Roboto', files: null, local: { 400: ['Roboto', 'Roboto-Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] } },
  ],
};

/** Every message string of every app in `lang` (what the measured text looks like). */
function messages(lang) {
  const out = [];
  const walk = (v) => (typeof v === 'string' ? out.push(v.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '')) : v && typeof v === 'object' && Object.values(v).forEach(walk));
  for (const app of ['shared-lib', 'shell', 'mf-catalog', 'mf-content', 'mf-cart', 'mf-account']) {
    walk(JSON.parse(fs.readFileSync(path.join(root, app, 'src', 'locales', `${lang}.json`), 'utf8')));
  }
  return out.join(' ');
}

/** Width of `text` in ems, and the font's vertical metrics in ems (HarfBuzz shaping). */
function measure(bytes, text) {
  const blob = new hb.Blob(bytes);
  const face = new hb.Face(blob, 0);
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((s, p) => s + p.xAdvance, 0) / face.upem;
  const ext = font.hExtents();
  const metrics = { ascent: ext.ascender / face.upem, descent: -ext.descender / face.upem, lineGap: ext.lineGap / face.upem };
  return { width, metrics };
}

/** The woff2 subset of Vazirmatn `style` ('Regular' | 'Bold') for `subset` ('fa' | 'latin'). */
async function subsetFile(subset, style, targetFormat = 'woff2') {
  return subsetFont(fs.readFileSync(path.join(vazirDir, `Vazirmatn-${style}.woff2`)), SUBSETS[subset], { targetFormat });
}

const pct = (x) => `${(x * 100).toFixed(2)}%`;

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const sample = { fa: messages('fa').replace(/[^\u0600-\u06ff\u200c\s]/g, ''), latin: messages('en').replace(/[^\x20-\x7e]/g, '') };
  const faces = {};
  for (const subset of Object.keys(SUBSETS)) {
    faces[subset] = [];
    for (const [weight, style] of Object.entries(WEIGHTS)) {
      const source = fs.readFileSync(path.join(vazirDir, `Vazirmatn-${style}.woff2`));
      const woff2 = await subsetFile(subset, style);
      const file = `vazirmatn-${subset}-${weight}.woff2`;
      fs.writeFileSync(path.join(outDir, file), woff2);
      const sfnt = await subsetFile(subset, style, 'sfnt');
      const vazir = measure(sfnt, sample[subset]);
      for (const fb of FALLBACKS[subset]) {
        let sizeAdjust = 1;
        if (fb.files) {
          if (!fs.existsSync(fb.files[weight])) throw new Error(`${fb.files[weight]} is missing: install the fallback fonts to measure them (Debian: apt-get install fonts-noto-core fonts-dejavu-core fonts-liberation)`);
          sizeAdjust = vazir.width / measure(fs.readFileSync(fb.files[weight]), sample[subset]).width;
        }
        const m = vazir.metrics;
        faces[subset].push({
          family: `Vazirmatn Fallback ${fb.name}`,
          weight: Number(weight),
          local: fb.local[weight],
          sizeAdjust: pct(sizeAdjust),
          ascentOverride: pct(m.ascent / sizeAdjust),
          descentOverride: pct(m.descent / sizeAdjust),
          lineGapOverride: pct(m.lineGap / sizeAdjust),
        });
      }
      console.log(`${file}: ${source.length} -> ${woff2.length} bytes`);
    }
  }
  const families = Object.fromEntries(Object.entries(FALLBACKS).map(([s, list]) => [s, list.map((f) => `Vazirmatn Fallback ${f.name}`)]));
  const ts = `// Generated by scripts/fonts.mjs (do not edit): the metrics of the local fonts text is drawn in
// until Vazirmatn loads, measured on this project's own messages.

/** Fallback families, in the order the font stack lists them after Vazirmatn. */
export const FALLBACK_FAMILIES: Record<'fa' | 'latin', string[]> = ${JSON.stringify(families, null, 2)};

/** One @font-face per fallback and weight: size-adjust for width, Vazirmatn's vertical metrics. */
export const FALLBACK_FACES: Record<'fa' | 'latin', { family: string; weight: number; local: string[]; sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string }[]> = ${JSON.stringify(faces, null, 2)};
`;
  fs.writeFileSync(generated, ts);
  console.log(`wrote ${path.relative(root, generated)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

export { messages, subsetFile };
