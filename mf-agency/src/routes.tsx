import { CONTRACT_VERSION } from '@ham/platform';
import { NotFoundPage } from '@ham/ui';
import { Route, Routes } from 'react-router-dom';
import { AgencyHomePage } from './features/home/agency-home-page';

/** The shell checks it before rendering (it accepts the current and the previous version). */
export const contractVersion = CONTRACT_VERSION;

/** The agency interface (SPEC 'Agency layout'); /cerca, /catalogo, /preventivo come with the agency-portal issue. */
export default function AgencyRoutes() {
  return (
    <Routes>
      <Route index element={<AgencyHomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
