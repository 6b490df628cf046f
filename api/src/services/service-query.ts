import type { LocationRef } from '@ham/contracts';
import { type RawBuilder, sql } from 'kysely';
import { nameSearch } from '../db/name-search';

/** The place filters of the service lists and searches (SPEC §7 Services). */
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
