import type { SessionUser } from '../auth/session-user';
import type { Actor } from '../db/actor-driver';

/** The author of a request's writes in the history: its signed-in user (staff or agency), if any. */
export function actorOf(user: SessionUser | null | undefined): Actor | null {
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return user.type === 'agency'
    ? { id: user.accountId, name, kind: 'agency', agencyId: user.agency?.id ?? null }
    : { id: user.accountId, name, kind: 'staff', agencyId: null };
}
