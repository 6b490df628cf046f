import { einvoiceVatCode, formatDate, invoiceProgressivo, invoiceYear } from '@ham/contracts';
import { XMLBuilder } from 'fast-xml-parser';
import { latin1 } from '../text/sanitize';
import { amountText, invoiceAmounts } from './invoice-amounts';
import type { InvoiceSnapshot } from './invoice-snapshot';

/**
 * The FatturaPA XML (FPR12, schema 1.2.x) of an issued invoice (pure):
 * docs/product/documents.md#the-electronic-invoice-fatturapa-xml. The caller checks einvoiceMissingFields first; the SdI's
 * content rules are in sdi-checks.ts and the tests validate against the official XSD.
 */
const NS = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
/** Code of a foreign customer without an SdI channel; '0000000' with a PEC (SdI conventions). */
export const FOREIGN_RECIPIENT = 'XXXXXXX';
export const PEC_RECIPIENT = '0000000';

const rateText = (rate: number) => `${rate}.00`;

/** CodiceDestinatario and PECDestinatario of the customer (00426/00427). */
export function recipientOf(customer: InvoiceSnapshot['customer']): { code: string; pec: string | null } {
  const italian = customer.countryId === null || customer.countryId === 'IT';
  if (!italian) return { code: FOREIGN_RECIPIENT, pec: null };
  if (customer.einvoiceCode && customer.einvoiceCode.length === 7 && customer.einvoiceCode !== PEC_RECIPIENT)
    return { code: customer.einvoiceCode.toUpperCase(), pec: null };
  return { code: PEC_RECIPIENT, pec: customer.certifiedEmail };
}

/** Contatti of the seller: only what fits the schema (phone 5–12 visible characters). */
function sellerContacts(s: InvoiceSnapshot['seller']) {
  const phone = s.phone?.replace(/\s+/g, '') ?? '';
  const contacts: Record<string, string> = {};
  if (/^[\x21-\x7e]{5,12}$/.test(phone)) contacts.Telefono = phone;
  if (s.email && s.email.length <= 256) contacts.Email = s.email;
  return Object.keys(contacts).length ? { Contatti: contacts } : {};
}

/** The document's Causale: the case, and for a note the invoice it corrects and why. */
function causale(s: InvoiceSnapshot): string {
  const base = `Pratica n. ${s.caseNumber} - ${s.caseName}`;
  if (!s.related) return base;
  const what = s.kind === 'TD05' ? 'Nota di debito' : 'Nota di credito';
  return `${what} della fattura n. ${s.related.number} del ${formatDate(s.related.docdate)}: ${s.reason ?? ''} - ${base}`;
}

export function fatturaPaFileName(snapshot: InvoiceSnapshot): string {
  return `IT${snapshot.seller.vatNumber}_${invoiceProgressivo(invoiceYear(snapshot.docdate), snapshot.number)}.xml`;
}

/** The invoice as the object the XML is written from (the SdI checks read it without parsing). */
export function fatturaPaDocument(snapshot: InvoiceSnapshot) {
  const { seller, customer } = snapshot;
  const amounts = invoiceAmounts(snapshot.lines, snapshot.vat);
  const recipient = recipientOf(customer);
  const customerCountry = customer.countryId ?? 'IT';
  const italianCustomer = customerCountry === 'IT';
  // A foreign address: CAP '00000' and no Provincia (the SdI's rule for addresses abroad).
  const customerCap = italianCustomer ? (customer.postalCode ?? '').trim() : '00000';
  const sede = (s: { address: string | null; postalCode: string | null; city: string | null }) => ({
    Indirizzo: latin1(s.address ?? '', 60),
    CAP: s.postalCode,
    Comune: latin1(s.city ?? '', 60),
  });
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'p:FatturaElettronica': {
      '@_versione': 'FPR12',
      '@_xmlns:p': NS,
      '@_xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: 'IT', IdCodice: seller.taxCode ?? seller.vatNumber },
          ProgressivoInvio: invoiceProgressivo(invoiceYear(snapshot.docdate), snapshot.number),
          FormatoTrasmissione: 'FPR12',
          CodiceDestinatario: recipient.code,
          ...(recipient.pec ? { PECDestinatario: recipient.pec } : {}),
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: { IdPaese: 'IT', IdCodice: einvoiceVatCode(seller.vatNumber, 'IT') },
            ...(seller.taxCode ? { CodiceFiscale: seller.taxCode } : {}),
            Anagrafica: { Denominazione: latin1(seller.companyName, 80) },
            RegimeFiscale: seller.taxRegime,
          },
          Sede: {
            ...sede(seller),
            ...(seller.province ? { Provincia: seller.province } : {}),
            Nazione: seller.countryId,
          },
          ...sellerContacts(seller),
        },
        CessionarioCommittente: {
          DatiAnagrafici: {
            IdFiscaleIVA: {
              IdPaese: customerCountry,
              IdCodice: einvoiceVatCode(customer.vatNumber ?? '', customerCountry),
            },
            Anagrafica: { Denominazione: latin1(customer.fullName, 80) },
          },
          Sede: { ...sede({ ...customer, postalCode: customerCap }), Nazione: customerCountry },
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: snapshot.kind ?? 'TD01',
            Divisa: 'EUR',
            Data: snapshot.docdate,
            Numero: String(snapshot.number),
            ImportoTotaleDocumento: amountText(amounts.total),
            Causale: latin1(causale(snapshot), 200),
          },
          ...(snapshot.related
            ? {
                DatiFattureCollegate: {
                  IdDocumento: String(snapshot.related.number),
                  Data: snapshot.related.docdate,
                },
              }
            : {}),
        },
        DatiBeniServizi: {
          DettaglioLinee: amounts.lines.map((line, i) => ({
            NumeroLinea: i + 1,
            Descrizione: latin1(line.description, 1000),
            Quantita: `${line.quantity}.00`,
            PrezzoUnitario: line.unitPrice,
            PrezzoTotale: amountText(line.total),
            AliquotaIVA: rateText(snapshot.vat.rate),
            ...(snapshot.vat.rate === 0 && snapshot.vat.nature ? { Natura: snapshot.vat.nature } : {}),
          })),
          DatiRiepilogo: amounts.summaries.map((s) => ({
            AliquotaIVA: rateText(s.rate),
            ...(s.nature ? { Natura: s.nature } : {}),
            ImponibileImporto: amountText(s.taxable),
            Imposta: amountText(s.tax),
            ...(s.rate > 0 ? { EsigibilitaIVA: 'I' } : {}),
            ...(s.legalRef ? { RiferimentoNormativo: latin1(s.legalRef, 100) } : {}),
          })),
        },
        ...(seller.iban
          ? {
              DatiPagamento: {
                CondizioniPagamento: 'TP02',
                DettaglioPagamento: {
                  ModalitaPagamento: 'MP05',
                  ImportoPagamento: amountText(amounts.total),
                  IBAN: seller.iban,
                },
              },
            }
          : {}),
      },
    },
  };
  return document;
}

export type FatturaPaDocument = ReturnType<typeof fatturaPaDocument>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

/** The XML text (UTF-8) of the document. */
export const fatturaPaText = (document: FatturaPaDocument): string => builder.build(document) as string;

/** The XML text, UTF-8, ready to send to the SdI (or to an intermediary). */
export const fatturaPaXml = (snapshot: InvoiceSnapshot): string => fatturaPaText(fatturaPaDocument(snapshot));
