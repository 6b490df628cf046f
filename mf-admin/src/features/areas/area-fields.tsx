import { CountryPickerField, TextField } from '@ham/ui';

/** The fields of an area, shared by 'Aggiungi area' and 'Modifica area'. */
export function AreaFields() {
  return (
    <>
      <TextField name="name" label="Nome" required />
      <CountryPickerField name="countryId" label="Nazione" required />
    </>
  );
}
