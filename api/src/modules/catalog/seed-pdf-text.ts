/**
 * Persian text for the seed's PDF catalogues (seed-pdf.ts): a PDF holds glyphs in the order they
 * are drawn, so the writer needs each letter in its joined form (initial, medial, final, isolated)
 * and each line in visual order. Letters are joined through the Arabic Presentation Forms the
 * embedded font maps (Vazirmatn maps them all), and lines are ordered with the core of the Unicode
 * bidirectional algorithm (weak types W4–W7, neutrals N1–N2, levels 1–2, mirroring): enough for
 * the catalogue's own texts (Persian with Latin codes, numbers and units; one paragraph level).
 * Hand-written because no shaping library is a dependency of the api; not a general text engine.
 */

/** [isolated, final, initial, medial]; right-joining letters have only the first two. */
const FORMS: Record<number, number[]> = {
  0x0621: [0xfe80],
  0x0622: [0xfe81, 0xfe82],
  0x0623: [0xfe83, 0xfe84],
  0x0624: [0xfe85, 0xfe86],
  0x0625: [0xfe87, 0xfe88],
  0x0626: [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c],
  0x0627: [0xfe8d, 0xfe8e],
  0x0628: [0xfe8f, 0xfe90, 0xfe91, 0xfe92],
  0x0629: [0xfe93, 0xfe94],
  0x062a: [0xfe95, 0xfe96, 0xfe97, 0xfe98],
  0x062b: [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c],
  0x062c: [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0],
  0x062d: [0xfea1, 0xfea2, 0xfea3, 0xfea4],
  0x062e: [0xfea5, 0xfea6, 0xfea7, 0xfea8],
  0x062f: [0xfea9, 0xfeaa],
  0x0630: [0xfeab, 0xfeac],
  0x0631: [0xfead, 0xfeae],
  0x0632: [0xfeaf, 0xfeb0],
  0x0633: [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4],
  0x0634: [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8],
  0x0635: [0xfeb9, 0xfeba, 0xfebb, 0xfebc],
  0x0636: [0xfebd, 0xfebe, 0xfebf, 0xfec0],
  0x0637: [0xfec1, 0xfec2, 0xfec3, 0xfec4],
  0x0638: [0xfec5, 0xfec6, 0xfec7, 0xfec8],
  0x0639: [0xfec9, 0xfeca, 0xfecb, 0xfecc],
  0x063a: [0xfecd, 0xfece, 0xfecf, 0xfed0],
  0x0641: [0xfed1, 0xfed2, 0xfed3, 0xfed4],
  0x0642: [0xfed5, 0xfed6, 0xfed7, 0xfed8],
  0x0643: [0xfed9, 0xfeda, 0xfedb, 0xfedc],
  0x0644: [0xfedd, 0xfede, 0xfedf, 0xfee0],
  0x0645: [0xfee1, 0xfee2, 0xfee3, 0xfee4],
  0x0646: [0xfee5, 0xfee6, 0xfee7, 0xfee8],
  0x0647: [0xfee9, 0xfeea, 0xfeeb, 0xfeec],
  0x0648: [0xfeed, 0xfeee],
  0x0649: [0xfeef, 0xfef0],
  0x064a: [0xfef1, 0xfef2, 0xfef3, 0xfef4],
  0x067e: [0xfb56, 0xfb57, 0xfb58, 0xfb59],
  0x0686: [0xfb7a, 0xfb7b, 0xfb7c, 0xfb7d],
  0x0698: [0xfb8a, 0xfb8b],
  0x06a9: [0xfb8e, 0xfb8f, 0xfb90, 0xfb91],
  0x06af: [0xfb92, 0xfb93, 0xfb94, 0xfb95],
  0x06cc: [0xfbfc, 0xfbfd, 0xfbfe, 0xfbff],
};

/** lam + alef variants → [isolated, final] ligature. */
const LAM_ALEF: Record<number, [number, number]> = { 0x0622: [0xfef5, 0xfef6], 0x0623: [0xfef7, 0xfef8], 0x0625: [0xfef9, 0xfefa], 0x0627: [0xfefb, 0xfefc] };
const LAM = 0x0644;
const TATWEEL = 0x0640;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

