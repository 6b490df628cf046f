import type { AvailabilityBlock } from '@ham/contracts';
import type { Executor } from '../db/executor';

const columns = [
  'b.id',
  'b.hotel_id',
  'b.begin',
  'b.end',
  'b.guest_type_id',
  'gt.name as guest_type_name',
  'b.places',
  'b.expiration_days',
  'b.version',
] as const;

const blocks = (db: Executor) =>
  db.selectFrom('availability_blocks as b').innerJoin('guest_types as gt', 'gt.id', 'b.guest_type_id');

type Row = {
  id: number;
  hotel_id: number;
  begin: string;
  end: string;
  guest_type_id: string;
  guest_type_name: string;
  places: number;
  expiration_days: number;
  version: number;
};

const toBlock = (r: Row): AvailabilityBlock => ({
  id: r.id,
  hotelId: r.hotel_id,
  begin: r.begin,
  end: r.end,
  guestTypeId: r.guest_type_id,
  guestType: { id: r.guest_type_id, name: r.guest_type_name },
  places: r.places,
  expirationDays: r.expiration_days,
  version: r.version,
});

export async function listBlocks(
  db: Executor,
  hotelId: number,
  filters: { type?: string; endingFrom?: string },
): Promise<AvailabilityBlock[]> {
  let q = blocks(db).select(columns).where('b.hotel_id', '=', hotelId);
  if (filters.type) q = q.where('b.guest_type_id', '=', filters.type);
  if (filters.endingFrom) q = q.where('b.end', '>=', filters.endingFrom);
  const rows = await q.orderBy('b.begin').orderBy('b.guest_type_id').orderBy('b.id').execute();
  return rows.map(toBlock);
}

export async function findBlock(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<AvailabilityBlock | undefined> {
  let q = blocks(db).select(columns).where('b.id', '=', id);
  if (forUpdate) q = q.forUpdate(['b']);
  const row = await q.executeTakeFirst();
  return row && toBlock(row);
}
