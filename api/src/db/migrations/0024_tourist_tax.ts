import { type Kysely, sql } from 'kysely';

/**
 * 'Imposta di soggiorno' (docs/product/tourist-tax.md): a location's (comune's) rates and
 * exemptions by period, kept with the location (edited and versioned with it, in its history), and
 * per case whether the tax is included in the price or paid at the hotel. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table locations add column tourist_tax jsonb not null default '[]'
    check (jsonb_typeof(tourist_tax) = 'array')`.execute(db);
  await sql`alter table cases add column tourist_tax_included boolean not null default false`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table cases drop column tourist_tax_included`.execute(db);
  await sql`alter table locations drop column tourist_tax`.execute(db);
}
