/**
 * What the FatturaPA XML needs of the customer (SPEC §5 'Electronic invoice XML'), shared by
 * the API (which refuses the XML) and the invoice dialog (which names the missing fields).
 */
export interface EinvoiceCustomer {
  vatNumber: string | null;
  einvoiceCode: string | null;
  certifiedEmail: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  countryId: string | null;
}

/** The Italian names of the agency form's fields, as the message lists them. */
export const einvoiceFieldLabels = {
  vatNumber: 'Partita IVA',
  einvoiceCode: 'Codice SdI (o PEC)',
  address: 'Indirizzo',
  postalCode: 'CAP',
  city: 'Città',
  country: 'Nazione',
} as const;

const blank = (v: string | null) => v === null || v.trim() === '';

/**
 * The missing fields, in the form's order; empty when the XML can be made. An Italian
 * customer needs its Codice SdI or, lacking it, a PEC; a foreign one is addressed with the
 * SdI's 'XXXXXXX' and needs neither.
 */
export function einvoiceMissingFields(c: EinvoiceCustomer): string[] {
  const missing: string[] = [];
  const italian = c.countryId === null || c.countryId === 'IT';
  if (blank(c.vatNumber)) missing.push(einvoiceFieldLabels.vatNumber);
  if (italian && blank(c.einvoiceCode) && blank(c.certifiedEmail))
    missing.push(einvoiceFieldLabels.einvoiceCode);
  if (blank(c.address)) missing.push(einvoiceFieldLabels.address);
  if (blank(c.postalCode)) missing.push(einvoiceFieldLabels.postalCode);
  if (blank(c.city)) missing.push(einvoiceFieldLabels.city);
  if (c.countryId === null) missing.push(einvoiceFieldLabels.country);
  return missing;
}

/** SPEC §5's message, word for word, with the fields named. */
export const einvoiceMissingMessage = (fields: readonly string[]) =>
  `I seguenti campi necessari per la fattura elettronica sono assenti: ${fields.join(', ')}`;
