import type { Executor } from '../db/executor';

/** SQL of the references a service names: its location and guest types. */

/** The id of a location, when it exists. */
export async function findLocationId(db: Executor, id: number) {
  return db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst();
}

/** Those of the guest type ids that exist. */
export async function findGuestTypeIds(db: Executor, ids: string[]) {
  return db.selectFrom('guest_types').select('id').where('id', 'in', ids).execute();
}
