import { userRoutes } from '@ham/contracts';
import { historyRoutes } from '@ham/contracts/history';
import { apiQuery, callEndpoint, endpoint, pagedListOf } from '@ham/platform';

/**
 * 'Registro attività' (Amministrazione, manage_users; docs/product/history.md): every line of
 * the history, paged and filtered (GET /history: a list only), and its Excel/CSV download.
 */
export const activityApi = {
  ...pagedListOf('history-activity', historyRoutes.activity),
  download: endpoint.fromRoute(historyRoutes.activityExport),
};

const staffUsers = endpoint.fromRoute(userRoutes.list);

/** The staff users, for the 'Utente' filter. */
export const activityQueries = {
  users: () =>
    apiQuery(['history-activity', 'users'], (api, signal) =>
      callEndpoint(api, staffUsers, { query: { ipp: 100 }, signal }),
    ),
};
