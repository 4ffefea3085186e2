/**
 * One line of mixed Persian and Latin text in the order pdfkit must draw it, left to right.
 *
 * pdfkit shapes text with fontkit (Persian letters joined by the font's init/medi/fina forms) but has
 * no bidirectional algorithm: it places words left to right, and fontkit reverses the glyphs of a
 * run whose first letter (or digit) is of a right-to-left script: Persian digits are Arabic script,
 * so '۱۰۴۳' came out as '۳۴۰۱'. bidi-js gives the Unicode levels, the visual order and the mirrored
 * brackets; this file cuts the line into runs of one level and hands each to fontkit so that its
 * own reversal lands right:
 * - a right-to-left run (odd level) goes in logical order when fontkit will reverse it (it holds a
 *   right-to-left letter), reversed here when it will not (only spaces and punctuation);
 * - a left-to-right run (even level: Latin, and digits inside Persian text) goes in logical order,
 *   except its pieces in a right-to-left script (Persian digits and separators), which go reversed
 *   so that fontkit turns them back. Those pieces never hold letters, so reversing them breaks no
 *   joining.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Scripts fontkit lays out right to left (its Script.direction), as Unicode Script values. */
const RTL_SCRIPT = /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}|\p{Script=Nko}|\p{Script=Samaritan}|\p{Script=Mandaic}/u;
/** Characters that decide no script (fontkit's Script.forString skips them). */
const NO_SCRIPT = /\p{Script=Common}|\p{Script=Inherited}/u;
/** Explicit direction marks and embeddings: bidi-js has used them; the font has nothing to draw for them. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/g;

/** Whether fontkit will lay this text out right to left: its first character of a real script is of a right-to-left one. */
export function fontkitReverses(text: string): boolean {
  for (const ch of text) {
    if (NO_SCRIPT.test(ch)) continue;
    return RTL_SCRIPT.test(ch);
  }
  return false;
}

/**
 * The direction of a text typed by someone (a name, an address, a product's name), from its first
 * letter, like HTML's dir="auto": a Persian address on the English invoice reads right to left.
 */
export function textDirection(text: string, fallback: 'rtl' | 'ltr'): 'rtl' | 'ltr' {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}

const reversed = (s: string) => [...s].reverse().join('');

/**
 * The line's pieces, left to right, each as the string to give fontkit (pdfkit's `text` with
 * `features` set, so the piece is laid out as one run). `direction` is the paragraph's.
 */
export function visualRuns(line: string, direction: 'rtl' | 'ltr'): string[] {
  if (!line) return [];
  const emb = bidi.getEmbeddingLevels(line, direction);
  const levels = emb.levels;
  const order = bidi.getReorderedIndices(line, emb);
  // (the README passes the result object; the code reads levels[i], so it takes the levels)
  const mirrored = bidi.getMirroredCharactersMap(line, levels);

  // consecutive visual positions of one level whose logical indices follow on make one run
  const runs: Array<{ level: number; from: number; to: number }> = [];
  for (const i of order) {
    const last = runs[runs.length - 1];
    const lv = levels[i];
    if (last && last.level === lv && (lv % 2 ? i === last.from - 1 : i === last.to + 1)) {
      if (lv % 2) last.from = i;
      else last.to = i;
    } else runs.push({ level: lv, from: i, to: i });
  }

  const out: string[] = [];
  for (const r of runs) {
    let logical = '';
    for (let i = r.from; i <= r.to; i++) logical += mirrored.get(i) ?? line[i];
    logical = logical.replace(BIDI_CONTROLS, '');
    if (!logical) continue;
    if (r.level % 2) {
      out.push(fontkitReverses(logical) ? logical : reversed(logical));
      continue;
    }
    // left to right: cut where the script changes between right-to-left (digits) and the rest
    let piece = '';
    let pieceRtl: boolean | null = null;
    const flush = () => {
      if (piece) out.push(pieceRtl ? reversed(piece) : piece);
      piece = '';
      pieceRtl = null;
    };
    for (const ch of logical) {
      if (!NO_SCRIPT.test(ch)) {
        const rtl = RTL_SCRIPT.test(ch);
        if (pieceRtl !== null && rtl !== pieceRtl) flush();
        pieceRtl = rtl;
      }
      piece += ch;
    }
    flush();
  }
  return out;
}
