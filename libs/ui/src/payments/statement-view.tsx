import { lazyPart } from '../lazy/lazy-part';

export type { StatementViewProps } from './statement-view-impl';

const view = lazyPart(() => import('./statement-view-impl'), 'StatementView');
/** An agency's statement (statement-view-impl.tsx), a chunk of its own: only two screens show it. */
export const StatementView = view.Part;
/** Loads the statement's chunk (tests preload it). */
export const preloadStatementView = view.preload;
