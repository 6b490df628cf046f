import { type Kysely, sql } from 'kysely';

/**
 * The longest release of any block (`max(expiration_days)`), which the Cruscotto reads on every
 * call to know how far past the period a release date reaches (docs/PERFORMANCE.md, Cruscotto):
 * from this index, one entry instead of a scan of every block. Frozen in time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, typed against no app schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index availability_blocks_expiration_idx
    on availability_blocks (expiration_days)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index availability_blocks_expiration_idx`.execute(db);
}
