import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * What `loadRemote` resolves to when a remote cannot be loaded: the shell's loader sees
 * `loadError` and throws it into the remote's error boundary (panel with 'Riprova'); any
 * other consumer rendering `default` throws into its nearest boundary just the same.
 *
 * This file is part of the federation runtime, which runs before the shared modules are
 * negotiated: it must not import react, @ham/ui or @ham/platform (not eager-consumable).
 */
export interface RemoteLoadFailure {
  loadError: Error;
  contractVersion: number;
  default: () => never;
}

export function isRemoteLoadFailure(mod: unknown): mod is RemoteLoadFailure {
  return typeof mod === 'object' && mod !== null && 'loadError' in mod;
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ham-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id}: caricamento non riuscito (${lifecycle})`, error);
      // Only the final stage may be answered with a module: earlier stages expect a
      // manifest or request arguments, so there the error propagates up to 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const loadError = error instanceof Error ? error : new Error(String(error));
      const failure: RemoteLoadFailure = {
        loadError,
        contractVersion: 0,
        default: () => {
          throw loadError;
        },
      };
      return failure;
    },
  };
}
