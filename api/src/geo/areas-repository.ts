import type { Area, AreaListQuery, AreaRef, AreaWrite, Paged } from '@ham/contracts';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';
import { fetchPage } from '../db/paging';
import { deleteRow, insertRow } from '../db/rows';
import type { Db } from '../db/schema';
import { versionedUpdate } from '../db/versioned-update';

const baseQuery = (db: Executor) =>
  db
    .selectFrom('areas as a')
    .innerJoin('countries as c', 'c.id', 'a.country_id')
    .select(['a.id', 'a.name', 'a.version', 'c.id as country_id', 'c.name as country_name']);

type AreaRow = { id: number; name: string; version: number; country_id: string; country_name: string };

const toArea = (r: AreaRow): Area => ({
  id: r.id,
  name: r.name,
  version: r.version,
  country: { id: r.country_id, name: r.country_name },
});

export async function listAreas(db: Db, { name, country, p, ipp }: AreaListQuery): Promise<Paged<Area>> {
  const match = nameSearch('a.name', name ?? '');
  let query = baseQuery(db);
  if (name) query = query.where(match.contains);
  if (country) query = query.where('a.country_id', '=', country);
  const page = await fetchPage(query.orderBy(match.sortKey).orderBy('a.id'), { p, ipp });
  return { ...page, items: page.items.map(toArea) };
}

export async function findArea(db: Executor, id: number): Promise<Area | undefined> {
  const row = await baseQuery(db).where('a.id', '=', id).executeTakeFirst();
  return row && toArea(row);
}

/** Areas for pickers: names starting with `q` first. */
export async function searchAreas(db: Db, q: string, country?: string, limit = 20): Promise<AreaRef[]> {
  const match = nameSearch('a.name', q);
  let query = baseQuery(db);
  if (q) query = query.where(match.contains);
  if (country) query = query.where('a.country_id', '=', country);
  const rows = await query.orderBy(match.rank).orderBy(match.sortKey).limit(limit).execute();
  return rows.map(({ version: _version, ...area }) => ({
    id: area.id,
    name: area.name,
    country: { id: area.country_id, name: area.country_name },
  }));
}

export async function insertArea(db: Executor, area: AreaWrite): Promise<number> {
  return insertRow(db, 'areas', { name: area.name, country_id: area.countryId });
}

/** Optimistic update (see versionedUpdate): 409 StaleRecord, or 404 with `notFoundMessage`. */
export async function updateArea(
  db: Executor,
  id: number,
  version: number,
  area: AreaWrite,
  notFoundMessage: string,
): Promise<void> {
  await versionedUpdate(
    db,
    'areas',
    { id },
    version,
    { name: area.name, country_id: area.countryId },
    notFoundMessage,
  );
}

/** false when there was no such area. Locations still in the area make it fail with a foreign-key violation. */
export async function deleteArea(db: Executor, id: number): Promise<boolean> {
  return deleteRow(db, 'areas', id);
}

/** An area's country id (what a hotel's place is checked against). */
export function findAreaGeo(db: Executor, id: number) {
  return db.selectFrom('areas').select(['id', 'country_id']).where('id', '=', id).executeTakeFirst();
}
