import type { ComponentType } from 'react';

/** The five remotes, by the name each publishes in its mf-manifest.json. */
export const remoteNames = ['cases', 'hotels', 'services', 'admin', 'agency'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * `/remotes.json`, fetched by the shell at start-up (no-store): remote name → manifest URL.
 * Redeploying a remote means editing this file, never rebuilding the shell.
 */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

/**
 * What every remote exposes as `./routes`: a component rendering its `<Routes>` with
 * the full paths of docs/product/screens.md#staff-routes (e.g. `aree/modifica/:areaId`), and `*` for its own 404.
 */
export interface RemoteRoutesModule {
  contractVersion: number;
  default: ComponentType;
}

/** Staff route prefixes (first path segment) and the remote that owns them. */
export const staffRoutePrefixes: Record<string, RemoteName> = {
  pratiche: 'cases',
  'opzioni-scadute': 'cases',
  richieste: 'cases',
  cruscotto: 'hotels',
  disponibilita: 'hotels',
  hotel: 'hotels',
  ristoranti: 'services',
  bus: 'services',
  guida: 'services',
  agenzie: 'admin',
  aree: 'admin',
  localita: 'admin',
  utenti: 'admin',
  configura: 'admin',
  'registro-attivita': 'admin',
  accessi: 'admin',
};

/** Every agency route belongs to the agency remote. */
export const agencyRemote: RemoteName = 'agency';

/** The landing route of each user type (docs/product/roles.md#user-types). */
export const landingRoute = { admin: '/pratiche', agency: '/' } as const;
