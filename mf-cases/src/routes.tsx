import { CONTRACT_VERSION } from '@ham/platform';
import { RemoteRoutes } from '@ham/ui';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

/** The shell checks it before rendering (it accepts the current and the previous version). */
export const contractVersion = CONTRACT_VERSION;

const CaseList = lazy(() => import('./features/case-list/case-list').then((m) => ({ default: m.CaseList })));
const CaseNew = lazy(() => import('./features/case-head/case-new').then((m) => ({ default: m.CaseNew })));
const CaseHeadEdit = lazy(() =>
  import('./features/case-head/case-head-edit').then((m) => ({ default: m.CaseHeadEdit })),
);
const CaseDetail = lazy(() =>
  import('./features/case-detail/case-detail').then((m) => ({ default: m.CaseDetail })),
);
const ExtrasEdit = lazy(() =>
  import('./features/extras/extras-edit').then((m) => ({ default: m.ExtrasEdit })),
);
const MealEdit = lazy(() => import('./features/items/meal-edit').then((m) => ({ default: m.MealEdit })));
const ServiceItemEdit = lazy(() =>
  import('./features/items/service-item-edit').then((m) => ({ default: m.ServiceItemEdit })),
);
const ExpiredOptionList = lazy(() =>
  import('./features/expired-options/expired-option-list').then((m) => ({ default: m.ExpiredOptionList })),
);
const VoucherEdit = lazy(() =>
  import('./features/vouchers/voucher-edit').then((m) => ({ default: m.VoucherEdit })),
);
const InvoiceList = lazy(() =>
  import('./features/invoices/invoice-list').then((m) => ({ default: m.InvoiceList })),
);
const MarginsReportPage = lazy(() =>
  import('./features/margins/margins-report').then((m) => ({ default: m.MarginsReportPage })),
);
const QuoteRequestList = lazy(() =>
  import('./features/quote-requests/quote-request-list').then((m) => ({ default: m.QuoteRequestList })),
);
const QuoteRequestView = lazy(() =>
  import('./features/quote-requests/quote-request-view').then((m) => ({ default: m.QuoteRequestView })),
);
const OfferEdit = lazy(() => import('./features/offers/offer-edit').then((m) => ({ default: m.OfferEdit })));
const ReceivableList = lazy(() =>
  import('./features/payments/receivable-list').then((m) => ({ default: m.ReceivableList })),
);
const StatementPage = lazy(() =>
  import('./features/payments/statement-page').then((m) => ({ default: m.StatementPage })),
);
// The grid, paste and import of the rooming list: its own chunk, fetched when the screen opens.
const RoomingPage = lazy(() =>
  import('./features/rooming/rooming-page').then((m) => ({ default: m.RoomingPage })),
);
const StayEdit = lazy(() => import('./features/stay-edit/stay-edit').then((m) => ({ default: m.StayEdit })));

// What the shell loads as `cases/routes` (RemoteRoutesModule): the paths of docs/product/screens.md under the
// segments the shell hands to this remote ('pratiche', 'opzioni-scadute', 'richieste').
export default function CasesRoutes() {
  return (
    <RemoteRoutes>
      <Route path="pratiche" element={<CaseList />} />
      <Route path="pratiche/nuova" element={<CaseNew />} />
      <Route path="pratiche/modifica/:docNum" element={<CaseHeadEdit />} />
      <Route path="pratiche/dettagli/:docNum" element={<CaseDetail />} />
      <Route path="pratiche/dettagli/:docNum/extra" element={<ExtrasEdit />} />
      <Route path="pratiche/dettagli/:docNum/rooming" element={<RoomingPage />} />
      <Route path="pratiche/dettagli/:docNum/pasto/nuovo" element={<MealEdit />} />
      <Route path="pratiche/dettagli/:docNum/pasto/modifica/:itemId" element={<MealEdit />} />
      <Route path="pratiche/dettagli/:docNum/bus/nuovo" element={<ServiceItemEdit kind="bus" />} />
      <Route path="pratiche/dettagli/:docNum/bus/modifica/:itemId" element={<ServiceItemEdit kind="bus" />} />
      <Route path="pratiche/dettagli/:docNum/tour/nuovo" element={<ServiceItemEdit kind="tour" />} />
      <Route
        path="pratiche/dettagli/:docNum/tour/modifica/:itemId"
        element={<ServiceItemEdit kind="tour" />}
      />
      <Route path="pratiche/dettagli/:docNum/hotel/nuovo" element={<StayEdit />} />
      <Route path="pratiche/dettagli/:docNum/hotel/modifica/:stayId" element={<StayEdit />} />
      <Route path="pratiche/voucher/:docNum/:stayId" element={<VoucherEdit />} />
      <Route path="pratiche/fatture" element={<InvoiceList />} />
      <Route path="pratiche/incassi" element={<ReceivableList />} />
      <Route path="pratiche/incassi/estratto/:agencyId" element={<StatementPage />} />
      <Route path="pratiche/margini" element={<MarginsReportPage />} />
      <Route path="opzioni-scadute" element={<ExpiredOptionList />} />
      <Route path="richieste" element={<QuoteRequestList />} />
      <Route path="richieste/:requestId" element={<QuoteRequestView />} />
      <Route path="richieste/:requestId/offerta" element={<OfferEdit />} />
    </RemoteRoutes>
  );
}
