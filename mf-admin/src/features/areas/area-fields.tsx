import { CountryPickerField, TextField } from '@ham/ui';

export type AreaFieldsProps = Record<string, never>;

/** The fields of an area, shared by 'Aggiungi area' and 'Modifica area'. */
export function AreaFields(_props: AreaFieldsProps) {
  return (
    <>
      <TextField name="name" label="Nome" required />
      <CountryPickerField name="countryId" label="Nazione" required />
    </>
  );
}
