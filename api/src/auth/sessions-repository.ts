import type { Executor } from '../db/executor';

/** SQL of the app sessions (rows keyed by the hash of the cookie value). */

export interface SessionValues {
  id_hash: string;
  account_id: number;
  id_token: string | null;
  expires_at: Date;
}

export async function insertSession(db: Executor, values: SessionValues): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

/** A session with its account, role, agency and agency country: what a session user is made of. */
export async function findSessionWithAccount(db: Executor, idHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('roles as r', 'r.id', 'a.role_id')
    .leftJoin('agencies as ag', 'ag.id', 'a.agency_id')
    .leftJoin('countries as c', 'c.id', 'ag.country_id')
    .select([
      's.expires_at',
      's.created_at',
      's.last_seen_at',
      'a.id as account_id',
      'a.email',
      'a.first_name',
      'a.last_name',
      'a.active',
      'a.agency_id',
      'r.id as role_id',
      'r.name as role_name',
      'r.description as role_description',
      'r.permissions',
      'ag.full_name as agency_full_name',
      'ag.city as agency_city',
      'ag.frontoffice_email',
      'c.id as country_id',
      'c.name as country_name',
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
}

/** The OpenID Connect id token a session was signed in with (for the provider's logout). */
export async function findSessionIdToken(db: Executor, idHash: string) {
  return db.selectFrom('sessions').select('id_token').where('id_hash', '=', idHash).executeTakeFirst();
}

/** Slides a session's idle expiry. */
export async function touchSession(db: Executor, idHash: string, lastSeenAt: Date, expiresAt: Date) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSessionRow(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Deletes every session of a login, or all but one. */
export async function deleteSessionsOfAccount(
  db: Executor,
  accountId: number,
  exceptIdHash?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  await query.execute();
}
