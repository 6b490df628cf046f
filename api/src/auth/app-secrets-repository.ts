import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** SQL of app_secrets: values generated once and shared by every API replica. */

export async function findSecret(db: Executor, id: string) {
  return db.selectFrom('app_secrets').select('value').where('id', '=', id).executeTakeFirst();
}

/** The stored value; throws when missing. */
export async function getSecret(db: Executor, id: string) {
  return db.selectFrom('app_secrets').select('value').where('id', '=', id).executeTakeFirstOrThrow();
}

/** Stores the value unless another replica stored one first. */
export async function insertSecretIfMissing(db: Executor, id: string, value: unknown): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ id, value: sql`${JSON.stringify(value)}::jsonb` })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