/** Marks (harakat) are transparent to joining. */
const isMark = (cp: number) => (cp >= 0x064b && cp <= 0x065f) || cp === 0x0670;
const isDual = (cp: number) => FORMS[cp]?.length === 4 || cp === TATWEEL || cp === ZWJ;
const joinsLeft = (cp: number) => isDual(cp);
const joinsRight = (cp: number) => (FORMS[cp] !== undefined && FORMS[cp].length >= 2) || cp === TATWEEL || cp === ZWJ;

/** A glyph-to-be: the code point drawn and the text it stands for (for copying out of the PDF). */
export interface Shaped {
  cp: number;
  text: string;
}

/** Joins Persian letters into their contextual presentation forms (logical order kept); drops ZWNJ/ZWJ. */
export function shapePersian(s: string): Shaped[] {
  const cps = Array.from(s, (ch) => ch.codePointAt(0)!);
  const out: Shaped[] = [];
  const neighbour = (from: number, step: number) => {
    for (let j = from + step; j >= 0 && j < cps.length; j += step) if (!isMark(cps[j])) return cps[j];
    return undefined;
  };
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    if (cp === ZWNJ || cp === ZWJ) continue;
    const prev = neighbour(i, -1);
    const joinedBefore = prev !== undefined && joinsLeft(prev) && joinsRight(cp);
    if (cp === LAM) {
      let nextIndex = i + 1;
      while (nextIndex < cps.length && isMark(cps[nextIndex])) nextIndex++;
      const next = cps[nextIndex];
      if (next !== undefined && LAM_ALEF[next]) {
        out.push({ cp: LAM_ALEF[next][joinedBefore ? 1 : 0], text: String.fromCodePoint(cp, next) });
        i = nextIndex;
        continue;
      }
    }
    const forms = FORMS[cp];
    if (!forms) {
      out.push({ cp, text: String.fromCodePoint(cp) });
      continue;
    }
    const next = neighbour(i, 1);
    const joinedAfter = isDual(cp) && next !== undefined && joinsRight(next);
    const form = joinedBefore && joinedAfter ? 3 : joinedAfter ? 2 : joinedBefore ? 1 : 0;
    out.push({ cp: forms[form] ?? forms[joinedBefore ? 1 : 0] ?? forms[0], text: String.fromCodePoint(cp) });
  }
  return out;
}

type BidiClass = 'L' | 'R' | 'EN' | 'ES' | 'ET' | 'CS' | 'N';

const isLatinDigit = (cp: number) => cp >= 0x30 && cp <= 0x39;
const isPersianDigit = (cp: number) => (cp >= 0x06f0 && cp <= 0x06f9) || (cp >= 0x0660 && cp <= 0x0669);

function bidiClass(cp: number): BidiClass {
  if (isLatinDigit(cp) || isPersianDigit(cp)) return 'EN';
  if (cp === 0x2b || cp === 0x2d || cp === 0x2212) return 'ES';
  if (cp === 0x25 || cp === 0x066a || cp === 0x23 || cp === 0x24 || cp === 0xb0 || cp === 0xb2 || cp === 0xb3) return 'ET';
  if (cp === 0x2c || cp === 0x2e || cp === 0x3a || cp === 0x2f || cp === 0x066b || cp === 0x066c || cp === 0xa0) return 'CS';
  if ((cp >= 0x0590 && cp <= 0x08ff) || (cp >= 0xfb1d && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfefe)) return cp === 0x060c || cp === 0x061b || cp === 0x061f || cp === 0x06d4 ? 'N' : 'R';
  if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) || (cp >= 0x370 && cp <= 0x52f)) return 'L';
  return 'N';
}

const MIRROR: Record<number, number> = { 0x28: 0x29, 0x29: 0x28, 0x5b: 0x5d, 0x5d: 0x5b, 0x7b: 0x7d, 0x7d: 0x7b, 0x3c: 0x3e, 0x3e: 0x3c, 0xab: 0xbb, 0xbb: 0xab };

