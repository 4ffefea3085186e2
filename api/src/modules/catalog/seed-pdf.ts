/**
 * The PDF writer of the seed's downloadable catalogues (seed-catalogue.ts): pages of text, lines,
 * boxes and pictures, with an embedded TrueType font (Vazirmatn, seed-data/fonts, OFL) so
 * Persian and Latin text both show and can be copied out (ToUnicode). Fonts are subset by keeping
 * only the outlines of the glyphs used (glyph ids unchanged); streams are Flate-compressed.
 * Hand-written because the api has no PDF dependency (PDF 1.4, ISO 32000 §9.7 composite fonts);
 * Persian joining and line order come from seed-pdf-text.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { shapePersian, visualOrder, type Shaped } from './seed-pdf-text';

/** A TrueType font: what a PDF needs to place its glyphs and embed it. */
export class TtfFont {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: [number, number, number, number];
  readonly postscriptName: string;
  private readonly tables = new Map<string, { offset: number; length: number }>();
  private readonly advances: number[] = [];
  private readonly cmap = new Map<number, number>();
  private readonly glyphOffsets: number[] = [];

  constructor(private readonly data: Buffer) {
    const count = data.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      this.tables.set(data.toString('latin1', at, at + 4), { offset: data.readUInt32BE(at + 8), length: data.readUInt32BE(at + 12) });
    }
    const head = this.table('head');
    this.unitsPerEm = data.readUInt16BE(head + 18);
    this.bbox = [data.readInt16BE(head + 36), data.readInt16BE(head + 38), data.readInt16BE(head + 40), data.readInt16BE(head + 42)];
    const longLoca = data.readInt16BE(head + 50) === 1;
    const hhea = this.table('hhea');
    this.ascent = data.readInt16BE(hhea + 4);
    this.descent = data.readInt16BE(hhea + 6);
    const numberOfHMetrics = data.readUInt16BE(hhea + 34);
    const numGlyphs = data.readUInt16BE(this.table('maxp') + 4);
    const hmtx = this.table('hmtx');
    for (let g = 0; g < numGlyphs; g++) this.advances.push(data.readUInt16BE(hmtx + Math.min(g, numberOfHMetrics - 1) * 4));
    const loca = this.table('loca');
    for (let g = 0; g <= numGlyphs; g++) this.glyphOffsets.push(longLoca ? data.readUInt32BE(loca + g * 4) : data.readUInt16BE(loca + g * 2) * 2);
    const os2 = this.tables.get('OS/2');
    this.capHeight = os2 && data.readUInt16BE(os2.offset) >= 2 ? data.readInt16BE(os2.offset + 88) : Math.round(this.ascent * 0.7);
    this.postscriptName = this.readPostscriptName() ?? 'Font';
    this.readCmap();
  }

  static load(file: string): TtfFont {
    return new TtfFont(fs.readFileSync(file));
  }

  private table(tag: string): number {
    const t = this.tables.get(tag);
    if (!t) throw new Error(`font: no ${tag} table`);
    return t.offset;
  }

  private readPostscriptName(): string | null {
    const t = this.tables.get('name');
    if (!t) return null;
    const d = this.data;
    const count = d.readUInt16BE(t.offset + 2);
    const strings = t.offset + d.readUInt16BE(t.offset + 4);
    for (let i = 0; i < count; i++) {
      const at = t.offset + 6 + i * 12;
      if (d.readUInt16BE(at + 6) !== 6) continue;
      const len = d.readUInt16BE(at + 8);
      const off = strings + d.readUInt16BE(at + 10);
      const platform = d.readUInt16BE(at);
      const raw = d.subarray(off, off + len);
      const name = platform === 3 || platform === 0 ? Buffer.from(raw).swap16().toString('utf16le') : raw.toString('latin1');
      return name.replace(/[^A-Za-z0-9-]/g, '');
    }
    return null;
  }

  /** The Unicode → glyph map (cmap formats 4 and 12, Windows Unicode). */
  private readCmap(): void {
    const d = this.data;
    const cmap = this.table('cmap');
    const subtables = d.readUInt16BE(cmap + 2);
    const found: Array<{ format: number; at: number }> = [];
    for (let i = 0; i < subtables; i++) {
      const at = cmap + 4 + i * 8;
      const platform = d.readUInt16BE(at);
      const encoding = d.readUInt16BE(at + 2);
      if (!((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0)) continue;
      const sub = cmap + d.readUInt32BE(at + 4);
      found.push({ format: d.readUInt16BE(sub), at: sub });
    }
    const f12 = found.find((f) => f.format === 12);
    if (f12) {
      const groups = d.readUInt32BE(f12.at + 12);
      for (let i = 0; i < groups; i++) {
        const at = f12.at + 16 + i * 12;
        const start = d.readUInt32BE(at);
        const end = d.readUInt32BE(at + 4);
        const glyph = d.readUInt32BE(at + 8);
        for (let cp = start; cp <= end; cp++) this.cmap.set(cp, glyph + cp - start);
      }
      return;
    }
    const f4 = found.find((f) => f.format === 4);
    if (!f4) throw new Error('font: no Unicode cmap');
    const segX2 = d.readUInt16BE(f4.at + 6);
    const ends = f4.at + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let i = 0; i < segX2 / 2; i++) {
      const end = d.readUInt16BE(ends + i * 2);
      const start = d.readUInt16BE(starts + i * 2);
      const delta = d.readInt16BE(deltas + i * 2);
      const rangeOffset = d.readUInt16BE(ranges + i * 2);
      for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
        else {
          glyph = d.readUInt16BE(ranges + i * 2 + rangeOffset + (cp - start) * 2);
          if (glyph) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph) this.cmap.set(cp, glyph);
      }
    }
  }

  glyph(cp: number): number {
    return this.cmap.get(cp) ?? 0;
  }

  /** Advance width of a glyph in thousandths of the font size (PDF text space). */
  width(glyph: number): number {
    return Math.round(((this.advances[glyph] ?? 0) * 1000) / this.unitsPerEm);
  }

  /** The glyphs a composite glyph is built from. */
  private components(glyph: number): number[] {
    const d = this.data;
    const start = this.table('glyf') + this.glyphOffsets[glyph];
    if (this.glyphOffsets[glyph + 1] === this.glyphOffsets[glyph] || d.readInt16BE(start) >= 0) return [];
    const out: number[] = [];
    let at = start + 10;
    for (;;) {
      const flags = d.readUInt16BE(at);
      out.push(d.readUInt16BE(at + 2));
      at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      if (!(flags & 0x20)) return out;
    }
  }

  /**
   * The font with only `used` glyphs' outlines (and the glyphs they are built from); glyph ids are
   * unchanged, so the PDF's Identity mapping stays right. Tables a PDF viewer needs: glyf, loca
   * (long), head, hhea, hmtx, maxp and the hinting tables.
   */
  subset(used: Iterable<number>): Buffer {
    const keep = new Set<number>([0]);
    const queue = [...used];
    while (queue.length) {
      const g = queue.pop()!;
      if (keep.has(g) || g >= this.glyphOffsets.length - 1) continue;
      keep.add(g);
      queue.push(...this.components(g));
    }
    for (const g of [...keep]) for (const c of this.components(g)) keep.add(c);
    const glyf = this.table('glyf');
    const parts: Buffer[] = [];
    const loca = Buffer.alloc(this.glyphOffsets.length * 4);
    let offset = 0;
    for (let g = 0; g < this.glyphOffsets.length - 1; g++) {
      loca.writeUInt32BE(offset, g * 4);
      if (!keep.has(g)) continue;
      const bytes = this.data.subarray(glyf + this.glyphOffsets[g], glyf + this.glyphOffsets[g + 1]);
      const padded = Buffer.alloc((bytes.length + 3) & ~3);
      bytes.copy(padded);
      parts.push(padded);
      offset += padded.length;
    }
    loca.writeUInt32BE(offset, (this.glyphOffsets.length - 1) * 4);
    const raw = (tag: string) => {
      const t = this.tables.get(tag);
      return t ? Buffer.from(this.data.subarray(t.offset, t.offset + t.length)) : null;
    };
    const head = raw('head')!;
    head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    head.writeInt16BE(1, 50); // long loca
    const tables: Array<[string, Buffer]> = [['glyf', Buffer.concat(parts)], ['head', head], ['hhea', raw('hhea')!], ['hmtx', raw('hmtx')!], ['loca', loca], ['maxp', raw('maxp')!]];
    for (const tag of ['cvt ', 'fpgm', 'prep']) {
      const b = raw(tag);
      if (b) tables.push([tag, b]);
    }
    tables.sort(([a], [b]) => (a < b ? -1 : 1));
    const n = tables.length;
    const entrySelector = Math.floor(Math.log2(n));
    const dir = Buffer.alloc(12 + n * 16);
    dir.writeUInt32BE(0x00010000, 0);
    dir.writeUInt16BE(n, 4);
    dir.writeUInt16BE(2 ** entrySelector * 16, 6);
    dir.writeUInt16BE(entrySelector, 8);
    dir.writeUInt16BE(n * 16 - 2 ** entrySelector * 16, 10);
    const bodies: Buffer[] = [];
    let at = dir.length;
    tables.forEach(([tag, body], i) => {
      const padded = Buffer.alloc((body.length + 3) & ~3);
      body.copy(padded);
      dir.write(tag, 12 + i * 16, 'latin1');
      dir.writeUInt32BE(checksum(padded), 12 + i * 16 + 4);
      dir.writeUInt32BE(at, 12 + i * 16 + 8);
      dir.writeUInt32BE(body.length, 12 + i * 16 + 12);
      bodies.push(padded);
      at += padded.length;
    });
    const font = Buffer.concat([dir, ...bodies]);
    const headAt = dir.readUInt32BE(12 + tables.findIndex(([t]) => t === 'head') * 16 + 8);
    font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
    return font;
  }
}

