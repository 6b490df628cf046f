import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { routeSchema } from './route-options';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** `routeSchema(tags)` or `routeOptions(tags, guard)`: what a feature's routes take as options. */
export type RouteOptionsOf = ReturnType<typeof routeSchema>;

/**
 * A document read with GET and saved whole with PUT at one path (a case's head, its extras,
 * the invoice data, a configuration group): the path's parameters and query string (if any),
 * the body of the PUT and the schema of the document both answer (200).
 */
export interface ReadSave<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  I extends z.ZodType,
> {
  params?: P;
  querystring?: Q;
  body: B;
  item: I;
  read(params: z.output<P>, query: z.output<Q>): Promise<z.output<I>>;
  save(params: z.output<P>, body: z.output<B>, query: z.output<Q>): Promise<z.output<I>>;
}

/** GET and PUT `path` of a `ReadSave` document. */
export function readSaveRoutes<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  I extends z.ZodType,
>(app: App, options: RouteOptionsOf, path: string, doc: ReadSave<P, Q, B, I>): void {
  const { params, querystring, body } = doc;
  // The answers are typed by `ReadSave`: the route itself takes the item schema as any schema.
  const item: z.ZodType = doc.item;
  const input = { ...(params && { params }), ...(querystring && { querystring }) };
  app.get(path, options(input, { 200: item }), (request) =>
    doc.read(request.params as z.output<P>, request.query as z.output<Q>),
  );
  app.put(path, options({ ...input, body }, { 200: item }), (request) =>
    doc.save(request.params as z.output<P>, request.body as z.output<B>, request.query as z.output<Q>),
  );
}
