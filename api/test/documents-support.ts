import { extractText, getDocumentProxy } from 'unpdf';
import type { Db } from '../src/db/schema';
import type { ApiCall } from './helpers';

/** The text of every page of a PDF (read back with pdf.js through unpdf). */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text as string[];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The visible text of an HTML page (title and style left out). */
export function htmlText(html: string): string {
  const body = html.replace(/^[\s\S]*<body>/, '').replace(/<\/body>[\s\S]*$/, '');
  return body.replace(/<[^>]+>/g, ' ').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
}

/** The words of a text, sorted: the same content laid out differently compares equal. */
export const words = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort();

/** The company of the 'Dati azienda', as an invoice's seller. */
export const sellerData = {
  companyName: 'Incoming Italia S.r.l.',
  vatNumber: '01234567897',
  taxCode: null,
  address: 'Via dell’Indipendenza 12',
  postalCode: '40121',
  city: 'Bologna',
  province: 'BO',
  countryId: 'IT',
  taxRegime: 'RF11',
  iban: 'IT60X0542811101000000123456',
  certifiedEmail: 'incoming@pec.it',
  email: 'info@incoming.it',
  phone: '051 1234567',
};

/** 'Dati azienda' of a travel agency under art. 74-ter (N5), ready for e-invoices. */
export const companyData = {
  ...sellerData,
  vatRate: 0,
  vatNature: 'N5',
  vatLegalRef: 'Regime del margine art. 74-ter DPR 633/72',
  /** No sending by PEC unless a test sets the SdI's address. */
  sdiPec: null as string | null,
};

export async function saveCompany(call: ApiCall, admin: string, over: Partial<typeof companyData> = {}) {
  const current = (await call('GET', '/config/company', undefined, admin)).json();
  const res = await call(
    'PUT',
    '/config/company',
    { ...companyData, ...over, version: current.version },
    admin,
  );
  if (res.statusCode !== 200) throw new Error(`company: ${res.statusCode} ${res.body}`);
}

/** The customer's fields the FatturaPA needs (an Italian agency with its SdI code). */
export async function completeCustomer(db: Db, agencyId: number) {
  await db
    .updateTable('agencies')
    .set({
      vat_number: '12345678903',
      einvoice_code: 'M5UXCR1',
      address: 'Via Calzaiuoli 3',
      postal_code: '50122',
      city: 'Firenze',
      country_id: 'IT',
      email: 'booking@cliente.it',
    })
    .where('id', '=', agencyId)
    .execute();
}
