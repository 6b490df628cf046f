import { lazyPart } from '../lazy/lazy-part';

export type { PriceListPeriod, PriceListTableProps } from './price-list-table-impl';

const table = lazyPart(() => import('./price-list-table-impl'), 'PriceListTable');
/** A price list by period (price-list-table-impl.tsx), a chunk of its own: only price screens show it. */
export const PriceListTable = table.Part;
/** Loads the price list's chunk (tests preload it). */
export const preloadPriceListTable = table.preload;
