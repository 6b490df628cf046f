import { z } from 'zod';
import { role } from './auth';

export const guestType = z.object({
  id: z.string(),
  name: z.string(),
  baseAccomodationId: z.string(),
  extraAccomodationIds: z.array(z.string()),
});
export type GuestType = z.infer<typeof guestType>;

export const idName = z.object({ id: z.string(), name: z.string() });
export type IdName = z.infer<typeof idName>;

export const serviceClass = z.object({ id: z.string(), abbr: z.string(), description: z.string() });
export type ServiceClass = z.infer<typeof serviceClass>;

/** GET /api/static: every reference list of docs/product/reference-data.md, in one response. */
export const staticData = z.object({
  hotelCategories: z.array(idName),
  hotelPositions: z.array(idName),
  guestTypes: z.array(guestType),
  accomodationTypes: z.array(idName),
  serviceClasses: z.array(serviceClass),
  defaultServiceClassId: z.string(),
  serviceItems: z.array(idName),
  adminRoles: z.array(role),
  features: z.object({ selfQuoteEnabled: z.boolean() }),
});
export type StaticData = z.infer<typeof staticData>;

/** GET /api/version. */
export const versionInfo = z.object({ version: z.string(), buildTime: z.string() });
export type VersionInfo = z.infer<typeof versionInfo>;
