import type { HotelListItem, HotelListQuery, Paged } from '@ham/contracts';
import type { ChangeFeed } from '../db/change-feed';
import { ReadCache } from '../db/read-cache';
import type { Db } from '../db/schema';
import { listHotels } from './hotels-repository';

/**
 * GET /hotels behind a read cache (docs/adr/0008): the list is read all day by every
 * operator and written rarely. A write to a hotel, or to the names the list shows
 * (locations, areas, countries, categories and positions), empties it on every replica.
 */
export function cachedHotelList(db: Db, changes: ChangeFeed) {
  const cache = new ReadCache<Paged<HotelListItem>>(changes, {
    tables: { hotels: 'any', locations: 'any', areas: 'any', countries: 'any', ref_items: 'any' },
    ttlMs: 60_000,
    max: 1000,
  });
  return async (query: HotelListQuery): Promise<Paged<HotelListItem>> => {
    const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
    return (await cache.get(key, () => listHotels(db, query)))!;
  };
}
