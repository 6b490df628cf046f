import type { Statement } from '@ham/contracts';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

type Period = { from: string; to: string };

/** The agency's own statement (the session's agency: no agency is named in the request). */
export const statementApi = {
  endpoints: {
    statement: endpoint.get<Statement, Period>('/quotereq/statement'),
    pdf: endpoint.get<Blob, Period>('/quotereq/statement.pdf'),
    xlsx: endpoint.get<Blob, Period>('/quotereq/statement.xlsx'),
  },
  statement: (period: Period) =>
    apiQuery(['agency-statement', period], (api, signal) =>
      callEndpoint(api, statementApi.endpoints.statement, { query: period, signal }),
    ),
};
