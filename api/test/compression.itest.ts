// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): brotli and gzip from node:zlib
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, signedInUsers, type TestContext } from './helpers';

// docs/adr/0017-compression.md: the build's precompressed copies sent as they are, the API's
// JSON compressed as it is sent (brotli first, then gzip, above 1 KB).

let ctx: TestContext;
let users: Awaited<ReturnType<typeof signedInUsers>>;
let root: string;

const script = `${'export const riga = "Hotel Allotment Manager";\n'.repeat(200)}console.log(riga);\n`;
const entry = `var admin = ${JSON.stringify({ nome: 'admin', moduli: 'x'.repeat(3000) })};\n`;

/** A fake build as libs/build/webpack.mjs writes it: each text file above 1 KB with its .br and .gz. */
async function fakeBuild(dir: string) {
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>Hotel Allotment Manager</title>',
    'shell/dist/main.3f2a1b.js': script,
    'shell/dist/small.9c8d7e.js': 'var piccolo;',
    'mf-admin/dist/remoteEntry.js': entry,
  };
  const precompressed = ['shell/dist/main.3f2a1b.js', 'mf-admin/dist/remoteEntry.js'];
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
    if (!precompressed.includes(file)) continue;
    await writeFile(`${full}.br`, brotliCompressSync(content));
    await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ham-compression-'));
  await fakeBuild(root);
  ctx = await createTestContext({ staticRoot: root });
  users = await signedInUsers(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await rm(root, { recursive: true, force: true });
});

const request = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers: { accept: '*/*', ...headers } });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === undefined) return res.rawPayload.toString('utf8');
  throw new Error(`unexpected content-encoding ${encoding}`);
}

describe('the built front end: precompressed copies', () => {
  test('brotli when accepted (br preferred over gzip), with Vary and the same cache policy', async () => {
    const res = await request('/main.3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decoded(res)).toBe(script);
  });

  test('gzip when only gzip is accepted', async () => {
    const res = await request('/main.3f2a1b.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(res)).toBe(script);
  });

  test('the file itself without Accept-Encoding (or with identity only), still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await request('/main.3f2a1b.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  test('a remote entry is sent compressed and still revalidated (no-cache)', async () => {
    const res = await request('/mf/admin/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(entry);
  });

  test('a file without copies (under 1 KB) is sent as it is', async () => {
    const res = await request('/small.9c8d7e.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('var piccolo;');
  });

  test('HEAD gives the same headers and no body', async () => {
    const res = await request('/main.3f2a1b.js', { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBe(0);
  });

  test('the SPA fallback still answers index.html', async () => {
    const res = await request('/aree', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toContain('Hotel Allotment Manager');
    const index = await request('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(index.statusCode).toBe(200);
    expect(decoded(index)).toContain('Hotel Allotment Manager');
  });
});

describe('the API: JSON compressed as it is sent', () => {
  const api = (url: string, headers: Record<string, string> = {}) =>
    request(url, { cookie: users.operator, ...headers });

  test('a large answer comes as brotli when accepted and decodes to the same JSON', async () => {
    const plain = await api('/api/static');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await api('/api/static', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
  });

  test('gzip when only gzip is accepted', async () => {
    const res = await api('/api/static', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(res))).toHaveProperty('guestTypes');
  });

  test('a small answer (under 1 KB) is not compressed', async () => {
    const res = await request('/api/static', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Accesso non effettuato' });
  });

  test('a route that sends its JSON as a string still answers valid JSON', async () => {
    const from = new Date().toISOString().slice(0, 10);
    const res = await api(`/api/allotment/search?type=s&from=${from}&to=${from}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(() => JSON.parse(decoded(res))).not.toThrow();
  });
});
