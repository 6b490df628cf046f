import { documentRoutes } from '@ham/contracts';
import { endpoint, pagedListOf } from '@ham/platform';

/**
 * 'Fatture' (under Pratiche): the issued invoices, paged, by year and month
 * (GET /docs/invoices: a list only), and the month's FatturaPA files as one ZIP.
 */
export const invoiceApi = {
  ...pagedListOf('invoices', documentRoutes.invoices),
  monthZip: endpoint.fromRoute(documentRoutes.invoicesZip),
};
