import type { Location, LocationListQuery, LocationRef, LocationWrite, Paged } from '@ham/contracts';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';
import { fetchPage, mapPage } from '../db/paging';
import { editableRows } from '../db/rows';
import type { Db } from '../db/schema';

/** Locations (`l`) with their area (`a`) and country (`c`). */
const locationsWithGeo = (db: Executor) =>
  db
    .selectFrom('locations as l')
    .innerJoin('areas as a', 'a.id', 'l.area_id')
    .innerJoin('countries as c', 'c.id', 'l.country_id');

/** Locations for pickers, optionally within an area or a country: names starting with `q` first. */
export async function searchLocations(
  db: Db,
  q: string,
  filters: { area?: number; country?: string },
  limit = 20,
): Promise<LocationRef[]> {
  const match = nameSearch('l.name', q);
  let query = locationsWithGeo(db).select([
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

// ---- CRUD of /geo/locations -----------------------------------------------------------------

const fullQuery = (db: Executor) =>
  locationsWithGeo(db)
    .innerJoin('countries as ac', 'ac.id', 'a.country_id')
    .select([
      'l.id',
      'l.name',
      'l.version',
      'l.tourist_tax',
      'a.id as area_id',
      'a.name as area_name',
      'ac.id as area_country_id',
      'ac.name as area_country_name',
      'c.id as country_id',
      'c.name as country_name',
    ]);

type LocationRow = Awaited<ReturnType<ReturnType<typeof fullQuery>['executeTakeFirstOrThrow']>>;

const toLocation = (r: LocationRow): Location => ({
  id: r.id,
  name: r.name,
  area: { id: r.area_id, name: r.area_name, country: { id: r.area_country_id, name: r.area_country_name } },
  country: { id: r.country_id, name: r.country_name },
  touristTax: r.tourist_tax,
  version: r.version,
});

export async function listLocations(
  db: Executor,
  { name, area, country, p, ipp }: LocationListQuery,
): Promise<Paged<Location>> {
  const match = nameSearch('l.name', name ?? '');
  let query = fullQuery(db);
  if (name) query = query.where(match.contains);
  if (area) query = query.where('l.area_id', '=', area);
  if (country) query = query.where('l.country_id', '=', country);
  return mapPage(await fetchPage(query.orderBy(match.sortKey).orderBy('l.id'), { p, ipp }), toLocation);
}

export async function findLocation(db: Executor, id: number): Promise<Location | undefined> {
  const row = await fullQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row && toLocation(row);
}

/** The area's country, with the area locked against a concurrent change of country; undefined when unknown. */
export async function lockedAreaCountry(db: Executor, areaId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('areas')
    .select('country_id')
    .where('id', '=', areaId)
    .forShare()
    .executeTakeFirst();
  return row?.country_id;
}

const toColumns = (l: LocationWrite) => ({
  name: l.name,
  area_id: l.areaId,
  country_id: l.countryId,
  tourist_tax: JSON.stringify(l.touristTax),
});

/** Insert, optimistic update (409 StaleRecord, 404) and delete (false: no such row). */
export const {
  insert: insertLocation,
  update: updateLocation,
  delete: deleteLocation,
} = editableRows('locations', toColumns);

/** A location's area and country ids (what a hotel's place is checked against). */
export function findLocationGeo(db: Executor, id: number) {
  return db
    .selectFrom('locations')
    .select(['id', 'area_id', 'country_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
