import { CONTRACT_VERSION } from '@ham/platform';
import { RemoteRoutes } from '@ham/ui';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AgencyHomePage } from './features/home/agency-home-page';

/** The shell checks it before rendering (it accepts the current and the previous version). */
export const contractVersion = CONTRACT_VERSION;

const CatalogPage = lazy(() =>
  import('./features/catalog/catalog-page').then((m) => ({ default: m.CatalogPage })),
);
const AvailabilityPage = lazy(() =>
  import('./features/availability/availability-page').then((m) => ({ default: m.AvailabilityPage })),
);
const QuoteWizard = lazy(() =>
  import('./features/quote/quote-wizard').then((m) => ({ default: m.QuoteWizard })),
);
const MyRequestList = lazy(() =>
  import('./features/my-requests/my-request-list').then((m) => ({ default: m.MyRequestList })),
);
const MyRequestView = lazy(() =>
  import('./features/my-requests/my-request-view').then((m) => ({ default: m.MyRequestView })),
);

const MyCaseList = lazy(() =>
  import('./features/my-cases/my-case-list').then((m) => ({ default: m.MyCaseList })),
);
const MyCaseRooming = lazy(() =>
  import('./features/my-cases/my-case-rooming').then((m) => ({ default: m.MyCaseRooming })),
);

const AgencyStatementPage = lazy(() =>
  import('./features/statement/statement-page').then((m) => ({ default: m.AgencyStatementPage })),
);

/** The agency interface (docs/product/agency-portal.md#layout-and-home). */
export default function AgencyRoutes() {
  return (
    <RemoteRoutes>
      <Route index element={<AgencyHomePage />} />
      <Route path="catalogo" element={<CatalogPage />} />
      <Route path="cerca" element={<AvailabilityPage />} />
      <Route path="preventivo" element={<QuoteWizard />} />
      <Route path="mie-richieste" element={<MyRequestList />} />
      <Route path="mie-richieste/:requestId" element={<MyRequestView />} />
      <Route path="mie-pratiche" element={<MyCaseList />} />
      <Route path="mie-pratiche/:docNum" element={<MyCaseRooming />} />
      <Route path="estratto-conto" element={<AgencyStatementPage />} />
    </RemoteRoutes>
  );
}
