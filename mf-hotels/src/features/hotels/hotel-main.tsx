import { ApiError } from '@ham/platform';
import {
  Alert,
  Heading,
  NotFoundPage,
  QueryErrorPanel,
  RoutedTabs,
  routeId,
  ScreenFallback,
  Stack,
  Text,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotelQueries } from './api';

/** The hotel main screen (/hotel/scheda/:hotelId): tabs 'Dettagli', 'Prezzi {guest type}', 'Disponibilità posti'. */
export function HotelMain() {
  const id = routeId(useParams().hotelId);
  const summary = useQuery({ ...hotelQueries.summary(id ?? 0), enabled: id !== null });
  if (id === null) return <NotFoundPage />;
  if (summary.isPending) return <ScreenFallback />;
  if (summary.isError) {
    if (summary.error instanceof ApiError && summary.error.status === 404) return <NotFoundPage />;
    return <QueryErrorPanel title="Impossibile caricare i dati" query={summary} />;
  }
  const hotel = summary.data;
  const tabs = [
    { label: 'Dettagli', to: hotelRoutes.details(id) },
    ...hotel.offers.map((o) => ({
      label: `Prezzi ${o.guestType.name}`,
      to: hotelRoutes.offer(id, o.guestType.id),
    })),
    { label: 'Disponibilità posti', to: hotelRoutes.avails(id) },
  ];
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {hotel.name}
        </Heading>
        <Text color="fg.muted">
          {[hotel.category?.name, hotel.city, hotel.country?.name].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {hotel.hidden && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>Hotel nascosto: non compare nelle ricerche.</Alert.Title>
        </Alert.Root>
      )}
      <RoutedTabs tabs={tabs} aria-label="Scheda hotel" />
      {/* The tab's lazy screen loads under the tabs. */}
      <Suspense fallback={<ScreenFallback />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
