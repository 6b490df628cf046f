import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port';

/**
 * The API as a real process (`node api/dist/main.js`, the bundle production runs) on a
 * database of the test run: for the two-replica and crash-safety suites, where two
 * processes share one PostgreSQL or one is killed with SIGKILL.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const MAIN = path.join(root, 'api', 'dist', 'main.js');

/**
 * A lock folder of this checkout: test files run in parallel workers, and two of them must not
 * build api/dist at the same time (the second one waits, then finds the bundle up to date).
 */
const BUILD_LOCK = path.join(
  os.tmpdir(),
  `ham-api-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`,
);

async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      // A lock left by a killed run: a build takes well under five minutes.
      try {
        if (Date.now() - statSync(BUILD_LOCK).mtimeMs > 300_000) rmSync(BUILD_LOCK, { recursive: true });
      } catch {
        // removed meanwhile by its owner
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

let built: Promise<void> | null = null;
/** Builds the API bundle when it is missing or older than its sources (scripts/lib/workspaces.mjs). */
export function buildApi(): Promise<void> {
  built ??= withBuildLock(() =>
    promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import('./scripts/lib/workspaces.mjs');
       const api = m.parts.find((p) => p.name === '@ham/api');
       if (m.needsBuild(api)) await m.buildParts([api]);`,
      ],
      { cwd: root },
    ),
  ).then(() => undefined);
  return built;
}

export interface ApiProcessOptions {
  databaseUrl: string;
  /** Extra environment (SMTP_URL, SIGNIN_ATTEMPTS_PER_MINUTE, ...). */
  env?: Record<string, string>;
}

export class ApiProcess {
  private child: ChildProcess | null = null;
  private output = '';
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'ham-api-process-'));

  private constructor(
    readonly port: number,
    private readonly options: ApiProcessOptions,
  ) {}

  /** Starts one API process on a free port and waits until it answers. */
  static async start(options: ApiProcessOptions): Promise<ApiProcess> {
    await buildApi();
    const api = new ApiProcess(await freePort(), options);
    await api.start();
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process's output so far (warnings and errors: LOG_LEVEL=warn). */
  get log(): string {
    return this.output;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('already running');
    const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        DATABASE_URL: this.options.databaseUrl,
        DATA_DIR: this.dataDir,
        STATIC_ROOT: this.dataDir,
        DEMO: 'false',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(new Error(`API process exited (${signal ?? code}) while starting:\n${this.output}`)),
      ),
    );
    exited.catch(() => {});
    await Promise.race([this.waitReady(), exited]);
  }

  private async waitReady(): Promise<void> {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${this.url}/api/version`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`API process not ready after 60 s:\n${this.output}`);
  }

  /** `kill -9`: no shutdown hook runs, connections drop mid-transaction. */
  kill9(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** A graceful stop (SIGTERM). */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  async dispose(): Promise<void> {
    await this.end('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}

/** Requests to one API process as a signed-in user (cookie), JSON in and out. */
export function clientOf(api: ApiProcess, cookie: string) {
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${api.url}/api${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: Error) => {
      // 'fetch failed' alone says nothing: add the request, the cause and what the process printed.
      // Still fetch's TypeError with its message first: the crash tests tell a dead process by it.
      throw new TypeError(
        `${error.message}: ${method} ${url} on port ${api.port} (${String(error.cause)})\n${api.log}`,
        { cause: error.cause },
      );
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: a test client reading API answers
    return { status: res.status, json: json as any };
  };
}
export type ApiClient = ReturnType<typeof clientOf>;
