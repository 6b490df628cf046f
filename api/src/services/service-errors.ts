import { messages, serviceMessages } from '@ham/contracts';
import { isPgError, PG } from '../db/pg-errors';
import type { Db } from '../db/schema';
import { badRequest, inUse, notFound } from '../errors';
import { findGuestTypeIds, findLocationId } from './service-references-repository';

/** The Italian texts of one kind of service. */
export interface ServiceTexts {
  notFound: string;
  inUse: string;
}

/**
 * Deletes through `remove` (false: no such row). A service used by a case file cannot go:
 * the case-file tables (a later migration) reference the services with ON DELETE RESTRICT,
 * so PostgreSQL refuses the delete with a foreign-key violation, race-free, which becomes
 * 409 InstanceInUse here. The services' own children (menus, price rows) cascade.
 */
export async function deleteOrInUse(remove: () => Promise<boolean>, texts: ServiceTexts): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await remove();
  } catch (error) {
    if (isPgError(error, PG.foreignKeyViolation)) throw inUse(texts.inUse);
    throw error;
  }
  if (!deleted) throw notFound(texts.notFound);
}

/** 400 with the fields when there are any. */
export function throwIfFields(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw badRequest(messages.validation, fields);
}

/** The location must exist; the guest types named must be in /static. */
export async function referenceErrors(
  db: Db,
  { locationId, guestTypeIds = [] }: { locationId: number; guestTypeIds?: string[] },
): Promise<{ fields: Record<string, string>; knownGuestTypes: Set<string> }> {
  const [location, guestTypes] = await Promise.all([
    findLocationId(db, locationId),
    guestTypeIds.length > 0 ? findGuestTypeIds(db, guestTypeIds) : Promise.resolve([]),
  ]);
  const fields: Record<string, string> = {};
  if (!location) fields.locationId = serviceMessages.invalidLocation;
  return { fields, knownGuestTypes: new Set(guestTypes.map((g) => g.id)) };
}
