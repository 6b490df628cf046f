import type { AuthResponse } from '@ham/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { AppError, notFound, unauthorized } from '../errors';
import { confirmLogoutPage } from '../idp/views';
import { findLoginAccountByEmail, findLoginAccountById, type LoginAccount } from './accounts';
import { saveAuthRequest, takeAuthRequest } from './auth-requests';
import type { OidcClient, SignedIn } from './oidc-client';
import { limitAttempts } from './rate-limits';
import { safeReturnTo } from './return-to';
import { sessionCookieOptions } from './session-cookie';
import { createSession, deleteSession, hashSessionId, SESSION_COOKIE, sessionIdToken } from './sessions';
import { recordSignInEvent } from './sign-in-events';

interface AuthRoutesOptions {
  config: AppConfig;
  db: Db;
  oidc: OidcClient;
}

type ReturnToRoute = { Querystring: { return_to?: unknown } };
type ReturnToRequest = FastifyRequest<ReturnToRoute>;
type CallbackRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

const signInFailed = () =>
  new AppError(400, 'SignInFailed', "Accesso non riuscito o scaduto: torna all'applicazione e riprova.");
const accountRefused = () =>
  new AppError(403, 'AccountDisabled', "L'account non è attivo o non ha più accesso all'applicazione.");

/** Backend-for-frontend sign-in routes (docs/product/sign-in.md), mounted at `${apiBase}/auth`. */
export async function authRoutes(
  app: FastifyInstance,
  { config, db, oidc }: AuthRoutesOptions,
): Promise<void> {
  const cookieOptions = sessionCookieOptions(config);
  // Each start writes a row: bounded per address (a whole office).
  const signInStart = limitAttempts({ db, config }, 'start');

  app.get('/', async (request): Promise<AuthResponse> => {
    const user = request.user;
    if (!user) throw unauthorized();
    const { type, id, email, firstName, lastName, role, agency } = user;
    return { type, user: { id, email, firstName, lastName, role, agency } };
  });

  app.get<ReturnToRoute>('/login', { preHandler: signInStart }, async (request: ReturnToRequest, reply) => {
    const checks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const returnTo = safeReturnTo(request.query.return_to, config.publicUrl);
    await saveAuthRequest(db, { ...checks, returnTo });
    return reply.redirect(await oidc.authorizationUrl(checks));
  });

  app.get('/callback', async (request: CallbackRequest, reply) => {
    const pending = await takeAuthRequest(db, request.query.state);
    if (!pending) throw signInFailed();
    let signedIn: SignedIn;
    try {
      // The redirect_uri sent to the token endpoint must be the registered public one.
      const url = new URL(request.url, config.publicUrl);
      signedIn = await oidc.finishSignIn(url, pending);
    } catch (error) {
      // Codes, verifiers and tokens are secrets: log the reason only.
      request.log.warn({ reason: (error as Error).message }, 'OIDC callback refused');
      throw signInFailed();
    }
    const account = await accountOf(signedIn);
    if (!account) throw accountRefused();

    // A new session id on every sign-in (no session fixation).
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(db, hashSessionId(previous));
    const session = await createSession(db, account.id, signedIn.idToken);
    reply.setCookie(SESSION_COOKIE, session.cookieValue, cookieOptions);
    // Checked again: a request saved before this rule, or by another version of the API.
    return reply.redirect(safeReturnTo(pending.returnTo, config.publicUrl));
  });

  // A sign-out is a change: a GET signs out only for a navigation of this origin or typed by
  // the user (Sec-Fetch-Site same-origin / none); from another site, or a browser that does
  // not say, it answers a page whose form posts here (the CSRF check guards the POST).
  app.get('/logout', async (request: ReturnToRequest, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== 'same-origin' && site !== 'none') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(confirmLogoutPage(`${config.apiBase}/auth/logout${query}`));
    }
    return signOut(request, reply);
  });
  app.post('/logout', (request: ReturnToRequest, reply) => signOut(request, reply));

  async function signOut(request: ReturnToRequest, reply: FastifyReply) {
    const cookie = request.cookies[SESSION_COOKIE];
    let idToken: string | null = null;
    if (request.user) {
      await recordSignInEvent(db, request, 'sign_out', {
        accountId: request.user.accountId,
        email: request.user.email,
      });
    }
    if (cookie) {
      const idHash = hashSessionId(cookie);
      idToken = await sessionIdToken(db, idHash);
      await deleteSession(db, idHash);
    }
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    // The provider's session ends too, or the next sign-in would skip the password.
    const endSession = await oidc.endSessionUrl(idToken).catch((error: unknown) => {
      request.log.warn({ reason: (error as Error).message }, 'OIDC end-session unavailable');
      return null;
    });
    return reply.redirect(endSession ?? safeReturnTo(request.query.return_to, config.publicUrl));
  }

  const changePassword = async (_request: FastifyRequest, reply: FastifyReply) => {
    const url = oidc.changePasswordUrl();
    if (!url) throw notFound('Il cambio password non è disponibile con questo provider di identità.');
    return reply.redirect(url);
  };
  app.get('/changepassword', changePassword);
  // Also reachable as /auth/cognito/changepassword (docs/product/sign-in.md#login-and-logout).
  app.get('/cognito/changepassword', changePassword);

  /** The embedded provider's `sub` is our account id; an external one is matched by verified e-mail. */
  async function accountOf(signedIn: SignedIn): Promise<LoginAccount | null> {
    if (oidc.embedded)
      return /^\d+$/.test(signedIn.sub) ? findLoginAccountById(db, Number(signedIn.sub)) : null;
    return signedIn.email && signedIn.emailVerified ? findLoginAccountByEmail(db, signedIn.email) : null;
  }
}
