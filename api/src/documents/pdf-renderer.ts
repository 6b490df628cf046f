import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PrintedDocument } from './document-model';

/**
 * PDFs are laid out in worker threads (piscina), never on the API's event loop: 20 statements
 * rendered at once leave the other requests' latency alone (`npm run bench`). The built API
 * runs dist/pdf-worker.js; from the TypeScript sources (tests) the worker loads the .ts file
 * through tsx.
 */
export interface PdfRenderer {
  render(doc: PrintedDocument): Promise<Uint8Array>;
  close(): Promise<void>;
}

function workerFile(): { filename: string; execArgv: string[] } {
  const built = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL('./pdf-worker.ts', import.meta.url);
  return { filename: source.href, execArgv: ['--import', 'tsx'] };
}

export function createPdfRenderer(options: { maxThreads?: number } = {}): PdfRenderer {
  const { filename, execArgv } = workerFile();
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: 1,
    // One core stays for the event loop.
    maxThreads: options.maxThreads ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return {
    async render(doc) {
      const bytes: Uint8Array = await pool.run(doc);
      return bytes;
    },
    close: () => pool.destroy(),
  };
}
