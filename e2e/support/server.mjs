// Starts the built product for the browser tests: its own port, its own embedded PostgreSQL
// and data folder (removed on exit), demo data and accounts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotesFile, writeRemotes } from './remotes-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '3900';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ham-e2e-'));
// Every remote on this origin; tests/independent-delivery.spec.ts repoints one at run time.
writeRemotes(port);

const api = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    // Below the system's range of ports handed out to connections (32768–60999), as the benches'.
    EMBEDDED_PG_PORT: String(Number(port) + 20000),
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The suite signs the same demo users in dozens of times a minute from one address.
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
    QUOTE_REQUESTS_PER_MINUTE: '1000',
    REMOTES_JSON: remotesFile(port),
  },
});

const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(remotesFile(port), { force: true });
};
api.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill('SIGTERM'));
