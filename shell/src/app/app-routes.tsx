import { agencyRemote, landingRoute, staffRoutePrefixes } from '@ham/platform';
import { NotFoundPage } from '@ham/ui';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteRoutes } from '../federation/remote-routes';
import { AgencyLayout } from '../layout/agency-layout';
import { StaffLayout } from '../layout/staff-layout';
import { PreferencesPage } from '../preferences/preferences-page';

/** The remote owning a staff path, by its first segment (libs/platform staffRoutePrefixes). */
export function staffRemoteFor(pathname: string) {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return Object.hasOwn(staffRoutePrefixes, first) ? staffRoutePrefixes[first] : null;
}

function StaffRemoteOutlet() {
  const { pathname } = useLocation();
  const remote = staffRemoteFor(pathname);
  // Keyed by remote: moving to another remote starts with a fresh error boundary.
  return remote ? <RemoteRoutes key={remote} name={remote} /> : <NotFoundPage />;
}

/** Staff: the shell's own Preferences page, the landing redirect, and every remote by prefix. */
export function StaffRoutes() {
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<Navigate to={landingRoute.admin} replace />} />
        <Route path="preferenze" element={<PreferencesPage />} />
        <Route path="*" element={<StaffRemoteOutlet />} />
      </Route>
    </Routes>
  );
}

/** Agency: everything, the home '/' included, belongs to the agency remote. */
export function AgencyRoutes() {
  return (
    <Routes>
      <Route element={<AgencyLayout />}>
        <Route path="*" element={<RemoteRoutes name={agencyRemote} />} />
      </Route>
    </Routes>
  );
}
