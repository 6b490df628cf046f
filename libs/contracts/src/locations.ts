import { z } from 'zod';
import { countryRef, requiredText, versioned } from './common';
import { areaRef, countryId } from './geo';
import { recordId } from './http';
import { messages } from './messages';
import { pageQuery } from './paging';

/** A location (docs/product/geo-and-config.md#countries-areas-locations): `area` carries its country, `country` equals the area's. */
export const location = z
  .object({ id: z.number().int(), name: z.string(), area: areaRef, country: countryRef })
  .merge(versioned);
export type Location = z.infer<typeof location>;

/** POST/PUT body of /api/geo/locations; the country must be the area's (the form fills it from the area). */
export const locationWrite = z.object({
  name: requiredText(100),
  areaId: z.number().int(messages.invalidArea).positive(messages.invalidArea),
  countryId,
});
export type LocationWrite = z.infer<typeof locationWrite>;
export const locationUpdate = locationWrite.merge(versioned);
export type LocationUpdate = z.infer<typeof locationUpdate>;

/** GET /api/geo/locations?name&area&country&p&ipp. */
export const locationListQuery = pageQuery.extend({
  name: z.string().trim().max(100).optional(),
  area: recordId.optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuery>;

export const locationMessages = {
  notFound: 'Località non trovata',
  areaCountry: "La nazione deve essere quella dell'area",
  invalidArea: 'Area non valida',
  duplicate: "Esiste già una località con questo nome in quest'area.",
  inUse: 'Impossibile eliminare la località: è usata da hotel o servizi.',
} as const;
