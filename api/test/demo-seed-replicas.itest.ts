import { createDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed/demo';
import { contextSuite } from './helpers';

/**
 * Security audit, defect 11 (docs/SECURITY.md): replicas started together on an empty database in demo mode seed it
 * once; none fails on a duplicate key (the audit saw one exit in 3 of 3 tries).
 */

const t = contextSuite();

test('three replicas seeding one empty database at once: one seeds, the others find the data', async () => {
  // Three connection pools, as three API processes would have.
  const replicas = [
    t.ctx.db,
    createDatabase(t.ctx.config.databaseUrl!, 2),
    createDatabase(t.ctx.config.databaseUrl!, 2),
  ];
  try {
    const results = await Promise.allSettled(replicas.map((db) => seedDemoData(db)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const seeded = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(seeded.filter((s) => s === true)).toHaveLength(1);
    expect(seeded.filter((s) => s === false)).toHaveLength(2);
  } finally {
    await Promise.all(replicas.slice(1).map((db) => db.destroy()));
  }
  const agencies = await t.ctx.db
    .selectFrom('agencies')
    .select('id')
    .where('frontoffice_email', '=', 'agenzia@demo.it')
    .execute();
  expect(agencies).toHaveLength(1);
});