function checksum(b: Buffer): number {
  let sum = 0;
  for (let i = 0; i + 3 < b.length; i += 4) sum = (sum + b.readUInt32BE(i)) >>> 0;
  return sum;
}

const FONT_DIR = path.join(__dirname, 'seed-data', 'fonts');
let fonts: { regular: TtfFont; bold: TtfFont } | null = null;

/** Vazirmatn regular and bold (read once). */
export function catalogueFonts(): { regular: TtfFont; bold: TtfFont } {
  fonts ??= { regular: TtfFont.load(path.join(FONT_DIR, 'Vazirmatn-Regular.ttf')), bold: TtfFont.load(path.join(FONT_DIR, 'Vazirmatn-Bold.ttf')) };
  return fonts;
}

export type Rgb = [number, number, number];
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Rgb;
}

/** A picture placed on pages (stored once, referenced by every page that shows it): RGB pixels, Flate-compressed. */
export interface PdfImage {
  id: number;
  deflated: Buffer;
  width: number;
  height: number;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const rgb = (c: Rgb, op: 'rg' | 'RG') => `${c.map((v) => num(v / 255)).join(' ')} ${op}`;

/** One page: drawing operations in PDF units (points, origin at the bottom left). */
export class PdfPage {
  readonly ops: string[] = [];
  readonly images = new Set<PdfImage>();
  constructor(readonly doc: PdfDocument) {}

