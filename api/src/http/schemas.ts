import { apiErrorSchema } from '@ham/contracts';

/** Every error status of a route answers the same body (docs/product/formats-and-errors.md); listed for the OpenAPI document. */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
