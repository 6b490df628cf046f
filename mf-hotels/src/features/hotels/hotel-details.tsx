import { type HotelSummary, hotelMessages } from '@ham/contracts';
import { ApiError, usePlatform } from '@ham/platform';
import { Button, Card, DataList, HStack, NotFoundPage, routeId, useConfirm } from '@ham/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { hotelKeys, hotelRoutes, hotelsPath } from '../../shared/hotel-routes';
import { useHotelSummary } from '../../shared/use-hotel-head';

export type HotelDetailsProps = Record<string, never>;

const rows = (h: HotelSummary): [string, string | null | undefined][] => [
  ['Nome', h.name],
  ['Categoria', h.category?.name],
  ['Posizione', h.position?.name],
  ['Località', h.location?.name],
  ['Area', h.area?.name],
  ['Indirizzo', h.address],
  ['CAP', h.postalCode],
  ['Città', h.city],
  ['Nazione', h.country?.name],
  ['Telefono', h.phone],
  ['Fax', h.fax],
  ['E-mail', h.email],
  ['Sito web', h.website],
  ['Referente', h.contactName],
  ['E-mail referente', h.contactEmail],
  ['Descrizione', h.description],
];

/** 'Dettagli' (hotelDetails): the data, Modifica, Nascondi/Mostra and Elimina (SPEC §4, §8). */
export function HotelDetails(_props: HotelDetailsProps) {
  const id = routeId(useParams().hotelId);
  const summary = useHotelSummary(id);
  const { api, notify } = usePlatform();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (id === null) return <NotFoundPage />;
  const hotel = summary.data;
  if (!hotel) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: hotelKeys.all });

  const setHidden = async (hidden: boolean) => {
    setBusy(true);
    try {
      await api.post(`${hotelsPath}/${id}/${hidden ? 'hide' : 'unhide'}`);
      notify({ status: 'success', title: hidden ? 'Hotel nascosto' : 'Hotel visibile' });
      await refresh();
    } catch (err) {
      notify({ status: 'error', title: err instanceof ApiError ? err.message : 'Operazione non riuscita' });
    } finally {
      setBusy(false);
    }
  };

  const handleHide = async () => {
    const ok = await confirm({
      title: 'Nascondi hotel',
      message: `Nascondere "${hotel.name}"? Non comparirà più nelle ricerche.`,
      confirmLabel: 'Nascondi',
    });
    if (ok) await setHidden(true);
  };

  const handleDelete = async () => {
    const ok = await confirm({
      title: 'Conferma eliminazione',
      message: `Sicuro di eliminare "${hotel.name}"?`,
      confirmLabel: 'Elimina',
      destructive: true,
    });
    if (!ok) return;
    try {
      await api.delete(`${hotelsPath}/${id}`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const alreadyHidden = (err.detail as { hidden?: boolean } | undefined)?.hidden ?? hotel.hidden;
        if (alreadyHidden) {
          await confirm({
            title: 'Eliminazione non possibile',
            message: hotelMessages.hotelInUseHidden,
            confirmLabel: 'OK',
            cancelLabel: 'Chiudi',
          });
          return;
        }
        const hide = await confirm({
          title: 'Eliminazione non possibile',
          message: `${hotelMessages.hotelInUse} Vuoi nasconderlo?`,
          confirmLabel: 'Nascondi',
        });
        if (hide) await setHidden(true);
        return;
      }
      notify({ status: 'error', title: err instanceof ApiError ? err.message : 'Eliminazione non riuscita' });
      return;
    }
    queryClient.removeQueries({ queryKey: hotelKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: hotelKeys.lists() });
    notify({ status: 'success', title: 'Eliminazione completata' });
    navigate(hotelRoutes.list);
  };

  return (
    <Card.Root>
      <Card.Body>
        <DataList.Root orientation="horizontal" aria-label="Dati hotel">
          {rows(hotel).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <RouterLink to={hotelRoutes.edit(id)}>Modifica</RouterLink>
          </Button>
          {hotel.hidden ? (
            <Button variant="outline" loading={busy} onClick={() => void setHidden(false)}>
              Mostra
            </Button>
          ) : (
            <Button variant="outline" loading={busy} onClick={() => void handleHide()}>
              Nascondi
            </Button>
          )}
          <Button variant="outline" colorPalette="red" onClick={() => void handleDelete()}>
            Elimina
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
