import type { AvailabilityBlock, AvailabilityBlockWrite } from '@ham/contracts';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { deleteRow } from '../db/rows';

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

/** Inserts a block of the hotel; answers its id. */
export async function insertBlock(
  db: Executor,
  hotelId: number,
  input: AvailabilityBlockWrite,
): Promise<number> {
  const row = await db
    .insertInto('availability_blocks')
    .values({
      hotel_id: hotelId,
      guest_type_id: input.guestTypeId,
      begin: input.begin,
      end: input.end,
      places: input.places,
      expiration_days: input.expirationDays,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the block if it still has `version` (then one more); false when it is gone or changed. */
export async function updateBlockAtVersion(
  db: Executor,
  id: number,
  version: number,
  input: AvailabilityBlockWrite,
): Promise<boolean> {
  const r = await db
    .updateTable('availability_blocks')
    .set({
      guest_type_id: input.guestTypeId,
      begin: input.begin,
      end: input.end,
      places: input.places,
      expiration_days: input.expirationDays,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Deletes the block; false when there was none. */
export async function deleteBlock(db: Executor, id: number): Promise<boolean> {
  return deleteRow(db, 'availability_blocks', id);
}
