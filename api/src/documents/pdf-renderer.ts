import os from 'node:os';
import { messages } from '@ham/contracts';
import { Piscina } from 'piscina';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { FairTaskQueue, ownedTask } from '../heavy-work/fair-queue';
import { clientClosed, inWorkSlot, type RequestWork } from '../heavy-work/request-work';
import { workerFile } from '../heavy-work/worker-file';
import type { PrintedDocument } from './document-model';
import { estimatedPages, PDF_MAX_PAGES, SHORT_PDF_PAGES } from './document-size';

/**
 * PDFs are laid out in worker threads (piscina), never on the API's event loop, in two lanes:
 * short documents (up to SHORT_PDF_PAGES, by the model's estimate) have a worker of their own,
 * so a one-page confirmation never waits behind a 200-page one; long ones share the other
 * workers. In each lane the waiting line is fair between users (FairTaskQueue). A user has at
 * most `perUser` PDFs in flight on all replicas (429 beyond); a document over PDF_MAX_PAGES is
 * refused before any work (422); a render whose client went away is dropped from the line or
 * stopped (its worker is replaced).
 */
export interface PdfRenderer {
  /** The PDF of `doc`; `work` names the user and carries the client's signal. */
  render(doc: PrintedDocument, work: RequestWork): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  db: Db;
  /** PDFs one user may have in flight at once (config.heavyWork.pdfsPerUser). */
  perUser: number;
  /** Workers of the long documents' lane; by default one core stays for the event loop. */
  longThreads?: number;
}

/** A PDF cannot take longer: past it, its slot is free again even if its replica died. */
const SLOT_SECONDS = 10 * 60;

function lane(threads: number, minThreads: number): Piscina {
  return new Piscina({
    ...workerFile(import.meta.url, 'pdf-worker'),
    minThreads,
    maxThreads: threads,
    idleTimeout: 60_000,
    taskQueue: new FairTaskQueue(),
  });
}

export function createPdfRenderer({ db, perUser, longThreads }: PdfRendererOptions): PdfRenderer {
  let lanes: { short: Piscina; long: Piscina } | null = null;
  // Started at the first PDF: an API that never prints never loads pdfkit.
  const started = () => {
    lanes ??= {
      short: lane(1, 1),
      long: lane(longThreads ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)), 0),
    };
    return lanes;
  };
  return {
    async render(doc, { owner, signal }) {
      const pages = estimatedPages(doc);
      if (pages > PDF_MAX_PAGES)
        throw new AppError(422, 'DocumentTooLong', messages.documentTooLong(pages, PDF_MAX_PAGES));
      const work = { key: `pdf:${owner}`, limit: perUser, ttlSeconds: SLOT_SECONDS };
      return inWorkSlot(db, work, messages.documentsBusy, async () => {
        const pool = pages <= SHORT_PDF_PAGES ? started().short : started().long;
        try {
          const bytes: Uint8Array = await pool.run(ownedTask(doc, owner), { signal });
          return bytes;
        } catch (err) {
          if (signal.aborted) throw clientClosed();
          throw err;
        }
      });
    },
    async close() {
      if (lanes) await Promise.all([lanes.short.destroy(), lanes.long.destroy()]);
      lanes = null;
    },
  };
}
