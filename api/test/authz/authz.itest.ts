import { createGuardRailWorld, fillUrl, type GuardRailWorld, ROLES } from '../guard-rails-world';
import { matrix, otherAgencyRecords } from './matrix';

/**
 * The authorization matrix (docs/SECURITY.md): every route of the app's own route table × every
 * kind of user, against the expectations of matrix.ts. Runs in demo mode so demo-only
 * routes are classified too.
 */
let world: GuardRailWorld;
beforeAll(async () => {
  world = await createGuardRailWorld();
}, 60_000);
afterAll(() => world?.ctx.close());

const OTHER_AGENCY_NAME = 'Agenzia Beta Riservata';
const OTHER_AGENCY_EMAIL = 'agenzia-b@test.it';

const sampleUrl = (key: string): string => {
  const [, url] = key.split(' ');
  const row = matrix[key];
  if (row.sample) return row.sample;
  const params = Object.fromEntries(
    Object.entries(row.params ?? {}).map(([name, fixture]) => [name, world.ids[fixture]]),
  );
  const query = row.query ? `?${new URLSearchParams(stringValues(row.query(world.ids)))}` : '';
  return fillUrl(url, params) + query;
};
const stringValues = (o: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

const send = (method: string, url: string, cookie: string) =>
  world.ctx.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    // Writes carry an empty object: an allowed user meets the route's validation (400), not a guard.
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
  });

test('every route of the app is in the matrix, and every line of the matrix is a route', () => {
  const routes = world.routes.map((r) => r.key);
  expect(routes.length).toBeGreaterThan(100);
  const unlisted = routes.filter((key) => !(key in matrix));
  const gone = Object.keys(matrix).filter((key) => !routes.includes(key));
  expect({ unlisted, gone }).toEqual({ unlisted: [], gone: [] });
});

test('each route answers each kind of user as the matrix says', async () => {
  // Reads and writes first, deletions last (a DELETE allowed to a role removes its record).
  const keys = world.routes
    .map((r) => r.key)
    .filter((key) => key in matrix)
    .sort((a, b) => Number(a.startsWith('DELETE ')) - Number(b.startsWith('DELETE ')));
  const mismatches: string[] = [];
  let checked = 0;
  for (const key of keys) {
    const url = sampleUrl(key);
    const method = key.split(' ')[0];
    for (const role of ROLES) {
      const expected = matrix[key].access[role];
      const res = await send(method, url, world.cookies[role]);
      checked++;
      // Logout ends the session it was called with: the next routes need a new one.
      if (res.headers['set-cookie']?.toString().includes('ham_session=;')) await world.signIn(role);
      const got = res.statusCode;
      const ok = got < 500 && (expected === 'allow' ? got !== 401 && got !== 403 : got === expected);
      if (!ok) mismatches.push(`${key} as ${role}: expected ${expected}, got ${got} (${method} ${url})`);
      // The fixtures are real records: an allowed read finds them.
      const refused = matrix[key].refusedGet;
      if (method === 'GET' && role === 'admin' && expected === 'allow' && got >= 400 && got !== refused)
        mismatches.push(`${key} as admin: allowed but answered ${got}: is the fixture real? (${url})`);
    }
  }
  console.info(`authorization matrix: ${keys.length} routes × ${ROLES.length} roles = ${checked} checks`);
  expect(mismatches).toEqual([]);
  expect(checked).toBe(keys.length * ROLES.length);
});

describe('IDOR between agencies', () => {
  beforeAll(async () => {
    await world.ctx.db
      .updateTable('agencies')
      .set({ full_name: OTHER_AGENCY_NAME })
      .where('id', '=', world.otherAgency.id)
      .execute();
  });

  test('each agency user is signed in as its own agency', async () => {
    const me = async (cookie: string) =>
      (await world.ctx.app.inject({ url: '/api/auth', headers: { cookie } })).json().user.agency;
    expect((await me(world.cookies.agency)).id).toBe(world.agencyId);
    expect((await me(world.otherAgency.cookie)).id).toBe(world.otherAgency.id);
  });

  test("nothing agency A can read mentions agency B's records", async () => {
    const readable = world.routes.filter(
      (r) => r.method === 'GET' && r.key in matrix && matrix[r.key].access.agency === 'allow',
    );
    expect(readable.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const route of readable) {
      const res = await send('GET', sampleUrl(route.key), world.cookies.agency);
      for (const secret of [OTHER_AGENCY_NAME, OTHER_AGENCY_EMAIL, `"agencyId":${world.otherAgency.id}`])
        if (res.body.includes(secret)) leaks.push(`${route.key}: ${secret}`);
    }
    expect(leaks).toEqual([]);
  });

  test("another agency's record answers 404 to agency A and is there for agency B", async () => {
    const failures: string[] = [];
    for (const [key, paramsOf] of Object.entries(otherAgencyRecords)) {
      const [method, url] = key.split(' ');
      const target = fillUrl(url, await paramsOf(world));
      const asOther = await send(method, target, world.otherAgency.cookie);
      const asA = await send(method, target, world.cookies.agency);
      if (asOther.statusCode >= 400) failures.push(`${key}: agency B got ${asOther.statusCode}`);
      if (asA.statusCode !== 404) failures.push(`${key}: agency A got ${asA.statusCode}, expected 404`);
    }
    expect(failures).toEqual([]);
  });
});
