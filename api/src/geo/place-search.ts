import type { GeoHit, GeoHitType } from '@ham/contracts';
import type { Db } from '../db/schema';
import { findPlaces } from './place-search-repository';

/**
 * GET /geo/search: areas, locations and (optionally) countries in one list, ranked in one
 * query: names starting with the text first, then areas, locations, countries, then by name.
 * `type`: only hits of that type.
 */
export async function searchPlaces(
  db: Db,
  q: string,
  { countries = true, type }: { countries?: boolean; type?: GeoHitType } = {},
  limit = 20,
): Promise<GeoHit[]> {
  if (!q) return [];
  const withCountries = countries && (type === undefined || type === 'country');
  const rows = await findPlaces(db, q, { withCountries, type }, limit);
  // Areas and locations have numeric ids, countries their ISO code.
  return rows.map((r) => ({ ...r, id: r.type === 'country' ? r.id : Number(r.id) }));
}
