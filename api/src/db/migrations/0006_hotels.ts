import { type Kysely, sql } from 'kysely';

// Frozen in time: imports no app code. Hotels, price lists, availability blocks and holds
// (docs/product/hotels.md, allotment-and-holds.md, prices-and-freebies.md). Money in integer euro cents; dates are DATE.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  // Trusted extension (PostgreSQL 13+): lets an exclusion constraint mix = on ids with && on date ranges.
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('hotels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // ids of ref_items lists hotelCategories / hotelPositions (checked by the service).
    .addColumn('category_id', 'text')
    .addColumn('position_id', 'text')
    .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('restrict'))
    .addColumn('area_id', 'integer', (c) => c.references('areas.id').onDelete('restrict'))
    .addColumn('country_id', 'char(2)', (c) => c.references('countries.id').onDelete('restrict'))
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('phone', 'text')
    .addColumn('fax', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('description', 'text')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Lists order by the normalized name; searches match inside it (trigram).
  await sql`create index hotels_sort_idx on hotels (f_unaccent(lower(name)), id)`.execute(db);
  await sql`create index hotels_name_trgm_idx on hotels using gin (f_unaccent(lower(name)) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index hotels_city_trgm_idx on hotels using gin (f_unaccent(lower(city)) gin_trgm_ops)`.execute(
    db,
  );
  await db.schema.createIndex('hotels_location_idx').on('hotels').column('location_id').execute();
  await db.schema.createIndex('hotels_area_idx').on('hotels').column('area_id').execute();
  await db.schema.createIndex('hotels_country_idx').on('hotels').column('country_id').execute();

  await db.schema
    .createTable('hotel_offers')
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id'))
    // A disabled offer keeps its row and prices: enabling it again brings them back.
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('self_quotable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('visible_in_quotes', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('freebie_every', 'integer', (c) => c.check(sql`freebie_every > 0`))
    .addColumn('freebie_accomodation_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hotel_offers_pk', ['hotel_id', 'guest_type_id'])
    .addCheckConstraint(
      'hotel_offers_freebie_both',
      sql`(freebie_every is null) = (freebie_accomodation_id is null)`,
    )
    .execute();

  await db.schema
    .createTable('hotel_prices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('restrict'))
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id'))
    .addColumn('begin', 'date', (c) => c.notNull())
    .addColumn('end', 'date', (c) => c.notNull())
    // { serviceClassId: cents } and { accomodationId: cents }.
    .addColumn('prices', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('costs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('extras', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('extras_costs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('hotel_prices_period', sql`"end" >= "begin"`)
    .execute();
  // docs/product/prices-and-freebies.md: no night has two prices, even between two concurrent saves.
  await sql`alter table hotel_prices add constraint hotel_prices_no_overlap
    exclude using gist (hotel_id with =, guest_type_id with =, daterange("begin", "end", '[]') with &&)`.execute(
    db,
  );

  await db.schema
    .createTable('availability_blocks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('restrict'))
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id'))
    .addColumn('begin', 'date', (c) => c.notNull())
    .addColumn('end', 'date', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull().check(sql`places >= 0`))
    .addColumn('expiration_days', 'integer', (c) => c.notNull().defaultTo(0).check(sql`expiration_days >= 0`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('availability_blocks_period', sql`"end" >= "begin"`)
    .execute();
  // The allotment search reads the blocks of one guest type for a set of hotels and a period.
  await sql`create index availability_blocks_search_idx on availability_blocks
    (guest_type_id, hotel_id, "begin") include ("end", places, expiration_days)`.execute(db);
  await db.schema
    .createIndex('availability_blocks_hotel_idx')
    .on('availability_blocks')
    .column('hotel_id')
    .execute();

  await db.schema
    .createTable('holds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('restrict'))
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id'))
    .addColumn('begin', 'date', (c) => c.notNull())
    // Departure day: the hold occupies begin .. end - 1.
    .addColumn('end', 'date', (c) => c.notNull())
    .addColumn('places', 'integer', (c) => c.notNull().check(sql`places >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('option', 'reservation')`))
    .addColumn('expires', 'date')
    .addColumn('contact', 'text', (c) => c.notNull())
    // The stay of a case file (the case files' migration); at most one hold per stay.
    .addColumn('stay_id', 'integer')
    .addColumn('forced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('forced_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('forced_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('holds_period', sql`"end" > "begin"`)
    .addCheckConstraint('holds_option_expires', sql`(kind = 'option') = (expires is not null)`)
    .execute();
  await sql`create index holds_search_idx on holds (guest_type_id, hotel_id, "begin")
    include ("end", places, kind, expires)`.execute(db);
  await db.schema.createIndex('holds_hotel_idx').on('holds').column('hotel_id').execute();
  await sql`create index holds_option_expires_idx on holds (expires, id) where kind = 'option'`.execute(db);
  await sql`create unique index holds_stay_uq on holds (stay_id) where stay_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['holds', 'availability_blocks', 'hotel_prices', 'hotel_offers', 'hotels']) {
    await db.schema.dropTable(t).execute();
  }
}
