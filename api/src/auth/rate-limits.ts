import { messages } from '@ham/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

/**
 * Per-route limits for @fastify/rate-limit (registered by the app with global:false). The
 * 429 is an AppError so it answers in the app's error format with the Italian message.
 */
const tooManyRequests = () => new AppError(429, 'TooManyRequests', messages.tooManyRequests);

/**
 * Password guesses are counted per client address AND per e-mail typed: a tour operator's
 * office signs in from one public address every morning, and one person's typos must not
 * lock the colleagues out. Counted after the form body is parsed (preHandler) to read it.
 */
function addressAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  return `${request.ip}|${email}`;
}

/**
 * Credential checks (password forms): slow enough to stop guessing, loose enough for typos.
 * `config.signInAttemptsPerMinute` (SIGNIN_ATTEMPTS_PER_MINUTE, default 10); the browser test
 * server raises it, since its suite signs the same demo users in dozens of times a minute.
 */
export const credentialRateLimit = (config: Pick<AppConfig, 'signInAttemptsPerMinute'>) => ({
  rateLimit: {
    max: config.signInAttemptsPerMinute,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: addressAndEmail,
    errorResponseBuilder: tooManyRequests,
  },
});

/** Starting a sign-in: each start writes a row, so bound it too (per address: a whole office). */
export const signInStartRateLimit = {
  rateLimit: { max: 120, timeWindow: '1 minute', errorResponseBuilder: tooManyRequests },
};
