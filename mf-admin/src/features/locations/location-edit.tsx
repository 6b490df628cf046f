import { touristTaxMessages } from '@ham/contracts';
import { useReference } from '@ham/platform';
import {
  CheckboxField,
  CurrencyField,
  DateField,
  GeoFields,
  NumberField,
  ResourceEdit,
  RowListField,
  SimpleGrid,
  TextField,
} from '@ham/ui';
import { locations } from './api';
import { locationForm } from './location-form';

/**
 * 'Aggiungi località' / 'Modifica località': choosing the area fills and locks the country; the
 * comune's 'Imposta di soggiorno' by period (docs/product/tourist-tax.md).
 */
export function LocationEdit() {
  return (
    <ResourceEdit resource={locations} form={locationForm}>
      <TextField name="name" label="Nome" required />
      <GeoFields withLocation={false} required={{ area: true, country: true }} />
      <TouristTaxFields />
    </ResourceEdit>
  );
}

/** The periods of the tax, a row each: dates, rates (one, or by hotel category), exemptions. */
function TouristTaxFields() {
  const { hotelCategories } = useReference();
  return (
    <RowListField
      name="touristTax"
      label={touristTaxMessages.title}
      addLabel="Aggiungi periodo"
      removeLabel={(i) => `Rimuovi periodo ${i + 1}`}
      emptyText="Nessuna imposta di soggiorno"
      newRow={() => ({
        validFrom: null,
        validTo: null,
        rate: null,
        byCategory: {},
        maxNights: null,
        exemptUnderAge: null,
        driversExempt: true,
        escortFreeEvery: null,
      })}
      renderRow={({ prefix }) => (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" flex="1">
          <DateField name={`${prefix}.validFrom`} label="Dal" required />
          <DateField name={`${prefix}.validTo`} label="Al" required />
          <CurrencyField name={`${prefix}.rate`} label="Tariffa unica (a persona, a notte)" />
          {hotelCategories.map((c) => (
            <CurrencyField key={c.id} name={`${prefix}.byCategory.${c.id}`} label={`Tariffa ${c.name}`} />
          ))}
          <NumberField name={`${prefix}.maxNights`} label="Notti tassate al massimo" min={1} />
          <NumberField name={`${prefix}.exemptUnderAge`} label="Esenti sotto gli anni" min={1} />
          <NumberField name={`${prefix}.escortFreeEvery`} label="Un accompagnatore esente ogni" min={1} />
          <CheckboxField name={`${prefix}.driversExempt`} label="Autisti esenti" />
        </SimpleGrid>
      )}
    />
  );
}
