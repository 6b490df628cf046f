import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { JWK } from 'oidc-provider';
import { storedSecret } from '../auth/app-secrets';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';

const generateKeyPairAsync = promisify(generateKeyPair);

/** The provider's ID-token signing key, generated once and shared by all replicas through app_secrets. */
export function signingKeys(db: Db): Promise<{ keys: JWK[] }> {
  return storedSecret(db, 'idp:jwks', async () => {
    const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
    const jwk = privateKey.export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK] };
  });
}

/** Keys signing the provider's cookies: SESSION_SECRET when set, else generated and stored. */
export async function cookieKeys(db: Db, config: AppConfig): Promise<string[]> {
  if (config.sessionSecret) return [config.sessionSecret];
  return storedSecret(db, 'idp:cookie-keys', () => [randomBytes(32).toString('base64url')]);
}
