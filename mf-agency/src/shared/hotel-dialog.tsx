import type { AgencyHotelDetail, AgencyOffer } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  Alert,
  Button,
  Center,
  DataList,
  Dialog,
  formatDate,
  formatEuro,
  Heading,
  LoadingSpinner,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@ham/ui';
import { Suspense } from 'react';
import { useAgencyHotel } from './hotel-api';
import { accomodationName, freebieText } from './names';

export type HotelDialogProps = {
  /** The hotel shown; null: closed. */
  hotelId: number | null;
  onClose(): void;
};

/**
 * The hotel details dialog (SPEC 'Agency catalogue': 1280 wide): where it is, its
 * description and a price table per guest type at the agency's prices, with 'Chiudi'.
 */
export function HotelDialog({ hotelId, onClose }: HotelDialogProps) {
  if (hotelId === null) return null;
  return (
    <Suspense fallback={null}>
      <Dialog.Root
        open
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
        placement="center"
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxWidth="1280px" width="calc(100vw - 2rem)">
              <HotelDialogContent hotelId={hotelId} onClose={onClose} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Suspense>
  );
}

function HotelDialogContent({ hotelId, onClose }: { hotelId: number; onClose(): void }) {
  const hotel = useAgencyHotel(hotelId);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{hotel.data?.name ?? 'Hotel'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {hotel.isPending && (
          <Center py="10">
            <LoadingSpinner />
          </Center>
        )}
        {hotel.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{hotel.error.message}</Alert.Title>
          </Alert.Root>
        )}
        {hotel.data && <HotelDetails hotel={hotel.data} />}
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Chiudi</Button>
      </Dialog.Footer>
    </>
  );
}

function HotelDetails({ hotel }: { hotel: AgencyHotelDetail }) {
  const rows: [string, string | null | undefined][] = [
    ['Categoria', hotel.category?.name],
    ['Posizione', hotel.position?.name],
    ['Località', hotel.location?.name],
    ['Area', hotel.area?.name],
    ['Indirizzo', hotel.address],
    ['Città', hotel.city],
    ['Nazione', hotel.country?.name],
  ];
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <DataList.Root orientation="horizontal" gap="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text whiteSpace="pre-line">{hotel.description ?? ''}</Text>
      </SimpleGrid>
      {Object.values(hotel.offers).map((offer) => (
        <OfferPrices key={offer.guestType.id} offer={offer} />
      ))}
      {Object.keys(hotel.offers).length === 0 && <Text color="fg.muted">Prezzi non disponibili</Text>}
    </Stack>
  );
}

/** One guest type's price list: periods × board for the base accommodation, then the supplements. */
function OfferPrices({ offer }: { offer: AgencyOffer }) {
  const { reference } = usePlatform();
  const guestType = reference.guestTypes.find((g) => g.id === offer.guestType.id);
  const classes = reference.serviceClasses;
  const extras = guestType?.extraAccomodationIds ?? [];
  const base = guestType ? accomodationName(reference, guestType.baseAccomodationId) : '';
  const title = `Prezzi ${offer.guestType.name}`;
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text fontSize="sm">
        Gratuità:{' '}
        {freebieText(
          offer.freebie && { every: offer.freebie.every, accomodation: offer.freebie.accomodation.name },
        )}
      </Text>
      {offer.prices.length === 0 ? (
        <Text color="fg.muted">Prezzi non disponibili</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader rowSpan={2}>Dal</Table.ColumnHeader>
                <Table.ColumnHeader rowSpan={2}>Al</Table.ColumnHeader>
                <Table.ColumnHeader colSpan={classes.length} textAlign="center">
                  {base}
                </Table.ColumnHeader>
                {extras.length > 0 && (
                  <Table.ColumnHeader colSpan={extras.length} textAlign="center">
                    Supplementi
                  </Table.ColumnHeader>
                )}
              </Table.Row>
              <Table.Row>
                {classes.map((sc) => (
                  <Table.ColumnHeader key={sc.id} textAlign="end" title={sc.description}>
                    {sc.abbr}
                  </Table.ColumnHeader>
                ))}
                {extras.map((a) => (
                  <Table.ColumnHeader key={a} textAlign="end">
                    {accomodationName(reference, a)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {offer.prices.map((p) => (
                <Table.Row key={p.begin}>
                  <Table.Cell>{formatDate(p.begin)}</Table.Cell>
                  <Table.Cell>{formatDate(p.end)}</Table.Cell>
                  {classes.map((sc) => (
                    <Table.Cell key={sc.id} textAlign="end">
                      {formatEuro(p.prices[sc.id])}
                    </Table.Cell>
                  ))}
                  {extras.map((a) => (
                    <Table.Cell key={a} textAlign="end">
                      {formatEuro(p.extras[a])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text fontSize="xs" color="fg.muted">
        Prezzi per persona per notte.
      </Text>
    </Stack>
  );
}
