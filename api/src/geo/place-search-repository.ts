import type { GeoHitType } from '@ham/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/executor';
import { nameSearch } from '../db/name-search';

/** Areas, then locations, then countries (after the rank). */
const TYPE_ORDER: Record<GeoHitType, number> = { area: 0, location: 1, country: 2 };

/**
 * The columns of one kind of hit, of the table `alias`: its id as text, name, type, `context`
 * (what the picker shows beside the name), and what the hits are ordered by.
 */
function hitColumns(alias: string, q: string, type: GeoHitType, context: RawBuilder<string | null>) {
  const search = nameSearch(`${alias}.name`, q);
  return [
    sql<string>`${sql.ref(`${alias}.id`)}::text`.as('id'),
    sql<string>`${sql.ref(`${alias}.name`)}`.as('name'),
    sql<GeoHitType>`${sql.lit(type)}`.as('type'),
    context.as('context'),
    search.rank.as('rank'),
    sql<number>`${sql.lit(TYPE_ORDER[type])}`.as('type_order'),
    search.sortKey.as('sort_key'),
  ] as const;
}

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
  let union = db
    .selectFrom('areas as a')
    .innerJoin('countries as ac', 'ac.id', 'a.country_id')
    .select(hitColumns('a', q, 'area', sql<string | null>`ac.name`))
    .where(nameSearch('a.name', q).contains)
    .unionAll(
      db
        .selectFrom('locations as l')
        .innerJoin('areas as la', 'la.id', 'l.area_id')
        .select(hitColumns('l', q, 'location', sql<string | null>`la.name`))
        .where(nameSearch('l.name', q).contains),
    );
  if (withCountries) {
    union = union.unionAll(
      db
        .selectFrom('countries as c')
        .select(hitColumns('c', q, 'country', sql<string | null>`null`))
        .where(nameSearch('c.name', q).contains),
    );
  }
  let hits = db.selectFrom(union.as('hits')).select(['id', 'name', 'type', 'context']);
  if (type) hits = hits.where('type', '=', type);
  return hits.orderBy('rank').orderBy('type_order').orderBy('sort_key').limit(limit).execute();
}
