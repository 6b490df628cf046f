import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { findLoginAccountById } from '../auth/accounts';
import { callbackUrl, embeddedIssuer, postLogoutUrl } from '../auth/oidc-client';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { kyselyAdapter } from './adapter';
import { cookieKeys, signingKeys } from './keys';
import { logoutPage, messagePage } from './views';

export const INTERACTION_PATH = '/idp/interaction';
const SCOPE = 'openid email profile';
const HOUR = 3600;

/** The embedded OpenID Connect provider (docs/product/sign-in.md), issuer `${publicUrl}/idp`. */
export async function createProvider(config: AppConfig, db: Db, clientSecret: string): Promise<Provider> {
  const configuration: Configuration = {
    adapter: kyselyAdapter(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_secret: clientSecret,
        redirect_uris: [callbackUrl(config)],
        post_logout_redirect_uris: [postLogoutUrl(config)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const account = /^\d+$/.test(sub) ? await findLoginAccountById(db, Number(sub)) : null;
      if (!account) return undefined; // deactivated since: the provider session no longer counts
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: `${account.firstName} ${account.lastName}`.trim(),
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    cookies: { keys: await cookieKeys(db, config) },
    jwks: await signingKeys(db),
    ttl: {
      Session: 12 * HOUR,
      Interaction: HOUR,
      Grant: 12 * HOUR,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: HOUR,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Uscita effettuata', 'Sei uscito da Hotel Allotment Manager.', 'ok');
        },
      },
    },
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    loadExistingGrant,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Accesso non riuscito',
        `La richiesta di accesso non è valida o è scaduta (${out.error}). Torna all'applicazione e riprova.`,
        'error',
      );
    },
    // Only our own front end talks to the provider, from the same origin: no CORS.
    clientBasedCORS: () => false,
  };
  const provider = new Provider(embeddedIssuer(config), configuration);
  // The plugin passes the public origin in X-Forwarded-* so every URL it builds is the public one.
  provider.proxy = true;
  return provider;
}

/**
 * Our only client is the application itself (first party): grant it the standard scopes
 * without a consent screen.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { session, client, provider, result } = ctx.oidc;
  if (!session?.accountId || !client) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing) return existing;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPE);
  await grant.save();
  return grant;
}
