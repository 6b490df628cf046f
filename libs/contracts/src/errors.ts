import { z } from 'zod';

/** Error codes the API answers with (docs/product/formats-and-errors.md). Unions, not enums. */
export const errorCodes = [
  'ValidationError',
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'InstanceInUse',
  'StaleRecord',
  'Conflict',
  'TooManyRequests',
  'DocumentTooLong',
  'ClientClosedRequest',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'HeadersTooLarge',
  'UriTooLong',
  'RequestTimeout',
  'MethodNotAllowed',
  'NotAcceptable',
  'ServiceUnavailable',
  'InternalError',
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});

/** Every API error: `{ error, message, detail?, fields? }`; `fields` maps a field path to its Italian message. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  detail: z.unknown().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
