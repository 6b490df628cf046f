import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config';
import type { Db } from '../db/schema';
import { purposeSecret } from './app-secrets';
import { subjectKey } from './attempt-limits';
import { sessionCookieOptions } from './session-cookie';

/** Set by the provider's login form on success; read by the password forms' limits. */
export const DEVICE_COOKIE = 'ham_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * "This browser signed in to this account before" (docs/SECURITY.md, OWASP's device cookies): an
 * HMAC over the hashed e-mail, kept six months for /idp only. Its holder is spared the
 * per-e-mail limit, so an attacker who hammers an account cannot keep its owner out.
 */
export class DeviceCookies {
  private secret: Promise<string> | null = null;
  readonly options: CookieSerializeOptions;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.options = { ...sessionCookieOptions(config), path: '/idp', maxAge: MAX_AGE_SECONDS };
  }

  async valueFor(email: string): Promise<string> {
    const subject = subjectKey(email);
    return `${subject}.${await this.sign(subject)}`;
  }

  /** Whether `cookie` is a device cookie of `email`'s account. */
  async trusts(cookie: string | undefined, email: string): Promise<boolean> {
    if (!cookie || cookie.length > 200) return false;
    const [subject, signature] = cookie.split('.');
    if (!subject || !signature || subject !== subjectKey(email)) return false;
    const expected = Buffer.from(await this.sign(subject));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async sign(subject: string): Promise<string> {
    this.secret ??= purposeSecret(this.db, this.config, 'device-cookies');
    return createHmac('sha256', await this.secret)
      .update(subject)
      .digest('base64url');
  }
}
