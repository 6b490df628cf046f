import {
  bus,
  busHit,
  busListItem,
  busUpdate,
  busWrite,
  guide,
  guideHit,
  guideListItem,
  guideUpdate,
  guideWrite,
  restaurant,
  restaurantHit,
  restaurantListItem,
  restaurantUpdate,
  restaurantWrite,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/schema';
import { listBuses, searchBuses } from './buses-repository';
import { createBus, getBus, removeBus, saveBus } from './buses-service';
import { serviceCrudRoutes } from './crud-routes';
import { listGuides, searchGuides } from './guides-repository';
import { createGuide, getGuide, removeGuide, saveGuide } from './guides-service';
import { listRestaurants, searchRestaurants } from './restaurants-repository';
import { createRestaurant, getRestaurant, removeRestaurant, saveRestaurant } from './restaurants-service';

/** /services/restaurants, /services/buses, /services/guides (SPEC §7 Services). */
export const servicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  await app.register(
    serviceCrudRoutes({
      path: '/services/restaurants',
      schemas: {
        item: restaurant,
        listItem: restaurantListItem,
        hit: restaurantHit,
        write: restaurantWrite,
        update: restaurantUpdate,
      },
      list: listRestaurants,
      search: searchRestaurants,
      get: getRestaurant,
      create: createRestaurant,
      save: saveRestaurant,
      remove: removeRestaurant,
    }),
    opts,
  );
  await app.register(
    serviceCrudRoutes({
      path: '/services/buses',
      schemas: { item: bus, listItem: busListItem, hit: busHit, write: busWrite, update: busUpdate },
      list: listBuses,
      search: searchBuses,
      get: getBus,
      create: createBus,
      save: saveBus,
      remove: removeBus,
    }),
    opts,
  );
  await app.register(
    serviceCrudRoutes({
      path: '/services/guides',
      schemas: {
        item: guide,
        listItem: guideListItem,
        hit: guideHit,
        write: guideWrite,
        update: guideUpdate,
      },
      list: listGuides,
      search: searchGuides,
      get: getGuide,
      create: createGuide,
      save: saveGuide,
      remove: removeGuide,
    }),
    opts,
  );
};
