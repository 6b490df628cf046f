import { messages } from '@ham/contracts';
import { AppError } from '../errors';

/**
 * Per-route limits for @fastify/rate-limit (registered by the app with global:false).
 * Keyed by client IP, the plugin's default. The 429 is an AppError so it answers in the
 * app's error format with the Italian message.
 */
const tooManyRequests = () => new AppError(429, 'TooManyRequests', messages.tooManyRequests);

/** Credential checks (password forms): slow enough to stop guessing, loose enough for typos. */
export const credentialRateLimit = {
  rateLimit: { max: 10, timeWindow: '1 minute', errorResponseBuilder: tooManyRequests },
};

/** Starting a sign-in: each start writes a row, so bound it too. */
export const signInStartRateLimit = {
  rateLimit: { max: 30, timeWindow: '1 minute', errorResponseBuilder: tooManyRequests },
};
