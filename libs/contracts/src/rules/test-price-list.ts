// Fixtures of the rule tests (case-totals, quote-options); not exported by the package.
import type { PriceListEntry } from './pricing';

/** The school guest type: 'mul' the base accommodation, singles and doubles extras. */
export const school = { baseAccomodationId: 'mul', extraAccomodationIds: ['sgl', 'dbl'] };

/**
 * A price-list entry for `begin` .. `end` with its sale prices by service class and the
 * supplements of singles (15,00 €) and doubles (5,00 €); no costs unless `over` gives them.
 */
export const priceListEntry = (
  begin: string,
  end: string,
  prices: { bb: number; hb: number; fb: number },
  over: Partial<PriceListEntry> = {},
): PriceListEntry => ({
  begin,
  end,
  prices,
  costs: {},
  extras: { sgl: 1500, dbl: 500 },
  extrasCosts: {},
  ...over,
});
