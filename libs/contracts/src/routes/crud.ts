import { z } from 'zod';
import { idParam } from '../http';
import { itemsOf, paged } from '../paging';
import { defineRouteOf, type RouteDef } from './define-route';

/** The schemas of a registry resource (areas, agencies, services…). */
export interface CrudSchemas {
  item: z.ZodType;
  listItem: z.ZodType;
  listQuery: z.ZodType;
  write: z.ZodType;
  update: z.ZodType;
  /** GET {path}/search, for pickers: its query and one hit. */
  search?: { query: z.ZodType; hit: z.ZodType };
}

/**
 * The routes of a registry resource at `path`: paged list, search (when it has one), read,
 * create (201), versioned update and delete (204).
 */
export function crudRouteSet<const P extends string, S extends CrudSchemas>(path: P, schemas: S) {
  const one = `${path}/:id` as `${P}/:id`;
  const search = schemas.search;
  return {
    list: defineRouteOf({
      method: 'GET',
      path,
      query: schemas.listQuery as S['listQuery'],
      response: paged(schemas.listItem as S['listItem']),
    }),
    search: (search &&
      defineRouteOf({
        method: 'GET',
        path: `${path}/search` as `${P}/search`,
        query: search.query,
        response: itemsOf(search.hit),
      })) as S['search'] extends { query: infer Q extends z.ZodType; hit: infer H extends z.ZodType }
      ? {
          readonly method: 'GET';
          readonly path: `${P}/search`;
          readonly query: Q;
          readonly response: ReturnType<typeof itemsOf<H>>;
        }
      : undefined,
    detail: defineRouteOf({ method: 'GET', path: one, params: idParam, response: schemas.item as S['item'] }),
    create: defineRouteOf({
      method: 'POST',
      path,
      body: schemas.write as S['write'],
      response: schemas.item as S['item'],
      status: 201,
    }),
    update: defineRouteOf({
      method: 'PUT',
      path: one,
      params: idParam,
      body: schemas.update as S['update'],
      response: schemas.item as S['item'],
    }),
    remove: defineRouteOf({
      method: 'DELETE',
      path: one,
      params: idParam,
      response: z.undefined(),
      status: 204,
    }),
  };
}

/** What every `crudRouteSet` is (its registration in the API takes any of them). */
export interface CrudRouteSet {
  readonly list: RouteDef & {
    readonly method: 'GET';
    readonly query: z.ZodType;
    readonly response: z.ZodType;
  };
  readonly search?:
    | (RouteDef & { readonly method: 'GET'; readonly query: z.ZodType; readonly response: z.ZodType })
    | undefined;
  readonly detail: RouteDef & {
    readonly method: 'GET';
    readonly params: typeof idParam;
    readonly response: z.ZodType;
  };
  readonly create: RouteDef & {
    readonly method: 'POST';
    readonly body: z.ZodType;
    readonly response: z.ZodType;
    readonly status: 201;
  };
  readonly update: RouteDef & {
    readonly method: 'PUT';
    readonly params: typeof idParam;
    readonly body: z.ZodType;
    readonly response: z.ZodType;
  };
  readonly remove: RouteDef & {
    readonly method: 'DELETE';
    readonly params: typeof idParam;
    readonly response: z.ZodUndefined;
    readonly status: 204;
  };
}
