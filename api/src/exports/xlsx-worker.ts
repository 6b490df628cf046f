import type { ExportRow } from './cells';
import { xlsxStream } from './xlsx';
import type { FromWorker, ToWorker, XlsxTask } from './xlsx-protocol';

/**
 * The Excel export's worker thread (xlsx-writer.ts; piscina calls the default export): writes
 * one .xlsx from the rows the request sends, so building a year's sheet and zipping it never
 * blocks the API's event loop.
 */
export default async function writeXlsx({ port, layout }: XlsxTask): Promise<void> {
  const waiting: Record<ToWorker['kind'], ((m: ToWorker) => void)[]> = { rows: [], ack: [] };
  port.on('message', (message: ToWorker) => waiting[message.kind].shift()?.(message));
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const next = <K extends ToWorker['kind']>(kind: K) =>
    new Promise<Extract<ToWorker, { kind: K }>>((resolve) => {
      waiting[kind].push(resolve as (m: ToWorker) => void);
    });

  async function* rows(): AsyncGenerator<ExportRow> {
    for (;;) {
      const answer = next('rows');
      send({ kind: 'more' });
      const { rows: batch } = await answer;
      if (batch === null) return;
      yield* batch;
    }
  }

  try {
    for await (const chunk of xlsxStream(rows(), layout) as AsyncIterable<Buffer>) {
      const bytes = new Uint8Array(chunk);
      const taken = next('ack');
      send({ kind: 'chunk', bytes }, [bytes.buffer]);
      await taken;
    }
    send({ kind: 'end' });
  } finally {
    port.close();
  }
}
