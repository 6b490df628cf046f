import { readFileSync } from 'node:fs';
import type { AppConfig } from './config';

/** The five remotes, by the name each publishes in its mf-manifest.json (libs/platform `remoteNames`). */
export const REMOTE_NAMES = ['cases', 'hotels', 'services', 'admin', 'agency'] as const;

export type RemotesConfig = Record<string, string>;

/**
 * `/remotes.json`: remote → manifest URL (DECISIONS §1). REMOTES_JSON names a file (or holds
 * the JSON itself); by default every remote is served by this API under `/mf/<name>/`.
 */
export function loadRemotesConfig(config: AppConfig): RemotesConfig {
  if (!config.remotesJson) {
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mf/${name}/mf-manifest.json`]));
  }
  const text = config.remotesJson.trim().startsWith('{')
    ? config.remotesJson
    : readFileSync(config.remotesJson, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('REMOTES_JSON: atteso un oggetto { nome: URL del manifest }');
  }
  return Object.fromEntries(Object.entries(parsed).map(([name, url]) => [name, String(url)]));
}

/** Origins of the manifests that are not on the app's own origin, for the CSP. */
export function foreignRemoteOrigins(remotes: RemotesConfig, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  const origins = Object.values(remotes)
    .map((url) => new URL(url, own).origin)
    .filter((origin) => origin !== own);
  return [...new Set(origins)];
}
