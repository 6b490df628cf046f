import * as client from 'openid-client';
import type { AppConfig } from '../config';

/**
 * The one door to the OpenID Connect provider (docs/product/sign-in.md): the embedded one at
 * `${publicUrl}/idp` or an external one (OIDC_ISSUER). Discovery happens on first use
 * and is cached; a failed discovery is retried on the next sign-in.
 */
export interface OidcClient {
  /** True for the embedded provider, whose `sub` is our account id. */
  readonly embedded: boolean;
  authorizationUrl(checks: SignInChecks): Promise<string>;
  /** Exchanges the code of a callback URL and validates state, PKCE, nonce and the ID token. */
  finishSignIn(callbackUrl: URL, checks: SignInChecks): Promise<SignedIn>;
  /** The provider's end-session URL, or null when the provider has none. */
  endSessionUrl(idToken: string | null): Promise<string | null>;
  /** Where a user changes the password, or null when the provider offers no such page. */
  changePasswordUrl(): string | null;
}

export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SignedIn {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  idToken: string;
}

export const embeddedIssuer = (config: AppConfig) => `${config.publicUrl}/idp`;
export const callbackUrl = (config: AppConfig) => `${config.publicUrl}${config.apiBase}/auth/callback`;
export const postLogoutUrl = (config: AppConfig) => `${config.publicUrl}/`;

/**
 * The embedded provider lives in this very process: its server-to-server calls (discovery,
 * token, JWKS) go to the loopback port instead of the public URL, which may not resolve
 * from inside the server (a proxy, a container, DNS). The provider itself always answers
 * with URLs of the public origin, whatever host it is reached through.
 */
function loopbackFetch(config: AppConfig): client.CustomFetch {
  const publicOrigin = new URL(config.publicUrl).origin;
  const loopbackOrigin = `http://127.0.0.1:${config.port}`;
  return (url, options) => {
    const target = url.startsWith(`${publicOrigin}/`) ? loopbackOrigin + url.slice(publicOrigin.length) : url;
    return fetch(target, options as RequestInit);
  };
}

/** `clientSecret`: OIDC_CLIENT_SECRET, or for the embedded provider the generated one (auth/plugin.ts). */
export function createOidcClient(config: AppConfig, clientSecret: string): OidcClient {
  const embedded = !config.oidc.issuer;
  const issuer = new URL(config.oidc.issuer ?? embeddedIssuer(config));
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(issuer, config.oidc.clientId, undefined, client.ClientSecretBasic(clientSecret), {
        // http is allowed only for a local or embedded issuer (http://localhost in the default run).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        ...(embedded ? { [client.customFetch]: loopbackFetch(config) } : {}),
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    embedded,

    async authorizationUrl({ state, nonce, codeVerifier }) {
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: callbackUrl(config),
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return url.href;
    },

    async finishSignIn(url, { state, nonce, codeVerifier }) {
      const tokens = await client.authorizationCodeGrant(await configuration(), url, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('the provider sent no ID token');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified !== false,
        idToken: tokens.id_token,
      };
    },

    async endSessionUrl(idToken) {
      const conf = await configuration();
      if (!conf.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(conf, {
        post_logout_redirect_uri: postLogoutUrl(config),
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    },

    changePasswordUrl() {
      if (embedded) return `${embeddedIssuer(config)}/password`;
      // An external provider's account page, when the deployment names one.
      return config.oidc.accountUrl;
    },
  };
}
