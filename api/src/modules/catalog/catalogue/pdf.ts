/**
 * A minimal valid PDF (1.4, Helvetica, one text column per page) for the downloadable
 * catalogues made at seed time. Latin text only: the standard fonts have no Persian glyphs.
 */
const ASCII: Record<string, string> = { '×': 'x', '–': '-', '—': '-', '’': "'", '‘': "'", '“': '"', '”': '"', '°': ' deg ', '²': '2', '…': '...' };

const toAscii = (s: string) => s.replace(/[^\x20-\x7e]/g, (ch) => ASCII[ch] ?? '?');
const escapePdf = (s: string) => toAscii(s).replace(/[\\()]/g, (ch) => `\\${ch}`);

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

export function makePdf(title: string, pages: PdfLine[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title (${escapePdf(title)}) /Producer (fire-storefront catalog) >>`);
  const pageIds: number[] = [];
  for (const lines of pages) {
    let y = 800;
    const ops = ['BT'];
    for (const line of lines) {
      const size = line.size ?? 11;
      y -= size * 1.6;
      ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 50 ${y.toFixed(1)} Tm (${escapePdf(line.text)}) Tj`);
    }
    ops.push('ET');
    const stream = ops.join('\n');
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    const contentId = objects.length;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`);
    pageIds.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
