import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** SQL of the logins (accounts) as sign-in sees them. */

/**
 * Accounts allowed to sign in: active, and for an agency login only while its e-mail is
 * still the agency's front-office e-mail (changing that address revokes the access).
 */
function loginAccounts(db: Executor) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('agencies as ag', 'ag.id', 'a.agency_id')
    .select([
      'a.id',
      'a.email',
      'a.password_hash as passwordHash',
      'a.first_name as firstName',
      'a.last_name as lastName',
    ])
    .where('a.active', '=', true)
    .where((eb) =>
      eb.or([
        eb('a.agency_id', 'is', null),
        eb(eb.fn('lower', ['ag.frontoffice_email']), '=', eb.ref('a.email')),
      ]),
    );
}

/** The login with this id, when it may sign in. */
export async function findLoginAccountRowById(db: Executor, id: number) {
  return loginAccounts(db).where('a.id', '=', id).executeTakeFirst();
}

/** The login with this (normalized) e-mail, when it may sign in. */
export async function findLoginAccountRowByEmail(db: Executor, email: string) {
  return loginAccounts(db).where('a.email', '=', email).executeTakeFirst();
}

/** An account's id and password hash (any account, active or not); throws when missing. */
export async function getAccountPasswordHash(db: Executor, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'password_hash as passwordHash'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/** Stores a new password hash and bumps the account's version. */
export async function updatePasswordHash(
  db: Executor,
  accountId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', accountId)
    .execute();
}

/** Deletes the embedded provider's sessions, grants and tokens of an account. */
export async function deleteOidcPayloadsOfAccount(db: Executor, accountId: number): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where(sql<string>`payload->>'accountId'`, '=', String(accountId))
    .execute();
}

/** Those of the accounts that have no password yet (invited, not signed up). */
export async function findAccountsWithoutPassword(db: Executor, ids: number[]) {
  return db
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', ids)
    .where('password_hash', 'is', null)
    .execute();
}

/** The id of the account with this (normalized) e-mail, active or not. */
export async function findAccountIdByEmail(db: Executor, email: string) {
  return db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
}

/** A new administrator without a password (it chooses one from its invitation link); its id. */
export async function insertAdminAccount(db: Executor, email: string): Promise<number> {
  const account = await db
    .insertInto('accounts')
    .values({ email, first_name: 'Amministratore', last_name: '', role_id: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return account.id;
}
