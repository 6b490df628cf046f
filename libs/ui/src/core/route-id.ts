import { parseRecordId } from '@ham/contracts';

/**
 * A record id from a route parameter (`/hotel/modifica/:hotelId`): a positive integer in the
 * database's range, or null (the screen then shows the 404 page instead of asking the API).
 * The same rule as the API's path ids (`parseRecordId` of @ham/contracts).
 */
export const routeId = (raw: string | undefined): number | null => parseRecordId(raw);
