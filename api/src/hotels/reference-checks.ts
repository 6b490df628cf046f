import type { GuestType } from '@ham/contracts';
import type { Executor } from '../db/executor';
import { findGuestTypeRow, findRefItemId } from './reference-repository';

/** Reference data (docs/product/reference-data.md) the hotel rules check against; small tables, read when needed. */

export { listGuestTypes, serviceClassIds } from './reference-repository';

export async function findGuestType(db: Executor, id: string): Promise<GuestType | undefined> {
  const r = await findGuestTypeRow(db, id);
  return (
    r && {
      id: r.id,
      name: r.name,
      baseAccomodationId: r.base_accomodation_id,
      extraAccomodationIds: r.extra_accomodation_ids,
    }
  );
}

export async function refItemExists(db: Executor, list: string, id: string): Promise<boolean> {
  return (await findRefItemId(db, list, id)) !== undefined;
}
