import type { AgencyHotelDetail, AgencyOffer } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  Button,
  Center,
  DetailList,
  ErrorAlert,
  formatEuro,
  Heading,
  hotelRows,
  LoadingSpinner,
  ModalDialog,
  PriceListTable,
  SimpleGrid,
  Stack,
  Text,
} from '@ham/ui';
import { useAgencyHotel } from './hotel-api';
import { accomodationName, freebieText } from './names';

export type HotelDialogProps = {
  /** The hotel shown; null: closed. */
  hotelId: number | null;
  onClose(): void;
};

/**
 * The hotel details dialog (docs/product/agency-portal.md#catalogue: 1280 wide): where it is, its
 * description and a price table per guest type at the agency's prices, with 'Chiudi'.
 */
export function HotelDialog({ hotelId, onClose }: HotelDialogProps) {
  const hotel = useAgencyHotel(hotelId);
  if (hotelId === null) return null;
  return (
    <ModalDialog
      title={hotel.data?.name ?? 'Hotel'}
      open
      onClose={onClose}
      scrollBehavior="inside"
      contentProps={{ maxWidth: '1280px', width: 'calc(100vw - 2rem)' }}
      footer={<Button onClick={onClose}>Chiudi</Button>}
    >
      {hotel.isPending && (
        <Center py="10">
          <LoadingSpinner />
        </Center>
      )}
      {hotel.isError && <ErrorAlert>{hotel.error.message}</ErrorAlert>}
      {hotel.data && <HotelDetails hotel={hotel.data} />}
    </ModalDialog>
  );
}

function HotelDetails({ hotel }: { hotel: AgencyHotelDetail }) {
  const rows = hotelRows(hotel, ['category', 'position', 'location', 'area', 'address', 'city', 'country']);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <DetailList orientation="horizontal" gap="2" rows={rows} />
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
        <PriceListTable
          label={title}
          rows={offer.prices}
          getRowId={(p) => p.begin}
          serviceClasses={reference.serviceClasses}
          baseName={base}
          extras={extras.map((a) => ({ id: a, name: accomodationName(reference, a) }))}
          classCell={(p, sc) => formatEuro(p.prices[sc])}
          extraCell={(p, a) => formatEuro(p.extras[a])}
        />
      )}
      <Text fontSize="xs" color="fg.muted">
        Prezzi per persona per notte.
      </Text>
    </Stack>
  );
}
