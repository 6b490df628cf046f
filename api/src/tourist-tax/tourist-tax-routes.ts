import { touristTaxRoutes as routes } from '@ham/contracts/tourist-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { getCaseTouristTax, setCaseTouristTaxIncluded } from './tourist-tax-service';

const staff = routeOptions(['cases'], requireStaff);

/** A case's imposta di soggiorno (docs/product/tourist-tax.md): staff only; the contracts of `touristTaxRoutes`. */
export const touristTaxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...staff.route(routes.read),
    handler: (request) => getCaseTouristTax(db, request.params.docNum),
  });
  app.route({
    ...staff.route(routes.setIncluded),
    handler: (request) => setCaseTouristTaxIncluded(db, request.params.docNum, request.body.included),
  });
};
