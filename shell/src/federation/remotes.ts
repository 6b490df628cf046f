import {
  CONTRACT_VERSION,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesConfig,
  remoteNames,
} from '@ham/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteLoadFailure } from './runtime-plugin';

/** Runtime JSON (remote name → manifest URL), edited per environment; never cached. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** What the user reads in the error panel: the section each remote delivers. */
export const remoteSectionLabels: Record<RemoteName, string> = {
  cases: 'Pratiche',
  hotels: 'Hotel e disponibilità',
  services: 'Ristoranti, bus e guide',
  admin: 'Anagrafiche e amministrazione',
  agency: 'Area agenzia',
};

/** The shell accepts the current contract and the previous one (additive changes only). */
export const supportedContractVersions = [CONTRACT_VERSION, CONTRACT_VERSION - 1].filter((v) => v >= 1);

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause?: unknown) {
    super(`La sezione «${remoteSectionLabels[remote]}» non è al momento raggiungibile.`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

export class RemoteContractError extends Error {
  readonly remote: RemoteName;
  readonly contractVersion: unknown;
  constructor(remote: RemoteName, contractVersion: unknown) {
    super(
      `La sezione «${remoteSectionLabels[remote]}» non è compatibile con questa versione dell'applicazione ` +
        `(contratto ${String(contractVersion)}, supportati: ${supportedContractVersions.join(', ')}). ` +
        'Ricarica la pagina; se il problema persiste contatta l’assistenza.',
    );
    this.name = 'RemoteContractError';
    this.remote = remote;
    this.contractVersion = contractVersion;
  }
}

export function parseRemotesConfig(json: unknown): RemotesConfig {
  const out: RemotesConfig = {};
  if (typeof json !== 'object' || json === null) return out;
  for (const name of remoteNames) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.trim()) out[name] = entry.trim();
  }
  return out;
}

export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const res = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${res.status}`);
  return parseRemotesConfig(await res.json());
}

/** Registers the remotes of the runtime JSON with the federation runtime (before routing). */
export function registerRemotesConfig(config: RemotesConfig, options?: { force?: boolean }): void {
  const remotes = Object.entries(config).map(([name, entry]) => ({ name, entry: entry as string }));
  if (remotes.length > 0) registerRemotes(remotes, options);
}

export interface RemoteReloadDeps {
  fetchImpl: typeof fetch;
  fetchRemotesConfig: (fetchImpl: typeof fetch) => Promise<RemotesConfig>;
  registerRemotes: (config: RemotesConfig, options?: { force?: boolean }) => void;
}

/**
 * Before retrying a remote that failed: read the runtime JSON again (it may have been fixed
 * or rolled back) and re-register that remote with `force`, which drops the runtime's
 * cached manifest, entry and module of the failed attempt.
 */
export async function reloadRemote(name: RemoteName, deps: RemoteReloadDeps): Promise<void> {
  let entry: string | undefined;
  try {
    entry = (await deps.fetchRemotesConfig(deps.fetchImpl))[name];
  } catch (error) {
    console.error(`[federation] ${REMOTES_CONFIG_URL} non leggibile`, error);
  }
  if (entry) deps.registerRemotes({ [name]: entry }, { force: true });
}

export function isSupportedContract(version: unknown): boolean {
  return typeof version === 'number' && supportedContractVersions.includes(version);
}

/** Loads `<name>/routes`, checks its contract version and hands its component to React.lazy. */
export async function loadRemoteRoutes(name: RemoteName): Promise<{ default: ComponentType }> {
  let mod: RemoteRoutesModule | null;
  try {
    mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
  if (!mod || isRemoteLoadFailure(mod)) throw new RemoteLoadError(name, mod?.loadError);
  if (!isSupportedContract(mod.contractVersion)) throw new RemoteContractError(name, mod.contractVersion);
  if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new RemoteContractError(name, mod.contractVersion);
  }
  return { default: mod.default };
}
