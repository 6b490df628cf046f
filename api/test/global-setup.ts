import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/db/database';
import { type EmbeddedDatabase, startEmbeddedPostgres, TEST_DATABASE_SETTINGS } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { signingKeys } from '../src/idp/keys';
import { freePort } from './free-port';
import { databaseUrl, PG_ADMIN_URL_ENV, TEMPLATE_DB } from './pg-info';

declare global {
  var __HAM_TEST_PG__: { server: EmbeddedDatabase; dir: string } | undefined;
}

/**
 * One PostgreSQL for the whole run, in a fresh folder on a free port, with a migrated
 * template database (and the provider's signing key); each test file copies it
 * (helpers.ts createTestContext).
 */
export default async function globalSetup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ham-api-test-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    database: TEMPLATE_DB,
    // Tests skip the flush at each commit; benchmarks (`npm run bench` sets BENCH_OUT_DIR) measure
    // what `npm start` serves, on PostgreSQL's own durable defaults.
    settings: process.env.BENCH_OUT_DIR === undefined ? TEST_DATABASE_SETTINGS : {},
  });
  globalThis.__HAM_TEST_PG__ = { server, dir };
  const db = createDatabase(server.connectionString, 2);
  try {
    await migrateToLatest(db);
    // The embedded provider's RSA signing key, generated here once: every database copied from the
    // template starts with it instead of generating its own (an RSA key pair per test file).
    await signingKeys(db);
  } finally {
    await db.destroy();
  }
  process.env[PG_ADMIN_URL_ENV] = databaseUrl(server.connectionString, 'postgres');
}
