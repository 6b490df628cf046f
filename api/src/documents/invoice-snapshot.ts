import { type CaseFile, type CompanyConfig, formatDate } from '@ham/contracts';
import type { GrossLine, VatTreatment } from './invoice-amounts';

/**
 * The invoice as issued (docs/product/documents.md: "an issued invoice never changes under the
 * accountant's feet"): saving the invoice data stores this snapshot, and every print (HTML,
 * PDF, XML) is made from it. Pure: built from the case, the customer and 'Dati azienda'.
 */
export interface InvoiceSeller {
  companyName: string;
  vatNumber: string;
  taxCode: string | null;
  address: string;
  postalCode: string;
  city: string;
  province: string | null;
  countryId: string;
  taxRegime: string;
  iban: string | null;
  certifiedEmail: string | null;
  email: string | null;
  phone: string | null;
}

export interface InvoiceCustomer {
  id: number;
  fullName: string;
  vatNumber: string | null;
  einvoiceCode: string | null;
  certifiedEmail: string | null;
  email: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  countryId: string | null;
  countryName: string | null;
}

/** What an invoice says apart from its number and date: compared to tell a changed case. */
export interface InvoiceContent {
  caseNumber: number;
  caseName: string;
  seller: InvoiceSeller;
  customer: InvoiceCustomer;
  vat: VatTreatment;
  lines: GrossLine[];
}

export type FiscalKind = 'TD01' | 'TD04' | 'TD05';

export interface InvoiceSnapshot extends InvoiceContent {
  number: number;
  docdate: string;
  /** Absent on invoices issued before notes existed: TD01. */
  kind?: FiscalKind;
  /** A note: the invoice it corrects (DatiFattureCollegate) and why. */
  related?: { number: number; docdate: string };
  reason?: string;
}

/** 'Dati azienda' as the invoice needs it; null while the required fields are not saved. */
export function invoiceSeller(c: CompanyConfig): InvoiceSeller | null {
  if (!c.companyName || !c.vatNumber || !c.address || !c.postalCode || !c.city) return null;
  return {
    companyName: c.companyName,
    vatNumber: c.vatNumber,
    taxCode: c.taxCode,
    address: c.address,
    postalCode: c.postalCode,
    city: c.city,
    province: c.province,
    countryId: c.countryId,
    taxRegime: c.taxRegime,
    iban: c.iban,
    certifiedEmail: c.certifiedEmail,
    email: c.email,
    phone: c.phone,
  };
}

const mealTimeName = { pranzo: 'Pranzo', cena: 'Cena' } as const;

/**
 * One line per stay and per item (docs/product/documents.md): a stay at its total, meals for the paying
 * persons, bus trips and guided tours by quantity, extras (discounts negative). A meal whose
 * persons are all free has nothing to invoice and gives no line.
 */
export function invoiceLines(c: CaseFile): GrossLine[] {
  const lines: GrossLine[] = [];
  for (const s of c.stays) {
    lines.push({
      description: `Soggiorno ${s.hotel.name}${s.hotel.city ? ` (${s.hotel.city})` : ''} dal ${formatDate(s.begin)} al ${formatDate(s.end)}, ${s.nights} ${s.nights === 1 ? 'notte' : 'notti'}, ${s.guestCount} ospiti`,
      quantity: 1,
      unitPrice: s.total,
      total: s.total,
    });
  }
  for (const m of c.meals) {
    const paying = m.persons - m.freebies;
    if (paying <= 0) continue;
    lines.push({
      description: `${mealTimeName[m.time]} ${m.restaurant.name} del ${formatDate(m.date)}${m.freebies ? ` (${m.persons} persone, ${m.freebies} gratuità)` : ''}`,
      quantity: paying,
      unitPrice: m.unitPrice,
      total: m.total,
    });
  }
  for (const [items, label] of [
    [c.busTrips, 'Trasferimento/escursione in bus'],
    [c.guidedTours, 'Visita guidata'],
  ] as const) {
    for (const t of items) {
      lines.push({
        description: `${label} ${t.service.name} del ${formatDate(t.date)}`,
        quantity: t.quantity,
        unitPrice: t.unitPrice,
        total: t.total,
      });
    }
  }
  for (const e of c.extras) {
    lines.push({
      description: e.date ? `${e.description} (${formatDate(e.date)})` : e.description,
      quantity: 1,
      unitPrice: e.value,
      total: e.value,
    });
  }
  return lines;
}

export function invoiceContent(
  c: CaseFile,
  customer: InvoiceCustomer,
  seller: InvoiceSeller,
  company: Pick<CompanyConfig, 'vatRate' | 'vatNature' | 'vatLegalRef'>,
): InvoiceContent {
  return {
    caseNumber: c.number,
    caseName: c.name,
    seller,
    customer,
    vat: {
      rate: company.vatRate,
      nature: company.vatRate === 0 ? company.vatNature : null,
      legalRef: company.vatLegalRef,
    },
    lines: invoiceLines(c),
  };
}

/** Canonical JSON (sorted keys) of the content, to compare a snapshot with the case today. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** True when the invoice would read differently if issued now. */
export function contentChanged(snapshot: InvoiceSnapshot, now: InvoiceContent): boolean {
  const { number: _n, docdate: _d, kind: _k, related: _r, reason: _w, ...issued } = snapshot;
  return canonical(issued) !== canonical(now);
}
