import { areaRef, configureZodLocale, type Location, locationWrite, messages } from '@ham/contracts';
import { EditPage, GeoFields, NotFoundPage, routeId, TextField } from '@ham/ui';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { locationRoutes, locationsPath, locationsResource } from './api';

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
  areaId: area?.id,
  countryId: area?.country.id ?? countryId,
});

export type LocationEditProps = Record<string, never>;

/** 'Aggiungi località' / 'Modifica località': choosing the area fills and locks the country. */
export function LocationEdit(_props: LocationEditProps) {
  const { locId } = useParams();
  if (locId !== undefined && routeId(locId) === null) return <NotFoundPage />;
  return (
    <EditPage<typeof locationForm, Location>
      key={locId ?? 'new'}
      title={locId ? 'Modifica località' : 'Aggiungi località'}
      resource={locationsResource}
      basePath={locationsPath}
      id={locId ? Number(locId) : undefined}
      schema={locationForm}
      defaultValues={emptyLocation}
      toForm={toForm}
      toPayload={toPayload}
      upRoute={locationRoutes.list}
    >
      <TextField name="name" label="Nome" required />
      <GeoFields withLocation={false} required={{ area: true, country: true }} />
    </EditPage>
  );
}
