import { useReference } from '@ham/platform';
import { GeoFields, SelectField, SimpleGrid, TextField } from '@ham/ui';

/** The fields of a hotel, shared by 'Aggiungi hotel' and 'Modifica hotel'. */
export function HotelFields() {
  const { hotelCategories, hotelPositions } = useReference();
  return (
    <>
      <TextField name="name" label="Nome" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField
          name="categoryId"
          label="Categoria"
          options={hotelCategories.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SelectField
          name="positionId"
          label="Posizione"
          options={hotelPositions.map((p) => ({ value: p.id, label: p.name }))}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <GeoFields names={{ location: 'location', area: 'area', country: 'countryId' }} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <TextField name="address" label="Indirizzo" />
        <TextField name="postalCode" label="CAP" />
        <TextField name="city" label="Città" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField name="phone" label="Telefono" type="tel" />
        <TextField name="fax" label="Fax" type="tel" />
        <TextField name="email" label="E-mail" type="email" />
        <TextField name="website" label="Sito web" type="url" />
        <TextField name="contactName" label="Referente" />
        <TextField name="contactEmail" label="E-mail referente" type="email" />
      </SimpleGrid>
      <TextField name="description" label="Descrizione" />
    </>
  );
}
