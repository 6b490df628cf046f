import { CONTRACT_VERSION } from '@ham/platform';
import { RemoteRoutes, resourceRoutes } from '@ham/ui';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { agencies } from './features/agencies/api';
import { areas } from './features/areas/api';
import { locations } from './features/locations/api';
import { users } from './features/users/api';

// What the shell loads as `admin/routes` (RemoteRoutesModule): full paths of docs/product/screens.md under
// the segments the shell hands to this remote ('aree', 'localita', 'agenzie', 'utenti', 'configura',
// 'registro-attivita', 'accessi').
export const contractVersion = CONTRACT_VERSION;

const AreaList = lazy(() => import('./features/areas/area-list').then((m) => ({ default: m.AreaList })));
const AreaEdit = lazy(() => import('./features/areas/area-edit').then((m) => ({ default: m.AreaEdit })));
const LocationList = lazy(() =>
  import('./features/locations/location-list').then((m) => ({ default: m.LocationList })),
);
const LocationEdit = lazy(() =>
  import('./features/locations/location-edit').then((m) => ({ default: m.LocationEdit })),
);
const AgencyList = lazy(() =>
  import('./features/agencies/agency-list').then((m) => ({ default: m.AgencyList })),
);
const AgencyEdit = lazy(() =>
  import('./features/agencies/agency-edit').then((m) => ({ default: m.AgencyEdit })),
);
const UserList = lazy(() => import('./features/users/user-list').then((m) => ({ default: m.UserList })));
const UserEdit = lazy(() => import('./features/users/user-edit').then((m) => ({ default: m.UserEdit })));
const ActivityList = lazy(() =>
  import('./features/activity/activity-list').then((m) => ({ default: m.ActivityList })),
);
const SignInList = lazy(() =>
  import('./features/sign-ins/sign-in-list').then((m) => ({ default: m.SignInList })),
);
const ConfigPage = lazy(() =>
  import('./features/config/config-page').then((m) => ({ default: m.ConfigPage })),
);

export default function AdminRoutes() {
  return (
    <RemoteRoutes>
      <Route path="configura" element={<ConfigPage />} />
      <Route path="registro-attivita" element={<ActivityList />} />
      <Route path="accessi" element={<SignInList />} />
      {resourceRoutes(areas, { list: <AreaList />, edit: <AreaEdit /> })}
      {resourceRoutes(locations, { list: <LocationList />, edit: <LocationEdit /> })}
      {resourceRoutes(agencies, { list: <AgencyList />, edit: <AgencyEdit /> })}
      {resourceRoutes(users, { list: <UserList />, edit: <UserEdit /> })}
    </RemoteRoutes>
  );
}
