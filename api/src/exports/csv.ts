import { Readable } from 'node:stream';
import type { ExportRow } from './cells';
import { CSV_BOM, csvLine } from './csv-format';

/** Lines are sent in chunks of about this many characters. */
const CHUNK = 64 * 1024;

/**
 * The rows as an Italian CSV file (csv-format.ts), BOM first. Backpressure: the rows are read
 * only as fast as the consumer takes the chunks (Readable.from pulls on demand); destroying the
 * stream (the client went away) ends the rows' iterator.
 */
export function csvStream(rows: AsyncIterable<ExportRow>): Readable {
  async function* chunks() {
    let chunk = CSV_BOM;
    for await (const row of rows) {
      chunk += csvLine(row);
      if (chunk.length >= CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK });
}
