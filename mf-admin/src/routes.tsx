import { CONTRACT_VERSION } from '@ham/platform';
import { Center, NotFoundPage, Spinner } from '@ham/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// What the shell loads as `admin/routes` (RemoteRoutesModule): full paths of SPEC §2 under
// the segments the shell hands to this remote ('aree', 'localita', 'agenzie', 'utenti', 'configura').
export const contractVersion = CONTRACT_VERSION;

const AreaList = lazy(() => import('./features/areas/area-list').then((m) => ({ default: m.AreaList })));
const AreaEdit = lazy(() => import('./features/areas/area-edit').then((m) => ({ default: m.AreaEdit })));

function ScreenFallback() {
  return (
    <Center py="16">
      <Spinner size="lg" color="colorPalette.solid" aria-label="Caricamento..." />
    </Center>
  );
}

export default function AdminRoutes() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Routes>
        <Route path="aree" element={<AreaList />} />
        <Route path="aree/nuova" element={<AreaEdit />} />
        <Route path="aree/modifica/:areaId" element={<AreaEdit />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
