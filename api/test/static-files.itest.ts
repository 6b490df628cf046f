// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): files and their streams from node:fs
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let root: string;

/** A fake build: the shell and two of the five remotes (the others are "not built"). */
async function fakeBuild(dir: string) {
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>Hotel Allotment Manager</title>',
    'shell/dist/main.3f2a1b.js': 'console.log("shell")',
    'mf-admin/dist/mf-manifest.json': '{"name":"admin"}',
    'mf-admin/dist/remoteEntry.js': 'var admin;',
    'mf-admin/dist/123.ab12cd.js': 'var chunk;',
    'mf-cases/dist/mf-manifest.json': '{"name":"cases"}',
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ham-static-'));
  await fakeBuild(root);
  ctx = await createTestContext({ staticRoot: root });
});
afterAll(async () => {
  await ctx.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') => ctx.app.inject({ method: 'GET', url, headers: { accept } });
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('the shell is served at / with index.html revalidated and hashed files cached for a year', async () => {
  const index = await get('/', 'text/html');
  expect(index.statusCode).toBe(200);
  expect(index.body).toContain('Hotel Allotment Manager');
  expect(index.headers['cache-control']).toBe(NO_CACHE);
  const chunk = await get('/main.3f2a1b.js');
  expect(chunk.statusCode).toBe(200);
  expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  expect(chunk.headers['content-type']).toContain('javascript');
});

test('each built remote is served at /mf/<name>/', async () => {
  const manifest = await get('/mf/admin/mf-manifest.json');
  expect(manifest.statusCode).toBe(200);
  expect(manifest.json()).toEqual({ name: 'admin' });
  expect(manifest.headers['cache-control']).toBe(NO_CACHE);
  expect((await get('/mf/admin/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
  expect((await get('/mf/admin/123.ab12cd.js')).headers['cache-control']).toBe(IMMUTABLE);
  expect((await get('/mf/cases/mf-manifest.json')).json()).toEqual({ name: 'cases' });
});

test('a missing remote or file under /mf answers a JSON 404, never the SPA', async () => {
  for (const url of ['/mf/hotels/mf-manifest.json', '/mf/admin/nope.js']) {
    const res = await get(url, 'text/html');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NotFound');
  }
});

test('client-side routes fall back to index.html for browser navigations only', async () => {
  const route = await get('/aree/modifica/3', 'text/html,application/xhtml+xml');
  expect(route.statusCode).toBe(200);
  expect(route.body).toContain('Hotel Allotment Manager');
  expect(route.headers['cache-control']).toBe(NO_CACHE);
  expect((await get('/aree/modifica/3', 'application/json')).statusCode).toBe(404);
  const api = await get('/api/unknown', 'text/html');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ error: 'NotFound', message: 'Elemento non trovato' });
  expect((await get('/idp/unknown-page', 'text/html')).statusCode).toBe(404);
});

test('/remotes.json maps each remote to its same-origin manifest; /app-config.json gives the API prefix', async () => {
  const remotes = await get('/remotes.json');
  expect(remotes.statusCode).toBe(200);
  expect(remotes.headers['cache-control']).toBe(NO_CACHE);
  expect(remotes.json()).toEqual({
    cases: '/mf/cases/mf-manifest.json',
    hotels: '/mf/hotels/mf-manifest.json',
    services: '/mf/services/mf-manifest.json',
    admin: '/mf/admin/mf-manifest.json',
    agency: '/mf/agency/mf-manifest.json',
  });
  const appConfig = await get('/app-config.json');
  expect(appConfig.headers['cache-control']).toBe(NO_CACHE);
  expect(appConfig.json()).toEqual({ apiBase: '/api' });
});

test('REMOTES_JSON replaces the default map (a file path)', async () => {
  const file = path.join(root, 'remotes.prod.json');
  await writeFile(file, JSON.stringify({ cases: 'https://cdn.example.com/cases/mf-manifest.json' }));
  const other = await createTestContext({ staticRoot: root, remotesJson: file });
  try {
    const res = await other.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({ cases: 'https://cdn.example.com/cases/mf-manifest.json' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "script-src 'self' https://cdn.example.com",
    );
  } finally {
    await other.close();
  }
});

test('a remote moved by editing the REMOTES_JSON file is served (and allowed by the CSP) without a restart', async () => {
  const file = path.join(root, 'remotes.live.json');
  await writeFile(file, JSON.stringify({ admin: '/mf/admin/mf-manifest.json' }));
  // The API's clock, moved by the test instead of waiting for the re-read interval to pass.
  let now = Date.now();
  const other = await createTestContext({ staticRoot: root, remotesJson: file }, { clock: () => now });
  try {
    const csp = async () =>
      String((await other.app.inject({ url: '/remotes.json' })).headers['content-security-policy']);
    expect(await csp()).toContain("script-src 'self' 'self';");
    await writeFile(file, JSON.stringify({ admin: 'http://127.0.0.1:4999/mf-manifest.json' }));
    // Read again at most once a second: within the second the map is the one read before…
    expect((await other.app.inject({ url: '/remotes.json' })).json()).toEqual({
      admin: '/mf/admin/mf-manifest.json',
    });
    now += 1001;
    // …and after it, the new one.
    const res = await other.app.inject({ url: '/remotes.json' });
    expect(res.json()).toEqual({ admin: 'http://127.0.0.1:4999/mf-manifest.json' });
    expect(await csp()).toContain("script-src 'self' http://127.0.0.1:4999;");
    // A broken file keeps the last good map.
    await writeFile(file, '{ non è JSON');
    now += 1001;
    expect((await other.app.inject({ url: '/remotes.json' })).json()).toEqual({
      admin: 'http://127.0.0.1:4999/mf-manifest.json',
    });
  } finally {
    await other.close();
  }
});

test('path traversal does not escape the build folders', async () => {
  const res = await get('/mf/admin/..%2f..%2fshell/dist/index.html');
  expect(res.statusCode).not.toBe(200);
  expect((await get('/../../etc/passwd')).statusCode).toBe(404);
});
