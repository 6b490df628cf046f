/**
 * What the FatturaPA XML needs of the customer (docs/product/documents.md#the-electronic-invoice-fatturapa-xml), shared by
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
 * SdI's 'XXXXXXX' and needs neither, nor a CAP (the XML writes '00000').
 */
export function einvoiceMissingFields(c: EinvoiceCustomer): string[] {
  const missing: string[] = [];
  const italian = c.countryId === null || c.countryId === 'IT';
  if (blank(c.vatNumber)) missing.push(einvoiceFieldLabels.vatNumber);
  if (italian && blank(c.einvoiceCode) && blank(c.certifiedEmail))
    missing.push(einvoiceFieldLabels.einvoiceCode);
  if (blank(c.address)) missing.push(einvoiceFieldLabels.address);
  if (italian && blank(c.postalCode)) missing.push(einvoiceFieldLabels.postalCode);
  if (blank(c.city)) missing.push(einvoiceFieldLabels.city);
  if (c.countryId === null) missing.push(einvoiceFieldLabels.country);
  return missing;
}

/**
 * The VAT number as FatturaPA's IdCodice: without spaces and without the country prefix the
 * user may have typed ('IT01234567897' → '01234567897', 'DE 123456789' → '123456789').
 */
export function einvoiceVatCode(vat: string, country: string): string {
  const code = vat.replace(/\s+/g, '').toUpperCase();
  return code.startsWith(country.toUpperCase()) ? code.slice(country.length) : code;
}

/**
 * The fields present but unusable in the XML, in the form's order: an Italian partita IVA has
 * 11 digits and a CAP 5; a foreign VAT number (IdCodice) is 1 to 28 letters or digits. A foreign
 * address needs no CAP of its own (the XML writes '00000') and no Provincia.
 */
export function einvoiceInvalidFields(c: EinvoiceCustomer): string[] {
  const invalid: string[] = [];
  const country = c.countryId ?? 'IT';
  const italian = country === 'IT';
  if (!blank(c.vatNumber)) {
    const code = einvoiceVatCode(c.vatNumber ?? '', country);
    if (italian ? !/^\d{11}$/.test(code) : !/^[A-Z0-9]{1,28}$/.test(code))
      invalid.push(einvoiceFieldLabels.vatNumber);
  }
  if (italian && !blank(c.postalCode) && !/^\d{5}$/.test((c.postalCode ?? '').trim()))
    invalid.push(einvoiceFieldLabels.postalCode);
  return invalid;
}

export const einvoiceInvalidMessage = (fields: readonly string[]) =>
  `I seguenti campi necessari per la fattura elettronica non sono validi: ${fields.join(', ')}`;

/** The message of docs/product/formats-and-errors.md#messages-of-the-screens, word for word, with the fields named. */
export const einvoiceMissingMessage = (fields: readonly string[]) =>
  `I seguenti campi necessari per la fattura elettronica sono assenti: ${fields.join(', ')}`;
