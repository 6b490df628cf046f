import { type GuestType, type HotelOffer, type PriceEntry, pricingMessages } from '@ham/contracts';
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
  Portal,
  PriceListTable,
  RecordView,
  routeId,
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
  const { reference } = usePlatform();
  const guestType = findGuestType(reference, gtype);
  const offer = useQuery({
    ...offerApi.offer(hotelId ?? 0, guestType?.id ?? ''),
    enabled: hotelId !== null && guestType !== undefined,
  });
  return (
    <RecordView
      query={offer}
      missing={hotelId === null || !guestType}
      errorTitle="Impossibile caricare i dati"
    >
      {(data) =>
        hotelId !== null && guestType ? (
          data.active ? (
            <OfferPage hotelId={hotelId} guestType={guestType} offer={data} />
          ) : (
            <OfferDisabled hotelId={hotelId} guestType={guestType} />
          )
        ) : null
      }
    </RecordView>
  );
}

type OfferPartProps = { hotelId: number; guestType: GuestType };

/** A guest type without its price list yet: 'Abilita listino'. */
function OfferDisabled({ hotelId, guestType }: OfferPartProps) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Text>Listino prezzi per {guestType.name} non abilitato</Text>
          <Button asChild>
            <RouterLink to={hotelRoutes.offerEdit(hotelId, guestType.id)}>Abilita listino</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The enabled price list: its actions, the prices by period, the configuration beside them. */
function OfferPage({ hotelId, guestType, offer }: OfferPartProps & { offer: HotelOffer }) {
  const { reference } = usePlatform();
  const gtype = guestType.id;
  const disable = useSave<void>({
    confirmFirst: () => ({
      title: 'Disabilita listino',
      message: pricingMessages.disableConfirm,
      confirmLabel: 'Disabilita',
      destructive: true,
    }),
    send: (_, { api }) => callEndpoint(api, offerApi.endpoints.disable, { params: { id: hotelId, gtype } }),
    invalidates: offerApi.changed(hotelId),
    success: 'Listino disabilitato',
    failure: 'Operazione non riuscita',
  });
  const extras = guestType.extraAccomodationIds;

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
            rows={offer.prices}
            getRowId={(p) => p.id}
            serviceClasses={reference.serviceClasses}
            baseName={accomodationName(reference, guestType.baseAccomodationId)}
            extras={extras.map((a) => ({ id: a, name: accomodationName(reference, a) }))}
            classCell={(p, sc) => <MoneyPair sale={p.prices[sc]} cost={p.costs[sc]} />}
            extraCell={(p, a) => <MoneyPair sale={p.extras[a]} cost={p.extrasCosts[a]} />}
            actions={(p) => <PriceEntryMenu hotelId={hotelId} gtype={gtype} entry={p} />}
          />
          <PriceLegend serviceClasses={reference.serviceClasses} />
          {offer.prices.length === 0 && (
            <Text py="4" textAlign="center" color="fg.muted">
              {pricingMessages.noPrices}
            </Text>
          )}
        </Stack>
      </GridItem>
      <GridItem>
        <OfferConfiguration offer={offer} />
      </GridItem>
    </Grid>
  );
}

/** A period's 'Azioni': copy as new prices, edit, delete (asked first). */
function PriceEntryMenu({ hotelId, gtype, entry: p }: { hotelId: number; gtype: string; entry: PriceEntry }) {
  const navigate = useNavigate();
  const deletePrices = useSave<PriceEntry>({
    confirmFirst: (e) => ({
      title: 'Conferma eliminazione',
      message: `Sicuro di eliminare i prezzi dal ${formatDate(e.begin)} al ${formatDate(e.end)}?`,
      confirmLabel: 'Elimina',
      destructive: true,
    }),
    send: (e, { api }) => callEndpoint(api, offerApi.endpoints.deletePrice, { params: { id: e.id } }),
    invalidates: offerApi.changed(hotelId),
    success: 'Eliminazione completata',
    failure: 'Eliminazione non riuscita',
  });
  return (
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
            <Menu.Item value="copy" onSelect={() => navigate(hotelRoutes.pricingAdd(hotelId, gtype, p.id))}>
              Copia come nuovi
            </Menu.Item>
            <Menu.Item value="edit" onSelect={() => navigate(hotelRoutes.pricingEdit(hotelId, gtype, p.id))}>
              Modifica
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onSelect={() => void deletePrices.save(p)}>
              Elimina
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The price list's configuration: freebies, self quote (where enabled), visible in quote requests. */
function OfferConfiguration({ offer }: { offer: HotelOffer }) {
  const { reference, hasPermission } = usePlatform();
  const showSelfQuote = hasPermission('self_quote') && reference.features.selfQuoteEnabled;
  const freebie = offer.freebie
    ? `Una persona ogni ${offer.freebie.every} in ${accomodationName(reference, offer.freebie.accomodationId)}`
    : 'No';
  return (
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
              <DataList.ItemValue>{offer.selfQuotable ? 'Sì' : 'No'}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>Visibile in richieste preventivo</DataList.ItemLabel>
            <DataList.ItemValue>{offer.visibleInQuotes ? 'Sì' : 'No'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
