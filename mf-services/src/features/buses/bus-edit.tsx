import type { Bus } from '@ham/contracts';
import { EditPage, NotFoundPage, routeId } from '@ham/ui';
import { useParams } from 'react-router-dom';
import { busesPath, busesResource, busRoutes } from './api';
import { BusFields } from './bus-fields';
import { busForm, busPayload, busToForm, emptyBus } from './bus-form';

export type BusEditProps = Record<string, never>;

/** 'Aggiungi servizio bus' (/bus/nuovo) and 'Modifica servizio bus' (/bus/modifica/:busId). */
export function BusEdit(_props: BusEditProps) {
  const { busId } = useParams();
  if (busId !== undefined && routeId(busId) === null) return <NotFoundPage />;
  return (
    <EditPage
      key={busId ?? 'new'}
      title={busId ? 'Modifica servizio bus' : 'Aggiungi servizio bus'}
      resource={busesResource}
      basePath={busesPath}
      id={busId ? Number(busId) : undefined}
      schema={busForm}
      defaultValues={emptyBus as never}
      toForm={(b: Bus) => busToForm(b) as never}
      toPayload={busPayload}
      upRoute={busRoutes.list}
    >
      <BusFields />
    </EditPage>
  );
}
