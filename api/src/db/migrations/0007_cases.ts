import { type Kysely, sql } from 'kysely';

/**
 * Case files (pratiche) and their items (docs/product/cases.md, documents.md). Frozen in time.
 * The case number comes from a sequence and is never reused. Restricting foreign keys make
 * agencies, hotels, restaurants, bus and guide services in use by a case answer 409
 * InstanceInUse on delete (their services map the foreign-key violation).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence case_number_seq`.execute(db);
  await db.schema
    .createTable('cases')
    .addColumn('number', 'integer', (c) => c.primaryKey().defaultTo(sql`nextval('case_number_seq')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('restrict'))
    .addColumn('begin_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id'))
    .addColumn('guest_count', 'integer', (c) => c.notNull().check(sql`guest_count >= 0`))
    .addColumn('user_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('extras', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('extras_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('cases_period', sql`end_date >= begin_date`)
    .execute();
  await sql`alter sequence case_number_seq owned by cases.number`.execute(db);
  // 'Elenco pratiche': newest first, filtered by name (trigram, accent-insensitive).
  // The normalized name is stored, so a filter over 100,000 cases rechecks no function per row.
  await sql`alter table cases add column name_key text generated always as (f_unaccent(lower(name))) stored`.execute(
    db,
  );
  await sql`create index cases_name_trgm_idx on cases using gin (name_key gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('cases_customer_idx').on('cases').column('customer_id').execute();

  await db.schema
    .createTable('stays')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('case_number', 'integer', (c) => c.notNull().references('cases.number').onDelete('cascade'))
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('restrict'))
    .addColumn('begin', 'date', (c) => c.notNull())
    .addColumn('end', 'date', (c) => c.notNull())
    // { accomodationId: guests }
    .addColumn('guests', 'jsonb', (c) => c.notNull())
    // { accomodationId: { serviceClassId: cents | null } }
    .addColumn('prices', 'jsonb', (c) => c.notNull())
    .addColumn('freebies_count', 'jsonb', (c) => c.notNull())
    .addColumn('freebies_value', 'jsonb', (c) => c.notNull())
    // [{ date, serviceClassId, items }] for begin .. end
    .addColumn('conditions', 'jsonb', (c) => c.notNull())
    // The price-list entries covering the stay when hotel and period were chosen, and the freebie rule.
    .addColumn('price_rows', 'jsonb', (c) => c.notNull())
    .addColumn('freebie', 'jsonb')
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('stays_period', sql`"end" > "begin"`)
    .execute();
  await db.schema.createIndex('stays_case_idx').on('stays').columns(['case_number', 'begin']).execute();
  await db.schema.createIndex('stays_hotel_idx').on('stays').column('hotel_id').execute();
  // holds.stay_id (migration 0006) stays without a foreign key: the holds service is also used
  // without case files; the stays service releases a stay's hold in the transaction that deletes it.

  await db.schema
    .createTable('meals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('case_number', 'integer', (c) => c.notNull().references('cases.number').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (c) =>
      c.notNull().references('restaurants.id').onDelete('restrict'),
    )
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull().check(sql`time in ('pranzo', 'cena')`))
    .addColumn('persons', 'integer', (c) => c.notNull().check(sql`persons >= 0`))
    .addColumn('freebies', 'integer', (c) => c.notNull().check(sql`freebies >= 0`))
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meals_case_idx').on('meals').columns(['case_number', 'date']).execute();
  await db.schema.createIndex('meals_restaurant_idx').on('meals').column('restaurant_id').execute();

  for (const [table, service] of [
    ['bus_trips', 'bus_services'],
    ['guided_tours', 'guide_services'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('case_number', 'integer', (c) => c.notNull().references('cases.number').onDelete('cascade'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references(`${service}.id`).onDelete('restrict'))
      .addColumn('date', 'date', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
      .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_case_idx`).on(table).columns(['case_number', 'date']).execute();
    await db.schema.createIndex(`${table}_service_idx`).on(table).column('service_id').execute();
  }

  // The daily jobs that must run once per day across replicas (expiring-options e-mail).
  await db.schema
    .createTable('daily_job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('daily_job_runs_pk', ['job', 'day'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['daily_job_runs', 'guided_tours', 'bus_trips', 'meals', 'stays', 'cases']) {
    await db.schema.dropTable(t).execute();
  }
}
