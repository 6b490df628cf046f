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
  serviceListQuery,
  serviceSearchQuery,
} from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { crudRoutes } from '../http/crud-routes';
import { listBuses, searchBuses } from './buses-repository';
import { createBus, getBus, removeBus, saveBus } from './buses-service';
import { listGuides, searchGuides } from './guides-repository';
import { createGuide, getGuide, removeGuide, saveGuide } from './guides-service';
import { listRestaurants, searchRestaurants } from './restaurants-repository';
import { createRestaurant, getRestaurant, removeRestaurant, saveRestaurant } from './restaurants-service';

/** /services/restaurants, /services/buses, /services/guides (docs/product/services.md). */
export const servicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  crudRoutes(app, db, {
    ...serviceResource('/services/restaurants'),
    schemas: {
      item: restaurant,
      listItem: restaurantListItem,
      listQuery: serviceListQuery,
      write: restaurantWrite,
      update: restaurantUpdate,
    },
    list: listRestaurants,
    search: { query: serviceSearchQuery, hit: restaurantHit, find: searchRestaurants },
    get: getRestaurant,
    create: createRestaurant,
    save: saveRestaurant,
    remove: removeRestaurant,
  });
  crudRoutes(app, db, {
    ...serviceResource('/services/buses'),
    schemas: {
      item: bus,
      listItem: busListItem,
      listQuery: serviceListQuery,
      write: busWrite,
      update: busUpdate,
    },
    list: listBuses,
    search: { query: serviceSearchQuery, hit: busHit, find: searchBuses },
    get: getBus,
    create: createBus,
    save: saveBus,
    remove: removeBus,
  });
  crudRoutes(app, db, {
    ...serviceResource('/services/guides'),
    schemas: {
      item: guide,
      listItem: guideListItem,
      listQuery: serviceListQuery,
      write: guideWrite,
      update: guideUpdate,
    },
    list: listGuides,
    search: { query: serviceSearchQuery, hit: guideHit, find: searchGuides },
    get: getGuide,
    create: createGuide,
    save: saveGuide,
    remove: removeGuide,
  });
};

/**
 * Staff only, reads and writes alike: operators manage services (docs/product/roles.md); agency users get 403.
 */
const serviceResource = (path: string) => ({
  path,
  tags: ['services'],
  guards: { read: requireStaff, write: requireStaff },
});
