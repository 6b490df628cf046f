import type { ExpiredOption, Paged, PageQuery } from '@ham/contracts';
import { allotmentMessages, todayInRome } from '@ham/contracts';
import { fetchPage } from '../db/paging';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { deleteHoldRow } from './holds-repository';

/** GET /allotment/options/expired: options whose expiry is before today, most recently expired first. */
export async function listExpiredOptions(
  db: Db,
  page: PageQuery,
  today = todayInRome(),
): Promise<Paged<ExpiredOption>> {
  const query = db
    .selectFrom('holds as x')
    .innerJoin('hotels as h', 'h.id', 'x.hotel_id')
    .innerJoin('guest_types as gt', 'gt.id', 'x.guest_type_id')
    .leftJoin('stays as st', 'st.id', 'x.stay_id')
    .select([
      'x.id',
      'x.expires',
      'h.id as hotel_id',
      'h.name as hotel_name',
      'x.begin',
      'x.end',
      'x.places',
      'gt.id as guest_type_id',
      'gt.name as guest_type_name',
      'x.contact',
      'x.stay_id',
      'st.case_number',
    ])
    .where('x.kind', '=', 'option')
    .where('x.expires', '<', today)
    .orderBy('x.expires', 'desc')
    .orderBy('x.id', 'desc');
  const result = await fetchPage(query, page);
  return {
    ...result,
    items: result.items.map((r) => ({
      id: r.id,
      expires: r.expires as string,
      hotel: { id: r.hotel_id, name: r.hotel_name },
      begin: r.begin,
      end: r.end,
      places: r.places,
      guestType: { id: r.guest_type_id, name: r.guest_type_name },
      contact: r.contact,
      stayId: r.stay_id,
      caseNumber: r.case_number ?? null,
    })),
  };
}

/** DELETE /allotment/options/:id: removes an option (expired or not); reservations are not touched here. */
export async function deleteOption(db: Db, id: number): Promise<void> {
  const removed = await db.transaction().execute((tx) => deleteHoldRow(tx, id, 'option'));
  if (!removed) throw notFound(allotmentMessages.optionNotFound);
}
