import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findLoginAccountByEmail,
  normalizeEmail,
  revokeAllAccess,
  setAccountPassword,
} from '../auth/accounts';
import { DeviceCookies } from '../auth/device-cookie';
import { accountOfPasswordToken, claimsOf, createPasswordLink } from '../auth/password-links';
import { sendPasswordResetLink } from '../auth/password-mail';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { bodyField, limitAttempts } from '../auth/rate-limits';
import { hashSessionId, SESSION_COOKIE } from '../auth/sessions';
import { recordSignInEvent } from '../auth/sign-in-events';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { BAD_CREDENTIALS } from './interaction-routes';
import { changePasswordPage, forgotPasswordPage, messagePage, setPasswordPage } from './views';

/** The route types of the provider's form pages (urlencoded bodies read field by field). */
type FormRoute = { Body: Record<string, unknown> | undefined; Querystring: { token?: unknown } };
type FormRequest = FastifyRequest<FormRoute>;

const field = (request: FormRequest, name: string, max = 200) => {
  const value = request.body?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const INVALID_LINK = 'Il link non è valido o è scaduto. Chiedi un nuovo link con "Password dimenticata?".';
const FORGOT_ANSWER = "Se l'indirizzo è registrato riceverai un'e-mail con le istruzioni.";

/** Change password, set password from a link, forgot password (relative to /idp). */
export async function passwordRoutes(app: FastifyInstance, { config, db }: { config: AppConfig; db: Db }) {
  const signInLink = { href: `${config.apiBase}/auth/login`, text: 'Accedi' };
  const guard = { db, config, devices: new DeviceCookies(db, config) };
  const byEmail = (request: FastifyRequest) => bodyField(request, 'email');
  /** The account a set-password token names (unverified: only what the limit counts). */
  const byTokenAccount = (request: FastifyRequest) => {
    const token = bodyField(request, 'token', 1000);
    const account = token ? claimsOf(token.split('.')[0])?.accountId : undefined;
    return account ? `account:${account}` : token;
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  });

  app.get('/password', async () => changePasswordPage({}));

  app.post<FormRoute>(
    '/password',
    { preHandler: limitAttempts(guard, 'password', byEmail) },
    async (request: FormRequest, reply) => {
      const email = field(request, 'email', 254);
      const account = await findLoginAccountByEmail(db, email);
      const valid = await verifyPassword(
        field(request, 'currentPassword'),
        account?.passwordHash ?? (await dummyPasswordHash()),
      );
      if (!account || !valid) {
        await recordSignInEvent(db, request, 'password_change_failed', { accountId: account?.id, email });
        return reply.code(401).send(changePasswordPage({ email, error: BAD_CREDENTIALS }));
      }
      const password = field(request, 'password');
      const problem = passwordProblem(password, field(request, 'confirmation'));
      if (problem) return reply.code(400).send(changePasswordPage({ email, error: problem }));
      await setAccountPassword(db, account.id, await hashPassword(password));
      // Whoever else holds a session of the account (a stolen password) is signed out; this
      // browser's app session, if it is the account's, stays.
      const current = request.cookies[SESSION_COOKIE];
      await revokeAllAccess(db, account.id, current ? hashSessionId(current) : undefined);
      await recordSignInEvent(db, request, 'password_changed', {
        accountId: account.id,
        email: account.email,
      });
      return messagePage('Cambia password', 'La password è stata cambiata.', 'ok');
    },
  );

  app.get('/set-password', async (request: FormRequest, reply) => {
    const token = request.query.token;
    if (!(await accountOfPasswordToken(db, config, token))) {
      return reply.code(400).send(messagePage('Imposta la password', INVALID_LINK, 'error'));
    }
    return setPasswordPage(token as string);
  });

  app.post<FormRoute>(
    '/set-password',
    { preHandler: limitAttempts(guard, 'set-password', byTokenAccount) },
    async (request: FormRequest, reply) => {
      const token = field(request, 'token', 1000);
      const account = await accountOfPasswordToken(db, config, token);
      if (!account) return reply.code(400).send(messagePage('Imposta la password', INVALID_LINK, 'error'));
      const password = field(request, 'password');
      const problem = passwordProblem(password, field(request, 'confirmation'));
      if (problem) return reply.code(400).send(setPasswordPage(token, problem));
      await setAccountPassword(db, account.id, await hashPassword(password));
      // A reset link may follow a stolen password: sign the account out everywhere.
      await revokeAllAccess(db, account.id);
      await recordSignInEvent(db, request, 'password_set', { accountId: account.id, email: account.email });
      return messagePage(
        'Imposta la password',
        'La password è stata impostata: ora puoi accedere.',
        'ok',
        signInLink,
      );
    },
  );

  app.get('/forgot', async () => forgotPasswordPage());

  app.post<FormRoute>(
    '/forgot',
    { preHandler: limitAttempts(guard, 'forgot', byEmail) },
    async (request: FormRequest) => {
      const email = normalizeEmail(field(request, 'email', 254));
      const account = email ? await findLoginAccountByEmail(db, email) : null;
      if (account) {
        const link = await createPasswordLink(db, config, account, 'reset');
        await sendPasswordResetLink(db, account.email, link);
      }
      await recordSignInEvent(db, request, 'password_reset_requested', { accountId: account?.id, email });
      // The same answer whether or not the address is known (no account enumeration).
      return messagePage('Password dimenticata', FORGOT_ANSWER, 'ok', signInLink);
    },
  );
}
