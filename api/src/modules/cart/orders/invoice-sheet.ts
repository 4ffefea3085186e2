/**
 * The invoice's page: text drawn with pdfkit in the reading direction (Persian right to left), lines
 * wrapped and aligned here, every string through `visualRuns` (invoice-bidi.ts) so that fontkit's
 * shaping lands in the right order, boxes mirrored for Persian, and a new page when one is full.
 */
import fs from 'node:fs';
import { textDirection, visualRuns } from './invoice-bidi';

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** Vazirmatn (OFL; the storefront's font): Persian and Latin letters in one face. Read once. */
export function vazirmatn() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf')),
    bold: fs.readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf')),
  };
  return fonts;
}

export const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const MARGIN = 36;
export const CONTENT = PAGE.width - 2 * MARGIN;
const FOOTER = 28; // kept free at the bottom of every page for its number
export const PAD = 5;
export const GREY = '#eeeeee';
const LINE = '#999999';
/**
 * Widths of shaped runs by font, size and text: the same for every invoice (one font file), so kept
 * across them (labels, amounts and product names recur); emptied when it grows large.
 */
const RUN_WIDTHS = new Map<string, number>();
/** Any `features` makes pdfkit lay a string out as one fontkit run (without, it does it word by word). */
const SHAPED = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

export type Font = 'regular' | 'bold';
export type Align = 'start' | 'end' | 'center';
/** `typed`: someone's text (a name, an address), read in the direction of its first letter; `dir` forces one. */
type TextOptions = { font?: Font; size?: number; align?: Align; typed?: boolean; dir?: 'rtl' | 'ltr' };

/**
 * A page laid out in the reading direction: `u` runs from the start edge (the right one in Persian)
 * along the line, and every box is mirrored to the page's coordinates here.
 */
export class Sheet {
  y = MARGIN;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly dir: 'rtl' | 'ltr',
  ) {}

  /** The page's x of a box that starts `u` from the start edge and is `w` wide. */
  x(u: number, w: number) {
    return this.dir === 'rtl' ? PAGE.width - MARGIN - u - w : MARGIN + u;
  }

  /** A run's width (one fontkit layout, the slow part of drawing): from the cache after the first time. */
  runWidth(run: string, font: Font, size: number) {
    const key = `${font}|${size}|${run}`;
    let w = RUN_WIDTHS.get(key);
    if (w === undefined) {
      this.doc.font(font).fontSize(size);
      w = this.doc.widthOfString(run, SHAPED);
      if (RUN_WIDTHS.size >= 20_000) RUN_WIDTHS.clear();
      RUN_WIDTHS.set(key, w);
    }
    return w;
  }

  /** The drawn width of a text: its runs as fontkit shapes them. */
  width(text: string, font: Font, size: number) {
    return visualRuns(text, this.dir).reduce((sum, r) => sum + this.runWidth(r, font, size), 0);
  }

  /**
   * The text cut into lines no wider than `w`, at spaces (a longer word at any character). A line's
   * width is its words' widths and the spaces between: letters join only within a word.
   */
  wrap(text: string, w: number, font: Font, size: number): string[] {
    const space = this.width(' ', font, size);
    const lines: string[] = [];
    let line = '';
    let lineW = 0;
    for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
      if (!word) continue;
      const ww = this.width(word, font, size);
      if (line && lineW + space + ww <= w) {
        line += ` ${word}`;
        lineW += space + ww;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineW = ww;
      if (ww > w) {
        // a word wider than the box: cut anywhere
        let part = '';
        for (const ch of word) {
          if (part && this.width(part + ch, font, size) > w) {
            lines.push(part);
            part = '';
          }
          part += ch;
        }
        line = part;
        lineW = this.width(part, font, size);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  lineHeight(size: number) {
    return size * 1.55;
  }

  /** One line at `y`, in the box (u, w), aligned in the reading direction. */
  line(text: string, u: number, w: number, y: number, o: TextOptions & { color?: string } = {}) {
    const font = o.font ?? 'regular';
    const size = o.size ?? 9;
    const runs = visualRuns(text, o.dir ?? (o.typed ? textDirection(text, this.dir) : this.dir));
    const widths = runs.map((r) => this.runWidth(r, font, size));
    this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000');
    const total = widths.reduce((s, v) => s + v, 0);
    const left = this.x(u, w);
    const align = o.align ?? 'start';
    // start is the right edge in Persian
    const atLeft = (align === 'start') === (this.dir === 'ltr');
    let x = align === 'center' ? left + (w - total) / 2 : atLeft ? left : left + w - total;
    runs.forEach((r, i) => {
      this.doc.text(r, x, y, { ...SHAPED, lineBreak: false });
      x += widths[i];
    });
  }

  /** A wrapped paragraph in the box (u, w) from `y`; answers its height. */
  paragraph(text: string, u: number, w: number, y: number, o: TextOptions = {}) {
    const size = o.size ?? 9;
    const lines = this.wrap(text, w, o.font ?? 'regular', size);
    // a typed text keeps the direction of its first letter on every line it is cut into
    const typed = o.typed ? textDirection(text, this.dir) : this.dir;
    lines.forEach((l, i) => this.line(l, u, w, y + i * this.lineHeight(size), { ...o, typed: false, dir: typed }));
    return lines.length * this.lineHeight(size);
  }

  /** "Label: value" in the box (u, w): the label in bold, the value wrapped after it; answers the height. */
  field(label: string, value: string, u: number, w: number, y: number, size = 9) {
    const head = `${label}:`;
    const lw = this.width(head, 'bold', size) + 4;
    this.line(head, u, lw, y, { font: 'bold', size });
    return this.paragraph(value || '—', u + lw, Math.max(w - lw, 20), y, { size, typed: true });
  }

  fieldHeight(label: string, value: string, w: number, size = 9) {
    const lw = this.width(`${label}:`, 'bold', size) + 4;
    return this.wrap(value || '—', Math.max(w - lw, 20), 'regular', size).length * this.lineHeight(size);
  }

  rect(u: number, w: number, y: number, h: number, fill?: string) {
    const r = this.doc.rect(this.x(u, w), y, w, h).lineWidth(0.5);
    if (fill) r.fillAndStroke(fill, LINE);
    else r.stroke(LINE);
  }

  /** A new page when `h` more points would not fit above the footer. */
  room(h: number): boolean {
    if (this.y + h <= PAGE.height - MARGIN - FOOTER) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }
}

