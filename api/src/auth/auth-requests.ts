import type { Db } from '../db/schema';
import {
  deleteAuthRequest,
  deleteAuthRequestsOlderThan,
  insertAuthRequest,
} from './auth-requests-repository';

/** A sign-in under way lasts at most 10 minutes: long enough to type a password. */
const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export interface AuthRequest {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

/** Stores the PKCE verifier, state and nonce of a sign-in, and drops the abandoned ones. */
export async function saveAuthRequest(db: Db, request: AuthRequest): Promise<void> {
  await deleteAuthRequestsOlderThan(db, AUTH_REQUEST_TTL_MS / 1000);
  await insertAuthRequest(db, {
    state: request.state,
    code_verifier: request.codeVerifier,
    nonce: request.nonce,
    return_to: request.returnTo,
  });
}

/** The sign-in of a callback's state, used once: deleted as it is read. Null when unknown or expired. */
export async function takeAuthRequest(db: Db, state: unknown): Promise<AuthRequest | null> {
  if (typeof state !== 'string' || state === '' || state.length > 200) return null;
  const row = await deleteAuthRequest(db, state);
  if (!row || new Date(row.created_at).getTime() + AUTH_REQUEST_TTL_MS < Date.now()) return null;
  return { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce, returnTo: row.return_to };
}
