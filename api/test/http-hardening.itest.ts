import { loadConfig } from '../src/config';
import { signedInSuite } from './helpers';

/**
 * Issue 13, defect 12: API JSON is never stored by caches (it carries personal data); an
 * external OIDC provider needs its client secret (no silent default); sign-out cannot be
 * triggered by another site; the OpenAPI document is for staff only (docs/SECURITY.md).
 */

const t = signedInSuite();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.ctx.app.inject({ method: 'GET', url, headers });

describe('Cache-Control: no-store on the API', () => {
  test.each([
    ['the signed-in user', '/api/auth', () => t.users.admin, 200],
    ['a list with personal data', '/api/agencies', () => t.users.admin, 200],
    ['reference data', '/api/static', () => t.users.agency, 200],
    ['a 401', '/api/auth', () => '', 401],
    ['a 404', '/api/nessuna-risorsa', () => t.users.admin, 404],
  ])('%s (%s)', async (_what, url, cookie, status) => {
    const res = await get(url, cookie() ? { cookie: cookie() } : {});
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the OIDC client secret', () => {
  test('an external issuer without OIDC_CLIENT_SECRET stops the start with a clear message', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      'OIDC_CLIENT_SECRET è obbligatorio quando OIDC_ISSUER indica un provider esterno',
    );
    expect(
      loadConfig({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_SECRET: 's3gr3to' }).oidc,
    ).toMatchObject({
      issuer: 'https://login.example.com',
      clientSecret: 's3gr3to',
    });
  });

  test('the embedded provider never uses a known default: its secret is generated and kept', async () => {
    expect(loadConfig({}).oidc.clientSecret).toBeNull();
    const stored = await t.ctx.db
      .selectFrom('app_secrets')
      .select('id')
      .where('id', '=', 'secret:oidc-client')
      .executeTakeFirst();
    expect(stored).toBeDefined();
  });
});

describe('sign-out from another site', () => {
  const logout = (cookie: string, site?: string) =>
    get('/api/auth/logout?return_to=%2F', { cookie, ...(site ? { 'sec-fetch-site': site } : {}) });

  test.each([['cross-site'], ['same-site'], [undefined]])(
    'a GET with Sec-Fetch-Site %s answers a page that asks, and signs nobody out',
    async (site) => {
      const res = await logout(t.users.operator, site);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<form method="post" action="/api/auth/logout?return_to=%2F">');
      expect(res.body).toContain('Esci');
      expect((await get('/api/auth', { cookie: t.users.operator })).statusCode).toBe(200);
    },
  );

  test('a same-origin navigation signs out at once; so does the page’s POST from this origin', async () => {
    const { cookieFor, createAccount } = await import('./helpers');
    const id = await createAccount(t.ctx.db, { email: 'uscita@test.it', roleId: 'operator' });
    const first = await cookieFor(t.ctx.db, id);
    const res = await logout(first, 'same-origin');
    expect(res.statusCode).toBe(302);
    expect((await get('/api/auth', { cookie: first })).statusCode).toBe(401);

    const second = await cookieFor(t.ctx.db, id);
    const post = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout?return_to=%2F',
      headers: { cookie: second, origin: 'http://localhost:3000' },
    });
    expect(post.statusCode).toBe(302);
    expect((await get('/api/auth', { cookie: second })).statusCode).toBe(401);

    const third = await cookieFor(t.ctx.db, id);
    const forged = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: third, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await get('/api/auth', { cookie: third })).statusCode).toBe(200);
  });
});

describe('the OpenAPI document is for staff', () => {
  test.each([
    ['/api/openapi/json', 'anonymous', 401],
    ['/api/openapi/json', 'agency', 403],
    ['/api/openapi', 'anonymous', 401],
    ['/api/openapi/json', 'operator', 200],
    ['/api/openapi', 'operator', 200],
  ] as const)('%s as %s → %i', async (url, who, status) => {
    const cookie = who === 'anonymous' ? '' : t.users[who];
    const res = await get(url, cookie ? { cookie } : {});
    // The UI's page may redirect to its own static files.
    expect(res.statusCode === 302 ? 200 : res.statusCode).toBe(status);
  });
});
