// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): Node's HTTP parser limits and headers
import { loadConfig } from '../src/config';
import { cookieFor, createAccount, signedInSuite } from './helpers';

/**
 * Security audit, defect 12 (docs/SECURITY.md): API JSON is never stored by caches (it carries personal data); an
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

  const post = (cookie: string, origin: string, url = '/api/auth/logout') =>
    t.ctx.app.inject({ method: 'POST', url, headers: { cookie, origin } });
  let accountId: number;
  beforeAll(async () => {
    accountId = await createAccount(t.ctx.db, { email: 'uscita@test.it', roleId: 'operator' });
  });

  test.each<[string, (cookie: string) => ReturnType<typeof get>, number, number]>([
    ['a same-origin navigation signs out at once', (cookie) => logout(cookie, 'same-origin'), 302, 401],
    [
      'the page’s POST from this origin signs out',
      (cookie) => post(cookie, 'http://localhost:3000', '/api/auth/logout?return_to=%2F'),
      302,
      401,
    ],
    ['a POST from another origin is refused', (cookie) => post(cookie, 'https://evil.example'), 403, 200],
  ])('%s', async (_what, send, status, afterwards) => {
    const cookie = await cookieFor(t.ctx.db, accountId);
    expect((await send(cookie)).statusCode).toBe(status);
    expect((await get('/api/auth', { cookie })).statusCode).toBe(afterwards);
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
