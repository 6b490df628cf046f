import type { Executor } from '../db/executor';

/** SQL of the quote options (docs/product/agency-portal.md#quote-options): the flag, the agency's surcharge, the freebies. */

/** The global 'selfQuoteEnabled' flag (off when missing). */
export async function selfQuoteEnabled(db: Executor): Promise<boolean> {
  const flag = await db
    .selectFrom('feature_flags')
    .select('enabled')
    .where('id', '=', 'selfQuoteEnabled')
    .executeTakeFirst();
  return flag?.enabled ?? false;
}

/** The agency's surcharge per person per night (cents), when the agency exists. */
export async function findSurcharge(db: Executor, agencyId: number) {
  return db
    .selectFrom('agencies')
    .select('surcharge_per_guest')
    .where('id', '=', agencyId)
    .executeTakeFirst();
}

/** The freebie rule (with its accommodation's name) of the hotels' offers for a guest type. */
export async function findFreebies(db: Executor, hotelIds: number[], guestTypeId: string) {
  return db
    .selectFrom('hotel_offers as o')
    .leftJoin('ref_items as acc', (j) =>
      j.onRef('acc.id', '=', 'o.freebie_accomodation_id').on('acc.list', '=', 'accomodationTypes'),
    )
    .select(['o.hotel_id', 'o.freebie_every', 'o.freebie_accomodation_id', 'acc.name'])
    .where('o.hotel_id', 'in', hotelIds)
    .where('o.guest_type_id', '=', guestTypeId)
    .execute();
}
