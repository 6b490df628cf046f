import type { LocationRef } from '@ham/contracts';
import { nameSearch } from '../db/name-search';
import type { Db } from '../db/schema';

/** Locations for pickers, optionally within an area or a country: names starting with `q` first. */
export async function searchLocations(
  db: Db,
  q: string,
  filters: { area?: number; country?: string },
  limit = 20,
): Promise<LocationRef[]> {
  const match = nameSearch('l.name', q);
  let query = db
    .selectFrom('locations as l')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .innerJoin('countries as c', 'c.id', 'l.country_id')
    .select([
      'l.id',
      'l.name',
      'a.id as area_id',
      'a.name as area_name',
      'c.id as country_id',
      'c.name as country_name',
    ]);
  if (q) query = query.where(match.contains);
  if (filters.area) query = query.where('l.area_id', '=', filters.area);
  if (filters.country) query = query.where('l.country_id', '=', filters.country);
  const rows = await query.orderBy(match.rank).orderBy(match.sortKey).orderBy('l.id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    area: { id: r.area_id, name: r.area_name },
    country: { id: r.country_id, name: r.country_name },
  }));
}
