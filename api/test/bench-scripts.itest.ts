// @runtime-sensitive (child process, ESM loading through tsx)
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestContext, type TestContext } from './helpers';

/**
 * The benches' data script (scripts/bench/allotment-data.mts) runs the API's own sources through
 * tsx, as `npm run bench` does on a fresh clone: the API's modules and `@ham/contracts` must load
 * as ES modules there too (a CommonJS-typed package once failed with "does not provide an export
 * named 'messages'").
 */
const root = path.resolve(import.meta.dirname, '..', '..');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('the allotment bench data script signs a bench user in against a database', async () => {
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'scripts/bench/allotment-data.mts'), 'session', ctx.config.databaseUrl ?? ''],
    { cwd: root },
  );
  const { cookie } = JSON.parse(stdout) as { cookie: string };
  expect(cookie).toMatch(/^ham_session=/);
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie } });
  expect(me.statusCode).toBe(200);
});
