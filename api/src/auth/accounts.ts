import { MAX_RECORD_ID } from '@ham/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { deleteAccountSessions } from './sessions';

/** A login that may sign in now, with what the identity provider needs of it. */
export interface LoginAccount {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
}

/**
 * Accounts allowed to sign in: active, and for an agency login only while its e-mail is
 * still the agency's front-office e-mail (changing that address revokes the access).
 */
function loginAccounts(db: Db) {
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

export async function findLoginAccountById(db: Db, id: number): Promise<LoginAccount | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_RECORD_ID) return null;
  return (await loginAccounts(db).where('a.id', '=', id).executeTakeFirst()) ?? null;
}

export async function findLoginAccountByEmail(db: Db, email: string): Promise<LoginAccount | null> {
  const normalized = normalizeEmail(email);
  if (!normalized) return null;
  return (await loginAccounts(db).where('a.email', '=', normalized).executeTakeFirst()) ?? null;
}

/** E-mails are stored lower-case (a check constraint); null for something that is not one. */
export function normalizeEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  return normalized.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized) ? normalized : null;
}

/** Stores a new password hash; the version bump invalidates outstanding set-password links. */
export async function setAccountPassword(db: Db, accountId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', accountId)
    .execute();
}

/**
 * Revokes every way a login is signed in: its app sessions and, in the embedded provider,
 * its sessions, grants and tokens (a deleted user, an agency access switched off, a password
 * reset). A password change keeps the app session it was made from (`keepSessionIdHash`).
 * Through the app's Kysely handle, so the session cache of this replica forgets them at once
 * and the others on the commit's notification (docs/adr/0008).
 */
export async function revokeAllAccess(db: Db, accountId: number, keepSessionIdHash?: string): Promise<void> {
  await deleteAccountSessions(db, accountId, keepSessionIdHash);
  await db
    .deleteFrom('oidc_payloads')
    .where(sql<string>`payload->>'accountId'`, '=', String(accountId))
    .execute();
}
