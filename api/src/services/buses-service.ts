import type { Bus, BusUpdate, BusWrite } from '@ham/contracts';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { deleteBus, findBus, insertBus, replaceBusPrices, updateBus } from './buses-repository';
import { deleteOrInUse, referenceErrors, type ServiceTexts, throwIfFields } from './service-errors';

// The price rows' own rules (maxSeats and price required, no duplicate seats, sorted by
// seats) are in the contract's schema (`busPriceRows`), shared with the form.

const texts: ServiceTexts = {
  notFound: 'Servizio bus non trovato',
  inUse: 'Impossibile eliminare il servizio bus: è usato in una o più pratiche.',
};

async function assertValid(db: Db, input: BusWrite): Promise<void> {
  throwIfFields((await referenceErrors(db, { locationId: input.locationId })).fields);
}

export async function getBus(db: Db, id: number): Promise<Bus> {
  const bus = await findBus(db, id);
  if (!bus) throw notFound(texts.notFound);
  return bus;
}

/** The service and its price rows in one transaction. */
export async function createBus(db: Db, input: BusWrite): Promise<Bus> {
  await assertValid(db, input);
  const id = await db.transaction().execute(async (tx) => {
    const newId = await insertBus(tx, input);
    await replaceBusPrices(tx, newId, input);
    return newId;
  });
  return getBus(db, id);
}

/** Versioned save (409 StaleRecord) replacing the price rows in the same transaction. */
export async function saveBus(db: Db, id: number, { version, ...input }: BusUpdate): Promise<Bus> {
  await assertValid(db, input);
  return db.transaction().execute(async (tx) => {
    await updateBus(tx, id, version, input, texts.notFound);
    await replaceBusPrices(tx, id, input);
    const bus = await findBus(tx, id);
    if (!bus) throw notFound(texts.notFound);
    return bus;
  });
}

export const removeBus = (db: Db, id: number) => deleteOrInUse(() => deleteBus(db, id), texts);
