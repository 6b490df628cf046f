import { mealCodes, type Stay } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { Alert, Badge, Box, Card, formatDate, Heading, HStack, Stack, Table, Text } from '@ham/ui';
import { CostLinesTable } from '../../shared/cost-lines-table';
import { dayGridColumns, GridTable } from '../../shared/grid-table';
import { StayHoldActions } from './stay-hold-actions';
import { StayHotelMail } from './stay-hotel-mail';

/** docs/product/allotment-and-holds.md#holds-options-and-reservations as a badge: none, option (active or expired), confirmed reservation. */
function HoldBadge({ stay }: { stay: Stay }) {
  if (stay.reservation) {
    return <Badge colorPalette="green">Prenotazione confermata · {stay.reservation.contact}</Badge>;
  }
  if (stay.option) {
    return stay.option.expired ? (
      <Badge colorPalette="red">Opzione scaduta il {formatDate(stay.option.expires)}</Badge>
    ) : (
      <Badge colorPalette="orange">
        Opzionato fino al {formatDate(stay.option.expires)} · {stay.option.contact}
      </Badge>
    );
  }
  return <Badge>Nessuna opzione</Badge>;
}

/** A hold placed or enlarged beyond the places available, after the user confirmed it ('force'). */
function OverbookingBadge({ stay }: { stay: Stay }) {
  const hold = stay.reservation ?? stay.option;
  if (!hold?.forced) return null;
  return (
    <Badge colorPalette="red" variant="solid" title="Forzata oltre i posti disponibili dell'allotment">
      In overbooking
    </Badge>
  );
}

export type StayViewProps = { stay: Stay; docNum: number };

/** One stay of the case detail: hotel, period, hold, the day-by-day meal conditions and the costs. */
export function StayView({ stay, docNum }: StayViewProps) {
  const { reference } = usePlatform();
  const serviceClass = (id: string) => reference.serviceClasses.find((s) => s.id === id)?.description ?? id;
  const title = `${stay.hotel.name}${stay.hotel.city ? ` (${stay.hotel.city})` : ''}`;
  return (
    <Card.Root as="section" aria-label={`Hotel ${stay.hotel.name}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h3" size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Dal {formatDate(stay.begin)} al {formatDate(stay.end)} · {stay.nights}{' '}
              {stay.nights === 1 ? 'notte' : 'notti'} · {stay.guestCount} ospiti
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <HoldBadge stay={stay} />
            <OverbookingBadge stay={stay} />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Box>
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <GridTable
                label={`Trattamento giorno per giorno - ${stay.hotel.name}`}
                columns={dayGridColumns}
              >
                {stay.conditions.map((day) => (
                  <Table.Row key={day.date}>
                    <Table.Cell>{formatDate(day.date)}</Table.Cell>
                    <Table.Cell>{serviceClass(day.serviceClassId)}</Table.Cell>
                    {mealCodes.map((m) => (
                      <Table.Cell key={m} textAlign="center">
                        {day.items.includes(m) ? (
                          <span role="img" aria-label="Sì">
                            ✓
                          </span>
                        ) : (
                          ''
                        )}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </GridTable>
            </Table.ScrollArea>
          </Box>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <CostLinesTable lines={stay.costLines} total={stay.total} label={`Costi - ${stay.hotel.name}`} />
          </Table.ScrollArea>
          {stay.unpriced.length > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                Prezzi non disponibili per {new Set(stay.unpriced.map((u) => u.date)).size} notti: il totale
                non le comprende.
              </Alert.Title>
            </Alert.Root>
          )}
          {stay.notes && <Text whiteSpace="pre-wrap">{stay.notes}</Text>}
          <StayHoldActions stay={stay} docNum={docNum} />
          <StayHotelMail stay={stay} docNum={docNum} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
