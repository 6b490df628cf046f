import { MAX_RECORD_ID } from '@ham/contracts';
import type { Db } from '../db/schema';
import {
  deleteOidcPayloadsOfAccount,
  findLoginAccountRowByEmail,
  findLoginAccountRowById,
  updatePasswordHash,
} from './accounts-repository';
import { deleteAccountSessions } from './sessions';

/** A login that may sign in now, with what the identity provider needs of it. */
export interface LoginAccount {
  id: number;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
}

export async function findLoginAccountById(db: Db, id: number): Promise<LoginAccount | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_RECORD_ID) return null;
  return (await findLoginAccountRowById(db, id)) ?? null;
}

export async function findLoginAccountByEmail(db: Db, email: string): Promise<LoginAccount | null> {
  const normalized = normalizeEmail(email);
  if (!normalized) return null;
  return (await findLoginAccountRowByEmail(db, normalized)) ?? null;
}

/** E-mails are stored lower-case (a check constraint); null for something that is not one. */
export function normalizeEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const normalized = email.trim().toLowerCase();
  return normalized.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized) ? normalized : null;
}

/** Stores a new password hash; the version bump invalidates outstanding set-password links. */
export async function setAccountPassword(db: Db, accountId: number, passwordHash: string): Promise<void> {
  await updatePasswordHash(db, accountId, passwordHash);
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
  await deleteOidcPayloadsOfAccount(db, accountId);
}
