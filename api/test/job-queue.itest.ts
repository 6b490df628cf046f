// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): pg-boss timers and workers
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { createTestContext, type TestContext } from './helpers';

// Two replicas starting together create the same pg-boss queues at the same moment: pg-boss's
// create_queue can then deadlock in PostgreSQL (40P01: a replica failed to start in the
// two-replicas test). JobQueue.createQueue takes turns under an advisory lock.
let ctx: TestContext;
let replicas: JobQueue[];

beforeAll(async () => {
  ctx = await createTestContext();
  replicas = await Promise.all([1, 2, 3].map(() => startJobQueue(ctx.config.databaseUrl!, () => {})));
});
afterAll(async () => {
  await Promise.all(replicas.map((q) => q.stop()));
  await ctx.close();
});

test('three replicas creating the same queues together: every call succeeds, each queue once with its options', async () => {
  const names = Array.from({ length: 8 }, (_, i) => `test-race-${Date.now()}-${i}`);
  await Promise.all(
    names.flatMap((name) =>
      replicas.map((q, r) => q.createQueue(name, { name, policy: 'singleton', retryLimit: r + 1 })),
    ),
  );
  for (const name of names) {
    const queue = await replicas[0].boss.getQueue(name);
    expect(queue?.name).toBe(name);
    expect(queue?.policy).toBe('singleton');
    // The last replica's options win: an existing queue is updated, never created twice.
    expect([1, 2, 3]).toContain(queue?.retryLimit);
  }
});
