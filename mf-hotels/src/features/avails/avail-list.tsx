import type { AvailabilityBlock } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import {
  Box,
  Button,
  formatDate,
  HStack,
  NotFoundPage,
  QueryErrorPanel,
  routeId,
  Spacer,
  Table,
  Text,
  useSave,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { hotelRoutes } from '../../shared/hotel-routes';
import { availApi } from './api';
import { notEnoughPlacesQuestion } from './not-enough-places';

/** 'Disponibilità posti' (hotelAvailList): the hotel's availability blocks. */
export function AvailList() {
  const id = routeId(useParams().hotelId);
  const blocks = useQuery({ ...availApi.list(id ?? 0), enabled: id !== null });
  /** Delete with confirm; when the held places would be left without allotment, a second confirm forces it (docs/product/allotment-and-holds.md#overbooking-and-force). */
  const remove = useSave<AvailabilityBlock>({
    confirmFirst: (b) => ({
      title: 'Conferma eliminazione',
      message: `Sicuro di eliminare la disponibilità dal ${formatDate(b.begin)} al ${formatDate(b.end)}?`,
      confirmLabel: 'Elimina',
      destructive: true,
    }),
    send: (b, { api, force }) =>
      callEndpoint(api, availApi.endpoints.remove, {
        params: { id: b.id },
        query: force ? { force: true } : undefined,
      }),
    force: notEnoughPlacesQuestion('Elimina'),
    invalidates: availApi.changed(id ?? 0),
    success: 'Eliminazione completata',
    failure: 'Eliminazione non riuscita',
  });
  if (id === null) return <NotFoundPage />;
  if (blocks.isError) {
    return <QueryErrorPanel title="Impossibile caricare l'elenco" query={blocks} />;
  }
  const items = blocks.data?.items ?? [];
  return (
    <Box>
      <HStack mb="4">
        <Spacer />
        <Button asChild>
          <RouterLink to={hotelRoutes.availAdd(id)}>Aggiungi disponibilità</RouterLink>
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Disponibilità posti" aria-busy={blocks.isFetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Dal</Table.ColumnHeader>
              <Table.ColumnHeader>Al</Table.ColumnHeader>
              <Table.ColumnHeader>Tipologia ospiti</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Posti</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Giorni di rilascio</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" width="1%">
                Azioni
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((b) => (
              <Table.Row key={b.id}>
                <Table.Cell>{formatDate(b.begin)}</Table.Cell>
                <Table.Cell>{formatDate(b.end)}</Table.Cell>
                <Table.Cell>{b.guestType.name}</Table.Cell>
                <Table.Cell textAlign="end">{b.places}</Table.Cell>
                <Table.Cell textAlign="end">{b.expirationDays}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack gap="2" justify="flex-end">
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={hotelRoutes.availEdit(id, b.id)}>Modifica</RouterLink>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void remove.save(b)}
                    >
                      Elimina
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {!blocks.isPending && items.length === 0 && (
        <Text py="8" textAlign="center" color="fg.muted">
          Nessun risultato
        </Text>
      )}
    </Box>
  );
}
