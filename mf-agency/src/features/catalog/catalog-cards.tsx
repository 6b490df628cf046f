import {
  type CatalogBus,
  type CatalogGuide,
  type CatalogHotel,
  type CatalogRestaurant,
  durationLabels,
} from '@ham/contracts';
import { Button, Card, formatEuro, Heading, List, Stack, Text } from '@ham/ui';
import type { ReactNode } from 'react';

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

function ServiceCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <Card.Root as="article" height="full" size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A hotel: its name opens the details dialog. */
export function HotelCard({ hotel, onOpen }: { hotel: CatalogHotel; onOpen(id: number): void }) {
  return (
    <ServiceCard
      title={
        <Button
          variant="plain"
          p="0"
          height="auto"
          fontSize="inherit"
          fontWeight="semibold"
          onClick={() => onOpen(hotel.id)}
        >
          {hotel.name}
        </Button>
      }
      subtitle={join(hotel.category?.name, hotel.position?.name)}
    >
      <Text fontSize="sm">{join(hotel.address, hotel.city, hotel.area?.name, hotel.country?.name)}</Text>
      <Stack direction="row">
        <Button
          size="xs"
          variant="outline"
          onClick={() => onOpen(hotel.id)}
          aria-label={`Dettagli ${hotel.name}`}
        >
          Dettagli e prezzi
        </Button>
      </Stack>
    </ServiceCard>
  );
}

export function RestaurantCard({ restaurant: r }: { restaurant: CatalogRestaurant }) {
  return (
    <ServiceCard title={r.name} subtitle={join(r.location.name, r.location.area.name)}>
      {r.address && <Text fontSize="sm">{r.address}</Text>}
      <Text fontSize="sm">Menù: {formatEuro(r.price)} a persona</Text>
      <Text fontSize="sm">Gratuità: {r.freeEvery ? `1 ogni ${r.freeEvery}` : 'nessuna'}</Text>
    </ServiceCard>
  );
}

export function GuideCard({ guide: g }: { guide: CatalogGuide }) {
  return (
    <ServiceCard title={g.name} subtitle={join(g.location.name, g.location.area.name)}>
      <Text fontSize="sm">
        {join(
          g.guestType?.name ?? 'Tutti i partecipanti',
          g.duration && durationLabels[g.duration],
          g.hours !== null ? `${String(g.hours).replace('.', ',')} ore` : null,
        )}
      </Text>
      {g.price !== null && (
        <Text fontSize="sm">
          Prezzo: {formatEuro(g.price)}
          {g.persons ? ` fino a ${g.persons} persone` : ''}
        </Text>
      )}
      {g.notes && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
          {g.notes}
        </Text>
      )}
    </ServiceCard>
  );
}

export function BusCard({ bus: b }: { bus: CatalogBus }) {
  return (
    <ServiceCard
      title={b.name}
      subtitle={join(b.location.name, b.location.area.name, b.duration && durationLabels[b.duration])}
    >
      {b.address && <Text fontSize="sm">{b.address}</Text>}
      {b.prices.length > 0 && (
        <List.Root fontSize="sm" ps="4">
          {b.prices.map((p) => (
            <List.Item key={p.maxSeats}>
              Fino a {p.maxSeats} posti: {formatEuro(p.price)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </ServiceCard>
  );
}
