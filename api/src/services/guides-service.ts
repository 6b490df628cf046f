import { type Guide, type GuideUpdate, type GuideWrite, serviceMessages } from '@ham/contracts';
import type { Db } from '../db/schema';
import { deleteGuide, findGuide, insertGuide, updateGuide } from './guides-repository';
import { referenceErrors, type ServiceTexts, throwIfFields } from './service-errors';
import { serviceKind } from './service-kind';

const texts: ServiceTexts = {
  notFound: 'Servizio guida non trovato',
  inUse: 'Impossibile eliminare il servizio guida: è usato in una o più pratiche.',
};

/** 400 unless the location exists and the guest type ('Tipologia') is one of /static. */
async function assertValid(db: Db, input: GuideWrite): Promise<void> {
  const guestTypeIds = input.guestTypeId ? [input.guestTypeId] : [];
  const { fields, knownGuestTypes } = await referenceErrors(db, {
    locationId: input.locationId,
    guestTypeIds,
  });
  if (input.guestTypeId && !knownGuestTypes.has(input.guestTypeId)) {
    fields.guestTypeId = serviceMessages.invalidGuestType;
  }
  throwIfFields(fields);
}

/** Saves only if nobody changed the service since it was read (409 StaleRecord). */
export const {
  get: getGuide,
  create: createGuide,
  save: saveGuide,
  remove: removeGuide,
} = serviceKind<Guide, GuideUpdate>({
  texts,
  assertValid,
  find: findGuide,
  insert: insertGuide,
  update: updateGuide,
  delete: deleteGuide,
});
