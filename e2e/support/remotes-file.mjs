// The runtime remotes JSON of the browser-test server (REMOTES_JSON): a file the independent
// delivery test rewrites to point a remote at a new build, as an operator would.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the server of E2E port `port` keeps its remotes JSON. */
export const remotesFile = (port) => path.join(os.tmpdir(), `ham-e2e-${port}-remotes.json`);

/** Every remote on the API's own origin (the default map of api/src/remotes-config.ts). */
export const DEFAULT_REMOTES = Object.fromEntries(
  ['cases', 'hotels', 'services', 'admin', 'agency'].map((name) => [name, `/mf/${name}/mf-manifest.json`]),
);

export function writeRemotes(port, remotes = DEFAULT_REMOTES) {
  writeFileSync(remotesFile(port), JSON.stringify(remotes, null, 2));
}
