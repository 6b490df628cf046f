import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportRow } from './cells';
import { csvStream } from './csv';
import { XLSX_TYPE, type XlsxLayout, xlsxStream } from './xlsx';

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** Rows read one at a time (a generator) or a small list already in memory. */
export type ExportRows = AsyncIterable<ExportRow> | Iterable<ExportRow>;

async function* asAsync(rows: ExportRows): AsyncGenerator<ExportRow> {
  yield* rows;
}

/**
 * A download (`<base>.<format>`, never cached), streamed. Errors before the answer starts
 * (validation, the first page of a search) are the route's own JSON errors; an error once the
 * stream runs is logged and the connection destroyed by Fastify (headers already sent: no 500
 * page). The .xlsx is already a ZIP: the route opts out of compression (`compress: false`);
 * CSV may be compressed.
 */
export function sendExport(
  reply: FastifyReply,
  format: ExportFormat,
  base: string,
  rows: ExportRows,
  layout: XlsxLayout,
) {
  const stream: Readable = format === 'csv' ? csvStream(asAsync(rows)) : xlsxStream(asAsync(rows), layout);
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${base}.${format}"`)
    .type(format === 'csv' ? CSV_TYPE : XLSX_TYPE)
    .send(stream);
}
