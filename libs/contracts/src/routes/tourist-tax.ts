import { docNumParam } from '../http';
import { caseTouristTax, caseTouristTaxWrite } from '../tourist-tax';
import { defineRoute } from './define-route';

// Exported by the subpath `@ham/contracts/tourist-tax` only, with the schemas it carries (outside the
// index the first staff screen loads).

/** A case's imposta di soggiorno (docs/product/tourist-tax.md), staff only: read, and whether it is in the price. */
export const touristTaxRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/docs/:docNum/tourist-tax',
    params: docNumParam,
    response: caseTouristTax,
  }),
  setIncluded: defineRoute({
    method: 'PUT',
    path: '/docs/:docNum/tourist-tax',
    params: docNumParam,
    body: caseTouristTaxWrite,
    response: caseTouristTax,
  }),
};
