import {
  type AvailabilityBlock,
  type AvailabilityBlockUpdate,
  type AvailabilityBlockWrite,
  hotelMessages,
  maxDate,
  messages,
  minDate,
  type ShortNight,
  todayInRome,
} from '@ham/contracts';
import { lockAllotment } from '../allotment/holds-repository';
import { nightsOf, notEnoughPlaces } from '../allotment/holds-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { badRequest, foundOr404, notFound, stale } from '../errors';
import { deleteBlock, findBlock, insertBlock, listBlocks, updateBlockAtVersion } from './avails-repository';
import { getHotel } from './hotels-service';
import { findGuestType } from './reference-checks';

const NOT_FOUND = hotelMessages.blockNotFound;

async function validate(db: Executor, input: AvailabilityBlockWrite): Promise<void> {
  if (!(await findGuestType(db, input.guestTypeId))) {
    throw badRequest(messages.validation, { guestTypeId: hotelMessages.invalidGuestType });
  }
  // The period's length (at most MAX_PERIOD_DAYS) is checked by the contract's schema.
}

/** Nights (today or later) where a change leaves holds over the allotment, beyond what was already there. */
async function deficits(
  tx: Executor,
  hotelId: number,
  guestTypeId: string,
  from: string,
  to: string,
  today: string,
): Promise<Map<string, ShortNight>> {
  const out = new Map<string, ShortNight>();
  const first = from < today ? today : from;
  if (to < first) return out;
  for (const n of await nightsOf(tx, hotelId, guestTypeId, first, to, today)) {
    const held = n.optioned + n.reserved;
    if (held > n.allotted)
      out.set(n.date, { date: n.date, requested: held, available: n.allotted, missing: held - n.allotted });
  }
  return out;
}

/**
 * Runs a block change under the allotment lock of every guest type it touches and
 * refuses (409 NotEnoughPlaces) one that leaves current holds without places, unless force.
 */
async function guardedChange(
  db: Db,
  scopes: { hotelId: number; guestTypeId: string; begin: string; end: string }[],
  force: boolean,
  change: (tx: Executor) => Promise<number | null>,
): Promise<number | null> {
  const today = todayInRome();
  return db.transaction().execute(async (tx) => {
    const sorted = [...scopes].sort((a, b) => a.guestTypeId.localeCompare(b.guestTypeId));
    for (const s of sorted) await lockAllotment(tx, s.hotelId, s.guestTypeId);
    const before = await Promise.all(
      scopes.map((s) => deficits(tx, s.hotelId, s.guestTypeId, s.begin, s.end, today)),
    );
    const id = await change(tx);
    if (!force) {
      const worse: ShortNight[] = [];
      for (const [i, s] of scopes.entries()) {
        for (const n of (await deficits(tx, s.hotelId, s.guestTypeId, s.begin, s.end, today)).values()) {
          if (n.missing > (before[i].get(n.date)?.missing ?? 0)) worse.push(n);
        }
      }
      if (worse.length) throw notEnoughPlaces(worse.sort((a, b) => a.date.localeCompare(b.date)));
    }
    return id;
  });
}

export async function getBlocks(db: Db, hotelId: number, filters: { type?: string; current: boolean }) {
  await getHotel(db, hotelId);
  return listBlocks(db, hotelId, {
    type: filters.type,
    endingFrom: filters.current ? todayInRome() : undefined,
  });
}

export async function getBlock(db: Executor, id: number): Promise<AvailabilityBlock> {
  return foundOr404(findBlock(db, id), NOT_FOUND);
}

export async function createBlock(
  db: Db,
  hotelId: number,
  input: AvailabilityBlockWrite,
): Promise<AvailabilityBlock> {
  await getHotel(db, hotelId);
  await validate(db, input);
  return getBlock(db, await insertBlock(db, hotelId, input));
}

export async function saveBlock(
  db: Db,
  id: number,
  { version, ...input }: AvailabilityBlockUpdate,
  force: boolean,
): Promise<AvailabilityBlock> {
  await validate(db, input);
  const current = await getBlock(db, id);
  const scopes =
    current.guestTypeId === input.guestTypeId
      ? [
          {
            hotelId: current.hotelId,
            guestTypeId: input.guestTypeId,
            begin: minDate(current.begin, input.begin),
            end: maxDate(current.end, input.end),
          },
        ]
      : [
          {
            hotelId: current.hotelId,
            guestTypeId: current.guestTypeId,
            begin: current.begin,
            end: current.end,
          },
          { hotelId: current.hotelId, guestTypeId: input.guestTypeId, begin: input.begin, end: input.end },
        ];
  await guardedChange(db, scopes, force, async (tx) => {
    const updated = await updateBlockAtVersion(tx, id, version, input);
    if (!updated) throw (await findBlock(tx, id)) ? stale() : notFound(NOT_FOUND);
    return id;
  });
  return getBlock(db, id);
}

export async function removeBlock(db: Db, id: number, force: boolean): Promise<void> {
  const current = await getBlock(db, id);
  await guardedChange(db, [current], force, async (tx) => {
    if (!(await deleteBlock(tx, id))) throw notFound(NOT_FOUND);
    return null;
  });
}
