import { readFileSync, statSync } from 'node:fs';
import type { AppConfig } from './config';

/** The five remotes, by the name each publishes in its mf-manifest.json (libs/platform `remoteNames`). */
export const REMOTE_NAMES = ['cases', 'hotels', 'services', 'admin', 'agency'] as const;

export type RemotesConfig = Record<string, string>;

/**
 * `/remotes.json`: remote → manifest URL (docs/product/deployment.md). REMOTES_JSON names a file (or holds
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

/** The remotes map as it is now: read again when the REMOTES_JSON file changes. */
export interface RemotesSource {
  current(): RemotesConfig;
}

/**
 * Independent delivery (docs/product/deployment.md): a remote is deployed by pointing the REMOTES_JSON file
 * at its new manifest; the running API serves the new map (and allows its origin in the CSP)
 * within a second, with no restart and no rebuild of the shell. The file is checked at most
 * once a second; a file that cannot be read or parsed keeps the last good map.
 */
export function remotesSource(config: AppConfig, now = () => Date.now()): RemotesSource {
  let remotes = loadRemotesConfig(config);
  const file = config.remotesJson && !config.remotesJson.trim().startsWith('{') ? config.remotesJson : null;
  if (!file) return { current: () => remotes };
  let modified = statSync(file).mtimeMs;
  let checked = now();
  return {
    current() {
      if (now() - checked < 1000) return remotes;
      checked = now();
      try {
        const mtime = statSync(file).mtimeMs;
        if (mtime !== modified) {
          remotes = loadRemotesConfig(config);
          modified = mtime;
        }
      } catch {
        // Being rewritten or gone for a moment: keep serving the last good map.
      }
      return remotes;
    },
  };
}
