import { writeFileSync } from 'node:fs';
import path from 'node:path';

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
