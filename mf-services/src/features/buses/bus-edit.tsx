import { ResourceEdit } from '@ham/ui';
import { buses } from './api';
import { BusFields } from './bus-fields';
import { busForm } from './bus-form';

/** 'Aggiungi servizio bus' (/bus/nuovo) and 'Modifica servizio bus' (/bus/modifica/:id). */
export function BusEdit() {
  return (
    <ResourceEdit resource={buses} form={busForm}>
      <BusFields />
    </ResourceEdit>
  );
}
