import type { MessagePort } from 'node:worker_threads';
import type { ExportRow } from './cells';
import type { XlsxLayout } from './xlsx';

/**
 * The conversation between an export's request (main thread, xlsx-writer.ts) and the worker
 * writing its .xlsx (xlsx-worker.ts), over a MessagePort. The worker pulls: it asks for rows
 * ('more'; the request answers a batch, or null at the end), sends the file's bytes ('chunk')
 * and waits for each to be taken ('ack', when the HTTP response wants more) before the next, so
 * neither side ever holds more than a batch of rows and a chunk of bytes.
 */
export type ToWorker = { kind: 'rows'; rows: ExportRow[] | null } | { kind: 'ack' };
export type FromWorker = { kind: 'more' } | { kind: 'chunk'; bytes: Uint8Array } | { kind: 'end' };

export interface XlsxTask {
  port: MessagePort;
  layout: XlsxLayout;
}

/** Rows sent to the worker at a time. */
export const ROW_BATCH = 200;