  /** Text on one line, placed by its left edge, right edge or centre at x; y is the baseline. */
  text(s: string, x: number, y: number, style: TextStyle, align: 'left' | 'right' | 'center' = 'left'): void {
    const run = this.doc.glyphs(s, style);
    if (!run.length) return;
    const w = this.doc.measure(s, style);
    const left = align === 'left' ? x : align === 'right' ? x - w : x - w / 2;
    const hex = run.map((g) => g.toString(16).padStart(4, '0')).join('');
    this.ops.push(`BT ${rgb(style.color ?? [33, 33, 33], 'rg')} /${style.bold ? 'F2' : 'F1'} ${num(style.size)} Tf 1 0 0 1 ${num(left)} ${num(y)} Tm <${hex}> Tj ET`);
  }

  rect(x: number, y: number, w: number, h: number, opts: { fill?: Rgb; stroke?: Rgb; lineWidth?: number }): void {
    const parts = ['q'];
    if (opts.fill) parts.push(rgb(opts.fill, 'rg'));
    if (opts.stroke) parts.push(rgb(opts.stroke, 'RG'), `${num(opts.lineWidth ?? 0.75)} w`);
    parts.push(`${num(x)} ${num(y)} ${num(w)} ${num(h)} re`, opts.fill && opts.stroke ? 'B' : opts.fill ? 'f' : 'S', 'Q');
    this.ops.push(parts.join(' '));
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, width = 0.75): void {
    this.ops.push(`q ${rgb(color, 'RG')} ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`);
  }

