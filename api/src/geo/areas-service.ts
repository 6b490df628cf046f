import { type Area, type AreaUpdate, type AreaWrite, messages } from '@ham/contracts';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { badRequest, conflict, foundOr404, inUse, notFound } from '../errors';
import { deleteArea, findArea, insertArea, updateArea } from './areas-repository';
import { findCountry } from './countries-repository';

const AREA_NOT_FOUND = 'Area non trovata';
const DUPLICATE_NAME = "Esiste già un'area con questo nome in questa nazione.";
const IN_USE = "Impossibile eliminare l'area: è usata da una o più località.";

async function assertCountry(db: Db, countryId: string): Promise<void> {
  if (!(await findCountry(db, countryId))) {
    throw badRequest(messages.validation, { countryId: 'Nazione non valida' });
  }
}

/** The unique (name, country) index answers a duplicate, even between two concurrent saves. */
function duplicateAsConflict(error: unknown): never {
  if (isPgError(error, PG.uniqueViolation)) throw conflict('Conflict', DUPLICATE_NAME);
  throw error;
}

export async function getArea(db: Db, id: number): Promise<Area> {
  return foundOr404(findArea(db, id), AREA_NOT_FOUND);
}

export async function createArea(db: Db, input: AreaWrite): Promise<Area> {
  await assertCountry(db, input.countryId);
  const id = await insertArea(db, input).catch(duplicateAsConflict);
  return getArea(db, id);
}

/** Saves only if nobody changed the area since it was read (`version`); 409 StaleRecord otherwise. */
export async function saveArea(db: Db, id: number, { version, ...input }: AreaUpdate): Promise<Area> {
  await assertCountry(db, input.countryId);
  return db.transaction().execute(async (tx) => {
    await updateArea(tx, id, version, input, AREA_NOT_FOUND).catch(duplicateAsConflict);
    return foundOr404(findArea(tx, id), AREA_NOT_FOUND);
  });
}

export async function removeArea(db: Db, id: number): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deleteArea(db, id);
  } catch (error) {
    // Restricted by the locations' foreign key: race-free, unlike a check before deleting.
    if (isPgError(error, PG.foreignKeyViolation)) throw inUse(IN_USE);
    throw error;
  }
  if (!deleted) throw notFound(AREA_NOT_FOUND);
}
