/**
 * The money of an invoice (pure, integer cents). Case prices are VAT included (docs/product/prices-and-freebies.md#money):
 * at 0% (e.g. N5, margin regime of travel agencies) a line's amount is its price; at a
 * positive rate the invoice shows the taxable part, and the tax brings the document back
 * to the case's total whenever the cents allow it.
 */
export interface GrossLine {
  description: string;
  quantity: number;
  /** VAT-included unit price, cents. */
  unitPrice: number;
  /** VAT-included total, cents (quantity × unitPrice, or the stay's own total). */
  total: number;
}

export interface VatTreatment {
  /** Percent: 22, 10, 5, 4 or 0. */
  rate: number;
  /** Natura with the 0% rate (00400/00401), else null. */
  nature: string | null;
  legalRef: string | null;
}

export interface NetLine {
  description: string;
  quantity: number;
  /** Unit price as FatturaPA writes it: 2 to 8 decimals ('52.50', '42.62295082'). */
  unitPrice: string;
  /** Line total, cents. */
  total: number;
}

export interface VatSummary {
  rate: number;
  nature: string | null;
  legalRef: string | null;
  taxable: number;
  tax: number;
}

export interface InvoiceAmounts {
  lines: NetLine[];
  summaries: VatSummary[];
  /** ImportoTotaleDocumento, cents. */
  total: number;
}

/** Half away from zero, the way amounts are rounded on an invoice. */
export const roundHalfUp = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/** The tax of a taxable amount at `rate` percent, to the cent. */
export const taxOf = (taxable: number, rate: number) => roundHalfUp((taxable * rate) / 100);

/**
 * Splits a VAT-included amount into taxable + tax that add up to exactly `gross` (the
 * document's total is the case's total). Prefers, near gross / (1 + rate), a taxable whose
 * rounded tax adds back to `gross`; when no cent allows it, the tax is the rest, one cent
 * from the rounded tax (the SdI's 00421 tolerates up to 1 €).
 */
export function splitGross(gross: number, rate: number): { taxable: number; tax: number } {
  if (rate === 0) return { taxable: gross, tax: 0 };
  const near = roundHalfUp((gross * 100) / (100 + rate));
  for (const delta of [0, -1, 1]) {
    const taxable = near + delta;
    if (taxable + taxOf(taxable, rate) === gross) return { taxable, tax: gross - taxable };
  }
  return { taxable: near, tax: gross - near };
}

/** cents / quantity in euro with 2 to 8 decimals (FatturaPA's Amount8DecimalType). */
export function unitPriceText(totalCents: number, quantity: number): string {
  const negative = totalCents < 0;
  // Units of 1e-8 euro = cents × 1e6, rounded half up over the quantity.
  const scaled =
    (BigInt(Math.abs(totalCents)) * 1_000_000n * 2n + BigInt(quantity)) / (2n * BigInt(quantity));
  const whole = scaled / 100_000_000n;
  let fraction = (scaled % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '');
  fraction = fraction.padEnd(2, '0');
  return `${negative && scaled !== 0n ? '-' : ''}${whole}.${fraction}`;
}

/** Integer cents as FatturaPA's two-decimal amount: 123456 → '1234.56', -5 → '-0.05'. */
export function amountText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The invoice's lines and VAT summary under one treatment (the company's, 'Dati azienda').
 * The lines' net amounts add up exactly to the summary's taxable (00422): the rounding rest
 * goes to the largest line.
 */
export function invoiceAmounts(lines: readonly GrossLine[], vat: VatTreatment): InvoiceAmounts {
  const gross = lines.reduce((sum, l) => sum + l.total, 0);
  const { taxable, tax } = splitGross(gross, vat.rate);
  const nets = lines.map((l) => (vat.rate === 0 ? l.total : roundHalfUp((l.total * 100) / (100 + vat.rate))));
  const rest = taxable - nets.reduce((a, b) => a + b, 0);
  if (rest !== 0 && nets.length > 0) {
    let largest = 0;
    lines.forEach((l, i) => {
      if (Math.abs(l.total) > Math.abs(lines[largest].total)) largest = i;
    });
    nets[largest] += rest;
  }
  return {
    lines: lines.map((l, i) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice:
        vat.rate === 0 && l.quantity * l.unitPrice === l.total
          ? amountText(l.unitPrice)
          : unitPriceText(nets[i], l.quantity),
      total: nets[i],
    })),
    summaries: lines.length
      ? [{ rate: vat.rate, nature: vat.rate === 0 ? vat.nature : null, legalRef: vat.legalRef, taxable, tax }]
      : [],
    total: taxable + tax,
  };
}
