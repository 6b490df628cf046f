import { Box, ErrorAlert, LoadingSpinner, Text } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { hotelPickupQuery } from './api';
import { PickupFigure } from './pickup-figure';

/**
 * A hotel's pick-up on its card (docs/product/dashboard.md#pick-up-of-one-hotel): the Cruscotto's
 * 'Pick-up per notte' of this hotel alone for the next 90 days, with its table.
 */
export function HotelPickup({ hotelId }: { hotelId: number }) {
  const result = useQuery({ ...hotelPickupQuery(hotelId), retry: false });
  if (result.isPending) return <LoadingSpinner />;
  if (result.isError) return <ErrorAlert>{result.error.message}</ErrorAlert>;
  const { pickup } = result.data;
  if (!pickup.nights.some((night) => night.allotted > 0))
    return (
      <Box as="section" aria-label="Pick-up per notte">
        <Text color="fg.muted">Nessun allotment nei prossimi 90 giorni.</Text>
      </Box>
    );
  return <PickupFigure pickup={pickup} />;
}
