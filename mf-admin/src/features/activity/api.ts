import type { Paged, User } from '@ham/contracts';
import type { HistoryEntry } from '@ham/contracts/history';
import { apiQuery, callEndpoint, crudApi, endpoint } from '@ham/platform';

/**
 * 'Registro attività' (Amministrazione, manage_users; docs/product/history.md): every line of
 * the history, paged and filtered (GET /history: a list only), and its Excel/CSV download.
 */
export const activityApi = {
  ...crudApi<HistoryEntry, never>({ name: 'history-activity', path: '/history' }),
  download: endpoint.get<Blob, Record<string, string>>('/history/export'),
};

const staffUsers = endpoint.get<Paged<User>, { ipp: number }>('/users');

/** The staff users, for the 'Utente' filter. */
export const activityQueries = {
  users: () =>
    apiQuery(['history-activity', 'users'], (api, signal) =>
      callEndpoint(api, staffUsers, { query: { ipp: 100 }, signal }),
    ),
};