  image(img: PdfImage, x: number, y: number, w: number, h: number): void {
    this.images.add(img);
    this.ops.push(`q ${num(w)} 0 0 ${num(h)} ${num(x)} ${num(y)} cm /Im${img.id} Do Q`);
  }
}

/**
 * A document: A4 pages, two fonts (regular F1, bold F2), right-to-left text when `rtl` (Persian
 * joined and ordered for display), metadata for the viewer's title bar.
 */
export class PdfDocument {
  static readonly WIDTH = 595.28;
  static readonly HEIGHT = 841.89;
  readonly pages: PdfPage[] = [];
  private readonly images: PdfImage[] = [];
  private readonly used = [new Map<number, string>(), new Map<number, string>()];
  private readonly fonts: [TtfFont, TtfFont];

  constructor(private readonly opts: { title: string; author: string; subject: string; lang: string; rtl: boolean; fonts: { regular: TtfFont; bold: TtfFont } }) {
    this.fonts = [opts.fonts.regular, opts.fonts.bold];
  }

  addPage(): PdfPage {
    const page = new PdfPage(this);
    this.pages.push(page);
    return page;
  }

  /** An image of `width` × `height` RGB pixels (8 bits each, rows top to bottom), zlib-deflated. */
  addImage(deflated: Buffer, width: number, height: number): PdfImage {
    const img = { id: this.images.length + 1, deflated, width, height };
    this.images.push(img);
    return img;
  }

  private shaped(s: string): Shaped[] {
    const shaped = shapePersian(s.replace(/\s+/g, ' '));
    return this.opts.rtl ? visualOrder(shaped) : shaped;
  }

  /** The glyph ids that draw `s`, in drawing order (and noted for the font subset and ToUnicode). */
  glyphs(s: string, style: TextStyle): number[] {
    const k = style.bold ? 1 : 0;
    return this.shaped(s).map((g) => {
      const glyph = this.fonts[k].glyph(g.cp);
      if (glyph && !this.used[k].has(glyph)) this.used[k].set(glyph, g.text);
      return glyph;
    });
  }

  private readonly widths = [new Map<string, number>(), new Map<string, number>()];

  /** Width of `s` in points. */
  measure(s: string, style: TextStyle): number {
    const k = style.bold ? 1 : 0;
    let units = this.widths[k].get(s);
    if (units === undefined) {
      const font = this.fonts[k];
      units = shapePersian(s.replace(/\s+/g, ' ')).reduce((w, g) => w + font.width(font.glyph(g.cp)), 0);
      this.widths[k].set(s, units);
    }
    return (units * style.size) / 1000;
  }

