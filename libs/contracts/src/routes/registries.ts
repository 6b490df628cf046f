import {
  agency,
  agencyListItem,
  agencyListQuery,
  agencyRef,
  agencySearchQuery,
  agencyUpdate,
  agencyWrite,
} from '../agencies';
import { area, areaListQuery, areaRef, areaSearchQuery, areaUpdate, areaWrite } from '../geo';
import { location, locationListQuery, locationUpdate, locationWrite } from '../locations';
import {
  bus,
  busHit,
  busListItem,
  busUpdate,
  busWrite,
  guide,
  guideHit,
  guideListItem,
  guideUpdate,
  guideWrite,
  restaurant,
  restaurantHit,
  restaurantListItem,
  restaurantUpdate,
  restaurantWrite,
  serviceListQuery,
  serviceSearchQuery,
} from '../services';
import { crudRouteSet } from './crud';

/** The registries: list, search, read, create, update and delete of each (`crudRouteSet`). */
export const areaRoutes = crudRouteSet('/geo/areas', {
  item: area,
  listItem: area,
  listQuery: areaListQuery,
  write: areaWrite,
  update: areaUpdate,
  search: { query: areaSearchQuery, hit: areaRef },
});

export const locationRoutes = crudRouteSet('/geo/locations', {
  item: location,
  listItem: location,
  listQuery: locationListQuery,
  write: locationWrite,
  update: locationUpdate,
});

export const agencyRoutes = crudRouteSet('/agencies', {
  item: agency,
  listItem: agencyListItem,
  listQuery: agencyListQuery,
  write: agencyWrite,
  update: agencyUpdate,
  search: { query: agencySearchQuery, hit: agencyRef },
});

export const restaurantRoutes = crudRouteSet('/services/restaurants', {
  item: restaurant,
  listItem: restaurantListItem,
  listQuery: serviceListQuery,
  write: restaurantWrite,
  update: restaurantUpdate,
  search: { query: serviceSearchQuery, hit: restaurantHit },
});

export const busRoutes = crudRouteSet('/services/buses', {
  item: bus,
  listItem: busListItem,
  listQuery: serviceListQuery,
  write: busWrite,
  update: busUpdate,
  search: { query: serviceSearchQuery, hit: busHit },
});

export const guideRoutes = crudRouteSet('/services/guides', {
  item: guide,
  listItem: guideListItem,
  listQuery: serviceListQuery,
  write: guideWrite,
  update: guideUpdate,
  search: { query: serviceSearchQuery, hit: guideHit },
});
