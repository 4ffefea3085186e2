/**
 * CSV as RFC 4180 describes it, for the catalogue's export and import. Written here because no CSV
 * library is installed (`ls node_modules | grep -i csv`: none) and this session may add no
 * dependency; it is the grammar only (~40 lines): quoted fields with "" for a quote, commas and line
 * breaks inside quotes, CRLF or LF between records, a UTF-8 BOM skipped (spreadsheets write one).
 * Replace it with a well-kept library (csv-parse) when the lead adds one.
 */

export interface CsvRecord {
  /** the line of the file the record starts on (1-based; a quoted line break makes a record span lines) */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote starting on line ${line}`);
  }
}

/** Parses a whole file; blank lines are skipped. Throws CsvSyntaxError for a quote never closed. */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  // a field that was quoted ("") is not blank even when empty
  let touched = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '' || touched) records.push({ line: start, fields });
    fields = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      touched = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      touched = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || fields.length || touched) endRecord();
  return records;
}

/** One field as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
const field = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // a leading = + - @ would be run as a formula by a spreadsheet: a text cell keeps it inert
  const inert = /^[=+\-@\t\r]/.test(s) && !/^-?\d+$/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
};

/** A file: the header and rows, CRLF between records, a BOM first so spreadsheets read it as UTF-8. */
export function writeCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return '\ufeff' + [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
