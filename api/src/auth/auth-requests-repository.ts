import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** SQL of the sign-ins under way (auth_requests: PKCE verifier, state, nonce). */

export interface AuthRequestValues {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
}

/** Deletes the sign-ins started more than `ttlSeconds` ago. */
export async function deleteAuthRequestsOlderThan(db: Executor, ttlSeconds: number): Promise<void> {
  await db
    .deleteFrom('auth_requests')
    .where('created_at', '<', sql<Date>`now() - ${sql.lit(`${ttlSeconds} seconds`)}::interval`)
    .execute();
}

export async function insertAuthRequest(db: Executor, values: AuthRequestValues): Promise<void> {
  await db.insertInto('auth_requests').values(values).execute();
}

/** Deletes the sign-in of a state and answers its row (undefined when unknown). */
export async function deleteAuthRequest(db: Executor, state: string) {
  return db.deleteFrom('auth_requests').where('state', '=', state).returningAll().executeTakeFirst();
}
