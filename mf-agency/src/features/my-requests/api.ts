import type { MyQuoteRequest } from '@ham/contracts';
import { crudApi } from '@ham/platform';

/** 'Le mie richieste': the agency's own requests, paged (GET /quotereq), and one of them (GET /quotereq/:id). */
export const myRequestApi = crudApi<MyQuoteRequest, never>({ name: 'quotereq-requests', path: '/quotereq' });
