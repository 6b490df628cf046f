import { LocationPickerField, SimpleGrid, TextField } from '@ham/ui';
import type { ReactNode } from 'react';

/**
 * The head of a bus or restaurant form: name, location, address, then its contact fields
 * (`children`) two a row.
 */
export function ServicePlaceFields({ children }: { children: ReactNode }) {
  return (
    <>
      <TextField name="name" label="Nome" required />
      <LocationPickerField name="location" label="Località" required />
      <TextField name="address" label="Indirizzo" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </>
  );
}
