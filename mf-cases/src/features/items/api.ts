import type {
  BusHit,
  GuideHit,
  Meal,
  MealWriteInput,
  Restaurant,
  RestaurantHit,
  ServiceItem,
  ServiceItemWriteInput,
} from '@ham/contracts';
import { apiQuery, callEndpoint, createQueryKeys, endpoint } from '@ham/platform';

/** One item type of a case (docs/product/services.md#items-of-a-case): read/update/delete by id, create in a case, and its record query. */
function itemEndpoints<TItem, TWrite>(type: string) {
  const keys = createQueryKeys(`case-${type}`);
  const detail = endpoint.get<TItem>(`/docs/${type}/:id`);
  return {
    detail,
    create: endpoint.post<TItem, TWrite>(`/docs/:docNum/${type}`),
    update: endpoint.put<TItem, TWrite & { version?: number }>(`/docs/${type}/:id`),
    remove: endpoint.delete(`/docs/${type}/:id`),
    item: (id: number) =>
      apiQuery(keys.detail(id), (api, signal) => callEndpoint(api, detail, { params: { id }, signal })),
  };
}
export type ItemApi<TItem, TWrite> = ReturnType<typeof itemEndpoints<TItem, TWrite>>;

export const itemApi = {
  meals: itemEndpoints<Meal, MealWriteInput>('meals'),
  bustrips: itemEndpoints<ServiceItem, ServiceItemWriteInput>('bustrips'),
  guidedtours: itemEndpoints<ServiceItem, ServiceItemWriteInput>('guidedtours'),
  /** The items' pickers (docs/product/services.md searches, by guest type). */
  search: {
    restaurants: endpoint.get<{ items: RestaurantHit[] }>('/services/restaurants/search'),
    buses: endpoint.get<{ items: BusHit[] }>('/services/buses/search'),
    guides: endpoint.get<{ items: GuideHit[] }>('/services/guides/search'),
  },
  restaurant: endpoint.get<Restaurant>('/services/restaurants/:id'),
};

export const itemQueries = {
  /** A restaurant's freebie rule, for a meal read back (it knows its restaurant by name only). */
  restaurant: (id: number) =>
    apiQuery(['restaurants', 'detail', String(id)], (api, signal) =>
      callEndpoint(api, itemApi.restaurant, { params: { id }, signal }),
    ),
};
