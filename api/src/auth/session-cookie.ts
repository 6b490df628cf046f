import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config';

/**
 * The session cookie's attributes (docs/product/sign-in.md): HttpOnly, SameSite=Lax (the callback is a
 * top-level navigation from the provider), Secure everywhere but plain-http localhost.
 * No expiry: it is a browser-session cookie; the server enforces idle and maximum age.
 */
export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  const url = new URL(config.publicUrl);
  const localHttp = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: !localHttp };
}
