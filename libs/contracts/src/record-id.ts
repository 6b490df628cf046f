/** The largest id PostgreSQL's `integer` holds: a longer number names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/** The one spelling of a record id in a URL: decimal digits, no sign, no leading zero, no spaces. */
export const RECORD_ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * A record id from a URL (a path segment or a query value): its canonical decimal form within
 * the database's range, or null. `0x10`, ` 1`, `1e3`, `01`, `1.0` are not ids of 16, 1, 1000.
 */
export function parseRecordId(raw: string | undefined): number | null {
  if (raw === undefined || !RECORD_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}
