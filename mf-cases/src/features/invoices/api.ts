import { documentRoutes, type InvoiceListItem } from '@ham/contracts';
import { crudApi, endpoint } from '@ham/platform';

/**
 * 'Fatture' (under Pratiche): the issued invoices, paged, by year and month
 * (GET /docs/invoices: a list only), and the month's FatturaPA files as one ZIP.
 */
export const invoiceApi = {
  ...crudApi<InvoiceListItem, never>({ name: 'invoices', path: '/docs/invoices' }),
  monthZip: endpoint.fromRoute(documentRoutes.invoicesZip),
};
