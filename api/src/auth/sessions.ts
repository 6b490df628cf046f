import { createHash, randomBytes } from 'node:crypto';
import type { Permission } from '@ham/contracts';
import type { ChangeFeed } from '../db/change-feed';
import { ReadCache } from '../db/read-cache';
import type { Db } from '../db/schema';
import type { SessionUser } from './session-user';
import {
  deleteSessionRow,
  deleteSessionsOfAccount,
  findSessionIdToken,
  findSessionWithAccount,
  insertSession,
  touchSession,
} from './sessions-repository';

export const SESSION_COOKIE = 'ham_session';
/** Sessions last 12 hours from the last request (a working day), at most 7 days in all. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Creates a session row; the returned value goes in the HttpOnly cookie, only its hash is stored. */
export async function createSession(
  db: Db,
  accountId: number,
  idToken: string | null = null,
): Promise<{ cookieValue: string; expiresAt: Date }> {
  const cookieValue = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await insertSession(db, {
    id_hash: hashSessionId(cookieValue),
    account_id: accountId,
    id_token: idToken,
    expires_at: expiresAt,
  });
  return { cookieValue, expiresAt };
}

/** A session's user as loaded, with the instants after which the session is over. */
interface LoadedSession {
  user: SessionUser;
  /** Idle expiry as of the load (the sliding window only ever moves it later). */
  expiresAt: number;
  /** Absolute expiry: created + SESSION_MAX_MS. */
  endsAt: number;
}

/**
 * The user of a session cookie, or null for an unknown, expired or forged cookie, or a
 * login that was deactivated. Slides the idle expiry forward (at most once a minute).
 */
export async function loadSessionUser(db: Db, cookieValue: string | undefined): Promise<SessionUser | null> {
  if (!cookieValue || cookieValue.length > 200) return null;
  return (await loadSession(db, hashSessionId(cookieValue)))?.user ?? null;
}

/** What a session may be cached for: see `SessionUsers`. */
const SESSION_CACHE_TTL_MS = 30_000;

/**
 * `loadSessionUser` behind a read cache (docs/adr/0008): every API request needs its user,
 * and on a busy replica the lookup is most of a light request's work. Any write to the
 * tables a session user is made of (a logout or deleted session, an account, role,
 * agency or country change) empties the cache on every replica; the idle and absolute
 * expiries are still checked on every request.
 */
export class SessionUsers {
  private readonly cache: ReadCache<LoadedSession>;

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    this.cache = new ReadCache<LoadedSession>(feed, {
      tables: {
        sessions: ['delete', 'truncate'],
        accounts: 'any',
        roles: 'any',
        agencies: 'any',
        countries: 'any',
      },
      ttlMs: SESSION_CACHE_TTL_MS,
      max: 10_000,
    });
  }

  async load(cookieValue: string | undefined): Promise<SessionUser | null> {
    if (!cookieValue || cookieValue.length > 200) return null;
    const idHash = hashSessionId(cookieValue);
    const session = await this.cache.get(idHash, () => loadSession(this.db, idHash));
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt > now && session.endsAt > now) return session.user;
    // Over while cached: the database decides (and deletes it).
    this.cache.delete(idHash);
    return (await loadSession(this.db, idHash))?.user ?? null;
  }
}

async function loadSession(db: Db, idHash: string): Promise<LoadedSession | null> {
  const row = await findSessionWithAccount(db, idHash);
  if (!row) return null;
  const now = Date.now();
  const expired =
    new Date(row.expires_at).getTime() <= now || new Date(row.created_at).getTime() + SESSION_MAX_MS <= now;
  // An agency login works only while its address is still the agency's front-office e-mail.
  const agencyAccessOff = row.agency_id !== null && row.frontoffice_email?.toLowerCase() !== row.email;
  if (expired || !row.active || agencyAccessOff) {
    await deleteSessionRow(db, idHash);
    return null;
  }
  let expiresAt = new Date(row.expires_at).getTime();
  if (now - new Date(row.last_seen_at).getTime() > 60_000) {
    expiresAt = now + SESSION_IDLE_MS;
    await touchSession(db, idHash, new Date(now), new Date(expiresAt));
  }
  const isAgency = row.agency_id !== null;
  const permissions = new Set((row.permissions ?? []) as Permission[]);
  const user: SessionUser = {
    type: isAgency ? 'agency' : 'admin',
    id: row.account_id,
    accountId: row.account_id,
    sessionIdHash: idHash,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    permissions,
    role:
      row.role_id && row.role_name
        ? {
            id: row.role_id as 'admin' | 'supervisor' | 'operator',
            name: row.role_name,
            description: row.role_description ?? '',
            permissions: [...permissions],
          }
        : null,
    agency: isAgency
      ? {
          id: row.agency_id!,
          fullName: row.agency_full_name ?? '',
          city: row.agency_city,
          country: row.country_id ? { id: row.country_id, name: row.country_name ?? row.country_id } : null,
        }
      : null,
  };
  return { user, expiresAt, endsAt: new Date(row.created_at).getTime() + SESSION_MAX_MS };
}

/** The id token a session was signed in with (the provider's logout hint), or null. */
export async function sessionIdToken(db: Db, idHash: string): Promise<string | null> {
  return (await findSessionIdToken(db, idHash))?.id_token ?? null;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await deleteSessionRow(db, idHash);
}

/** Ends every session of a login (deleted user, disabled agency access), or all but one. */
export async function deleteAccountSessions(db: Db, accountId: number, exceptIdHash?: string): Promise<void> {
  await deleteSessionsOfAccount(db, accountId, exceptIdHash);
}
