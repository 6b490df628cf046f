import type { ExpiredOption, Paged, PageQuery } from '@ham/contracts';
import { allotmentMessages, todayInRome } from '@ham/contracts';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { deleteHoldRow, listExpiredOptionsBefore } from './holds-repository';

/** GET /allotment/options/expired: options whose expiry is before today, most recently expired first. */
export async function listExpiredOptions(
  db: Db,
  page: PageQuery,
  today = todayInRome(),
): Promise<Paged<ExpiredOption>> {
  return listExpiredOptionsBefore(db, today, page);
}

/** DELETE /allotment/options/:id: removes an option (expired or not); reservations are not touched here. */
export async function deleteOption(db: Db, id: number): Promise<void> {
  const removed = await db.transaction().execute((tx) => deleteHoldRow(tx, id, 'option'));
  if (!removed) throw notFound(allotmentMessages.optionNotFound);
}
