import type { AvailabilityBlock } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import {
  Box,
  Button,
  ErrorPanel,
  formatDate,
  HStack,
  NotFoundPage,
  routeId,
  Spacer,
  Table,
  Text,
  useConfirm,
  useSaveWithForce,
} from '@ham/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { availKeys, hotelKeys, hotelRoutes } from '../../shared/hotel-routes';
import { notEnoughPlacesQuestion } from './not-enough-places';

export type AvailListProps = Record<string, never>;

/** 'Disponibilità posti' (hotelAvailList): the hotel's availability blocks. */
export function AvailList(_props: AvailListProps) {
  const id = routeId(useParams().hotelId);
  const { api } = usePlatform();
  const blocks = useQuery({
    queryKey: [...availKeys.lists(), id],
    queryFn: ({ signal }) =>
      api.get<{ items: AvailabilityBlock[] }>(`/hotels/${id}/avails`, undefined, { signal }),
    enabled: id !== null,
  });
  const { notify } = usePlatform();
  const confirm = useConfirm();
  const saveWithForce = useSaveWithForce();
  const queryClient = useQueryClient();

  /** Delete with confirm; when the held places would be left without allotment, a second confirm forces it (DECISIONS §5). */
  const handleDelete = async (b: AvailabilityBlock) => {
    const ok = await confirm({
      title: 'Conferma eliminazione',
      message: `Sicuro di eliminare la disponibilità dal ${formatDate(b.begin)} al ${formatDate(b.end)}?`,
      confirmLabel: 'Elimina',
      destructive: true,
    });
    if (!ok) return;
    try {
      const deleted = await saveWithForce(
        (force) => api.delete(`/hotels/avails/${b.id}`, force ? { force: true } : undefined),
        notEnoughPlacesQuestion('Elimina'),
      );
      if (!deleted) return;
      notify({ status: 'success', title: 'Eliminazione completata' });
    } catch (err) {
      notify({
        status: 'error',
        title: 'Eliminazione non riuscita',
        description: err instanceof ApiError ? err.message : 'Errore di comunicazione con il server',
      });
    }
    await queryClient.invalidateQueries({ queryKey: availKeys.all });
    await queryClient.invalidateQueries({ queryKey: hotelKeys.detail(id ?? 0) });
  };
  if (id === null) return <NotFoundPage />;
  if (blocks.isError) {
    return (
      <ErrorPanel
        title="Impossibile caricare l'elenco"
        description={blocks.error.message}
        onRetry={() => void blocks.refetch()}
      />
    );
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
                      onClick={() => void handleDelete(b)}
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
