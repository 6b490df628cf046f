import type { Readable } from 'node:stream';
import { messages } from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { clientClosed, inWorkSlot, type RequestWork, workOwner } from '../heavy-work/request-work';
import { takeWorkSlot } from '../heavy-work/work-slots';
import type { ExportRow } from './cells';
import { csvStream } from './csv';
import { timeSliced } from './time-sliced';
import { XLSX_TYPE, type XlsxLayout } from './xlsx';
import { createXlsxWriter } from './xlsx-writer';

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const CSV_TYPE = 'text/csv; charset=utf-8';

/** Rows read one at a time (a generator) or a small list already in memory. */
export type ExportRows = AsyncIterable<ExportRow> | Iterable<ExportRow>;

/** An export cannot take longer: past it, its slot is free again even if its replica died. */
const SLOT_SECONDS = 30 * 60;

export interface Exporter {
  /**
   * A download (`<base>.<format>`, never cached), streamed. The user may have
   * `perUser` exports being written at once on all replicas (429 beyond, before any byte);
   * the slot is freed when the stream ends or the client goes away. Errors before the answer
   * starts (validation, the first page of a search) are the route's own JSON errors; an error
   * once the stream runs is logged and the connection destroyed by Fastify (headers already
   * sent: no 500 page). The .xlsx is already a ZIP: the route opts out of compression
   * (`compress: false`); CSV may be compressed.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    format: ExportFormat,
    base: string,
    rows: ExportRows,
    layout: XlsxLayout,
  ): Promise<FastifyReply>;
  /**
   * The rows as an .xlsx file in memory (an e-mail's attachment), written in the same worker
   * threads and counted in the user's same exports (429 beyond); `work.signal` stops it.
   */
  xlsxFile(work: RequestWork, rows: ExportRows, layout: XlsxLayout): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Excel and CSV downloads: the .xlsx written in worker threads (xlsx-writer.ts), CSV as it streams. */
export function createExporter({ db, perUser }: { db: Db; perUser: number }): Exporter {
  const xlsx = createXlsxWriter();
  return {
    async send(request, reply, format, base, rows, layout) {
      const release = await takeWorkSlot(db, {
        key: `export:${workOwner(request)}`,
        limit: perUser,
        ttlSeconds: SLOT_SECONDS,
      });
      if (!release) throw new AppError(429, 'TooManyRequests', messages.exportsBusy);
      let stream: Readable;
      try {
        stream = format === 'csv' ? csvStream(timeSliced(rows)) : xlsx.stream(timeSliced(rows), layout);
      } catch (err) {
        await release();
        throw err;
      }
      stream.once('close', () => {
        release().catch((err: unknown) => request.log.warn({ err }, 'export slot not released'));
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${base}.${format}"`)
        .type(format === 'csv' ? CSV_TYPE : XLSX_TYPE)
        .send(stream);
    },
    xlsxFile({ owner, signal }, rows, layout) {
      const work = { key: `export:${owner}`, limit: perUser, ttlSeconds: SLOT_SECONDS };
      return inWorkSlot(db, work, messages.exportsBusy, async () => {
        if (signal.aborted) throw clientClosed();
        const stream = xlsx.stream(timeSliced(rows), layout);
        const stop = () => stream.destroy(clientClosed());
        signal.addEventListener('abort', stop, { once: true });
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          return new Uint8Array(Buffer.concat(chunks));
        } finally {
          signal.removeEventListener('abort', stop);
        }
      });
    },
    close: () => xlsx.close(),
  };
}
