// npm run fuzz [-- --runs 300 --seed 1234 --seconds 1800]: the API fuzz suite (api/test/fuzz) for longer than
// `npm test` does: more cases per route, a new seed each time (printed, to replay a failure with
// --seed), failures shrunk to a minimal request. Real embedded PostgreSQL, as the API tests.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, run } from './lib/workspaces.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    seed: { type: 'string' },
    seconds: { type: 'string', default: '1800' },
  },
});
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: ${values.runs} cases per route, seed ${seed} (replay: npm run fuzz -- --seed ${seed})`);
await run(
  process.execPath,
  [
    '--experimental-vm-modules',
    path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--selectProjects',
    'api',
    '--runInBand',
    'api/test/fuzz/fuzz.itest.ts',
  ],
  {
    env: {
      ...process.env,
      FUZZ_RUNS: values.runs,
      FUZZ_SEED: seed,
      FUZZ_SECONDS: values.seconds,
      FUZZ_SHRINK: 'true',
    },
  },
).catch(() => process.exit(1));
