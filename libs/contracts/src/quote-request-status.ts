// A quote request's status and how the screens show it, apart from the request's schemas: the
// shared UI facade shows the badge on every screen, and a module without zod keeps zod and the
// schemas off the first staff screen (docs/PERFORMANCE.md, frontend-bytes).

/** The status (docs/product/agency-portal.md#quote-requests-staff-side): what staff did with a request, shown to the agency too. */
export const quoteRequestStatuses = ['new', 'in_progress', 'done', 'rejected'] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];
export const quoteRequestStatusLabels: Record<QuoteRequestStatus, string> = {
  new: 'Nuova',
  in_progress: 'In lavorazione',
  done: 'Evasa',
  rejected: 'Rifiutata',
};
/** The colour of each status's badge, the same for staff and agencies. */
export const quoteRequestStatusPalette: Record<QuoteRequestStatus, 'blue' | 'orange' | 'green' | 'red'> = {
  new: 'blue',
  in_progress: 'orange',
  done: 'green',
  rejected: 'red',
};
