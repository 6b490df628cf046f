import { ResourceList } from '@ham/ui';
import { deleteMessage, locationColumn, nameColumn, serviceFilters } from '../../shared/service-list';
import { restaurants } from './api';

/** 'Ristoranti' (SPEC Restaurants): Nome, Località, Azioni; filters name, location, area, country. */
export function RestaurantList() {
  return (
    <ResourceList
      resource={restaurants}
      columns={[nameColumn, locationColumn]}
      filters={serviceFilters}
      deleteMessage={deleteMessage}
    />
  );
}
