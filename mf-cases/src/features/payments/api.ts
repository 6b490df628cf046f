import { paymentRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint, pagedListOf } from '@ham/platform';

type StatementQuery = { from: string; to: string };

/**
 * Incassi: a case's plan and payments (the case page's 'Incassi' section), the 'Incassi' list
 * across cases with its Excel/CSV downloads, and an agency's statement (screen, PDF, Excel).
 */
const receivables = pagedListOf('receivables', paymentRoutes.receivables);

export const paymentApi = {
  ...receivables,
  endpoints: {
    ...receivables.endpoints,
    casePayments: endpoint.fromRoute(paymentRoutes.casePayments),
    record: endpoint.fromRoute(paymentRoutes.record),
    savePlan: endpoint.fromRoute(paymentRoutes.savePlan),
    xlsx: endpoint.fromRoute(paymentRoutes.receivablesXlsx),
    csv: endpoint.fromRoute(paymentRoutes.receivablesCsv),
    statement: endpoint.fromRoute(paymentRoutes.statement),
    statementPdf: endpoint.fromRoute(paymentRoutes.statementPdf),
    statementXlsx: endpoint.fromRoute(paymentRoutes.statementXlsx),
  },
  caseKey: (docNum: number) => ['payments', 'case', docNum] as const,
  casePayments: (docNum: number) =>
    apiQuery(paymentApi.caseKey(docNum), (api, signal) =>
      callEndpoint(api, paymentApi.endpoints.casePayments, { params: { docNum }, signal }),
    ),
  statement: (agencyId: number, query: StatementQuery) =>
    apiQuery(['payments', 'statement', agencyId, query], (api, signal) =>
      callEndpoint(api, paymentApi.endpoints.statement, { params: { id: agencyId }, query, signal }),
    ),
};

/** A fresh key for one payment form: a second click or a retried send records one payment. */
export const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
