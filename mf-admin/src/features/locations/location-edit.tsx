import { areaRef, configureZodLocale, type Location, locationWrite, messages } from '@ham/contracts';
import { GeoFields, ResourceEdit, TextField } from '@ham/ui';
import type { z } from 'zod';
import { locations } from './api';

configureZodLocale();

/** The form holds the chosen area (its picker shows the name); the payload sends its id. */
const locationForm = locationWrite.omit({ areaId: true }).extend({
  area: areaRef.nullable().refine((a) => a !== null, messages.required),
});
type LocationFormInput = z.input<typeof locationForm>;
type LocationFormOutput = z.output<typeof locationForm>;

const emptyLocation: LocationFormInput = { name: '', area: null, countryId: '' };
const toForm = (l: Location): LocationFormInput => ({
  name: l.name,
  area: l.area,
  countryId: l.country.id,
});
/** The country is the area's (its field is disabled once an area is chosen, so not submitted). */
const toPayload = ({ name, area, countryId }: LocationFormOutput) => ({
  name,
  areaId: area?.id ?? 0,
  countryId: area?.country.id ?? countryId,
});

/** 'Aggiungi località' / 'Modifica località': choosing the area fills and locks the country. */
export function LocationEdit() {
  return (
    <ResourceEdit
      resource={locations}
      schema={locationForm}
      defaultValues={emptyLocation}
      toForm={toForm}
      toPayload={toPayload}
    >
      <TextField name="name" label="Nome" required />
      <GeoFields withLocation={false} required={{ area: true, country: true }} />
    </ResourceEdit>
  );
}
