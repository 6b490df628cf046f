import {
  type SdiHistory,
  type SdiImportFile,
  type SdiImportResult,
  type SdiState,
  sdiMessages,
  sdiStatusOfKind,
} from '@ham/contracts';
import { readConfig } from '../config-groups/config-service';
import type { Tx } from '../db/executor';
import type { Db } from '../db/schema';
import { checkedXmlOf } from '../documents/documents-service';
import { fatturaPaFileName } from '../documents/fatturapa';
import type { InvoiceSnapshot } from '../documents/invoice-snapshot';
import { badRequest, conflict, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import type { OutgoingMail } from '../mail/outbox-repository';
import { invoiceFileParts, progressivoParts, readSdiMessage } from './sdi-message';
import {
  findDocument,
  insertMessage,
  lockDocument,
  messagesOf,
  revisionAt,
  type SdiDocumentRow,
  setStatus,
} from './sdi-repository';
import { supersedes } from './sdi-status';
import { type ZipEntry, zipEntries } from './sdi-zip';

/**
 * The SdI outcome (docs/product/sdi.md): importing the messages staff download from their SdI
 * channel, one transaction per file, and marking a document sent.
 */

const refused = (fileName: string, code: string, message: string): SdiImportFile => ({
  fileName,
  outcome: 'rifiutato',
  code,
  message,
  document: null,
  kind: null,
  status: null,
});

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const wholeSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const fileNameOf = (doc: SdiDocumentRow) => fatturaPaFileName(doc.snapshot as InvoiceSnapshot).toUpperCase();

interface ImportContext {
  db: Db;
  /** Our partita IVA ('Dati azienda'), upper case. */
  vat: string | null;
  userId: number;
}

/** One message file: parsed, matched to its document by the invoice's file name, recorded. */
async function importOne(ctx: ImportContext, fileName: string, bytes: Uint8Array): Promise<SdiImportFile> {
  const read = readSdiMessage(bytes);
  if ('error' in read) return refused(fileName, read.error.code, read.error.message);
  const invoiceName = read.invoiceFileName.toUpperCase();
  const parts = invoiceFileParts(invoiceName);
  const foreign = parts && (parts.country !== 'IT' || parts.vat !== ctx.vat);
  const where = parts && progressivoParts(parts.progressivo);
  const unknown = () =>
    foreign
      ? refused(fileName, 'OtherCompany', sdiMessages.otherCompany(`${parts.country}${parts.vat}`))
      : refused(fileName, 'UnknownFile', sdiMessages.unknownFile(read.invoiceFileName));
  if (!where) return unknown();

  return ctx.db.transaction().execute(async (tx) => {
    const doc = await lockDocument(tx, where.year, where.number);
    if (!doc || fileNameOf(doc) !== invoiceName) return unknown();
    const document = { id: doc.id, year: doc.year, number: doc.number };
    // Only a document re-issued after the message's date has a version the message may concern.
    // The SdI's dates are whole seconds: a message of the re-issue's own second concerns the
    // version issued again (an answer never comes before what it answers).
    const replaced = doc.lastReplacedAt ? wholeSecond(new Date(doc.lastReplacedAt)) : null;
    const revisionId =
      read.date && replaced && read.date < replaced ? await revisionAt(tx, doc.id, read.date) : null;
    const added = await insertMessage(tx, {
      invoiceId: doc.id,
      kind: read.kind,
      fileName,
      sdiId: read.sdiId,
      receivedAt: read.date,
      errors: read.errors,
      outcome: read.outcome,
      description: read.description,
      revisionId,
      importedBy: ctx.userId,
    });
    if (!added) {
      return {
        fileName,
        outcome: 'già importato',
        code: null,
        message: sdiMessages.already,
        document,
        kind: read.kind,
        status: doc.status,
      } as const;
    }
    const incoming = { status: sdiStatusOfKind[read.kind], at: read.date };
    let status = doc.status;
    if (revisionId === null && supersedes(incoming, { status: doc.status, at: doc.statusAt })) {
      status = incoming.status;
      await setStatus(tx, doc.id, status, read.date ?? new Date());
    }
    return {
      fileName,
      outcome: 'importato',
      code: null,
      message: sdiMessages.imported,
      document,
      kind: read.kind,
      status,
    } as const;
  });
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) =>
  ZIP_MAGIC.every((b, i) => bytes[i] === b) ||
  (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x05 && bytes[3] === 0x06);

/**
 * An upload: one XML message (named by `fileName`) or a ZIP of them. Each file is answered on
 * its own; a refused file changes nothing and the others still import.
 */
export async function importUpload(
  db: Db,
  body: Uint8Array,
  kind: 'xml' | 'zip',
  fileName: string | undefined,
  userId: number,
): Promise<SdiImportResult> {
  const company = await readConfig(db, 'company');
  const ctx: ImportContext = {
    db,
    vat: company.vatNumber?.replace(/\s+/g, '').toUpperCase() ?? null,
    userId,
  };
  const files: SdiImportFile[] = [];
  if (kind === 'zip' || isZip(body)) {
    let batches: Iterable<ZipEntry[]>;
    try {
      batches = zipEntries(body);
    } catch {
      throw badRequest(sdiMessages.badZip);
    }
    for (const batch of batches) {
      for (const entry of batch) {
        const name = baseName(entry.name);
        if ('problem' in entry) {
          files.push(
            entry.problem === 'tooLarge'
              ? refused(name, 'TooLarge', sdiMessages.tooLarge)
              : refused(name, 'BadZip', sdiMessages.badZipEntry),
          );
        } else if (!/\.xml$/i.test(name)) files.push(refused(name, 'NotXml', sdiMessages.notZipEntry));
        else files.push(await importOne(ctx, name, entry.bytes));
      }
    }
  } else {
    if (!fileName) throw badRequest(sdiMessages.fileNameMissing);
    files.push(await importOne(ctx, baseName(fileName), body));
  }
  const count = (o: SdiImportFile['outcome']) => files.filter((f) => f.outcome === o).length;
  return {
    files,
    imported: count('importato'),
    already: count('già importato'),
    refused: count('rifiutato'),
  };
}

function stateOf(doc: SdiDocumentRow, messages: Awaited<ReturnType<typeof messagesOf>>): SdiState {
  const setter = messages.find(
    (m) =>
      m.revisionId === null &&
      ((doc.status === 'scartata' && m.kind === 'NS') ||
        (doc.status === 'esito_committente' && m.kind === 'NE')),
  );
  return {
    status: doc.status,
    at: iso(doc.statusAt),
    sentAt: iso(doc.sentAt),
    errors: setter?.errors ?? [],
    outcome: setter?.outcome ?? null,
  };
}

/** A document's status and its messages, newest first. */
export async function sdiHistory(db: Db, id: number): Promise<SdiHistory> {
  const doc = await findDocument(db, id);
  if (!doc) throw notFound(sdiMessages.documentNotFound);
  const messages = await messagesOf(db, id);
  const { sdiPec } = await readConfig(db, 'company');
  return {
    id: doc.id,
    year: doc.year,
    number: doc.number,
    fileName: fatturaPaFileName(doc.snapshot as InvoiceSnapshot),
    state: stateOf(doc, messages),
    messages: messages.map((m) => ({
      ...m,
      receivedAt: iso(m.receivedAt),
      importedAt: iso(m.importedAt as Date) ?? '',
    })),
    pecTo: sdiPec ?? null,
  };
}

/**
 * 'Segna come inviata': staff sent the XML to the SdI through their own channel. Allowed while
 * no receipt says otherwise: before any message, or after a rejection (the corrected document
 * sent again); marking it again changes nothing.
 */
export function markSent(db: Db, id: number): Promise<SdiHistory> {
  return markSentWith(db, id);
}

/**
 * The document locked, then marked 'Inviata' when it may be; `beforeMark` (the PEC message)
 * runs in the same transaction, only when the status actually changes.
 */
async function markSentWith(
  db: Db,
  id: number,
  beforeMark?: (tx: Tx, doc: SdiDocumentRow) => Promise<unknown>,
): Promise<SdiHistory> {
  await db.transaction().execute(async (tx) => {
    const doc = await findDocument(tx, id, true);
    if (!doc) throw notFound(sdiMessages.documentNotFound);
    if (doc.status === 'inviata') return;
    if (doc.status !== 'da_inviare' && doc.status !== 'scartata')
      throw conflict('NotPending', sdiMessages.notPending);
    await beforeMark?.(tx, doc);
    const now = new Date();
    await setStatus(tx, id, 'inviata', now, now);
  });
  return sdiHistory(db, id);
}

/** The PEC message that carries a document's XML to the SdI: the file attached, nothing else. */
export function sdiPecMail(to: string, file: { fileName: string; xml: string }): OutgoingMail {
  return {
    kind: 'sdi_pec',
    to,
    subject: `Invio file ${file.fileName}`,
    text: `In allegato il file ${file.fileName} per il Sistema di Interscambio.`,
    html: null,
    attachments: [
      { filename: file.fileName, contentType: 'application/xml', content: Buffer.from(file.xml) },
    ],
  };
}

/**
 * 'Invia via PEC': the document's XML sent to the SdI's PEC address of 'Dati azienda' through
 * the outbox (the SMTP server of `SMTP_URL`, a PEC mailbox), and the document marked sent, in
 * one transaction: the mail is queued exactly when the status changes. Allowed when
 * 'Segna come inviata' is; a document already sent sends nothing more (a double click, a retry).
 */
export async function sendByPec(db: Db, id: number): Promise<SdiHistory> {
  const { sdiPec } = await readConfig(db, 'company');
  if (!sdiPec) throw conflict('PecNotConfigured', sdiMessages.pecNotConfigured);
  return markSentWith(db, id, (tx, doc) =>
    queueMail(tx, sdiPecMail(sdiPec, checkedXmlOf(doc.snapshot as InvoiceSnapshot))),
  );
}
