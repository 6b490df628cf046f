import type { GuestType } from '@ham/contracts';
import type { Executor } from '../db/executor';

/** Reference data (DECISIONS §4) the hotel rules check against; small tables, read when needed. */
export async function findGuestType(db: Executor, id: string): Promise<GuestType | undefined> {
  const r = await db
    .selectFrom('guest_types')
    .select(['id', 'name', 'base_accomodation_id', 'extra_accomodation_ids'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      id: r.id,
      name: r.name,
      baseAccomodationId: r.base_accomodation_id,
      extraAccomodationIds: r.extra_accomodation_ids,
    }
  );
}

export async function listGuestTypes(db: Executor): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('guest_types').select(['id', 'name']).orderBy('sort').execute();
}

export async function serviceClassIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('service_classes').select('id').orderBy('sort').execute();
  return rows.map((r) => r.id);
}

export async function refItemExists(db: Executor, list: string, id: string): Promise<boolean> {
  const r = await db
    .selectFrom('ref_items')
    .select('id')
    .where('list', '=', list)
    .where('id', '=', id)
    .executeTakeFirst();
  return r !== undefined;
}
