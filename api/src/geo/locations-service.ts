import {
  type Location,
  type LocationListQuery,
  type LocationUpdate,
  type LocationWrite,
  locationMessages,
  messages,
  type Paged,
} from '@ham/contracts';
import type { Tx } from '../db/executor';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { badRequest, conflict, foundOr404, inUse, notFound } from '../errors';
import {
  deleteLocation,
  findLocation,
  insertLocation,
  listLocations,
  lockedAreaCountry,
  updateLocation,
} from './locations-repository';

/** A location lies in its area's country (docs/product/geo-and-config.md#countries-areas-locations); the area is locked until commit. */
async function assertAreaAndCountry(tx: Tx, input: LocationWrite): Promise<void> {
  const areaCountry = await lockedAreaCountry(tx, input.areaId);
  if (!areaCountry) throw badRequest(messages.validation, { areaId: locationMessages.invalidArea });
  if (areaCountry !== input.countryId) {
    throw badRequest(messages.validation, { countryId: locationMessages.areaCountry });
  }
}

async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    // The unique (name, area) index answers a duplicate, even between two concurrent saves.
    if (isPgError(error, PG.uniqueViolation)) throw conflict('Conflict', locationMessages.duplicate);
    throw error;
  }
}

export function listLocationItems(db: Db, query: LocationListQuery): Promise<Paged<Location>> {
  return listLocations(db, query);
}

export async function getLocation(db: Db, id: number): Promise<Location> {
  return foundOr404(findLocation(db, id), locationMessages.notFound);
}

export function createLocation(db: Db, input: LocationWrite): Promise<Location> {
  return inTransaction(db, async (tx) => {
    await assertAreaAndCountry(tx, input);
    const id = await insertLocation(tx, input);
    return (await findLocation(tx, id))!;
  });
}

/** Saves only if nobody changed the location since it was read (`version`); 409 StaleRecord otherwise. */
export function saveLocation(db: Db, id: number, { version, ...input }: LocationUpdate): Promise<Location> {
  return inTransaction(db, async (tx) => {
    if (!(await findLocation(tx, id))) throw notFound(locationMessages.notFound);
    await assertAreaAndCountry(tx, input);
    await updateLocation(tx, id, version, input, locationMessages.notFound);
    return (await findLocation(tx, id))!;
  });
}

export async function removeLocation(db: Db, id: number): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deleteLocation(db, id);
  } catch (error) {
    // Hotels, restaurants, buses and guides reference their location (restrict): a location
    // in use fails here with a foreign-key violation, race-free, and answers 409 InstanceInUse.
    if (isPgError(error, PG.foreignKeyViolation)) throw inUse(locationMessages.inUse);
    throw error;
  }
  if (!deleted) throw notFound(locationMessages.notFound);
}
