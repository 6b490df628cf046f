import { z } from 'zod';
import { countryRef, namedRef, requiredText, versioned } from './common';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';

export const country = countryRef;
export type Country = z.infer<typeof country>;

export const searchQuery = z.object({ q: z.string().trim().max(100).default('') });

export const geoHitType = z.enum(['area', 'location', 'country']);
export type GeoHitType = z.infer<typeof geoHitType>;
/**
 * GET /api/geo/search: areas, locations and (unless countries=false) countries; `type` keeps
 * hits of that type only (e.g. the agency portal's area pickers).
 */
export const geoSearchQuery = searchQuery.extend({
  countries: z.enum(['true', 'false']).optional(),
  type: geoHitType.optional(),
});
export const geoHit = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  type: geoHitType,
  /** Country name (for areas and locations) or area name (for locations), to tell homonyms apart. */
  context: z.string().nullable(),
});
export type GeoHit = z.infer<typeof geoHit>;

export const countryId = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, messages.required)
  .regex(/^[A-Z]{2}$/, messages.invalidCountry);

export const area = z.object({ id: z.number().int(), name: z.string(), country }).merge(versioned);
export type Area = z.infer<typeof area>;

export const areaWrite = z.object({ name: requiredText(100), countryId });
export type AreaWrite = z.infer<typeof areaWrite>;
/** PUT body: the fields plus the version read. */
export const areaUpdate = areaWrite.merge(versioned);
export type AreaUpdate = z.infer<typeof areaUpdate>;

export const areaListQuery = pageQuery.extend({
  name: z.string().trim().max(100).optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
});
export type AreaListQuery = z.infer<typeof areaListQuery>;

/** GET /api/geo/areas/search?q[&country]: `{ items: [{id, name, country}] }`. */
export const areaSearchQuery = searchQuery.extend({
  country: z.string().trim().toUpperCase().length(2).optional(),
});
export const areaRef = z.object({ id: z.number().int(), name: z.string(), country });
export type AreaRef = z.infer<typeof areaRef>;

export { namedRef };

/** GET /api/geo/locations/search?q[&area][&country]: `{ items: LocationRef[] }`. */
export const locationSearchQuery = searchQuery.extend({
  area: recordId.optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
});
export const locationRef = z.object({ id: z.number().int(), name: z.string(), area: namedRef, country });
export type LocationRef = z.infer<typeof locationRef>;
