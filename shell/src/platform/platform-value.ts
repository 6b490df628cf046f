import type { Permission } from '@ham/contracts';
import { CONTRACT_VERSION, type Notify, type PlatformContextValue, type UiOptions } from '@ham/platform';
import type { PlatformCore } from '../startup/startup';

export interface PlatformValueInput {
  core: PlatformCore;
  notify: Notify;
  setUiOptions: (next: Partial<UiOptions>) => void;
  assignLocation: (url: string) => void;
  origin: string;
  href: () => string;
}

/** The platform context except the UI options: built once per session, it never changes. */
export function createPlatformValue(input: PlatformValueInput): Omit<PlatformContextValue, 'uiOptions'> {
  const { core, notify, setUiOptions, assignLocation, origin, href } = input;
  const permissions = new Set<Permission>(core.session.user.role?.permissions ?? []);
  return {
    contractVersion: CONTRACT_VERSION,
    session: core.session,
    hasPermission: (p) => permissions.has(p),
    reference: core.reference,
    api: core.api,
    notify,
    setUiOptions,
    navigateToAuth(action) {
      if (action === 'logout') assignLocation(core.api.url('/auth/logout', { return_to: `${origin}/` }));
      else if (action === 'changepassword') assignLocation(core.api.url('/auth/changepassword'));
      else assignLocation(core.api.url('/auth/login', { return_to: href() }));
    },
  };
}
