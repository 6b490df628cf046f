import type { Bus, BusUpdate, BusWrite } from '@ham/contracts';
import type { Db } from '../db/schema';
import { deleteBus, findBus, insertBus, replaceBusPrices, updateBus } from './buses-repository';
import { referenceErrors, type ServiceTexts, throwIfFields } from './service-errors';
import { serviceKind } from './service-kind';

// The price rows' own rules (maxSeats and price required, no duplicate seats, sorted by
// seats) are in the contract's schema (`busPriceRows`), shared with the form.

const texts: ServiceTexts = {
  notFound: 'Servizio bus non trovato',
  inUse: 'Impossibile eliminare il servizio bus: è usato in una o più pratiche.',
};

async function assertValid(db: Db, input: BusWrite): Promise<void> {
  throwIfFields((await referenceErrors(db, { locationId: input.locationId })).fields);
}

/** The service and its price rows in one transaction; versioned save (409 StaleRecord). */
export const {
  get: getBus,
  create: createBus,
  save: saveBus,
  remove: removeBus,
} = serviceKind<Bus, BusUpdate>({
  texts,
  assertValid,
  find: findBus,
  insert: insertBus,
  update: updateBus,
  replaceChildren: replaceBusPrices,
  delete: deleteBus,
});
