import { paymentRoutes } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

type Period = { from: string; to: string };

/** The agency's own statement (the session's agency: no agency is named in the request). */
export const statementApi = {
  endpoints: {
    statement: endpoint.fromRoute(paymentRoutes.ownStatement),
    pdf: endpoint.fromRoute(paymentRoutes.ownStatementPdf),
    xlsx: endpoint.fromRoute(paymentRoutes.ownStatementXlsx),
  },
  statement: (period: Period) =>
    apiQuery(['agency-statement', period], (api, signal) =>
      callEndpoint(api, statementApi.endpoints.statement, { query: period, signal }),
    ),
};
