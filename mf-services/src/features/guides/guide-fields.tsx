import { durationLabels } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { CurrencyField, LocationPickerField, NumberField, SelectField, SimpleGrid, TextField } from '@ham/ui';

const durationOptions = (['HD', 'FD'] as const).map((d) => ({ value: d, label: durationLabels[d] }));

/** The fields of a guide service, shared by 'Aggiungi servizio guida' and 'Modifica servizio guida'. */
export function GuideFields() {
  const { guestTypes } = usePlatform().reference;
  return (
    <>
      <TextField name="name" label="Nome" required />
      <LocationPickerField name="location" label="Località" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="companyName" label="Ragione sociale" />
        <TextField name="companyAddress" label="Indirizzo" />
        <TextField name="phone" label="Telefono" type="tel" />
        <TextField name="email" label="E-mail" type="email" />
        <SelectField
          name="guestTypeId"
          label="Tipologia"
          options={guestTypes.map((gt) => ({ value: gt.id, label: gt.name }))}
        />
        <NumberField name="persons" label="Persone" min={1} />
        <CurrencyField name="price" label="Prezzo" />
        <CurrencyField name="cost" label="Costo" />
        <CurrencyField name="extraCost" label="Costo extra" />
        <SelectField name="duration" label="Durata" options={durationOptions} />
        <NumberField name="hours" label="Ore" min={0} step={0.25} />
      </SimpleGrid>
      <TextField name="notes" label="Note" />
    </>
  );
}
