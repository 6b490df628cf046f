import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { workerFile } from '../heavy-work/worker-file';
import type { ExportRow } from './cells';
import type { XlsxLayout } from './xlsx';
import { type FromWorker, ROW_BATCH, type ToWorker, type XlsxTask } from './xlsx-protocol';

/**
 * Excel exports written in worker threads (xlsx-worker.ts), never on the API's event loop: the
 * request reads the rows (the database, on the main thread, which only waits) and hands them to
 * a worker in batches; the worker builds the sheet's XML and zips it, and its bytes come back as
 * the response's stream. Backpressure runs end to end (xlsx-protocol.ts); a client that goes
 * away destroys the stream, which stops the worker and the rows' iterator.
 */
export interface XlsxWriter {
  stream(rows: AsyncIterable<ExportRow>, layout: XlsxLayout): Readable;
  close(): Promise<void>;
}

const CHUNK = 64 * 1024;

export function createXlsxWriter(threads = 4): XlsxWriter {
  let pool: Piscina | null = null;
  return {
    stream(rows, layout) {
      pool ??= new Piscina({
        ...workerFile(import.meta.url, 'xlsx-worker'),
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 30_000,
      });
      const { port1: port, port2 } = new MessageChannel();
      const stop = new AbortController();
      const iterator = rows[Symbol.asyncIterator]();
      let finished = false;
      let ackDue = false;
      const tell = (message: ToWorker) => port.postMessage(message);

      const out = new Readable({
        highWaterMark: CHUNK,
        read() {
          if (ackDue) {
            ackDue = false;
            tell({ kind: 'ack' });
          }
        },
        destroy(err, callback) {
          if (!finished) stop.abort();
          port.close();
          void iterator.return?.();
          callback(err);
        },
      });

      const batch = async (): Promise<ExportRow[] | null> => {
        const rows: ExportRow[] = [];
        while (rows.length < ROW_BATCH) {
          const next = await iterator.next();
          if (next.done) break;
          rows.push(next.value);
        }
        return rows.length > 0 ? rows : null;
      };

      port.on('message', (message: FromWorker) => {
        if (out.destroyed) return;
        switch (message.kind) {
          case 'more':
            batch().then(
              (rows) => tell({ kind: 'rows', rows }),
              (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
            );
            return;
          case 'chunk': {
            const { bytes } = message;
            if (out.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)))
              tell({ kind: 'ack' });
            else ackDue = true;
            return;
          }
          case 'end':
            finished = true;
            out.push(null);
            return;
        }
      });

      const task: XlsxTask = { port: port2, layout };
      pool.run(task, { transferList: [port2], signal: stop.signal }).catch((err: unknown) => {
        if (!stop.signal.aborted && !out.destroyed)
          out.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return out;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
