import { z } from 'zod';
import { messages } from './messages';
import { MAX_RECORD_ID, RECORD_ID_PATTERN } from './record-id';

/**
 * A record id as it travels in a URL (path parameter or query value): the canonical decimal
 * form only, within PostgreSQL's integer (parseRecordId). In a path, a value this refuses
 * names no record and the API answers 404 NotFound; in a query, 400 on the field.
 */
export const recordId = z
  .string()
  .regex(RECORD_ID_PATTERN, messages.invalidId)
  .transform(Number)
  .pipe(z.number().max(MAX_RECORD_ID, messages.invalidId));

/** `/…/:id`. Every route with a record id in its path uses one of these params schemas. */
export const idParam = z.object({ id: recordId });
export type IdParam = z.infer<typeof idParam>;

/** `/docs/:docNum`. */
export const docNumParam = z.object({ docNum: recordId });

/** `/hotels/:id/offers/:gtype`. */
export const hotelGuestTypeParams = z.object({ id: recordId, gtype: z.string().trim().min(1).max(10) });
