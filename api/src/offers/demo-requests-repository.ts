import type { Executor } from '../db/executor';

/** The demo agency's front-office login (its id and address), by the agency's front-office e-mail. */
export async function findDemoAgencyLogin(tx: Executor, email: string) {
  return tx
    .selectFrom('agencies as a')
    .innerJoin('accounts as u', 'u.agency_id', 'a.id')
    .select(['a.id as agencyId', 'u.id as accountId', 'u.email'])
    .where('a.frontoffice_email', '=', email)
    .orderBy('u.id')
    .executeTakeFirst();
}

/**
 * An area and two of its visible hotels with an active school price list and a school block
 * covering `begin` .. `end` (the first such area): what the demo offer proposes.
 */
export async function findDemoOfferHotels(tx: Executor, begin: string, end: string) {
  const rows = await tx
    .selectFrom('availability_blocks as b')
    .innerJoin('hotel_offers as o', (j) =>
      j.onRef('o.hotel_id', '=', 'b.hotel_id').on('o.guest_type_id', '=', 's'),
    )
    .innerJoin('hotels as h', 'h.id', 'b.hotel_id')
    .select(['h.area_id', 'b.hotel_id'])
    .distinct()
    .where('b.guest_type_id', '=', 's')
    .where('o.active', '=', true)
    .where('h.hidden', '=', false)
    .where('h.area_id', 'is not', null)
    .where('b.begin', '<=', begin)
    .where('b.end', '>=', end)
    .orderBy('h.area_id')
    .orderBy('b.hotel_id')
    .execute();
  const byArea = new Map<number, number[]>();
  for (const { area_id, hotel_id } of rows) {
    const hotels = byArea.get(area_id as number) ?? [];
    hotels.push(hotel_id);
    byArea.set(area_id as number, hotels);
    if (hotels.length === 2) return { areaId: area_id as number, hotelIds: hotels };
  }
  return null;
}
