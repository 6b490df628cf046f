import fc from 'fast-check';
import { sql } from 'kysely';
import { matrix } from '../authz/matrix';
import { type ApiRoute, createGuardRailWorld, type GuardRailWorld, type Role } from '../guard-rails-world';
import { answerProblems } from './answer-checks';
import { arbitraryOf, HUGE_TEXT, hostile, jsonSchemaOf } from './arbitraries';
import { changedTables, dataTables, tableChecksums } from './table-checksums';

/**
 * Property-based fuzzing (docs/SECURITY.md) of every API route's params, query and body, generated
 * from the route's own zod schema plus hostile values. For every request: never a 5xx, never
 * internals or English in the answer, a path id that is not a canonical integer never
 * reaches a record (400/404), and a rejected write changes no table (row counts and
 * checksums before/after). Seeded: FUZZ_SEED (default 13), FUZZ_RUNS per route (default 25)
 * within FUZZ_SECONDS (100) — `npm run fuzz` runs it long with a random seed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/**
 * The whole suite's time budget (FUZZ_SECONDS, default 100): each route gets its share of what
 * is left, so a loaded CI machine runs fewer cases rather than a longer suite.
 */
const BUDGET_MS = Number(process.env.FUZZ_SECONDS ?? 100) * 1000;
/** Cases for a route within `ms` at `pace` ms a case (at least 2, at most RUNS; 3 examples come first). */
const runsWithin = (ms: number, pace: number) => Math.max(2, Math.min(RUNS, Math.floor(ms / pace) - 3));

/** Stop a route at its first failure in CI (fast); the long run shrinks it to a minimal case. */
const SHRINK = process.env.FUZZ_SHRINK === 'true';

let world: GuardRailWorld;
let tables: string[];
beforeAll(async () => {
  world = await createGuardRailWorld();
  tables = await dataTables(world.ctx.db);
}, 60_000);
afterAll(() => world?.ctx.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;
const isCanonicalId = (s: string) => CANONICAL_ID.test(s) && Number(s) <= 2147483647;
const ID_PARAMS = new Set(['id', 'docNum']);
/** Ids as a sloppy parser would read them (security audit, defect 6: docs/SECURITY.md), and the edges of PostgreSQL's integer. */
const LOOSE_IDS = ['0x10', ' 1', '1e3', '+1', '01', '1.0', '-5', '0', '2147483648', '99999999999999999999'];

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };
interface FuzzRequest {
  params: Record<string, unknown>;
  query: unknown;
  body: Body;
}

/** Who fuzzes a route: the most privileged user it allows, so validation and services are reached. */
function fuzzerOf(route: ApiRoute): Exclude<Role, 'anonymous'> | null {
  const access = matrix[route.key]?.access;
  if (!access) return null;
  return (['admin', 'supervisor', 'operator', 'agency'] as const).find((r) => access[r] === 'allow') ?? null;
}

function requestArbitrary(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const paramsSchema = jsonSchemaOf(schema.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        ID_PARAMS.has(name)
          ? fc.oneof(
              { weight: 3, arbitrary: arbitraryOf(paramsSchema?.properties?.[name]) },
              fc.constantFrom(...LOOSE_IDS),
            )
          : arbitraryOf(paramsSchema?.properties?.[name]),
      ]),
    ),
  );
  const query = schema.querystring ? arbitraryOf(jsonSchemaOf(schema.querystring)) : fc.option(hostile);
  const raw = fc.constantFrom(
    { kind: 'raw', text: 'null', type: 'application/json' },
    { kind: 'raw', text: '{"a":', type: 'application/json' },
    { kind: 'raw', text: '1e999', type: 'application/json' },
    { kind: 'raw', text: '"testo"', type: 'application/json' },
    { kind: 'raw', text: 'nome=Rossi', type: 'application/x-www-form-urlencoded' },
    { kind: 'raw', text: HUGE_TEXT, type: 'text/plain' },
    { kind: 'raw', text: '', type: 'application/json' },
  ) as fc.Arbitrary<Body>;
  const body: fc.Arbitrary<Body> = !WRITES.has(route.method)
    ? fc.constant({ kind: 'none' })
    : fc.oneof(
        {
          weight: 8,
          arbitrary: arbitraryOf(jsonSchemaOf(schema.body)).map((value) => ({ kind: 'json', value }) as Body),
        },
        { weight: 1, arbitrary: raw },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' } as Body) },
      );
  return fc.record({ params, query, body });
}

