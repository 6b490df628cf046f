import { documentMessages, formatDate, type SendDocumentWrite, type SentDocument } from '@ham/contracts';
import { getCaseFile } from '../cases/cases-service';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import { badRequest } from '../errors';
import { queueMail } from '../mail/outbox';
import { documentMail } from '../mail/templates';
import type { PrintedDocument } from './document-model';
import { findCustomer, insertSentDocument, sentDocumentsOf } from './documents-repository';
import { confirmationOf, invoiceOf } from './documents-service';

/**
 * 'Invia all'agenzia': the confirmation (or the issued invoice) as a PDF to the agency's
 * e-mail, through the outbox, in the same transaction as the record on the case — staff see
 * what the agency received and when. The PDF is rendered (off the event loop) before the
 * transaction opens.
 */
export async function sendDocument(
  db: Db,
  renderPdf: (doc: PrintedDocument) => Promise<Uint8Array>,
  number: number,
  input: SendDocumentWrite,
  actorId: number | null,
): Promise<{ items: SentDocument[] }> {
  const caseFile = await getCaseFile(db, number);
  const customer = await findCustomer(db, caseFile.customer.id);
  if (!customer.email) throw badRequest(documentMessages.noAgencyEmail);
  const doc =
    input.document === 'confirmation'
      ? await confirmationOf(db, number, { date: input.date })
      : await invoiceOf(db, number);
  const bytes = await renderPdf(doc);
  const company = await readConfig(db, 'company');
  const what =
    input.document === 'confirmation'
      ? `la conferma della pratica n. ${number} "${caseFile.name}" del ${formatDate(input.date)}`
      : `la ${doc.title.toLowerCase()} relativa alla pratica n. ${number} "${caseFile.name}"`;
  const mail = documentMail(customer.email, { subject: doc.title, what, sender: company.companyName });
  const fileName = `${input.document === 'confirmation' ? 'conferma' : 'fattura'}-pratica-${number}.pdf`;
  await db.transaction().execute(async (tx) => {
    const mailId = await queueMail(tx, {
      ...mail,
      attachments: [{ filename: fileName, contentType: 'application/pdf', content: bytes }],
    });
    await insertSentDocument(tx, {
      caseNumber: number,
      document: input.document,
      to: customer.email as string,
      mailId,
      sentBy: actorId,
    });
  });
  return { items: await sentDocumentsOf(db, number) };
}

export const sentDocumentsList = async (db: Db, number: number) => {
  await getCaseFile(db, number);
  return { items: await sentDocumentsOf(db, number) };
};
