import type { FastifyRequest } from 'fastify';
import type { Db, SignInEventKind } from '../db/schema';

/**
 * One line of 'Accessi' (docs/product/history.md): written on its own, whatever the request
 * answers next (a failure is recorded although the request is refused). Never throws: a sign-in
 * never fails because its record could not be written (the log says so).
 */
export async function recordSignInEvent(
  db: Db,
  request: FastifyRequest,
  kind: SignInEventKind,
  who: { accountId?: number | null; email?: string | null },
): Promise<void> {
  const agent = request.headers['user-agent'];
  try {
    await db
      .insertInto('sign_in_events')
      .values({
        kind,
        account_id: who.accountId ?? null,
        email: who.email ? who.email.trim().toLowerCase().slice(0, 254) : null,
        ip: request.ip ?? null,
        user_agent: typeof agent === 'string' ? agent.slice(0, 500) : null,
      })
      .execute();
  } catch (err) {
    request.log.warn({ err }, 'sign-in event not recorded');
  }
}
