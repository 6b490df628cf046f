import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { findSecret, getSecret, insertSecretIfMissing } from './app-secrets-repository';

/**
 * A value generated once and kept in app_secrets, so every API replica uses the same one.
 * Two replicas starting together both try to insert; the first wins and both read it back.
 */
export async function storedSecret<T>(db: Db, id: string, generate: () => T | Promise<T>): Promise<T> {
  const existing = await findSecret(db, id);
  if (existing) return existing.value as T;
  const value = await generate();
  await insertSecretIfMissing(db, id, value);
  const row = await getSecret(db, id);
  return row.value as T;
}

/**
 * A symmetric secret for one purpose: derived from SESSION_SECRET when the deployment sets
 * one (so it can be rotated from the environment), otherwise generated and stored.
 */
export async function purposeSecret(db: Db, config: AppConfig, purpose: string): Promise<string> {
  if (config.sessionSecret)
    return createHmac('sha256', config.sessionSecret).update(purpose).digest('base64url');
  return storedSecret(db, `secret:${purpose}`, () => randomBytes(32).toString('base64url'));
}
