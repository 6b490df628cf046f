import { type Kysely, sql } from 'kysely';

// Frozen in time: imports no app code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  // Both extensions are "trusted" (PostgreSQL 13+), so the database owner may create them.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  // unaccent() is only STABLE; an IMMUTABLE wrapper lets indexes use it. Search compares
  // f_unaccent(lower(name)) with f_unaccent(lower(query)), so 'citta' finds 'Città'.
  await sql`
    create function f_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);

  await db.schema
    .createTable('areas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_id', 'char(2)', (c) => c.notNull().references('countries.id').onDelete('restrict'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Target of the locations' (area_id, country_id) key: a location lies in its area's country.
    .addUniqueConstraint('areas_id_country_uq', ['id', 'country_id'])
    .execute();
  await sql`create unique index areas_name_country_uq on areas (lower(name), country_id)`.execute(db);
  await sql`create index areas_name_trgm_idx on areas using gin (f_unaccent(lower(name)) gin_trgm_ops)`.execute(
    db,
  );
  await db.schema.createIndex('areas_country_idx').on('areas').column('country_id').execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'char(2)', (c) => c.notNull().references('countries.id').onDelete('restrict'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Restrict: an area with locations cannot be deleted; moving an area to another country moves its locations.
    .addForeignKeyConstraint(
      'locations_area_fk',
      ['area_id', 'country_id'],
      'areas',
      ['id', 'country_id'],
      (fk) => fk.onDelete('restrict').onUpdate('cascade'),
    )
    .execute();
  await sql`create unique index locations_name_area_uq on locations (lower(name), area_id)`.execute(db);
  await sql`create index locations_name_trgm_idx on locations using gin (f_unaccent(lower(name)) gin_trgm_ops)`.execute(
    db,
  );
  await db.schema.createIndex('locations_area_idx').on('locations').column('area_id').execute();
  await db.schema.createIndex('locations_country_idx').on('locations').column('country_id').execute();

  await db.schema
    .createTable('agencies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('einvoice_code', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country_id', 'char(2)', (c) => c.references('countries.id').onDelete('restrict'))
    .addColumn('phone', 'text')
    .addColumn('fax', 'text')
    .addColumn('email', 'text')
    .addColumn('certified_email', 'text')
    .addColumn('website', 'text')
    .addColumn('surcharge_per_guest', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`surcharge_per_guest >= 0`),
    )
    .addColumn('frontoffice_email', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index agencies_frontoffice_email_uq on agencies (lower(frontoffice_email))
    where frontoffice_email is not null`.execute(db);
  await sql`create index agencies_name_trgm_idx on agencies using gin (f_unaccent(lower(full_name)) gin_trgm_ops)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['agencies', 'locations', 'areas']) await db.schema.dropTable(t).execute();
  await sql`drop function f_unaccent(text)`.execute(db);
}
