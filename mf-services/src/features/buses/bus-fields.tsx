import { durationLabels } from '@ham/contracts';
import { CurrencyField, NumberField, RowListField, SelectField, SimpleGrid, TextField } from '@ham/ui';
import { ServicePlaceFields } from '../../shared/service-fields';
import { newPriceRow } from './bus-form';

const durationOptions = (['HD', 'FD', 'Transfer'] as const).map((d) => ({
  value: d,
  label: durationLabels[d],
}));

/** The fields of a bus service, shared by 'Aggiungi servizio bus' and 'Modifica servizio bus'. */
export function BusFields() {
  return (
    <>
      <ServicePlaceFields>
        <TextField name="phone" label="Telefono" type="tel" />
        <TextField name="email" label="E-mail" type="email" />
      </ServicePlaceFields>
      <SelectField name="duration" label="Durata" options={durationOptions} />
      <RowListField
        name="prices"
        label="Prezzi"
        newRow={newPriceRow}
        renderRow={({ prefix }) => (
          <SimpleGrid columns={3} gap="3" flex="1">
            <NumberField name={`${prefix}.maxSeats`} label="Posti fino a" min={1} required />
            <CurrencyField name={`${prefix}.price`} label="Prezzo" required />
            <CurrencyField name={`${prefix}.cost`} label="Costo" />
          </SimpleGrid>
        )}
      />
    </>
  );
}
