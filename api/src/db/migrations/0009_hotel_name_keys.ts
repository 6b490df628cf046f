import { type Kysely, sql } from 'kysely';

/**
 * Hotels keep their normalized name and city (lower case, no accents) as stored columns, as the
 * case files do (0007): the list's and the allotment search's filters and ordering then read a
 * column instead of running unaccent on every matching row (3–6× faster on 10,000 hotels,
 * docs/PERFORMANCE.md). The expression indexes of 0006 are replaced by indexes on the columns.
 * Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table hotels
    add column name_key text generated always as (f_unaccent(lower(name))) stored,
    add column city_key text generated always as (f_unaccent(lower(city))) stored`.execute(db);
  await sql`drop index hotels_sort_idx, hotels_name_trgm_idx, hotels_city_trgm_idx`.execute(db);
  await sql`create index hotels_sort_idx on hotels (name_key, id)`.execute(db);
  await sql`create index hotels_name_trgm_idx on hotels using gin (name_key gin_trgm_ops)`.execute(db);
  await sql`create index hotels_city_trgm_idx on hotels using gin (city_key gin_trgm_ops)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index hotels_sort_idx, hotels_name_trgm_idx, hotels_city_trgm_idx`.execute(db);
  await sql`alter table hotels drop column name_key, drop column city_key`.execute(db);
  await sql`create index hotels_sort_idx on hotels (f_unaccent(lower(name)), id)`.execute(db);
  await sql`create index hotels_name_trgm_idx on hotels using gin (f_unaccent(lower(name)) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index hotels_city_trgm_idx on hotels using gin (f_unaccent(lower(city)) gin_trgm_ops)`.execute(
    db,
  );
}