/** Always tried on every route: a URL over 16 KB with a null body, a loose id with broken JSON, an array body. */
function examplesOf(route: ApiRoute): [FuzzRequest][] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = (value: string) => Object.fromEntries(names.map((n) => [n, value]));
  const writes = WRITES.has(route.method);
  return [
    [
      {
        params: params('1'),
        query: { q: HUGE_TEXT },
        body: writes ? { kind: 'json', value: null } : { kind: 'none' },
      },
    ],
    [
      {
        params: params('0x10'),
        query: null,
        body: writes ? { kind: 'raw', text: '{"a":', type: 'application/json' } : { kind: 'none' },
      },
    ],
    [
      {
        params: params('2147483648'),
        query: [1, 2],
        body: writes ? { kind: 'json', value: [] } : { kind: 'none' },
      },
    ],
  ];
}

const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);

function urlOf(route: ApiRoute, request: FuzzRequest): string {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(text(request.params[name]) ?? ''),
  );
  const q = request.query;
  if (q === null || q === undefined) return path;
  if (typeof q !== 'object' || Array.isArray(q)) return `${path}?${encodeURIComponent(text(q))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, text(v) ?? '');
  }
  return `${path}?${search}`;
}

/** The fuzzing user's account as it was (a fuzzed PUT may change its role or disable it) and a fresh session. */
async function restoreFuzzer(role: Exclude<Role, 'anonymous'>): Promise<string> {
  const id = world.accounts[role];
  const roleId = role === 'agency' ? null : role;
  await sql`update accounts set active = true, role_id = ${roleId},
            agency_id = ${role === 'agency' ? world.agencyId : null}
            where id = ${id} and (not active or role_id is distinct from ${roleId})`.execute(world.ctx.db);
  await world.signIn(role);
  return world.cookies[role];
}

/**
 * A problem found. The long run (FUZZ_SHRINK) fails the property so fast-check shrinks it;
 * `npm test` goes on and lists the first request of each kind of problem per route, so one
 * known defect does not hide another.
 */
const found = new Map<string, string>();
function report(route: ApiRoute, request: string, problems: string[]) {
  if (SHRINK) throw new Error(`${request} → ${problems.join('; ')}`);
  for (const problem of problems) {
    const kind = `${route.key}: ${problem.replace(/[:"(].*$/, '').trim()}`;
    if (!found.has(kind)) found.set(kind, `${kind} — ${request} → ${problem}`);
  }
}

test(
  'every route survives its own schema and hostile values',
  async () => {
    const routes = world.routes
      .filter((r) => r.url.startsWith('/api/') && !/^\/api\/(auth|openapi)\b/.test(r.url))
      // Deletions last: those that succeed remove records the other routes are fuzzed with.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(90);
    const failures: string[] = [];
    let requests = 0;
    let rejectedWrites = 0;
    const started = Date.now();
    const deadline = started + BUDGET_MS;
    for (const [index, route] of routes.entries()) {
      const role = fuzzerOf(route);
      if (!role) {
        failures.push(`${route.key}: not in the authorization matrix`);
        continue;
      }
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const cookie = await restoreFuzzer(role);
          const before = WRITES.has(route.method) ? await tableChecksums(world.ctx.db, tables) : null;
          const url = urlOf(route, request);
          const { body } = request;
          const headers: Record<string, string> = { cookie };
          let payload: string | undefined;
          if (body.kind === 'json' && body.value !== undefined) {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body.value);
          } else if (body.kind === 'raw') {
            headers['content-type'] = body.type;
            payload = body.text;
          }
          const res = await fetch(`${world.ctx.baseUrl}${url}`, {
            method: route.method,
            headers,
            body: payload,
          });
          const answer = {
            status: res.status,
            contentType: res.headers.get('content-type') ?? '',
            body: await res.text(),
          };
          requests++;
          const problems = answerProblems(answer);
          for (const name of Object.keys(request.params)) {
            const value = text(request.params[name]);
            if (ID_PARAMS.has(name) && !isCanonicalId(value) && answer.status < 400)
              problems.push(`path id ${JSON.stringify(value)} taken as an id (${answer.status})`);
          }
          if (before && answer.status >= 400) {
            rejectedWrites++;
            const changed = changedTables(before, await tableChecksums(world.ctx.db, tables));
            if (changed.length)
              problems.push(`rejected write (${answer.status}) changed ${changed.join(', ')}`);
          }
          if (problems.length)
            report(route, `${route.method} ${url.slice(0, 200)} ${payload?.slice(0, 200) ?? ''}`, problems);
        }),
        {
          seed: SEED,
          numRuns: runsWithin(
            (deadline - Date.now()) / (routes.length - index),
            requests ? (Date.now() - started) / requests : 50,
          ),
          endOnFailure: !SHRINK,
          examples: examplesOf(route),
        },
      );
      if (result.failed) failures.push(`${route.key}: ${String(result.errorInstance)}`);
    }
    console.info(
      `fuzz: ${routes.length} routes, ${requests} requests (${rejectedWrites} rejected writes checked), seed ${SEED}, up to ${RUNS} cases per route in ${BUDGET_MS / 1000} s`,
    );
    expect([...failures, ...found.values()]).toEqual([]);
  },
  BUDGET_MS + 300_000,
);
