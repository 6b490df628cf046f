import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { findLoginAccountById, type LoginAccount } from './accounts';
import { getAccountPasswordHash } from './accounts-repository';
import { purposeSecret } from './app-secrets';

/**
 * Set-password links (invitations and password resets) without a table: an HMAC-signed,
 * expiring token over the account id and a fingerprint of its current password hash.
 * Setting a password changes the hash, so a link works once.
 */
export type PasswordLinkPurpose = 'invite' | 'reset';

const TTL_SECONDS: Record<PasswordLinkPurpose, number> = { invite: 72 * 3600, reset: 3600 };
const SECRET_PURPOSE = 'password-links';

interface TokenBody {
  a: number; // account id
  p: PasswordLinkPurpose;
  e: number; // expiry, seconds since the epoch
  h: string; // fingerprint of the password hash at issue time
}

const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? 'none')
    .digest('base64url')
    .slice(0, 16);

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export async function createPasswordLink(
  db: Db,
  config: AppConfig,
  account: Pick<LoginAccount, 'id' | 'passwordHash'>,
  purpose: PasswordLinkPurpose,
): Promise<string> {
  const body: TokenBody = {
    a: account.id,
    p: purpose,
    e: Math.floor(Date.now() / 1000) + TTL_SECONDS[purpose],
    h: fingerprint(account.passwordHash),
  };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  const token = `${encoded}.${sign(await purposeSecret(db, config, SECRET_PURPOSE), encoded)}`;
  return `${config.publicUrl}/idp/set-password?token=${token}`;
}

/** The invitation link (72 hours) of a new account, for the e-mail of the users and agencies screens. */
export async function createPasswordSetupLink(db: Db, config: AppConfig, accountId: number): Promise<string> {
  const row = await getAccountPasswordHash(db, accountId);
  return createPasswordLink(db, config, row, 'invite');
}

/** The account a token lets set its password, or null for a forged, expired or used token. */
export async function accountOfPasswordToken(
  db: Db,
  config: AppConfig,
  token: unknown,
): Promise<LoginAccount | null> {
  if (typeof token !== 'string' || token.length > 1000) return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length) return null;
  const expected = Buffer.from(sign(await purposeSecret(db, config, SECRET_PURPOSE), encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: TokenBody;
  try {
    body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body.e !== 'number' || body.e * 1000 < Date.now() || typeof body.a !== 'number') return null;
  const account = await findLoginAccountById(db, body.a);
  return account && fingerprint(account.passwordHash) === body.h ? account : null;
}

/** A set-password link as it appears in an e-mail's text. */
const LINK_IN_TEXT = /https?:\/\/\S+?\/idp\/set-password\?token=([\w-]+)\.[\w-]+/g;

/** What a token (its first part) says, account and purpose, unverified: who may see a link, what a limit counts. */
export function claimsOf(token: string): { accountId: number; purpose: PasswordLinkPurpose } | null {
  try {
    const body = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<TokenBody>;
    return typeof body.a === 'number' && (body.p === 'invite' || body.p === 'reset')
      ? { accountId: body.a, purpose: body.p }
      : null;
  } catch {
    return null;
  }
}

/** The accounts the set-password links of `text` are for. */
export function passwordLinkAccounts(text: string): number[] {
  return [...text.matchAll(LINK_IN_TEXT)].flatMap((m) => claimsOf(m[1])?.accountId ?? []);
}

export const HIDDEN_LINK = '[link riservato al destinatario]';

/**
 * `text` with every set-password link that `mayRead` refuses replaced by HIDDEN_LINK (a link
 * that cannot be read as ours is hidden too).
 */
export function hidePasswordLinks(
  text: string,
  mayRead: (claims: { accountId: number; purpose: PasswordLinkPurpose }) => boolean,
): string {
  return text.replace(LINK_IN_TEXT, (link, token: string) => {
    const claims = claimsOf(token);
    return claims && mayRead(claims) ? link : HIDDEN_LINK;
  });
}
