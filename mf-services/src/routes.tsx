import { CONTRACT_VERSION } from '@ham/platform';
import { RemoteRoutes, resourceRoutes } from '@ham/ui';
import { lazy } from 'react';
import { buses } from './features/buses/api';
import { guides } from './features/guides/api';
import { restaurants } from './features/restaurants/api';

/** The shell checks it before rendering (it accepts the current and the previous version). */
export const contractVersion = CONTRACT_VERSION;

const RestaurantList = lazy(() =>
  import('./features/restaurants/restaurant-list').then((m) => ({ default: m.RestaurantList })),
);
const RestaurantEdit = lazy(() =>
  import('./features/restaurants/restaurant-edit').then((m) => ({ default: m.RestaurantEdit })),
);
const BusList = lazy(() => import('./features/buses/bus-list').then((m) => ({ default: m.BusList })));
const BusEdit = lazy(() => import('./features/buses/bus-edit').then((m) => ({ default: m.BusEdit })));
const GuideList = lazy(() => import('./features/guides/guide-list').then((m) => ({ default: m.GuideList })));
const GuideEdit = lazy(() => import('./features/guides/guide-edit').then((m) => ({ default: m.GuideEdit })));

// What the shell loads as `services/routes` (RemoteRoutesModule): the paths of docs/product/screens.md
// under the segments the shell hands to this remote ('ristoranti', 'bus', 'guida').
export default function ServicesRoutes() {
  return (
    <RemoteRoutes>
      {resourceRoutes(restaurants, { list: <RestaurantList />, edit: <RestaurantEdit /> })}
      {resourceRoutes(buses, { list: <BusList />, edit: <BusEdit /> })}
      {resourceRoutes(guides, { list: <GuideList />, edit: <GuideEdit /> })}
    </RemoteRoutes>
  );
}
