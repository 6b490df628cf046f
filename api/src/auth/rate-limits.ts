import { messages } from '@ham/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { AppError } from '../errors';
import { countAttempt, forgiveAttempt } from './attempt-counters';
import type { AttemptLimit } from './attempt-limits';
import { type AttemptKind, attemptLimits } from './attempt-limits';
import { DEVICE_COOKIE, type DeviceCookies } from './device-cookie';
import { recordSignInEvent } from './sign-in-events';

const tooManyRequests = () => new AppError(429, 'TooManyRequests', messages.tooManyRequests);

/** The counters each request's attempt was counted in (for `attemptSucceeded`). */
const counted = new WeakMap<FastifyRequest, AttemptLimit[]>();

/** A form field of the request's body (the provider's forms are urlencoded). */
export const bodyField = (request: FastifyRequest, name: string, max = 254): string | null => {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : null;
};

export interface AttemptGuardDeps {
  db: Db;
  config: Pick<AppConfig, 'signInAttemptsPerMinute'>;
  devices?: DeviceCookies;
}

/**
 * A preHandler (it runs once the form body is parsed) counting the request in the sign-in
 * limits of `kind` (attempt-limits.ts) and answering 429 with Retry-After when one is
 * exceeded. `subjectOf` names the e-mail (or account) the attempt is about; a browser
 * holding that account's device cookie is spared the per-e-mail limit.
 * SIGNIN_ATTEMPTS_PER_MINUTE sets the limits (the browser-test server raises it).
 */
export function limitAttempts(
  { db, config, devices }: AttemptGuardDeps,
  kind: AttemptKind,
  subjectOf?: (request: FastifyRequest) => string | null,
) {
  return async function attemptLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const subject = subjectOf?.(request) || null;
    const trustedDevice =
      subject !== null &&
      devices !== undefined &&
      (await devices.trusts(request.cookies[DEVICE_COOKIE], subject));
    const limits = attemptLimits(
      { kind, ip: request.ip, subject, trustedDevice },
      config.signInAttemptsPerMinute,
    );
    counted.set(request, limits);
    const wait = await countAttempt(db, limits);
    if (wait > 0) {
      // 'Accessi': an attempt refused by the limits, with the e-mail it was for (when one).
      await recordSignInEvent(db, request, 'locked', { email: subject?.includes('@') ? subject : null });
      reply.header('retry-after', String(wait));
      throw tooManyRequests();
    }
  };
}

/**
 * The request's attempt succeeded (the right password): it is taken back from the counters, so
 * only failures count and a user who signs in often, from new devices too, is never held up.
 */
export async function attemptSucceeded(db: Db, request: FastifyRequest): Promise<void> {
  const limits = counted.get(request);
  if (limits) await forgiveAttempt(db, limits);
}
