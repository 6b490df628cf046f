import type { Country } from '@ham/contracts';
import { sql } from 'kysely';
import { nameSearch } from '../db/name-search';
import type { Db } from '../db/schema';

const HOME_COUNTRY = 'IT';

/** Countries whose Italian name contains `q` or whose code is `q`; names starting with it first, Italia first. */
export async function searchCountries(db: Db, q: string, limit = 20): Promise<Country[]> {
  const match = nameSearch('name', q);
  const code = q.toUpperCase();
  let query = db.selectFrom('countries').select(['id', 'name']);
  if (q) query = query.where((eb) => eb.or([eb('id', '=', code), match.contains]));
  return query
    .orderBy(sql`id = ${code}`, 'desc')
    .orderBy(match.rank)
    .orderBy(sql`id = ${HOME_COUNTRY}`, 'desc')
    .orderBy(match.sortKey)
    .limit(limit)
    .execute();
}

export async function findCountry(db: Db, id: string): Promise<Country | undefined> {
  return db.selectFrom('countries').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
