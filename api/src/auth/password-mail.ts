import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Delivers a password-reset link. Until the mail outbox exists (next issue) the link is
 * only written to the log, and only in demo mode: in production a reset link is a
 * credential and must not end up in logs. Switch this one function to the outbox.
 */
export async function sendPasswordResetLink(
  log: FastifyBaseLogger,
  config: AppConfig,
  email: string,
  link: string,
): Promise<void> {
  if (config.demo) log.info({ email, link }, 'password reset link (demo mode: no mail outbox yet)');
  else log.warn({ email }, 'password reset requested, but mail delivery is not available yet');
}
