import type { HistoryEntry } from '@ham/contracts/history';

/** Where a line's record is shown (the screens' own routes); null when it has no screen of its own. */
export function recordRoute(e: Pick<HistoryEntry, 'table' | 'recordId'>): string | null {
  const id = e.recordId;
  switch (e.table) {
    case 'areas':
      return `/aree/modifica/${id}`;
    case 'locations':
      return `/localita/modifica/${id}`;
    case 'agencies':
      return `/agenzie/modifica/${id}`;
    case 'accounts':
      return `/utenti/modifica/${id}`;
    case 'config_groups':
    case 'feature_flags':
      return '/configura';
    case 'hotels':
      return `/hotel/scheda/${id}`;
    case 'restaurants':
      return `/ristoranti/modifica/${id}`;
    case 'bus_services':
      return `/bus/modifica/${id}`;
    case 'guide_services':
      return `/guida/modifica/${id}`;
    case 'cases':
      return `/pratiche/dettagli/${id}`;
    default:
      return null;
  }
}
