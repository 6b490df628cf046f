// A quote request's status and how the screens show it, apart from the request's schemas: the
// shared UI facade shows the badge on every screen, and a module without zod keeps zod and the
// schemas off the first staff screen (docs/PERFORMANCE.md, frontend-bytes).

/**
 * The status (docs/product/agency-portal.md#quote-requests-staff-side, docs/product/offers.md#statuses):
 * what staff did with a request, shown to the agency too. 'expired' is never stored: a request
 * whose sent offer is past its validity reads so.
 */
export const quoteRequestStatuses = [
  'new',
  'in_progress',
  'offer_sent',
  'accepted',
  'done',
  'rejected',
  'expired',
] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];
/** What staff may set by hand ('Stato'): the others follow the offer. */
export const manualQuoteRequestStatuses = ['new', 'in_progress', 'done', 'rejected'] as const;
export type ManualQuoteRequestStatus = (typeof manualQuoteRequestStatuses)[number];
export const quoteRequestStatusLabels: Record<QuoteRequestStatus, string> = {
  new: 'Nuova',
  in_progress: 'In lavorazione',
  offer_sent: 'Offerta inviata',
  accepted: 'Accettata',
  done: 'Evasa',
  rejected: 'Rifiutata',
  expired: 'Scaduta',
};
/** The colour of each status's badge, the same for staff and agencies. */
export const quoteRequestStatusPalette: Record<
  QuoteRequestStatus,
  'blue' | 'orange' | 'green' | 'red' | 'purple' | 'teal' | 'gray'
> = {
  new: 'blue',
  in_progress: 'orange',
  offer_sent: 'purple',
  accepted: 'teal',
  done: 'green',
  rejected: 'red',
  expired: 'gray',
};
