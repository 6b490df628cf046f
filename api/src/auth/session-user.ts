import type { AuthUser, Permission, UserType } from '@ham/contracts';

/** The signed-in user of a request, loaded from the session cookie by the auth plugin. */
export interface SessionUser extends AuthUser {
  type: UserType;
  permissions: ReadonlySet<Permission>;
  accountId: number;
  /** sha256 of the session id (the sessions table's key). */
  sessionIdHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin's onRequest hook; null when not signed in. */
    user: SessionUser | null;
  }
}
