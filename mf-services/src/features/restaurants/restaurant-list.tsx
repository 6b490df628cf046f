import type { RestaurantListItem } from '@ham/contracts';
import { ListPage } from '@ham/ui';
import { deleteMessage, locationColumn, nameColumn, serviceFilters } from '../../shared/service-list';
import { restaurantRoutes, restaurantsPath, restaurantsResource } from './api';

export type RestaurantListProps = Record<string, never>;

/** 'Ristoranti' (SPEC Restaurants): Nome, Località, Azioni; filters name, location, area, country. */
export function RestaurantList(_props: RestaurantListProps) {
  return (
    <ListPage<RestaurantListItem>
      title="Ristoranti"
      resource={restaurantsResource}
      path={restaurantsPath}
      columns={[nameColumn, locationColumn]}
      filters={serviceFilters}
      addRoute={restaurantRoutes.add}
      editRoute={(r) => restaurantRoutes.edit(r.id)}
      deleteMessage={deleteMessage}
    />
  );
}
