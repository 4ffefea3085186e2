// The committed web fonts (shared-lib/src/assets/fonts) are what scripts/fonts.mjs makes, and they
// draw every character of the messages of the language they serve: a character missing from a
// subset would be drawn in another font, in the middle of a word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SUBSETS, messages, subsetFile } from '../fonts.mjs';
import { root } from '../lib/apps.mjs';

const fontsDir = path.join(root, 'shared-lib', 'src', 'assets', 'fonts');

test('the committed subsets are the ones scripts/fonts.mjs makes from the installed vazirmatn', async () => {
  for (const subset of ['fa', 'latin']) {
    for (const [weight, style] of [['400', 'Regular'], ['700', 'Bold']]) {
      const committed = fs.readFileSync(path.join(fontsDir, `vazirmatn-${subset}-${weight}.woff2`));
      const made = await subsetFile(subset, style);
      assert.ok(Buffer.compare(committed, Buffer.from(made)) === 0, `vazirmatn-${subset}-${weight}.woff2 is stale: run node scripts/fonts.mjs`);
    }
  }
});

test('every character of the Persian messages is in the Persian subset, of the English ones in the Latin subset', () => {
  for (const [lang, subset] of [['fa', 'fa'], ['en', 'latin']]) {
    const have = new Set(SUBSETS[subset]);
    const missing = [...new Set(messages(lang).replace(/\s/g, ''))].filter((c) => !have.has(c));
    assert.deepEqual(missing.map((c) => `${c} U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`), [], `${lang} messages use characters the ${subset} subset lacks`);
  }
});

test('the Persian subset keeps the joining forms: letters in a word are drawn with other glyphs than alone', async () => {
  const hb = await import('harfbuzzjs');
  const face = new hb.Face(new hb.Blob(await subsetFile('fa', 'Regular', 'sfnt')), 0);
  const font = new hb.Font(face);
  const glyphs = (text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphInfos().map((g) => g.codepoint);
  };
  const word = 'کپسول';
  const alone = [...word].flatMap((c) => glyphs(c));
  assert.ok(alone.every((g) => g !== 0), 'every letter has a glyph');
  // shaped right to left: reverse to compare letter by letter
  const joined = glyphs(word).reverse();
  assert.equal(joined.length, alone.length);
  assert.ok(joined.filter((g, i) => g !== alone[i]).length >= 3, `initial/medial/final forms expected, got ${joined} for ${alone}`);
});
