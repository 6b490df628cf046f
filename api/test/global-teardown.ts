import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const pg = globalThis.__HAM_TEST_PG__;
  if (!pg) return;
  await pg.server.stop();
  await rm(pg.dir, { recursive: true, force: true });
}
