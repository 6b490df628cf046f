import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  apiCaller,
  createTestContext,
  type SignedInUsers,
  signedInUsers,
  type TestContext,
} from '../helpers';

/**
 * What the Jest benchmarks share. `npm run bench` (scripts/lib/bench-report.mjs) runs them with
 * BENCH_OUT_DIR set, and with BENCH_SMOKE=1 for a smoke run: small data and few repetitions,
 * only to prove that the bench still runs.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** `full` in a real run, `small` in a smoke run. */
export const scaled = (full: number, small: number): number => (smoke ? small : full);

/** Writes the file's figures to `<name>.json` in BENCH_OUT_DIR (when set), for the bench script to read. */
export function writeFigures(name: string, figures: Record<string, number>): void {
  const dir = process.env.BENCH_OUT_DIR;
  if (dir) writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(figures));
}

/** The median of `runs` timings of `fn`, in milliseconds, rounded to `decimals` places. */
export async function medianMs(runs: number, fn: () => Promise<unknown>, decimals = 0): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const unit = 10 ** decimals;
  return Math.round(times[Math.floor(runs / 2)] * unit) / unit;
}

/** Rounded to one decimal place. */
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The `p`-th percentile of `times` (nearest rank), rounded to one decimal place. */
export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return round1(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** What every benchmark file starts from: a test database and app, three signed-in users, its figures. */
export interface BenchContext {
  readonly ctx: TestContext;
  readonly users: SignedInUsers;
  /** `http://127.0.0.1:<port>` when the app listens (`{ listen: true }`): timings as a client sees them. */
  readonly base: string;
  /** Written to `<name>.json` once the file's tests are done. */
  readonly figures: Record<string, number>;
  /** `call(method, url, payload?, cookie?)` through `app.inject`, as the operator unless told. */
  readonly call: ReturnType<typeof apiCaller>;
}

/**
 * Registers the file's set-up and tear-down (Jest hooks) and returns the context they fill in.
 * Call it once, at the top of a benchmark file.
 */
export function benchContext(name: string, { listen = false } = {}): BenchContext {
  let ctx: TestContext | undefined;
  let users: SignedInUsers | undefined;
  let base = '';
  const figures: Record<string, number> = {};
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('benchContext: used before its beforeAll ran');
    return value;
  };
  beforeAll(async () => {
    ctx = await createTestContext();
    users = await signedInUsers(ctx.db);
    if (listen) {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    }
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    writeFigures(name, figures);
  });
  return {
    get ctx() {
      return ready(ctx);
    },
    get users() {
      return ready(users);
    },
    get base() {
      return base;
    },
    figures,
    call: apiCaller(
      () => ready(ctx),
      () => ready(users).operator,
    ),
  };
}
