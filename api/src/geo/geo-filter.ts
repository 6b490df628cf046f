import { messages } from '@ham/contracts';
import type { Executor } from '../db/executor';
import { badRequest } from '../errors';
import { findArea } from './areas-repository';
import { findCountry } from './countries-repository';
import { findLocation } from './locations-repository';

/** The geo filter of a search: one of location, area, country (libs/contracts geoQueryFields). */
export interface GeoFilter {
  loc?: number;
  area?: number;
  country?: string;
}

/**
 * A search filtered by a place that does not exist is bad input, not an empty result:
 * 400 with the field's Italian message, before any work on the search itself.
 */
export async function checkGeoFilter(db: Executor, q: GeoFilter): Promise<void> {
  const fields: Record<string, string> = {};
  if (q.loc !== undefined && !(await findLocation(db, q.loc))) fields.loc = messages.invalidLocation;
  if (q.area !== undefined && !(await findArea(db, q.area))) fields.area = messages.invalidArea;
  if (q.country !== undefined && !(await findCountry(db, q.country)))
    fields.country = messages.invalidCountry;
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
}
