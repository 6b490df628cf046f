import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/auth';
import { DEFAULT_REMOTES, writeRemotes } from '../support/remotes-file.mjs';

/**
 * Independent delivery (docs/SECURITY.md): the admin remote is rebuilt with a visible change into a
 * folder of its own and served by a server of its own; pointing the runtime remotes JSON at it
 * is enough for the running shell (not rebuilt, not restarted) to show the change. With that
 * server stopped, the remote's pages show the Italian error panel with 'Riprova' while the
 * other remotes keep working.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const VARIANT = 'Aree — nuova versione';

function buildVariant(out: string) {
  return promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/webpack/bin/webpack.js'),
      '--mode',
      'production',
      '--config',
      path.join(root, 'e2e/support/remote-variant.webpack.mjs'),
    ],
    { cwd: root, env: { ...process.env, VARIANT_OUT: out, VARIANT_LABEL: VARIANT } },
  );
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** A static server for the remote's build on its own origin (CORS open, as a CDN would be). */
function serveBuild(dir: string, listenPort = 0): Promise<{ server: Server; url: string; port: number }> {
  const server = createServer((req, res) => {
    const file = path.join(dir, path.normalize(new URL(req.url ?? '/', 'http://x').pathname));
    res.setHeader('access-control-allow-origin', '*');
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(listenPort, '127.0.0.1', () => {
      const { port: p } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${p}`, port: p });
    }),
  );
}
const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

test('a remote redeployed through the runtime remotes JSON is served by the running shell; its server down, its pages show the error panel', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // This lane's server (playwright.config.ts): its remotes JSON is the one to rewrite.
  const port = new URL(baseURL ?? '').port;
  const out = mkdtempSync(path.join(os.tmpdir(), 'ham-e2e-admin-v2-'));
  let served: Awaited<ReturnType<typeof serveBuild>> | null = null;
  try {
    await signIn(page, demo.admin, '/aree');
    await expect(page.getByRole('heading', { name: 'Aree', exact: true })).toBeVisible();
    const shellScripts = () =>
      page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));
    const shellBefore = await shellScripts();

    await buildVariant(out);
    served = await serveBuild(out);
    writeRemotes(port, { ...DEFAULT_REMOTES, admin: `${served.url}/mf-manifest.json` });
    // The API reads the file again within a second.
    await expect
      .poll(async () => (await (await page.request.get('/remotes.json')).json()).admin, { timeout: 10_000 })
      .toBe(`${served.url}/mf-manifest.json`);

    await page.reload();
    await expect(page.getByRole('heading', { name: VARIANT })).toBeVisible();
    expect(await shellScripts()).toEqual(shellBefore);

    // The remote's server goes down: its pages show the panel, the other remotes work.
    await stop(served.server);
    await page.reload();
    await expect(page.getByText('Impossibile caricare la sezione')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
    await page.goto('/pratiche');
    await expect(page.getByRole('heading', { name: 'Elenco pratiche' })).toBeVisible();

    // Back up: 'Riprova' loads it without a reload.
    await page.goto('/aree');
    await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
    served = await serveBuild(out, served.port);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { name: VARIANT })).toBeVisible();
  } finally {
    writeRemotes(port);
    if (served) await stop(served.server);
    rmSync(out, { recursive: true, force: true });
  }
});