  /** `s` broken into lines no wider than `width` (at spaces; a longer word stands alone). */
  wrap(s: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    const space = this.measure(' ', style);
    let line = '';
    let lineWidth = 0;
    for (const word of s.split(/\s+/).filter(Boolean)) {
      // words join no letters across a space: a line is as wide as its words and spaces
      const w = this.measure(word, style);
      if (line && lineWidth + space + w > width) {
        lines.push(line);
        line = word;
        lineWidth = w;
      } else {
        line = line ? `${line} ${word}` : word;
        lineWidth = line === word ? w : lineWidth + space + w;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  toBuffer(): Buffer {
    const objects: Buffer[] = [];
    const reserve = () => objects.push(Buffer.alloc(0));
    const set = (id: number, body: string | Buffer) => {
      objects[id - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    };
    const add = (body: string | Buffer) => {
      reserve();
      set(objects.length, body);
      return objects.length;
    };
    const stream = (dict: string, data: Buffer, compress = true) => {
      const bytes = compress ? zlib.deflateSync(data) : data;
      return Buffer.concat([Buffer.from(`<< ${dict}${compress ? ' /Filter /FlateDecode' : ''} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')]);
    };
    const text = (s: string) => `<FEFF${Buffer.from(s, 'utf16le').swap16().toString('hex')}>`;

    reserve(); // 1 catalog
    reserve(); // 2 page tree
    const info = add(`<< /Title ${text(this.opts.title)} /Author ${text(this.opts.author)} /Subject ${text(this.opts.subject)} /Producer (fire-storefront seed) /CreationDate (D:20250601000000Z) >>`);
    const fontIds = this.fonts.map((font, k) => this.embedFont(font, this.used[k], add, stream, k));
    const imageIds = new Map<PdfImage, number>();
    for (const img of this.images) {
      imageIds.set(img, add(stream(`/Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, img.deflated, false)));
    }
    const pageIds: number[] = [];
    for (const page of this.pages) {
      const content = add(stream('', Buffer.from(page.ops.join('\n'), 'latin1')));
      const xobjects = [...page.images].map((img) => `/Im${img.id} ${imageIds.get(img)} 0 R`).join(' ');
      pageIds.push(
        add(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PdfDocument.WIDTH} ${PdfDocument.HEIGHT}] /Resources << /Font << /F1 ${fontIds[0]} 0 R /F2 ${fontIds[1]} 0 R >>${xobjects ? ` /XObject << ${xobjects} >>` : ''} >> /Contents ${content} 0 R >>`,
        ),
      );
    }
    set(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
    set(1, `<< /Type /Catalog /Pages 2 0 R /Lang ${text(this.opts.lang)} /ViewerPreferences << /DisplayDocTitle true${this.opts.rtl ? ' /Direction /R2L' : ''} >> >>`);

    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = chunks[0].length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(length);
      const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      chunks.push(obj);
      length += obj.length;
    });
    const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
    chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(chunks);
  }

  /** A Type0 font (Identity-H: two-byte glyph ids) over a CIDFontType2 with the subset embedded. */
  private embedFont(
    font: TtfFont,
    used: Map<number, string>,
    add: (body: string | Buffer) => number,
    stream: (dict: string, data: Buffer) => Buffer,
    k: number,
  ): number {
    const tag = `${k ? 'SDBB' : 'SDRR'}${'AA'}+`; // six capital letters: a subset
    const name = `${tag}${font.postscriptName}`;
    const scale = (v: number) => Math.round((v * 1000) / font.unitsPerEm);
    const fontFile = font.subset(used.keys());
    const file = add(stream(`/Length1 ${fontFile.length}`, fontFile));
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName /${name} /Flags 32 /FontBBox [${font.bbox.map(scale).join(' ')}] /ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV ${k ? 120 : 80} /FontFile2 ${file} 0 R >>`,
    );
    const glyphs = [...used.keys()].sort((a, b) => a - b);
    const widths = glyphs.map((g) => `${g} [${font.width(g)}]`).join(' ');
    const cid = add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 0 /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const hex4 = (n: number) => n.toString(16).padStart(4, '0');
    const utf16 = (s: string) => Buffer.from(s, 'utf16le').swap16().toString('hex');
    const entries = glyphs.map((g) => `<${hex4(g)}> <${utf16(used.get(g)!)}>`);
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) blocks.push(`${Math.min(100, entries.length - i)} beginbfchar\n${entries.slice(i, i + 100).join('\n')}\nendbfchar`);
    const cmap = [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
    const toUnicode = add(stream('', Buffer.from(cmap, 'latin1')));
    return add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
  }
}
