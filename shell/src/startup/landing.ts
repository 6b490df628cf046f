import type { UserType } from '@ham/contracts';
import { landingRoute } from '@ham/platform';

/**
 * Where a user who just signed in goes (SPEC §2): only the bare root is redirected, to the
 * landing route of the user type; any other address is kept (e.g. a bookmarked screen).
 */
export function landingRedirect(type: UserType, pathname: string): string | null {
  if (pathname !== '/') return null;
  const target = landingRoute[type];
  return target === pathname ? null : target;
}
