import type { Kysely } from 'kysely';

/**
 * The notes of a case (`notes`, up to 2,000 characters; a quote request's notes become those
 * of the case made of it), and 'Elenco pratiche' by period (docs/product/cases.md): the list keeps the cases whose period
 * overlaps the one asked (`begin_date <= to and end_date >= from`), on this index. The
 * status filter reads the stays (stays_case_idx), their holds (holds_stay_uq) and the invoice
 * (invoices_case_idx); the agency filter reads cases_customer_idx. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('notes', 'text').execute();
  await db.schema.createIndex('cases_period_idx').on('cases').columns(['begin_date', 'end_date']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_period_idx').execute();
  await db.schema.alterTable('cases').dropColumn('notes').execute();
}
