/**
 * A cell of an export (CSV or Excel): text, a number, a day or nothing. Every export is an
 * async iterable of rows of cells, read one row at a time (a year of 10,000 hotels is never
 * held in memory at once).
 */
export type ExportCell = string | number | ExportDay | null | undefined;
export type ExportRow = readonly ExportCell[];

/** A calendar day 'YYYY-MM-DD': DD/MM/YYYY in CSV, a date cell in Excel. */
export interface ExportDay {
  readonly day: string;
}

export const exportDay = (iso: string): ExportDay => ({ day: iso });

export const isExportDay = (cell: ExportCell): cell is ExportDay => typeof cell === 'object' && cell !== null;
