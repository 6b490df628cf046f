import { signedInSuite } from './helpers';

const t = signedInSuite({
  remotesJson: '{"cases":"https://cdn.example.com/cases/mf-manifest.json"}',
});

const postArea = (headers: Record<string, string>) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/geo/areas',
    headers: { cookie: t.users.admin, ...headers },
    payload: { name: `Area ${Math.random()}`, countryId: 'IT' },
  });

describe('CSRF defence on cookie-authenticated writes', () => {
  test('a write from a foreign Origin answers 403 and changes nothing', async () => {
    const res = await postArea({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Forbidden',
      message: 'Richiesta non consentita da questa origine.',
    });
    expect(await t.ctx.db.selectFrom('areas').selectAll().execute()).toEqual([]);
  });

  test('without Origin, a cross-site Sec-Fetch-Site answers 403', async () => {
    expect((await postArea({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await postArea({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  test('Origin: null is decided by Sec-Fetch-Site', async () => {
    expect((await postArea({ origin: 'null' })).statusCode).toBe(403);
    expect((await postArea({ origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await postArea({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  test('same-origin browsers and non-browser clients pass', async () => {
    expect((await postArea({ origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await postArea({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await postArea({})).statusCode).toBe(201);
  });

  test('reads are not affected', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/geo/areas',
      headers: { cookie: t.users.admin, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  test('CSP for the SPA and Module Federation, frame-ancestors none, nosniff', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/version' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('errors carry them too and never leak internals', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/geo/areas/abc',
      headers: { cookie: t.users.admin },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  test('the document is generated from the zod schemas, with the UI at /api/openapi', async () => {
    const staff = { cookie: t.users.operator };
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/api/openapi/json', headers: staff })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const post = doc.paths['/api/geo/areas'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['name', 'countryId']);
    expect(doc.paths['/api/geo/areas/{id}'].put).toBeDefined();
    const ui = await t.ctx.app.inject({ method: 'GET', url: '/api/openapi', headers: staff });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
