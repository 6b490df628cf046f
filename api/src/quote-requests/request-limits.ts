import type { AttemptLimit } from '../auth/attempt-limits';

/**
 * How many quote requests one agency user may send: N a minute (a double click, a script) and
 * 10 N a day, per account. The counters are rows in PostgreSQL (auth/attempt-counters.ts),
 * shared by every replica; a request over a limit waits until its window ends (429).
 */
export function quoteRequestLimits(accountId: number, perMinute: number): AttemptLimit[] {
  return [
    { key: `quotereq:m:${accountId}`, max: perMinute, windowSeconds: 60 },
    { key: `quotereq:d:${accountId}`, max: 10 * perMinute, windowSeconds: 24 * 60 * 60 },
  ];
}
