import { type Guide, type GuideUpdate, type GuideWrite, serviceMessages } from '@ham/contracts';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { deleteGuide, findGuide, insertGuide, updateGuide } from './guides-repository';
import { deleteOrInUse, referenceErrors, type ServiceTexts, throwIfFields } from './service-errors';

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

export async function getGuide(db: Db, id: number): Promise<Guide> {
  const guide = await findGuide(db, id);
  if (!guide) throw notFound(texts.notFound);
  return guide;
}

export async function createGuide(db: Db, input: GuideWrite): Promise<Guide> {
  await assertValid(db, input);
  return getGuide(db, await insertGuide(db, input));
}

/** Saves only if nobody changed the service since it was read (409 StaleRecord). */
export async function saveGuide(db: Db, id: number, { version, ...input }: GuideUpdate): Promise<Guide> {
  await assertValid(db, input);
  return db.transaction().execute(async (tx) => {
    await updateGuide(tx, id, version, input, texts.notFound);
    const guide = await findGuide(tx, id);
    if (!guide) throw notFound(texts.notFound);
    return guide;
  });
}

export const removeGuide = (db: Db, id: number) => deleteOrInUse(() => deleteGuide(db, id), texts);
