import { CONTRACT_VERSION } from '@ham/platform';
import { RemoteRoutes, resourceRoutes } from '@ham/ui';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { hotels } from './features/hotels/api';

/** The shell checks it before rendering (it accepts the current and the previous version). */
export const contractVersion = CONTRACT_VERSION;

const HotelList = lazy(() => import('./features/hotels/hotel-list').then((m) => ({ default: m.HotelList })));
const HotelEdit = lazy(() => import('./features/hotels/hotel-edit').then((m) => ({ default: m.HotelEdit })));
const HotelMain = lazy(() => import('./features/hotels/hotel-main').then((m) => ({ default: m.HotelMain })));
const HotelDetails = lazy(() =>
  import('./features/hotels/hotel-details').then((m) => ({ default: m.HotelDetails })),
);
const OfferView = lazy(() => import('./features/offers/offer-view').then((m) => ({ default: m.OfferView })));
const OfferEdit = lazy(() => import('./features/offers/offer-edit').then((m) => ({ default: m.OfferEdit })));
const PricingEdit = lazy(() =>
  import('./features/offers/pricing-edit').then((m) => ({ default: m.PricingEdit })),
);
const AvailList = lazy(() => import('./features/avails/avail-list').then((m) => ({ default: m.AvailList })));
const AvailEdit = lazy(() => import('./features/avails/avail-edit').then((m) => ({ default: m.AvailEdit })));
const AllotmentSearch = lazy(() =>
  import('./features/allotment/allotment-search').then((m) => ({ default: m.AllotmentSearch })),
);
const DashboardPage = lazy(() =>
  import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ReleasesPage = lazy(() =>
  import('./features/releases/releases-page').then((m) => ({ default: m.ReleasesPage })),
);

// What the shell loads as `hotels/routes` (RemoteRoutesModule): the paths of docs/product/screens.md under
// the segments the shell hands to this remote ('cruscotto', 'hotel', 'disponibilita').
export default function HotelsRoutes() {
  return (
    <RemoteRoutes>
      <Route path="cruscotto" element={<DashboardPage />} />
      <Route path="disponibilita" element={<AllotmentSearch />} />
      <Route path="disponibilita/rilasci" element={<ReleasesPage />} />
      {resourceRoutes(hotels, { list: <HotelList />, edit: <HotelEdit /> })}
      <Route path="hotel/scheda/:hotelId" element={<HotelMain />}>
        <Route index element={<HotelDetails />} />
        <Route path="prezzi/:gtype" element={<OfferView />} />
        <Route path="disponibilita" element={<AvailList />} />
      </Route>
      <Route path="hotel/listino/:hotelId/prezzi/:gtype/nuovo" element={<PricingEdit />} />
      <Route path="hotel/listino/:hotelId/prezzi/:gtype/modifica/:pricingId" element={<PricingEdit />} />
      <Route path="hotel/listino/:hotelId/configura/:gtype" element={<OfferEdit />} />
      <Route path="hotel/disponibilita/:hotelId/nuovo" element={<AvailEdit />} />
      <Route path="hotel/disponibilita/:hotelId/modifica/:availId" element={<AvailEdit />} />
    </RemoteRoutes>
  );
}
