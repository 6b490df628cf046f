import { z } from 'zod';
import { isoDate } from './common';
import { quoteRequestStatus } from './quote-requests';

// The agency home's panel (docs/product/agency-portal.md#the-home-panel): the session's agency's
// own figures only, computed by the API.

/** The most departures the panel lists (the soonest first). */
export const AGENCY_HOME_MAX_DEPARTURES = 5;

/** How many of the agency's quote requests have a status: one line for every status, 0 included. */
export const agencyRequestCount = z.object({
  status: quoteRequestStatus,
  count: z.number().int(),
});
export type AgencyRequestCount = z.infer<typeof agencyRequestCount>;

/** A confirmed stay of one of the agency's cases, from today on. */
export const agencyDeparture = z.object({
  stayId: z.number().int(),
  caseNumber: z.number().int(),
  caseName: z.string(),
  begin: isoDate,
  end: isoDate,
  hotel: z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() }),
  /** The stay's guests, every accommodation type. */
  guests: z.number().int(),
});
export type AgencyDeparture = z.infer<typeof agencyDeparture>;

/** GET /quotereq/home. */
export const agencyHomePanel = z.object({
  requests: z.array(agencyRequestCount),
  departures: z.array(agencyDeparture),
});
export type AgencyHomePanel = z.infer<typeof agencyHomePanel>;
