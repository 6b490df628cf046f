import { ResourceList } from '@ham/ui';
import { serviceList } from '../../shared/service-list';
import { restaurants } from './api';

const restaurantList = serviceList();

/** 'Ristoranti' (docs/product/services.md#restaurants): Nome, Località, Azioni; filters name, location, area, country. */
export function RestaurantList() {
  return <ResourceList resource={restaurants} {...restaurantList} />;
}
