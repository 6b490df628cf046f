/** The content type of a body sent as an already serialized JSON string. */
export const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * A large answer (up to 1,000 hotels × days) serialized once, as is: a string skips the response
 * schema's validation, which costs more than the query. Send it with `reply.type(JSON_UTF8)`
 * (`sendSerializedOnce` does both); typed as `body` so that the route's reply accepts it.
 */
export const serializedOnce = <T>(body: T): T => JSON.stringify(body) as unknown as T;

/** Sends `body` serialized once (see `serializedOnce`), as JSON. */
export const sendSerializedOnce = <T, R>(
  reply: { type(contentType: string): { send: (body: T) => R } },
  body: T,
): R => reply.type(JSON_UTF8).send(serializedOnce(body));
