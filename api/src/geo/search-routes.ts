import { geoSearchRoutes as routes } from '@ham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireUser } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { searchCountries } from './countries-repository';
import { searchLocations } from './locations-repository';
import { searchPlaces } from './place-search';

const tags = ['geo'];
const user = routeOptions(tags, requireUser);
const staff = routeOptions(tags, requireStaff);

/** The geography pickers: places (agency users too), countries, locations. */
export const geoSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...user.route(routes.places),
    handler: async (request) => {
      const { q, countries, type } = request.query;
      return { items: await searchPlaces(db, q, { countries: countries !== 'false', type }) };
    },
  });

  // Staff only: agency users reach just /geo/search among the geography calls (docs/product/roles.md).
  app.route({
    ...staff.route(routes.countries),
    handler: async (request) => ({ items: await searchCountries(db, request.query.q) }),
  });

  app.route({
    ...staff.route(routes.locations),
    handler: async (request) => {
      const { q, area, country } = request.query;
      return { items: await searchLocations(db, q, { area, country }) };
    },
  });
};
