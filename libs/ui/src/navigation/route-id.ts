/** The largest id PostgreSQL's `integer` holds: a longer number in a URL names no record. */
const MAX_ID = 2_147_483_647;

/**
 * A record id from a route parameter (`/hotel/modifica/:hotelId`): a positive integer in the
 * database's range, or null (the screen then shows the 404 page instead of asking the API).
 */
export function routeId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
