import type { LocationRef, Paged, ServiceListQuery, ServiceSearchQuery } from '@ham/contracts';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { nameSearch } from '../db/name-search';
import { fetchPage } from '../db/paging';

/** The place filters of the service lists and searches (docs/product/services.md). */
export interface PlaceFilters {
  loc?: number;
  area?: number;
  country?: string;
}

/**
 * Where the service `alias` is, as the `LocationRef` of its `location_id` (location, its area
 * and country). A correlated subquery keeps one helper for the three service tables.
 */
export function placeOf(alias: string): RawBuilder<LocationRef> {
  const locationId = sql.ref(`${alias}.location_id`);
  return sql<LocationRef>`(
    select json_build_object(
      'id', l.id, 'name', l.name,
      'area', json_build_object('id', a.id, 'name', a.name),
      'country', json_build_object('id', c.id, 'name', c.name))
    from locations l join areas a on a.id = l.area_id join countries c on c.id = l.country_id
    where l.id = ${locationId})`;
}

/** Conditions on the service `alias`: its name contains `name`, it lies in `loc`, `area`, `country`. */
export function serviceConditions(alias: string, name: string, place: PlaceFilters): RawBuilder<boolean>[] {
  const locationId = sql.ref(`${alias}.location_id`);
  const conditions: RawBuilder<boolean>[] = [];
  if (name) conditions.push(nameSearch(`${alias}.name`, name).contains);
  if (place.loc) conditions.push(sql<boolean>`${locationId} = ${place.loc}`);
  if (place.area) {
    conditions.push(sql<boolean>`${locationId} in (select id from locations where area_id = ${place.area})`);
  }
  if (place.country) {
    conditions.push(
      sql<boolean>`${locationId} in (select id from locations where country_id = ${place.country})`,
    );
  }
  return conditions;
}

/** `query` of the services `alias` narrowed by `serviceConditions`. */
function whereService<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: string,
  name: string,
  place: PlaceFilters,
): SelectQueryBuilder<DB, TB, O> {
  let narrowed = query;
  for (const condition of serviceConditions(alias, name, place)) narrowed = narrowed.where(condition);
  return narrowed;
}

/** A page of the services `s` of `query` for the list of docs/product/services.md: filtered, by name. */
export function pageOfServices<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { name, loc, area, country, p, ipp }: ServiceListQuery,
): Promise<Paged<O>> {
  const filtered = whereService(query, 's', name ?? '', { loc, area, country });
  return fetchPage(filtered.orderBy(nameSearch('s.name', name ?? '').sortKey).orderBy(sql.ref('s.id')), {
    p,
    ipp,
  });
}

/**
 * What a case file's search typed matches: the service's name, or the name of its place (its
 * location or its location's area), so that 'Firenze' finds the restaurants in Firenze.
 */
function nameOrPlace(alias: string, q: string) {
  const name = nameSearch(`${alias}.name`, q);
  const locationId = sql.ref(`${alias}.location_id`);
  const inPlace = sql<boolean>`${locationId} in (
    select l.id from locations l join areas a on a.id = l.area_id
    where ${nameSearch('l.name', q).contains} or ${nameSearch('a.name', q).contains})`;
  return {
    matches: q ? sql<boolean>`(${name.contains} or ${inPlace})` : undefined,
    /** 0–2: the name matches (as nameSearch ranks it); 3: only its place does. */
    rank: q ? sql<number>`case when ${name.contains} then ${name.rank} else 3 end` : undefined,
    sortKey: name.sortKey,
  };
}

/**
 * The first `limit` services `s` of `query` matching a case file's search: by name or place,
 * within the place filters; `first` (e.g. "has a menu for the group") orders the usable ones
 * before the others, then the best match, then the name.
 */
export function searchServices<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { q, loc, area, country }: ServiceSearchQuery,
  limit: number,
  first?: RawBuilder<boolean>,
): Promise<O[]> {
  const match = nameOrPlace('s', q);
  let ordered = whereService(query, 's', '', { loc, area, country });
  if (match.matches) ordered = ordered.where(match.matches);
  if (first) ordered = ordered.orderBy(sql`${first} desc`);
  if (match.rank) ordered = ordered.orderBy(match.rank);
  return ordered.orderBy(match.sortKey).orderBy(sql.ref('s.id')).limit(limit).execute();
}

/** The rows of the services `ids` (menus, bus prices) by service id, as `entry` says; [] for a service without. */
export function byService<R, V>(ids: number[], rows: R[], entry: (row: R) => [number, V]): Map<number, V[]> {
  const grouped = new Map<number, V[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const [id, value] = entry(row);
    grouped.get(id)?.push(value);
  }
  return grouped;
}
