import type { AttemptLimit } from '../auth/attempt-limits';

/** Messages one user may send a minute (a script, a stuck key) and a day: each one is an e-mail to the other side. */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_DAY = 500;

/**
 * The counters of one account's messages (rows in PostgreSQL, auth/attempt-counters.ts, shared by
 * every replica); a message over a limit waits until its window ends (429).
 */
export function messageLimits(accountId: number): AttemptLimit[] {
  return [
    { key: `quotemsg:m:${accountId}`, max: MESSAGES_PER_MINUTE, windowSeconds: 60 },
    { key: `quotemsg:d:${accountId}`, max: MESSAGES_PER_DAY, windowSeconds: 24 * 60 * 60 },
  ];
}
