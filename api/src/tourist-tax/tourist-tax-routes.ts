import { docNumParam } from '@ham/contracts';
import { caseTouristTax, caseTouristTaxWrite } from '@ham/contracts/tourist-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guard';
import type { Db } from '../db/schema';
import { routeOptions } from '../http/route-options';
import { getCaseTouristTax, setCaseTouristTaxIncluded } from './tourist-tax-service';

const staff = routeOptions(['cases'], requireStaff);

/** A case's imposta di soggiorno (docs/product/tourist-tax.md): staff only. */
export const touristTaxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/docs/:docNum/tourist-tax', staff({ params: docNumParam }, { 200: caseTouristTax }), (request) =>
    getCaseTouristTax(db, request.params.docNum),
  );
  app.put(
    '/docs/:docNum/tourist-tax',
    staff({ params: docNumParam, body: caseTouristTaxWrite }, { 200: caseTouristTax }),
    (request) => setCaseTouristTaxIncluded(db, request.params.docNum, request.body.included),
  );
};
