import { GeoFields, ResourceEdit, TextField } from '@ham/ui';
import { locations } from './api';
import { locationForm } from './location-form';

/** 'Aggiungi località' / 'Modifica località': choosing the area fills and locks the country. */
export function LocationEdit() {
  return (
    <ResourceEdit resource={locations} form={locationForm}>
      <TextField name="name" label="Nome" required />
      <GeoFields withLocation={false} required={{ area: true, country: true }} />
    </ResourceEdit>
  );
}
