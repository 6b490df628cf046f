/** `/app-config.json`, written per environment next to the shell (never cached). */
export interface AppConfig {
  /** Prefix of every API call, e.g. `/api` (docs/product/deployment.md: never hard-coded in a remote). */
  apiBase: string;
}

export const APP_CONFIG_URL = '/app-config.json';

export async function fetchAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const res = await fetchImpl(APP_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${APP_CONFIG_URL}: HTTP ${res.status}`);
  const json = (await res.json()) as Partial<AppConfig> | null;
  if (typeof json?.apiBase !== 'string') throw new Error(`${APP_CONFIG_URL}: apiBase mancante`);
  return { apiBase: json.apiBase.replace(/\/$/, '') };
}
