import type { SessionUser } from '../auth/session-user';

/**
 * Who may see purchase costs (docs/product/margins.md): every staff user (the price lists, the
 * margins and their routes are staff-only), never an agency user. The one place the history asks.
 */
export function canSeeCosts(user: SessionUser): boolean {
  return user.type === 'admin';
}