/**
 * Visual order of one line of a right-to-left paragraph (base level 1): Persian runs right to left,
 * Latin words and numbers left to right inside them, brackets mirrored where they read right to left.
 */
export function visualOrder(glyphs: Shaped[]): Shaped[] {
  const n = glyphs.length;
  const cls = glyphs.map((g) => bidiClass(g.cp));
  // W4: one separator between two numbers joins them (1,000 / 021-6600 / 2.5)
  for (let i = 1; i < n - 1; i++) {
    if ((cls[i] === 'CS' || cls[i] === 'ES') && cls[i - 1] === 'EN' && cls[i + 1] === 'EN') cls[i] = 'EN';
  }
  // W5: terminators next to a number belong to it (40٪, 25 °C stays apart: a space is between)
  for (let i = 0; i < n; i++) {
    if (cls[i] !== 'ET') continue;
    let j = i;
    while (j < n && cls[j] === 'ET') j++;
    if ((i > 0 && cls[i - 1] === 'EN') || (j < n && cls[j] === 'EN')) for (let k = i; k < j; k++) cls[k] = 'EN';
  }
  // W6: the remaining separators and terminators are neutral
  for (let i = 0; i < n; i++) if (cls[i] === 'CS' || cls[i] === 'ES' || cls[i] === 'ET') cls[i] = 'N';
  // W7: a number after Latin text is Latin text
  let lastStrong: 'L' | 'R' = 'R';
  for (let i = 0; i < n; i++) {
    if (cls[i] === 'L' || cls[i] === 'R') lastStrong = cls[i] as 'L' | 'R';
    else if (cls[i] === 'EN' && lastStrong === 'L') cls[i] = 'L';
  }
  // N1/N2: neutrals between two of the same direction take it (numbers count as R), others the paragraph's (R)
  const strong = (c: BidiClass) => (c === 'L' ? 'L' : c === 'R' || c === 'EN' ? 'R' : null);
  for (let i = 0; i < n; i++) {
    if (cls[i] !== 'N') continue;
    let j = i;
    while (j < n && cls[j] === 'N') j++;
    const before = i > 0 ? strong(cls[i - 1]) : 'R';
    const after = j < n ? strong(cls[j]) : 'R';
    const dir = before === after ? before : 'R';
    for (let k = i; k < j; k++) cls[k] = dir === 'L' ? 'L' : 'R';
    i = j - 1;
  }
  // levels: R 1, L and numbers 2; L2: reverse each run at level 2, then the whole line
  const levels = cls.map((c) => (c === 'R' ? 1 : 2));
  const order = glyphs.map((g, i) => ({ g: levels[i] === 1 && MIRROR[g.cp] ? { ...g, cp: MIRROR[g.cp] } : g, level: levels[i] }));
  for (let i = 0; i < n; i++) {
    if (order[i].level < 2) continue;
    let j = i;
    while (j < n && order[j].level >= 2) j++;
    const run = order.slice(i, j).reverse();
    order.splice(i, j - i, ...run);
    i = j - 1;
  }
  return order.reverse().map((o) => o.g);
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/**
 * Persian digits for numbers in Persian text: a number keeps Latin digits when it belongs to a
 * Latin code (it touches a Latin letter, or the nearest letter before it, or else after it, is
 * Latin: 5A, IP20, K5.6, EN 3-7, 330 × 260 mm).
 * A decimal point between digits becomes the Persian one (٫).
 */
export function persianDigits(s: string): string {
  return s.replace(/[0-9]+(?:[.,][0-9]+)*/g, (num, offset: number) => {
    const before = s.slice(0, offset).match(/[A-Za-z\u0600-\u06FF](?=[^A-Za-z\u0600-\u06FF]*$)/);
    const after = s.slice(offset + num.length).match(/[A-Za-z\u0600-\u06FF]/);
    const near = before?.[0] ?? after?.[0];
    const attached = /[A-Za-z]/.test(s[offset - 1] ?? '') || /[A-Za-z]/.test(s[offset + num.length] ?? '');
    if (attached || (near && /[A-Za-z]/.test(near))) return num;
    return num.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]).replace(/\./g, '٫').replace(/,/g, '٬');
  });
}
