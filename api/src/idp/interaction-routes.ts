import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { findLoginAccountByEmail } from '../auth/accounts';
import { DEVICE_COOKIE, DeviceCookies } from '../auth/device-cookie';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { attemptSucceeded, bodyField, limitAttempts } from '../auth/rate-limits';
import { recordSignInEvent } from '../auth/sign-in-events';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { INTERACTION_PATH } from './provider';
import { loginPage, messagePage } from './views';

type InteractionRoute = { Params: { uid: string }; Body: Record<string, unknown> | undefined };
type InteractionRequest = FastifyRequest<InteractionRoute>;

export const BAD_CREDENTIALS = 'E-mail o password non validi';
const expiredPage = () =>
  messagePage(
    'Accesso scaduto',
    "La richiesta di accesso è scaduta o non è valida. Torna all'applicazione e accedi di nuovo.",
    'error',
  );

/**
 * The provider's interactions rendered by us (relative to /idp): the login form and
 * its POST. Consent never shows: loadExistingGrant grants our own client.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  { provider, db, config }: { provider: Provider; db: Db; config: AppConfig },
) {
  const devices = new DeviceCookies(db, config);
  const passwordGuess = limitAttempts({ db, config, devices }, 'password', (r) => bodyField(r, 'email'));

  /** The interaction of this browser (its signed cookie) if it is the one in the URL. */
  async function interactionOf(request: InteractionRequest, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch {
      return null; // no cookie, expired, or the provider session changed
    }
  }

  app.get('/interaction/:uid', async (request: InteractionRequest, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const details = await interactionOf(request, reply);
    if (details?.prompt.name !== 'login') return reply.code(400).send(expiredPage());
    return loginPage(`${INTERACTION_PATH}/${details.uid}/login`, {});
  });

  app.post<InteractionRoute>(
    '/interaction/:uid/login',
    { preHandler: passwordGuess },
    async (request: InteractionRequest, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const details = await interactionOf(request, reply);
      if (details?.prompt.name !== 'login') return reply.code(400).send(expiredPage());
      const email = typeof request.body?.email === 'string' ? request.body.email.slice(0, 254) : '';
      const password = typeof request.body?.password === 'string' ? request.body.password.slice(0, 200) : '';
      const account = await findLoginAccountByEmail(db, email);
      // Unknown e-mail, inactive login and wrong password look (and take) the same: no enumeration.
      const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
      if (!account || !valid) {
        await recordSignInEvent(db, request, 'sign_in_failed', { accountId: account?.id, email });
        return reply
          .code(401)
          .send(loginPage(`${INTERACTION_PATH}/${details.uid}/login`, { email, error: BAD_CREDENTIALS }));
      }
      // Only failures count toward the limits.
      await attemptSucceeded(db, request);
      await recordSignInEvent(db, request, 'sign_in', { accountId: account.id, email: account.email });
      // This browser now knows the password: an attack on the account will not keep it out.
      reply.setCookie(DEVICE_COOKIE, await devices.valueFor(account.email), devices.options);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(account.id) } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}
