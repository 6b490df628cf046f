import type { Restaurant, RestaurantUpdate, RestaurantWrite } from '@ham/contracts';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { menuErrors, menuGuestTypes } from './restaurant-menus';
import {
  deleteRestaurant,
  findRestaurant,
  insertRestaurant,
  replaceMenus,
  updateRestaurant,
} from './restaurants-repository';
import { deleteOrInUse, referenceErrors, type ServiceTexts, throwIfFields } from './service-errors';

const texts: ServiceTexts = {
  notFound: 'Ristorante non trovato',
  inUse: 'Impossibile eliminare il ristorante: è usato in una o più pratiche.',
};

/** 400 unless the location exists and the menus name known guest types, each with its price. */
async function assertValid(db: Db, input: RestaurantWrite): Promise<void> {
  const { fields, knownGuestTypes } = await referenceErrors(db, {
    locationId: input.locationId,
    guestTypeIds: menuGuestTypes(input),
  });
  throwIfFields({ ...fields, ...menuErrors(input, knownGuestTypes) });
}

export async function getRestaurant(db: Db, id: number): Promise<Restaurant> {
  const restaurant = await findRestaurant(db, id);
  if (!restaurant) throw notFound(texts.notFound);
  return restaurant;
}

/** The restaurant and its menus in one transaction. */
export async function createRestaurant(db: Db, input: RestaurantWrite): Promise<Restaurant> {
  await assertValid(db, input);
  const id = await db.transaction().execute(async (tx) => {
    const newId = await insertRestaurant(tx, input);
    await replaceMenus(tx, newId, input);
    return newId;
  });
  return getRestaurant(db, id);
}

/**
 * Saves only if nobody changed the restaurant since it was read (409 StaleRecord); the menus
 * are replaced in the same transaction, so a refused save leaves the previous ones intact.
 */
export async function saveRestaurant(
  db: Db,
  id: number,
  { version, ...input }: RestaurantUpdate,
): Promise<Restaurant> {
  await assertValid(db, input);
  return db.transaction().execute(async (tx) => {
    await updateRestaurant(tx, id, version, input, texts.notFound);
    await replaceMenus(tx, id, input);
    const restaurant = await findRestaurant(tx, id);
    if (!restaurant) throw notFound(texts.notFound);
    return restaurant;
  });
}

export const removeRestaurant = (db: Db, id: number) => deleteOrInUse(() => deleteRestaurant(db, id), texts);
