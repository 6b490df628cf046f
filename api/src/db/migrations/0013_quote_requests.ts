import { type Kysely, sql } from 'kysely';

/**
 * Quote requests of the agency portal (docs/product/agency-portal.md). Frozen in time.
 * The customer is the agency of the front-office user who sent it; `contact_email` keeps
 * that user's address as it was. A chosen hotel always comes with its estimate (and none
 * without). Agencies, areas and hotels named by a request are in use (restrict); a case
 * made from a request ('Crea pratica') is linked once, and deleting the case unlinks it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('restrict'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('guest_count', 'integer', (c) => c.notNull().check(sql`guest_count >= 1`))
    .addColumn('guest_type_id', 'text', (c) => c.notNull().references('guest_types.id'))
    .addColumn('begin', 'date', (c) => c.notNull())
    .addColumn('end', 'date', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull().references('areas.id').onDelete('restrict'))
    .addColumn('service_class_id', 'text', (c) => c.notNull().references('service_classes.id'))
    .addColumn('hotel_id', 'integer', (c) => c.references('hotels.id').onDelete('restrict'))
    .addColumn('quoted_cost', 'integer', (c) => c.check(sql`quoted_cost >= 0`))
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('new').check(sql`status in ('new', 'in_progress', 'done', 'rejected')`),
    )
    .addColumn('case_number', 'integer', (c) => c.references('cases.number').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('quote_requests_period', sql`"end" > "begin"`)
    .addCheckConstraint('quote_requests_hotel_quote', sql`(hotel_id is null) = (quoted_cost is null)`)
    .execute();
  // Staff list: newest first; an agency's own list; the foreign keys' lookups on delete.
  await sql`create index quote_requests_created_idx on quote_requests (created_at desc, id desc)`.execute(db);
  await sql`create index quote_requests_agency_idx on quote_requests (agency_id, created_at desc, id desc)`.execute(
    db,
  );
  await db.schema.createIndex('quote_requests_area_idx').on('quote_requests').column('area_id').execute();
  await db.schema.createIndex('quote_requests_hotel_idx').on('quote_requests').column('hotel_id').execute();
  await sql`create unique index quote_requests_case_idx on quote_requests (case_number) where case_number is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_requests').execute();
}
