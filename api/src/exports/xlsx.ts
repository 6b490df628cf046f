import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { plainText } from '../text/sanitize';
import { type ExportCell, type ExportRow, isExportDay } from './cells';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxLayout {
  /** The sheet's name (at most 31 characters, no : \ / ? * [ ]). */
  sheet: string;
  /** Leading header rows: bold, frozen. */
  headerRows?: number;
  /** Leading columns kept in view (frozen). */
  frozenColumns?: number;
  /** Widths of the leading columns (characters); the others get Excel's default. */
  widths?: number[];
}

/** Above this many bytes waiting in the sheet's pipe (not yet zipped) the rows wait. */
const HIGH_WATER = 1024 * 1024;
const DATE_FORMAT = 'dd/mm/yyyy';
const BOLD = { bold: true };

interface StreamState {
  length?: number;
}
interface StreamInternals {
  _writableState?: StreamState;
  _readableState?: StreamState;
}

/**
 * Bytes of the sheet's XML not yet taken by the zip. exceljs 4.4.0 (pinned) writes each
 * committed row into the sheet's StreamBuf, which hands it on to archiver's PassThrough
 * without waiting (`write()`'s answer is ignored): when the HTTP client is slower than the
 * rows, that PassThrough grows without bound (443 MB RSS measured). Its buffered length is
 * the one place the whole chain (zip → deflate → output → socket) shows its backlog.
 */
function pendingBytes(ws: ExcelJS.Worksheet): number {
  const pipes = (ws as unknown as { stream?: { pipes?: StreamInternals[] } }).stream?.pipes;
  const target = pipes?.[0];
  return (target?._writableState?.length ?? 0) + (target?._readableState?.length ?? 0);
}

function toValue(cell: ExportCell): ExcelJS.CellValue {
  if (cell === undefined) return null;
  if (isExportDay(cell)) {
    const [y, m, d] = cell.day.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  // No control characters in a sheet's XML (an .xlsx with \u0001 does not open).
  return typeof cell === 'string' ? plainText(cell) : cell;
}

/**
 * The rows as an .xlsx file, streamed (exceljs WorkbookWriter, no shared strings): each row is
 * committed as it comes, and the rows wait while the output or the sheet's pipe is backed up,
 * so memory stays bounded however many rows there are. Numbers are number cells, days date
 * cells (dd/mm/yyyy); text is written as text (never a formula). An error after the start
 * destroys the stream (the caller logs it); destroying the stream stops the rows.
 */
export function xlsxStream(rows: AsyncIterable<ExportRow>, layout: XlsxLayout): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const headerRows = layout.headerRows ?? 0;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(layout.sheet, {
    views: [{ state: 'frozen', xSplit: layout.frozenColumns ?? 0, ySplit: headerRows }],
  });
  if (layout.widths) sheet.columns = layout.widths.map((width) => ({ width }));

  const backedUp = () => out.writableNeedDrain || pendingBytes(sheet) > HIGH_WATER;
  const write = async () => {
    let n = 0;
    for await (const cells of rows) {
      const row = sheet.addRow(cells.map(toValue));
      const header = n < headerRows;
      cells.forEach((cell, i) => {
        if (isExportDay(cell)) row.getCell(i + 1).numFmt = DATE_FORMAT;
      });
      if (header) row.font = BOLD;
      row.commit();
      n++;
      while (backedUp() && !out.destroyed) await sleep(5);
      // The client went away: stop reading rows (the loop's exit ends their iterator).
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    if (!out.destroyed) out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
