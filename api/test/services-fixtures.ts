import type { Db } from '../src/db/schema';
import type { TestContext } from './helpers';

/** Places for the services' tests: two Italian areas and a Swiss one. */
export async function createPlaces(db: Db) {
  const area = async (name: string, country: string) =>
    (
      await db
        .insertInto('areas')
        .values({ name, country_id: country })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const location = async (name: string, areaId: number, country: string) =>
    (
      await db
        .insertInto('locations')
        .values({ name, area_id: areaId, country_id: country })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const toscana = await area('Toscana', 'IT');
  const lazio = await area('Lazio', 'IT');
  const ticino = await area('Ticino', 'CH');
  return {
    areas: { toscana, lazio, ticino },
    firenze: await location('Firenze', toscana, 'IT'),
    siena: await location('Siena', toscana, 'IT'),
    roma: await location('Roma', lazio, 'IT'),
    lugano: await location('Lugano', ticino, 'CH'),
  };
}
export type Places = Awaited<ReturnType<typeof createPlaces>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, url, payload?, cookie?)` on one resource of /api/services. */
export const caller =
  (ctx: () => TestContext, base: string, defaultCookie: () => string) =>
  (method: Method, url: string, payload?: unknown, cookie = defaultCookie()) =>
    ctx().app.inject({
      method,
      url: `/api/services/${base}${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });

export const validationError = (fields: Record<string, string>) => ({
  error: 'ValidationError',
  message: 'Alcuni campi non sono validi',
  fields,
});
