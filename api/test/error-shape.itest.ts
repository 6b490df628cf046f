// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): raw sockets and requests cut mid-way
import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { errorHandler, refuseWhileClosing } from '../src/http/error-handler';
import { listeningSuite } from './auth-helpers';
import { signedInUsers } from './helpers';

/**
 * Security audit, defect 8 (docs/SECURITY.md): every error the API can produce, Fastify's and Node's own included,
 * answers `{ error, message }` in Italian with a JSON content type.
 */

const t = listeningSuite();
let admin: string;
beforeAll(async () => {
  admin = (await signedInUsers(t.ctx.db)).admin;
});

/** A raw HTTP/1.1 exchange: what Node's parser refuses never reaches a fetch-like client intact. */
function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(t.ctx.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

const english = /\b(the|is|not|error|exceeded|client|request|found|allowed|unsupported|header)\b/i;

function expectShape(status: number, body: string, expectedStatus: number, code: string) {
  expect(status).toBe(expectedStatus);
  const json = JSON.parse(body);
  expect(Object.keys(json).sort()).toEqual(['error', 'message']);
  expect(json.error).toBe(code);
  expect(json.message).not.toMatch(english);
}

test('a URL over 16 KB: 431 in the error shape', async () => {
  const res = await rawRequest(`GET /api/hotels?name=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect(res.headers).toContain('content-type: application/json');
  expectShape(res.status, res.body, 431, 'HeadersTooLarge');
});

test('a request Node cannot parse: 400 in the error shape', async () => {
  const res = await rawRequest('NOT A REQUEST\r\n\r\n');
  expectShape(res.status, res.body, 400, 'BadRequest');
});

/** A request to the API as the admin: `path` under /api, a POST when `body` is given. */
const send = (path: string, init: { method?: string; contentType?: string; body?: string } = {}) =>
  fetch(`${t.ctx.baseUrl}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { cookie: admin, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
    body: init.body,
  });
const json = 'application/json';

test.each<[string, () => Promise<Response>, number, string]>([
  [
    'a body over 1 MB',
    () => send('/geo/areas', { contentType: json, body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) }),
    413,
    'PayloadTooLarge',
  ],
  [
    'a content type the API does not read',
    () => send('/geo/areas', { contentType: 'text/csv', body: 'name,countryId' }),
    415,
    'UnsupportedMediaType',
  ],
  ['malformed JSON', () => send('/geo/areas', { contentType: json, body: '{"name":' }), 400, 'BadRequest'],
  ['an unknown API route', () => send('/nessuna-risorsa'), 404, 'NotFound'],
  ['a method no route answers', () => send('/hotels', { method: 'PATCH' }), 404, 'NotFound'],
  ['a malformed percent-encoding', () => send('/hotels/%E0%A4%A'), 400, 'BadRequest'],
  ['a path parameter too long', () => send(`/hotels/${'1'.repeat(500)}`), 404, 'NotFound'],
])('%s: the error shape', async (_what, request, status, code) => {
  const res = await request();
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expectShape(res.status, await res.text(), status, code);
});

test('a request that arrives while the server closes: 503 in the error shape', async () => {
  // A bare server with the app's closing rule and error handler. A keep-alive connection
  // opened before the close sends its next request while the close is under way.
  const server = Fastify({ return503OnClosing: false });
  server.setErrorHandler(errorHandler);
  refuseWhileClosing(server);
  server.get('/version', async () => ({ ok: true }));
  const request = 'GET /version HTTP/1.1\r\nHost: x\r\n\r\n';
  let socket!: Socket;
  /** The next complete answer on the socket (one JSON body). */
  const nextAnswer = () =>
    new Promise<string>((resolve) => {
      let answer = '';
      const onData = (chunk: string) => {
        answer += chunk;
        if (answer.includes('\r\n\r\n') && answer.trimEnd().endsWith('}')) {
          socket.off('data', onData);
          resolve(answer);
        }
      };
      socket.on('data', onData);
    });
  let duringClose = '';
  server.addHook('preClose', async () => {
    const pending = nextAnswer();
    socket.write(request);
    duringClose = await pending;
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as { port: number };
  socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const first = nextAnswer();
  socket.write(request);
  expect(await first).toMatch(/^HTTP\/1\.1 200/);
  await server.close();
  socket.destroy();
  expect(duringClose).toMatch(/^HTTP\/1\.1 503/);
  expect(JSON.parse(duringClose.split('\r\n\r\n')[1])).toEqual({
    error: 'ServiceUnavailable',
    message: 'Il servizio si sta riavviando: riprova tra qualche secondo.',
  });
});
