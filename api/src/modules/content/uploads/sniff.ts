/**
 * The type of an upload is decided by its first bytes, never by its name or the browser's
 * Content-Type: a file called plan.png that holds HTML is not a PNG.
 */
export interface Sniffed {
  mime: string;
  ext: string;
  image: boolean;
}

const startsWith = (buf: Buffer, bytes: number[] | string, offset = 0) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= offset + b.length && buf.subarray(offset, offset + b.length).equals(b);
};

/** Office Open XML documents are ZIP files; which one is told by the parts inside. */
function sniffZip(buf: Buffer): Sniffed | null {
  const has = (s: string) => buf.includes(Buffer.from(s, 'latin1'));
  if (!has('[Content_Types].xml')) return null;
  // macro-enabled documents (.docm/.xlsm) carry a VBA project: refused
  if (has('vbaProject.bin')) return null;
  if (has('word/document.xml')) {
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', image: false };
  }
  if (has('xl/workbook.xml')) {
    return { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', image: false };
  }
  return null;
}

export function sniff(buf: Buffer): Sniffed | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png', image: true };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', image: true };
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8)) return { mime: 'image/webp', ext: 'webp', image: true };
  if (startsWith(buf, '%PDF-')) return { mime: 'application/pdf', ext: 'pdf', image: false };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(buf);
  // AutoCAD drawings (building plans): AC1015 .. AC1032
  if (/^AC10\d\d/.test(buf.subarray(0, 6).toString('latin1'))) return { mime: 'application/acad', ext: 'dwg', image: false };
  return null;
}

/** What each uploader takes, by extension of the sniffed type (shown to visitors in the error). */
export const FILE_TYPES = ['pdf', 'jpg', 'png', 'webp', 'docx', 'xlsx', 'dwg'];
export const IMAGE_TYPES = ['jpg', 'png', 'webp'];
