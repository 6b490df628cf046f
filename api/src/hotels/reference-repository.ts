import type { Executor } from '../db/executor';

/** SQL of the reference data (docs/product/reference-data.md) the hotel rules check against; reference-checks.ts maps it. */

export function findGuestTypeRow(db: Executor, id: string) {
  return db
    .selectFrom('guest_types')
    .select(['id', 'name', 'base_accomodation_id', 'extra_accomodation_ids'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listGuestTypes(db: Executor): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('guest_types').select(['id', 'name']).orderBy('sort').execute();
}

export async function serviceClassIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('service_classes').select('id').orderBy('sort').execute();
  return rows.map((r) => r.id);
}

export function findRefItemId(db: Executor, list: string, id: string) {
  return db
    .selectFrom('ref_items')
    .select('id')
    .where('list', '=', list)
    .where('id', '=', id)
    .executeTakeFirst();
}
