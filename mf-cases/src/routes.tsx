import { CONTRACT_VERSION } from '@ham/platform';
import { NotFoundPage } from '@ham/ui';
import { Route, Routes } from 'react-router-dom';

/** The shell checks it before rendering (it accepts the current and the previous version). */
export const contractVersion = CONTRACT_VERSION;

/** No screen of this remote is delivered yet: every path of its prefixes is a 404. */
export default function CasesRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
