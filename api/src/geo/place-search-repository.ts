import type { GeoHit, GeoHitType } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';

/**
 * SQL of the place search: areas, locations and (with `withCountries`) countries whose name
 * contains the text, ranked in one query: names starting with the text first, then areas,
 * locations, countries, then by name. Ids as text (countries have their ISO code).
 */
export async function findPlaces(
  db: Executor,
  q: string,
  { withCountries, type }: { withCountries: boolean; type?: GeoHitType },
  limit: number,
) {
  const area = nameSearch('a.name', q);
  const location = nameSearch('l.name', q);
  const country = nameSearch('c.name', q);
  let union = db
    .selectFrom('areas as a')
    .innerJoin('countries as ac', 'ac.id', 'a.country_id')
    .select([
      sql<string>`a.id::text`.as('id'),
      'a.name',
      sql<GeoHit['type']>`'area'`.as('type'),
      sql<string | null>`ac.name`.as('context'),
      area.rank.as('rank'),
      sql<number>`0`.as('type_order'),
      area.sortKey.as('sort_key'),
    ])
    .where(area.contains)
    .unionAll(
      db
        .selectFrom('locations as l')
        .innerJoin('areas as la', 'la.id', 'l.area_id')
        .select([
          sql<string>`l.id::text`.as('id'),
          'l.name',
          sql<GeoHit['type']>`'location'`.as('type'),
          sql<string | null>`la.name`.as('context'),
          location.rank.as('rank'),
          sql<number>`1`.as('type_order'),
          location.sortKey.as('sort_key'),
        ])
        .where(location.contains),
    );
  if (withCountries) {
    union = union.unionAll(
      db
        .selectFrom('countries as c')
        .select([
          sql<string>`c.id::text`.as('id'),
          'c.name',
          sql<GeoHit['type']>`'country'`.as('type'),
          sql<string | null>`null`.as('context'),
          country.rank.as('rank'),
          sql<number>`2`.as('type_order'),
          country.sortKey.as('sort_key'),
        ])
        .where(country.contains),
    );
  }
  let hits = db.selectFrom(union.as('hits')).select(['id', 'name', 'type', 'context']);
  if (type) hits = hits.where('type', '=', type);
  return hits.orderBy('rank').orderBy('type_order').orderBy('sort_key').limit(limit).execute();
}
