import { Migrator } from 'kysely';
import { migrations } from './migrations';
import type { Db } from './schema';

/**
 * Runs every pending migration. Kysely takes a lock in the database first, so replicas
 * starting together apply each migration once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrazione ${failed?.migrationName ?? ''} non riuscita`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
