import type { MyQuoteRequest, MyQuoteRequestListItem } from '@ham/contracts';
import { crudApi } from '@ham/platform';

/** 'Le mie richieste': the agency's own requests, paged (GET /quotereq, with the unread messages), and one of them (GET /quotereq/:id). */
export const myRequestApi = crudApi<MyQuoteRequest, never, MyQuoteRequestListItem>({
  name: 'quotereq-requests',
  path: '/quotereq',
});
