import type { AuthResponse, Permission, StaticData } from '@ham/contracts';
import { createContext, useCallback, useContext } from 'react';
import type { ApiClient, QueryParams } from './api-client';
import { type Endpoint, endpointUrl, type PathParams } from './endpoint';
import type { Notify } from './notify';
import type { UiOptions } from './ui-options';

/**
 * Version of the shell ↔ remote contract. Change it additively; the shell supports the
 * current and the previous version (see docs/adr/0003-shell-remote-contract.md).
 */
export const CONTRACT_VERSION = 1;

/** What the shell gives every remote. Provided once by the shell; a shared singleton. */
export interface PlatformContextValue {
  contractVersion: number;
  /** The signed-in user and the interface type (GET /api/auth). */
  session: AuthResponse;
  hasPermission(p: Permission): boolean;
  /** Reference lists of GET /api/static. */
  reference: StaticData;
  api: ApiClient;
  notify: Notify;
  uiOptions: UiOptions;
  setUiOptions(next: Partial<UiOptions>): void;
  /** Sends the browser to the sign-out, change-password or login flows. */
  navigateToAuth(action: 'logout' | 'changepassword' | 'login'): void;
}

export const PlatformContext = createContext<PlatformContextValue | null>(null);

export function usePlatform(): PlatformContextValue {
  const ctx = useContext(PlatformContext);
  if (!ctx) throw new Error('usePlatform outside the shell: PlatformContext is missing');
  return ctx;
}

export const useReference = () => usePlatform().reference;
export const useSession = () => usePlatform().session;
export const useNotify = () => usePlatform().notify;

/** The browser address of a GET endpoint (a print, a download): `url(ep, { params, query })`. */
export function useEndpointUrl() {
  const { api } = usePlatform();
  return useCallback(
    <TQuery extends QueryParams, TParams extends PathParams>(
      ep: Endpoint<unknown, undefined, TQuery, TParams>,
      options?: { params?: TParams; query?: TQuery },
    ) => endpointUrl(api, ep, options),
    [api],
  );
}
