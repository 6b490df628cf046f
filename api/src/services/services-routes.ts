import { busRoutes, guideRoutes, restaurantRoutes } from '@ham/contracts';
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
    ...serviceResource,
    routes: restaurantRoutes,
    list: listRestaurants,
    search: searchRestaurants,
    get: getRestaurant,
    create: createRestaurant,
    save: saveRestaurant,
    remove: removeRestaurant,
  });
  crudRoutes(app, db, {
    ...serviceResource,
    routes: busRoutes,
    list: listBuses,
    search: searchBuses,
    get: getBus,
    create: createBus,
    save: saveBus,
    remove: removeBus,
  });
  crudRoutes(app, db, {
    ...serviceResource,
    routes: guideRoutes,
    list: listGuides,
    search: searchGuides,
    get: getGuide,
    create: createGuide,
    save: saveGuide,
    remove: removeGuide,
  });
};

/**
 * Staff only, reads and writes alike: operators manage services (docs/product/roles.md); agency users get 403.
 */
const serviceResource = {
  tags: ['services'],
  guards: { read: requireStaff, write: requireStaff },
};
