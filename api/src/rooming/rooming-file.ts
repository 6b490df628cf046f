import type { SheetCell } from '@ham/contracts';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

// An imported rooming list file (docs/product/rooming-list.md#import-and-paste) as a table of
// cells: the first sheet of an .xlsx (read by exceljs, the product's Excel library) or a CSV
// (';', ',' or tab between fields, quoted fields, UTF-8 or Windows-1252 as Excel writes it).

/** An .xlsx whose parts would inflate beyond this is refused before it is read (ZIP bombs). */
const MAX_INFLATED_BYTES = 60 * 1024 * 1024;

export class UnreadableFile extends Error {}

/** The bytes as text: UTF-8 (a BOM dropped) or, when they are not UTF-8, Windows-1252. */
function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** The separator of the first line: the most frequent of ; , and tab outside quotes. */
function separatorOf(text: string): string {
  const end = text.search(/\r|\n/);
  const first = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((s) => [s, first.split(s).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ';';
}

/**
 * A CSV as rows of texts (RFC 4180: quotes around a field, "" for a quote, line breaks inside
 * quotes). Our own export writes a leading apostrophe before = + - @ (csv-format.ts
 * `neutralizeFormula`): it is taken off again before a + or a - so that a file exported and
 * imported keeps its texts; a text starting with = or @ stays a formula, which the rows refuse.
 */
export function parseCsv(bytes: Uint8Array): SheetCell[][] {
  const text = decode(bytes);
  const sep = separatorOf(text);
  const rows: SheetCell[][] = [];
  let row: SheetCell[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    const v = /^'[+-]/.test(field) ? field.slice(1) : field;
    row.push(v === '' ? null : v);
    field = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) endField();
    else if (ch === '\r' || ch === '\n') {
      endField();
      rows.push(row);
      row = [];
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellOf(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'VERO' : 'FALSO';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if ('formula' in value || 'sharedFormula' in value) {
    const v = value as { formula?: string; sharedFormula?: string };
    return { formula: String(v.formula ?? v.sharedFormula ?? '') };
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  // A hyperlink cell (not a formula): its text only, the link is dropped.
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  if ('error' in value) return String(value.error);
  return null;
}

/** The first sheet of an .xlsx as rows of cells; an unreadable file throws UnreadableFile. */
export async function readXlsx(bytes: Buffer): Promise<SheetCell[][]> {
  let inflated = 0;
  try {
    unzipSync(bytes, {
      filter: (f) => {
        inflated += f.originalSize;
        return false;
      },
    });
  } catch {
    throw new UnreadableFile();
  }
  if (inflated > MAX_INFLATED_BYTES) throw new UnreadableFile();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetCell[][] = [];
  const width = Math.min(sheet.columnCount, 50);
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: SheetCell[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellOf(row.getCell(c).value));
    rows[n - 1] = cells;
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}
