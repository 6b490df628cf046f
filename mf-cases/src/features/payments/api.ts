import type { CasePayments, PaymentPlanUpdate, PaymentWrite, Receivable, Statement } from '@ham/contracts';
import { apiQuery, callEndpoint, crudApi, endpoint } from '@ham/platform';

type StatementQuery = { from: string; to: string };
type ReceivablesFilter = { agency?: string; from?: string; to?: string; state?: string };

/**
 * Incassi: a case's plan and payments (the case page's 'Incassi' section), the 'Incassi' list
 * across cases with its Excel/CSV downloads, and an agency's statement (screen, PDF, Excel).
 */
const receivables = crudApi<Receivable, never>({ name: 'receivables', path: '/docs/receivables' });

export const paymentApi = {
  ...receivables,
  endpoints: {
    ...receivables.endpoints,
    casePayments: endpoint.get<CasePayments>('/docs/:docNum/payments'),
    record: endpoint.post<CasePayments, PaymentWrite>('/docs/:docNum/payments'),
    savePlan: endpoint.put<CasePayments, PaymentPlanUpdate>('/docs/:docNum/payment-plan'),
    xlsx: endpoint.get<Blob, ReceivablesFilter>('/docs/receivables.xlsx'),
    csv: endpoint.get<Blob, ReceivablesFilter>('/docs/receivables.csv'),
    statement: endpoint.get<Statement, StatementQuery>('/agencies/:id/statement'),
    statementPdf: endpoint.get<Blob, StatementQuery>('/agencies/:id/statement.pdf'),
    statementXlsx: endpoint.get<Blob, StatementQuery>('/agencies/:id/statement.xlsx'),
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
