import {
  busRoutes,
  caseRoutes,
  guideRoutes,
  type RouteDef,
  type RouteParams,
  restaurantRoutes,
} from '@ham/contracts';
import {
  apiQuery,
  callEndpoint,
  createQueryKeys,
  type Endpoint,
  endpoint,
  type QueryParams,
} from '@ham/platform';

/** One item type of a case (docs/product/services.md#items-of-a-case): read/update/delete by id, create in a case, and its record query. */
function itemEndpoints<D extends RouteDef, C extends RouteDef, U extends RouteDef, X extends RouteDef>(
  type: string,
  routes: { detail: D; create: C; update: U; remove: X },
) {
  const keys = createQueryKeys(`case-${type}`);
  const detail = endpoint.fromRoute(routes.detail);
  return {
    detail,
    create: endpoint.fromRoute(routes.create),
    update: endpoint.fromRoute(routes.update),
    remove: endpoint.fromRoute(routes.remove),
    item: (id: number) =>
      apiQuery(
        keys.detail(id),
        (
          api,
          signal, // `D` is one kind's GET /docs/<kind>/:id: its parameter is `id`.
        ) => callEndpoint(api, detail, { params: { id } as RouteParams<D>, signal }),
      ),
  };
}

export const itemApi = {
  meals: itemEndpoints('meals', caseRoutes.meals),
  bustrips: itemEndpoints('bustrips', caseRoutes.bustrips),
  guidedtours: itemEndpoints('guidedtours', caseRoutes.guidedtours),
  /** The items' pickers (docs/product/services.md searches, by guest type). */
  search: {
    restaurants: endpoint.fromRoute(restaurantRoutes.search),
    buses: endpoint.fromRoute(busRoutes.search),
    guides: endpoint.fromRoute(guideRoutes.search),
  },
  restaurant: endpoint.fromRoute(restaurantRoutes.detail),
};
/** What an item's edit page needs of its kind's endpoints. */
export type ItemApi<TRecord, TWrite> = {
  create: Endpoint<TRecord, TWrite, QueryParams, { readonly docNum: string | number }>;
  update: Endpoint<TRecord, TWrite & { version?: number }, QueryParams, { readonly id: string | number }>;
  item(id: number): ReturnType<typeof apiQuery<TRecord, readonly [string, 'detail', string]>>;
};

export const itemQueries = {
  /** A restaurant's freebie rule, for a meal read back (it knows its restaurant by name only). */
  restaurant: (id: number) =>
    apiQuery(['restaurants', 'detail', String(id)], (api, signal) =>
      callEndpoint(api, itemApi.restaurant, { params: { id }, signal }),
    ),
};
