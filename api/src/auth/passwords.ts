import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes as `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later
 * without breaking the hashes already stored: verification reads the parameters back.
 */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB; Node's default maxmem (32 MiB) is just too small.
const MAX_MEM = 64 * 1024 * 1024;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password, a missing hash (invitation not used yet) or a malformed one. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  // Refuse absurd parameters instead of letting a corrupted row exhaust memory.
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 20 || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16))
    return false;
  if (expected.length < 16) return false;
  const actual = await scryptAsync(password, salt, expected.length, {
    N: n,
    r,
    p,
    maxmem: 256 * n * r + MAX_MEM,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: lets "unknown e-mail" take as long as "wrong password" (no enumeration). */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export const PASSWORD_RULE_MESSAGE = 'La password deve avere almeno 8 caratteri, con lettere e numeri';
export const PASSWORD_MISMATCH_MESSAGE = 'Le password non coincidono';

/** Italian message for a new password that breaks the rules, or null when it is acceptable. */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password.length < 8 || password.length > 200 || !/\p{L}/u.test(password) || !/\d/.test(password)) {
    return PASSWORD_RULE_MESSAGE;
  }
  if (password !== confirmation) return PASSWORD_MISMATCH_MESSAGE;
  return null;
}
