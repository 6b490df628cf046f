/** A credit (TD04) or debit (TD05) note as the totals read it: its kind and its total in cents. */
export interface NoteAmount {
  kind: 'TD04' | 'TD05';
  total: number;
}

/** What a case's invoicing adds up to, in cents. */
export interface InvoicedAmounts {
  /** The invoice's total (VAT included). */
  invoiced: number;
  /** The credit notes' totals. */
  credited: number;
  /** The debit notes' totals. */
  debited: number;
  /** What the customer owes on paper: invoice + debit notes − credit notes. */
  net: number;
  /** What a further credit note may still take off (never below zero). */
  creditable: number;
}

/**
 * Invoiced, credited, debited and net of an invoice and its notes. Credit notes carry a
 * positive total and reduce the net; debit notes increase it.
 */
export function invoiceTotals(invoiceTotal: number, notes: readonly NoteAmount[]): InvoicedAmounts {
  const sum = (kind: NoteAmount['kind']) =>
    notes.filter((n) => n.kind === kind).reduce((a, n) => a + n.total, 0);
  const credited = sum('TD04');
  const debited = sum('TD05');
  const net = invoiceTotal + debited - credited;
  return { invoiced: invoiceTotal, credited, debited, net, creditable: Math.max(0, net) };
}
