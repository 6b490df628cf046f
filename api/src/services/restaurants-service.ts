import type { Restaurant, RestaurantUpdate, RestaurantWrite } from '@ham/contracts';
import type { Db } from '../db/schema';
import { menuErrors, menuGuestTypes } from './restaurant-menus';
import {
  deleteRestaurant,
  findRestaurant,
  insertRestaurant,
  replaceMenus,
  updateRestaurant,
} from './restaurants-repository';
import { referenceErrors, type ServiceTexts, throwIfFields } from './service-errors';
import { serviceKind } from './service-kind';

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

/**
 * The restaurant and its menus in one transaction. Saves only if nobody changed the restaurant
 * since it was read (409 StaleRecord); a refused save leaves the previous menus intact.
 */
export const {
  get: getRestaurant,
  create: createRestaurant,
  save: saveRestaurant,
  remove: removeRestaurant,
} = serviceKind<Restaurant, RestaurantUpdate>({
  texts,
  assertValid,
  find: findRestaurant,
  insert: insertRestaurant,
  update: updateRestaurant,
  replaceChildren: replaceMenus,
  delete: deleteRestaurant,
});
