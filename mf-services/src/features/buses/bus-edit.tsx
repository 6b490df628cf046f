import { configureZodLocale } from '@ham/contracts';
import { ResourceEdit } from '@ham/ui';
import { buses } from './api';
import { BusFields } from './bus-fields';
import { busForm, busPayload, busToForm, emptyBus } from './bus-form';

configureZodLocale();

/** 'Aggiungi servizio bus' (/bus/nuovo) and 'Modifica servizio bus' (/bus/modifica/:id). */
export function BusEdit() {
  return (
    <ResourceEdit
      resource={buses}
      schema={busForm}
      defaultValues={emptyBus}
      toForm={busToForm}
      toPayload={busPayload}
    >
      <BusFields />
    </ResourceEdit>
  );
}
