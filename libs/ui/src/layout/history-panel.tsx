import { LoadingSpinner } from '../feedback/loading-spinner';
import { lazyPart } from '../lazy/lazy-part';

// 'Storico modifiche' (docs/product/history.md): the panel and its lines are a chunk of their own
// (history-lines.tsx), loaded with the first screen that shows them.
const loadHistory = () => import('./history-lines');
const card = lazyPart(loadHistory, 'HistoryCard');
const entry = lazyPart(loadHistory, 'HistoryEntryView', <LoadingSpinner />);

/**
 * 'Storico modifiche' of a record screen: closed until asked, then its changes newest first —
 * when, who, what, and each field old → new in Italian.
 */
export const HistoryPanel = card.Part;
/** One line: when, who, what, and its fields old → new (shared with 'Registro attività'). */
export const HistoryEntryView = entry.Part;
/** Loads the history chunk (tests preload it). */
export const preloadHistory = card.preload;
