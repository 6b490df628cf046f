// Starts the built product on its own port and data folder (for benchmarks), like e2e/support/server.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './workspaces.mjs';

export async function startProduct(port) {
  const child = spawn(process.execPath, [path.join(root, 'e2e/support/server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port) },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${url}/api/version`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
