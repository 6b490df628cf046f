import type { Stay } from '@ham/contracts';
import { hotelMailMessages } from '@ham/contracts/hotel-mail';
import { callEndpoint } from '@ham/platform';
import { Badge, Button, formatDateTime, HStack, Text, useSave } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { hotelMailApi } from './hotel-mail-api';

export type StayHotelMailProps = { stay: Stay; docNum: number };

/**
 * 'Invia all'hotel' of a stay (docs/product/rooming-list.md#to-the-hotel): asks, mails the voucher
 * and the rooming list (PDF and Excel) to the hotel, says when it was sent last and whether the
 * rooming list changed since.
 */
export function StayHotelMail({ stay, docNum }: StayHotelMailProps) {
  const { data } = useQuery(hotelMailApi.list(docNum));
  const state = data?.items.find((s) => s.stayId === stay.id);
  const last = state?.last ?? null;
  const send = useSave<void, Awaited<ReturnType<typeof sendToHotel>>>({
    confirmFirst: () => ({
      title: "Invia all'hotel",
      message: `Inviare a ${stay.hotel.name}${state?.to ? ` (${state.to})` : ''} il voucher e la rooming list della pratica, in PDF e in Excel?`,
      confirmLabel: 'Invia',
    }),
    send: (_v, { api }) => sendToHotel(api, stay.id, docNum),
    invalidates: [hotelMailApi.key(docNum)],
    success: (answer) => {
      const to = answer.items.find((s) => s.stayId === stay.id)?.last?.to;
      return to ? `Voucher e rooming list inviati a ${to}` : 'Invio completato';
    },
    failure: 'Invio non riuscito',
  });
  return (
    <HStack gap="3" wrap="wrap" aria-label={`Invio all'hotel - ${stay.hotel.name}`} role="group">
      <Button size="sm" variant="outline" onClick={() => void send.save()} loading={send.isPending}>
        Invia all'hotel
      </Button>
      {last && (
        <Text as="span" fontSize="sm" color="fg.muted">
          Inviato all'hotel il {formatDateTime(last.sentAt)} a {last.to}
          {last.sentBy ? ` (${last.sentBy})` : ''}
        </Text>
      )}
      {state?.roomingChanged && <Badge colorPalette="orange">{hotelMailMessages.roomingChanged}</Badge>}
    </HStack>
  );
}

const sendToHotel = (api: Parameters<typeof callEndpoint>[0], id: number, docNum: number) =>
  callEndpoint(api, hotelMailApi.endpoints.send, { params: { id }, query: { docNum } });
