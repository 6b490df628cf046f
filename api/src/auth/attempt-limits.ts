import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Sign-in limits, the rules: which counters an attempt adds to and how long to
 * wait. The counters are rows in PostgreSQL (attempt-counters.ts), shared by every replica.
 * A request over a limit waits until the window ends (429 with Retry-After): a delay, never
 * a lockout that outlives the window.
 */

/** One counter: at most `max` hits of `key` per `windowSeconds`. */
export interface AttemptLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface AttemptCount {
  key: string;
  hits: number;
  /** Seconds until the counter's window ends. */
  secondsLeft: number;
}

/** What the forms guard: password guesses (sign-in, change), reset e-mails, set-password links, sign-in starts. */
export type AttemptKind = 'password' | 'forgot' | 'set-password' | 'start';

export interface Attempt {
  kind: AttemptKind;
  /** The client's address (request.ip, behind a trusted proxy the forwarded one). */
  ip: string;
  /** The e-mail typed (password, forgot) or the account a set-password token names. */
  subject?: string | null;
  /** The browser signed in to this e-mail's account before (a valid device cookie). */
  trustedDevice?: boolean;
}

/**
 * The address a limit counts: IPv4 as is (an IPv4-mapped IPv6 too), IPv6 by its /64 (one
 * subscriber's network: its addresses are free for the asking).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A subject (e-mail, account) as a counter key: hashed, so the table holds no address book. */
export const subjectKey = (subject: string) =>
  createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 22);

const MINUTE = 60;

/**
 * The counters an attempt adds to, from SIGNIN_ATTEMPTS_PER_MINUTE (`perMinute`, N):
 * - address and subject: N a minute (one person's typos, the limit of old);
 * - address, whatever the subject: 3N a minute (password spraying from one address; an
 *   office behind one address still signs its colleagues in);
 * - subject, whatever the address: 3N per quarter of an hour (one account tried from many
 *   addresses), except from a browser that signed in to that account before, so an attack
 *   on an account does not keep its owner out.
 * Set-password tokens cannot be guessed: address and address+account only. Starting a
 * sign-in writes a row: 120 a minute per address.
 */
export function attemptLimits(
  { kind, ip, subject, trustedDevice }: Attempt,
  perMinute: number,
): AttemptLimit[] {
  const address = addressKey(ip);
  if (kind === 'start') return [{ key: `start:a:${address}`, max: 120, windowSeconds: MINUTE }];
  const limits: AttemptLimit[] = [{ key: `${kind}:a:${address}`, max: 3 * perMinute, windowSeconds: MINUTE }];
  if (subject) {
    const s = subjectKey(subject);
    limits.push({ key: `${kind}:as:${address}|${s}`, max: perMinute, windowSeconds: MINUTE });
    if (kind !== 'set-password' && !trustedDevice)
      limits.push({ key: `${kind}:s:${s}`, max: 3 * perMinute, windowSeconds: 15 * MINUTE });
  }
  return limits;
}

/** Seconds to wait before the next attempt: 0 while every counter is within its limit. */
export function retryAfter(limits: AttemptLimit[], counts: AttemptCount[]): number {
  let wait = 0;
  for (const count of counts) {
    const limit = limits.find((l) => l.key === count.key);
    if (limit && count.hits > limit.max) wait = Math.max(wait, Math.ceil(count.secondsLeft), 1);
  }
  return wait;
}
