import type { LocationRef } from '@ham/contracts';
import { AsyncSearchPicker, nameWithContext, type PickerBase } from './async-search-picker';
import { type BoundPickerOptions, useBoundPicker } from './bound-controller';
import { geoApi } from './geo-api';

export type LocationPickerProps = PickerBase & {
  value: LocationRef | null;
  onChange(location: LocationRef | null): void;
  /** Only locations of this area / country. */
  area?: number | null;
  country?: string | null;
};

/** Location search over GET /geo/locations/search?q[&area][&country] (debounced 200 ms). */
export function LocationPicker({ area, country, ...rest }: LocationPickerProps) {
  return (
    <AsyncSearchPicker<LocationRef>
      {...rest}
      search={geoApi.locationSearch}
      params={{ area, country }}
      itemToString={(l) => l.name}
      renderItem={(l) => nameWithContext(l.name, `${l.area.name}, ${l.country.name}`)}
    />
  );
}

export type LocationPickerFieldProps = BoundPickerOptions & {
  area?: number | null;
  country?: string | null;
  /** Lets a form fill dependent fields (area, country) when a location is chosen. */
  onSelect?(location: LocationRef | null): void;
};

/** A `LocationRef` (or null) of the surrounding <Form>; map it to `locationId` in the payload. */
export function LocationPickerField({ area, country, onSelect, ...base }: LocationPickerFieldProps) {
  const bound = useBoundPicker(base, onSelect);
  return <LocationPicker {...bound} area={area} country={country} />;
}
