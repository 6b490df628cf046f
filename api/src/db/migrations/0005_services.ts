import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen in time: imports no app code. Restaurants, bus services and guide services (docs/product/services.md).
// Money in integer euro cents (docs/product/prices-and-freebies.md). The case files of a later migration reference
// these tables with ON DELETE RESTRICT, so a service in use cannot be deleted.

// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
type AnyTable = CreateTableBuilder<any, any>;

/** Name, place, version and timestamps of every service. */
const serviceColumns = (t: AnyTable): AnyTable =>
  t
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('restrict'));

const versionColumns = (t: AnyTable): AnyTable =>
  t
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

/** Like areas: a trigram index for name search and an index for the location filter. */
// biome-ignore lint/suspicious/noExplicitAny: see above
async function serviceIndexes(db: Kysely<any>, table: string): Promise<void> {
  await sql`create index ${sql.raw(`${table}_name_trgm_idx`)} on ${sql.table(table)}
    using gin (f_unaccent(lower(name)) gin_trgm_ops)`.execute(db);
  await db.schema.createIndex(`${table}_location_idx`).on(table).column('location_id').execute();
}

const money = (column: string) => sql`${sql.ref(column)} >= 0`;

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await versionColumns(
    serviceColumns(db.schema.createTable('restaurants'))
      .addColumn('address', 'text')
      .addColumn('phone', 'text')
      .addColumn('fax', 'text')
      .addColumn('email', 'text')
      .addColumn('website', 'text'),
  ).execute();
  await serviceIndexes(db, 'restaurants');

  // One menu per guest type the restaurant offers; its price, cost and 'one free every N'.
  await db.schema
    .createTable('restaurant_menus')
    .addColumn('restaurant_id', 'integer', (c) =>
      c.notNull().references('restaurants.id').onDelete('cascade'),
    )
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id').onDelete('restrict'))
    .addColumn('price', 'integer', (c) => c.notNull().check(money('price')))
    .addColumn('cost', 'integer', (c) => c.check(money('cost')))
    .addColumn('free_every', 'integer', (c) => c.check(sql`free_every >= 1`))
    .addPrimaryKeyConstraint('restaurant_menus_pk', ['restaurant_id', 'guest_type_id'])
    .execute();

  await versionColumns(
    serviceColumns(db.schema.createTable('bus_services'))
      .addColumn('address', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('duration', 'text', (c) => c.check(sql`duration in ('HD', 'FD', 'Transfer')`)),
  ).execute();
  await serviceIndexes(db, 'bus_services');

  // Price of a bus by size: the smallest row whose max_seats fits the group.
  await db.schema
    .createTable('bus_prices')
    .addColumn('bus_service_id', 'integer', (c) =>
      c.notNull().references('bus_services.id').onDelete('cascade'),
    )
    .addColumn('max_seats', 'integer', (c) => c.notNull().check(sql`max_seats > 0`))
    .addColumn('price', 'integer', (c) => c.notNull().check(money('price')))
    .addColumn('cost', 'integer', (c) => c.check(money('cost')))
    .addPrimaryKeyConstraint('bus_prices_pk', ['bus_service_id', 'max_seats'])
    .execute();

  await versionColumns(
    serviceColumns(db.schema.createTable('guide_services'))
      .addColumn('company_name', 'text')
      .addColumn('company_address', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('guest_type_id', 'text', (c) => c.references('guest_types.id').onDelete('restrict'))
      .addColumn('price', 'integer', (c) => c.check(money('price')))
      .addColumn('cost', 'integer', (c) => c.check(money('cost')))
      .addColumn('extra_cost', 'integer', (c) => c.check(money('extra_cost')))
      .addColumn('persons', 'integer', (c) => c.check(sql`persons >= 1`))
      .addColumn('duration', 'text', (c) => c.check(sql`duration in ('HD', 'FD')`))
      .addColumn('hours', sql`numeric(4,2)`, (c) => c.check(sql`hours > 0 and hours <= 24`))
      .addColumn('notes', 'text'),
  ).execute();
  await serviceIndexes(db, 'guide_services');
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['guide_services', 'bus_prices', 'bus_services', 'restaurant_menus', 'restaurants']) {
    await db.schema.dropTable(t).execute();
  }
}
