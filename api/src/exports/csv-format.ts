import { formatDate } from '@ham/contracts';
import { plainText } from '../text/sanitize';
import { type ExportCell, type ExportRow, isExportDay } from './cells';

// Italian CSV (what Excel expects with an Italian locale): ';' between fields, CRLF lines,
// comma decimals, dates DD/MM/YYYY, UTF-8 with a BOM (csv.ts writes it first).

export const CSV_SEPARATOR = ';';
export const CSV_NEWLINE = '\r\n';
export const CSV_BOM = '\uFEFF';

const decimals = new Intl.NumberFormat('it-IT', { useGrouping: false, maximumFractionDigits: 10 });

/** 12 → '12'; 1.5 → '1,5'; -0.25 → '-0,25' (no thousands separator); '' for NaN and infinities. */
export function formatCsvNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (!Number.isFinite(n)) return '';
  return decimals.format(n);
}

/**
 * CSV/Excel formula injection (OWASP "CSV Injection"): a text starting with = + - @ (or a tab
 * or carriage return) would be read as a formula by a spreadsheet: it gets a leading apostrophe.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A text field: without control characters (plainText), made formula safe, then quoted (quotes
 * doubled) when it holds ; " or a line break.
 */
export function csvText(text: string): string {
  const safe = neutralizeFormula(plainText(text));
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvField(cell: ExportCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return formatCsvNumber(cell);
  if (isExportDay(cell)) return formatDate(cell.day);
  return csvText(cell);
}

/** One line, CRLF included. */
export function csvLine(row: ExportRow): string {
  let line = '';
  for (let i = 0; i < row.length; i++) {
    if (i > 0) line += CSV_SEPARATOR;
    const cell = row[i];
    // The grids' many small integers: the fast path.
    line += typeof cell === 'number' && Number.isInteger(cell) ? String(cell) : csvField(cell);
  }
  return line + CSV_NEWLINE;
}
