import { z } from 'zod';
import { namedRef } from './common';

// A case's 'Imposta di soggiorno' (docs/product/tourist-tax.md), computed by the API from the
// rule (rules/tourist-tax.ts), the hotels' comuni and the rooming list.

/** One stay's tax: cents; `estimate` when computed from counts (no rooming list). */
export const stayTouristTax = z.object({
  stayId: z.number().int(),
  hotel: namedRef,
  /** The hotel's location (comune); null: the hotel has none, so no rate. */
  location: namedRef.nullable(),
  begin: z.string(),
  end: z.string(),
  amount: z.number().int(),
  estimate: z.boolean(),
  /** Nights with no rate of the comune (none configured for the date or the hotel's category). */
  nightsWithoutRate: z.number().int(),
});
export type StayTouristTax = z.infer<typeof stayTouristTax>;

/** GET /docs/:docNum/tourist-tax. */
export const caseTouristTax = z.object({
  /** In the price (else 'da pagare in loco', at the hotel). */
  included: z.boolean(),
  stays: z.array(stayTouristTax),
  total: z.number().int(),
  estimate: z.boolean(),
});
export type CaseTouristTax = z.infer<typeof caseTouristTax>;

/** PUT /docs/:docNum/tourist-tax: included in the price or paid at the hotel. */
export const caseTouristTaxWrite = z.object({ included: z.boolean() });
export type CaseTouristTaxWrite = z.infer<typeof caseTouristTaxWrite>;
