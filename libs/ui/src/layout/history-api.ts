import type { HistoryRecordKind, historyRoutes } from '@ham/contracts/history';
import { apiQuery, callEndpoint, endpoint } from '@ham/platform';

/** Whose history a panel shows: a record screen's kind and id, or a group of Configurazione. */
export type HistoryTarget = { kind: HistoryRecordKind; id: number } | { kind: 'config'; id: string };

const PAGE_SIZE = 20;

type Routes = typeof historyRoutes;

/** Their contracts by type only (`endpoint.at`): the facade holds neither the contracts' schemas nor zod. */
export const historyApi = {
  record: endpoint.at<Routes['record']>({ method: 'GET', path: '/history/:kind/:id' }),
  config: endpoint.at<Routes['config']>({ method: 'GET', path: '/history/config/:group' }),
};

export const historyQueries = {
  record: (target: HistoryTarget, p: number) =>
    apiQuery(['history', target.kind, target.id, p], (api, signal) =>
      target.kind === 'config'
        ? callEndpoint(api, historyApi.config, {
            params: { group: target.id },
            query: { p, ipp: PAGE_SIZE },
            signal,
          })
        : callEndpoint(api, historyApi.record, {
            params: { kind: target.kind, id: target.id },
            query: { p, ipp: PAGE_SIZE },
            signal,
          }),
    ),
};
