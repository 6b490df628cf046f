import { type HotelSummary, hotelMessages } from '@ham/contracts';
import { ApiError, callEndpoint } from '@ham/platform';
import {
  Button,
  Card,
  DetailList,
  HistoryPanel,
  HStack,
  NotFoundPage,
  routeId,
  Stack,
  useConfirm,
  useSave,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { HotelPickup } from '../dashboard/hotel-pickup';
import { hotelApi, hotelQueries } from './api';

const rows = (h: HotelSummary): [string, string | null | undefined][] => [
  ['Nome', h.name],
  ['Categoria', h.category?.name],
  ['Posizione', h.position?.name],
  ['Località', h.location?.name],
  ['Area', h.area?.name],
  ['Indirizzo', h.address],
  ['CAP', h.postalCode],
  ['Città', h.city],
  ['Nazione', h.country?.name],
  ['Telefono', h.phone],
  ['Fax', h.fax],
  ['E-mail', h.email],
  ['Sito web', h.website],
  ['Referente', h.contactName],
  ['E-mail referente', h.contactEmail],
  ['Descrizione', h.description],
];

/**
 * 'Dettagli' (hotelDetails): the data, Modifica, Nascondi/Mostra and Elimina (docs/product/hotels.md),
 * the hotel's pick-up of the next 90 days (docs/product/dashboard.md#pick-up-of-one-hotel), then its 'Storico modifiche' (its prices, price lists and blocks too: docs/product/history.md).
 */
export function HotelDetails() {
  const id = routeId(useParams().hotelId);
  const summary = useQuery({ ...hotelQueries.summary(id ?? 0), enabled: id !== null });
  const confirm = useConfirm();
  const navigate = useNavigate();
  const hotel = summary.data;
  const visibility = useSave<boolean>({
    send: (hidden, { api }) =>
      callEndpoint(api, hidden ? hotelQueries.endpoints.hide : hotelQueries.endpoints.unhide, {
        params: { id: id ?? 0 },
      }),
    invalidates: [hotelApi.keys.all],
    success: (_, hidden) => (hidden ? 'Hotel nascosto' : 'Hotel visibile'),
    failure: 'Operazione non riuscita',
  });
  const remove = useSave<HotelSummary>({
    confirmFirst: (h) => ({
      title: 'Conferma eliminazione',
      message: `Sicuro di eliminare "${h.name}"?`,
      confirmLabel: 'Elimina',
      destructive: true,
    }),
    send: (h, { api }) => callEndpoint(api, hotelApi.endpoints.remove, { params: { id: h.id } }),
    removes: (_, h) => [hotelApi.keys.detail(h.id)],
    invalidates: [hotelApi.keys.lists()],
    success: 'Eliminazione completata',
    failure: 'Eliminazione non riuscita',
    // In use (docs/product/hotels.md#deleting-a-hotel): a hotel with cases or holds cannot go, it can be hidden instead.
    refused: async (err, h) => {
      if (!(err instanceof ApiError && err.status === 409)) return false;
      const alreadyHidden = (err.detail as { hidden?: boolean } | undefined)?.hidden ?? h.hidden;
      if (alreadyHidden) {
        await confirm({
          title: 'Eliminazione non possibile',
          message: hotelMessages.hotelInUseHidden,
          confirmLabel: 'OK',
          cancelLabel: 'Chiudi',
        });
      } else {
        const hide = await confirm({
          title: 'Eliminazione non possibile',
          message: `${hotelMessages.hotelInUse} Vuoi nasconderlo?`,
          confirmLabel: 'Nascondi',
        });
        if (hide) await visibility.save(true);
      }
      return true;
    },
    onSaved: () => navigate(hotelRoutes.list),
  });
  if (id === null) return <NotFoundPage />;
  if (!hotel) return null;

  const handleHide = async () => {
    const ok = await confirm({
      title: 'Nascondi hotel',
      message: `Nascondere "${hotel.name}"? Non comparirà più nelle ricerche.`,
      confirmLabel: 'Nascondi',
    });
    if (ok) await visibility.save(true);
  };

  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body>
          <DetailList orientation="horizontal" aria-label="Dati hotel" rows={rows(hotel)} />
        </Card.Body>
        <Card.Footer>
          <HStack gap="3" wrap="wrap">
            <Button asChild>
              <RouterLink to={hotelRoutes.edit(id)}>Modifica</RouterLink>
            </Button>
            {hotel.hidden ? (
              <Button
                variant="outline"
                loading={visibility.isPending}
                onClick={() => void visibility.save(false)}
              >
                Mostra
              </Button>
            ) : (
              <Button variant="outline" loading={visibility.isPending} onClick={() => void handleHide()}>
                Nascondi
              </Button>
            )}
            <Button variant="outline" colorPalette="red" onClick={() => void remove.save(hotel)}>
              Elimina
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <HotelPickup hotelId={id} />
        </Card.Body>
      </Card.Root>
      <HistoryPanel target={{ kind: 'hotel', id }} />
    </Stack>
  );
}
