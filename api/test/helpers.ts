import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely, Selectable } from 'kysely';
import pg from 'pg';
import { type AppDeps, buildApp } from '../src/app';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { type AppConfig, loadConfig } from '../src/config';
import { ChangeFeed } from '../src/db/change-feed';
import { createDatabase } from '../src/db/database';
import type { Database, Db } from '../src/db/schema';
import { databaseUrl, PG_ADMIN_URL_ENV, TEMPLATE_DB } from './pg-info';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env[PG_ADMIN_URL_ENV] });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database copied from the migrated template, and the app on it. Call once per
 * test file (beforeAll) and `close()` in afterAll.
 */
export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  { onRoute, clock }: Pick<AppDeps, 'onRoute' | 'clock'> = {},
): Promise<TestContext> {
  const adminUrl = process.env[PG_ADMIN_URL_ENV];
  if (!adminUrl) throw new Error('Test PostgreSQL not started: run through `npm run test:api`');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DB}`);
  // The app's read caches are on, as in production: writes through `db` reach them at once,
  // other writes (raw SQL, other connections) through the database's notifications.
  const changes = new ChangeFeed(databaseUrl(adminUrl, name), { warn: () => {} });
  await changes.start();
  const db = createDatabase(databaseUrl(adminUrl, name), 4).withPlugin(changes.plugin);
  const config: AppConfig = {
    ...loadConfig({}),
    demo: false,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    publicUrl: 'http://localhost:3000',
    databaseUrl: databaseUrl(adminUrl, name),
    // An empty folder: no front-end builds unless a test gives its own staticRoot.
    staticRoot: '/nonexistent',
    // Suites send many quote requests as one user; the limit has its own test.
    quoteRequestsPerMinute: 1000,
    ...overrides,
  };
  const app = await buildApp({ config, db, changes, onRoute, clock });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await changes.stop();
      await db.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The body of a 400 ValidationError with its `fields` messages. */
export const validationError = (fields: Record<string, string>) => ({
  error: 'ValidationError',
  message: 'Alcuni campi non sono validi',
  fields,
});

/** The tables whose rows have a generated numeric `id`. */
type TableWithId = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

/** Inserts one row straight into `table` (fast set-up; the API is what the tests test) and answers its id. */
export async function insertId<T extends TableWithId>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  // Kysely cannot follow a table that is a type parameter; the signature above keeps callers typed.
  const row = await (db as unknown as Kysely<Record<string, { id: number }>>)
    .insertInto(table)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A staff login (roleId) or an agency's front-office login (agencyId). */
export async function createAccount(
  db: Db,
  account: { email: string; roleId?: 'admin' | 'supervisor' | 'operator'; agencyId?: number },
): Promise<number> {
  return insertId(db, 'accounts', {
    email: account.email.toLowerCase(),
    first_name: 'Test',
    last_name: account.email.split('@')[0],
    role_id: account.agencyId ? null : (account.roleId ?? 'admin'),
    agency_id: account.agencyId ?? null,
  });
}

/** An agency whose front-office access is `frontofficeEmail` (the login of createAccount({ agencyId })). */
export function createAgency(db: Db, frontofficeEmail: string): Promise<number> {
  return insertId(db, 'agencies', {
    full_name: 'Agenzia di prova',
    city: 'Bologna',
    country_id: 'IT',
    frontoffice_email: frontofficeEmail,
  });
}

/** The id of the account of `email`. */
export async function accountIdOf(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}

/** The `cookie` header of a signed-in session of the account. */
export async function cookieFor(db: Db, accountId: number): Promise<string> {
  const { cookieValue } = await createSession(db, accountId);
  return `${SESSION_COOKIE}=${cookieValue}`;
}

/** The `cookie` header of a signed-in session of a new account (see createAccount). */
export async function signedInCookie(db: Db, account: Parameters<typeof createAccount>[1]): Promise<string> {
  return cookieFor(db, await createAccount(db, account));
}

/** Cookies of the three kinds of user most tests need. */
export async function signedInUsers(db: Db) {
  const agencyId = await createAgency(db, 'agenzia@test.it');
  return {
    admin: await signedInCookie(db, { email: 'admin@test.it', roleId: 'admin' }),
    operator: await signedInCookie(db, { email: 'operatore@test.it', roleId: 'operator' }),
    agency: await signedInCookie(db, { email: 'agenzia@test.it', agencyId }),
  };
}
export type SignedInUsers = Awaited<ReturnType<typeof signedInUsers>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * `call(method, url, payload?, cookie?)`: a request to `prefix + url` (JSON `payload` when
 * given) with the session cookie `cookie()` unless another is passed.
 */
export const apiCaller =
  (ctx: () => TestContext, cookie: () => string, prefix = '/api') =>
  (method: Method, url: string, payload?: unknown, as = cookie()) =>
    ctx().app.inject({
      method,
      url: `${prefix}${url}`,
      headers: { cookie: as },
      ...(payload ? { payload } : {}),
    });

export type ApiCall = ReturnType<typeof apiCaller>;

/**
 * `create(payload?)`: POSTs `payload` (by default `body`) to `call`'s resource, expects 201 and
 * answers the record the API answered, parsed by `record`.
 */
export const creator =
  <R>(call: ApiCall, record: { parse(json: unknown): R }, body: object) =>
  async (payload: object = body): Promise<R> => {
    const res = await call('POST', '', payload);
    expect(res.statusCode).toBe(201);
    return record.parse(res.json());
  };

export type SignedInSuite = {
  ctx: TestContext;
  users: SignedInUsers;
  /** `call(method, url, payload?, cookie?)` on /api, as an operator by default. */
  call: ApiCall;
  /** A `call` on `prefix` (/api/users...), as the user `as` by default. */
  api(prefix: string, as?: keyof SignedInUsers): ApiCall;
};

/**
 * A fresh database and the app on it (app `config` overrides; `create` makes it, by default
 * createTestContext), ready from `beforeAll` on (a file's own `beforeAll` runs after it),
 * closed after all.
 */
export function contextSuite<C extends TestContext = TestContext>(
  config: Partial<AppConfig> = {},
  create: (config: Partial<AppConfig>) => Promise<C> = createTestContext as never,
): { ctx: C } {
  const suite = {} as { ctx: C };
  beforeAll(async () => {
    suite.ctx = await create(config);
  });
  afterAll(() => suite.ctx.close());
  return suite;
}

/** The set-up most API test files share: `contextSuite` with the signed-in users. */
export function signedInSuite(config: Partial<AppConfig> = {}): SignedInSuite {
  const suite = Object.assign(contextSuite(config), {
    api: (prefix: string, as: keyof SignedInUsers = 'operator') =>
      apiCaller(
        () => suite.ctx,
        () => suite.users[as],
        prefix,
      ),
  }) as SignedInSuite;
  suite.call = suite.api('/api');
  beforeAll(async () => {
    suite.users = await signedInUsers(suite.ctx.db);
  });
  return suite;
}
