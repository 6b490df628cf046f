import { type Insertable, sql } from 'kysely';
import type { Executor, Tx } from '../db/executor';
import type { AgencyTable, ConfigGroupTable } from '../db/schema';

/** SQL of the core demo seed (demo mode only): the lock, areas and locations, agencies, configuration. */

/** Takes the seed's transaction-level advisory lock: replicas starting together take turns. */
export async function lockDemoSeed(tx: Tx): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('ham:demo-seed'))`.execute(tx);
}

/** An Italian area and its places (locations). */
export async function insertAreaWithLocations(
  tx: Executor,
  areaName: string,
  places: string[],
): Promise<void> {
  const area = await tx
    .insertInto('areas')
    .values({ name: areaName, country_id: 'IT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('locations')
    .values(places.map((name) => ({ name, area_id: area.id, country_id: 'IT' })))
    .execute();
}

export async function insertAgencies(
  tx: Executor,
  rows: Insertable<AgencyTable> | Insertable<AgencyTable>[],
): Promise<void> {
  await tx.insertInto('agencies').values(rows).execute();
}

/** A configuration group, unless it is already there. */
export async function insertConfigGroupIfMissing(
  tx: Executor,
  row: Insertable<ConfigGroupTable>,
): Promise<void> {
  await tx
    .insertInto('config_groups')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
