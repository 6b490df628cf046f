import { type HotelOffer, type PriceEntry, pricingMessages } from '@ham/contracts';
import { callEndpoint, usePlatform } from '@ham/platform';
import {
  Button,
  Card,
  DataList,
  formatDate,
  Grid,
  GridItem,
  HStack,
  Menu,
  NotFoundPage,
  Portal,
  PriceListTable,
  QueryErrorPanel,
  routeId,
  ScreenFallback,
  Stack,
  Text,
  useSave,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { offerApi } from './api';
import { MoneyPair, PriceLegend } from './money-pair';
import { accomodationName, findGuestType } from './offer-reference';

/** 'Prezzi {guest type}' (hotelOfferView): the price list of a hotel for a guest type. */
export function OfferView() {
  const params = useParams();
  const hotelId = routeId(params.hotelId);
  const gtype = params.gtype;
  const { reference, hasPermission } = usePlatform();
  const guestType = findGuestType(reference, gtype);
  const offer = useQuery({
    ...offerApi.offer(hotelId ?? 0, guestType?.id ?? ''),
    enabled: hotelId !== null && guestType !== undefined,
  });
  const navigate = useNavigate();
  const changed = offerApi.changed(hotelId ?? 0);
  const disable = useSave<void>({
    confirmFirst: () => ({
      title: 'Disabilita listino',
      message: pricingMessages.disableConfirm,
      confirmLabel: 'Disabilita',
      destructive: true,
    }),
    send: (_, { api }) =>
      callEndpoint(api, offerApi.endpoints.disable, { params: { id: hotelId ?? 0, gtype: gtype ?? '' } }),
    invalidates: changed,
    success: 'Listino disabilitato',
    failure: 'Operazione non riuscita',
  });
  const deletePrices = useSave<PriceEntry>({
    confirmFirst: (p) => ({
      title: 'Conferma eliminazione',
      message: `Sicuro di eliminare i prezzi dal ${formatDate(p.begin)} al ${formatDate(p.end)}?`,
      confirmLabel: 'Elimina',
      destructive: true,
    }),
    send: (p, { api }) => callEndpoint(api, offerApi.endpoints.deletePrice, { params: { id: p.id } }),
    invalidates: changed,
    success: 'Eliminazione completata',
    failure: 'Eliminazione non riuscita',
  });
  if (hotelId === null || !guestType || !gtype) return <NotFoundPage />;
  if (offer.isPending) return <ScreenFallback />;
  if (offer.isError) {
    return <QueryErrorPanel title="Impossibile caricare i dati" query={offer} />;
  }
  const data: HotelOffer = offer.data;

  if (!data.active) {
    return (
      <Card.Root>
        <Card.Body>
          <Stack gap="4" align="flex-start">
            <Text>Listino prezzi per {guestType.name} non abilitato</Text>
            <Button asChild>
              <RouterLink to={hotelRoutes.offerEdit(hotelId, gtype)}>Abilita listino</RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }

  const serviceClasses = reference.serviceClasses;
  const extras = guestType.extraAccomodationIds;
  const baseName = accomodationName(reference, guestType.baseAccomodationId);
  const showSelfQuote = hasPermission('self_quote') && reference.features.selfQuoteEnabled;

  const freebie = data.freebie
    ? `Una persona ogni ${data.freebie.every} in ${accomodationName(reference, data.freebie.accomodationId)}`
    : 'No';

  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 20rem' }} gap="6" alignItems="start">
      <GridItem minWidth="0">
        <Stack gap="4">
          <HStack gap="3" wrap="wrap">
            <Button asChild>
              <RouterLink to={hotelRoutes.pricingAdd(hotelId, gtype)}>Inserisci nuovi prezzi</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={hotelRoutes.offerEdit(hotelId, gtype)}>Modifica configurazione</RouterLink>
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => void disable.save()}>
              Disabilita listino
            </Button>
          </HStack>
          <PriceListTable
            label={`Listino prezzi ${guestType.name}`}
            rows={data.prices}
            getRowId={(p) => p.id}
            serviceClasses={serviceClasses}
            baseName={baseName}
            extras={extras.map((a) => ({ id: a, name: accomodationName(reference, a) }))}
            classCell={(p, sc) => <MoneyPair sale={p.prices[sc]} cost={p.costs[sc]} />}
            extraCell={(p, a) => <MoneyPair sale={p.extras[a]} cost={p.extrasCosts[a]} />}
            actions={(p) => (
              <Menu.Root>
                <Menu.Trigger asChild>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Azioni ${formatDate(p.begin)} - ${formatDate(p.end)}`}
                  >
                    Azioni
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item
                        value="copy"
                        onSelect={() => navigate(hotelRoutes.pricingAdd(hotelId, gtype, p.id))}
                      >
                        Copia come nuovi
                      </Menu.Item>
                      <Menu.Item
                        value="edit"
                        onSelect={() => navigate(hotelRoutes.pricingEdit(hotelId, gtype, p.id))}
                      >
                        Modifica
                      </Menu.Item>
                      <Menu.Item value="delete" color="fg.error" onSelect={() => void deletePrices.save(p)}>
                        Elimina
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
          />
          <PriceLegend serviceClasses={serviceClasses} />
          {data.prices.length === 0 && (
            <Text py="4" textAlign="center" color="fg.muted">
              {pricingMessages.noPrices}
            </Text>
          )}
        </Stack>
      </GridItem>
      <GridItem>
        <Card.Root aria-label="Configurazione">
          <Card.Header>
            <Card.Title>Configurazione</Card.Title>
          </Card.Header>
          <Card.Body>
            <DataList.Root>
              <DataList.Item>
                <DataList.ItemLabel>Gratuità</DataList.ItemLabel>
                <DataList.ItemValue>{freebie}</DataList.ItemValue>
              </DataList.Item>
              {showSelfQuote && (
                <DataList.Item>
                  <DataList.ItemLabel>Self quotable</DataList.ItemLabel>
                  <DataList.ItemValue>{data.selfQuotable ? 'Sì' : 'No'}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>Visibile in richieste preventivo</DataList.ItemLabel>
                <DataList.ItemValue>{data.visibleInQuotes ? 'Sì' : 'No'}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      </GridItem>
    </Grid>
  );
}
