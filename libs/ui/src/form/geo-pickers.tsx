import type { AreaRef, Country, GeoHit, GeoHitType } from '@ham/contracts';
import { AsyncSearchPicker, nameWithContext, type PickerBase } from './async-search-picker';
import { geoApi } from './geo-api';

/** docs/product/screens.md#lists: place searches wait 200 ms after the last keystroke. */
export { SEARCH_DEBOUNCE_MS } from './async-search-picker';

const regionNames = new Intl.DisplayNames(['it'], { type: 'region' });

/** The Italian name of an ISO 3166 country code, as the API derives it (docs/product/reference-data.md). */
export function countryName(id: string): string {
  try {
    return regionNames.of(id.toUpperCase()) ?? id;
  } catch {
    return id;
  }
}

export type CountryPickerProps = PickerBase & {
  /** ISO 3166-1 alpha-2 code, e.g. 'IT'. */
  value: string | null;
  onChange(id: string | null, country: Country | null): void;
};

/** Country search over GET /geo/countries/search?q; the value is the country id. */
export function CountryPicker({ value, onChange, ...rest }: CountryPickerProps) {
  return (
    <AsyncSearchPicker<Country>
      {...rest}
      value={value ? { id: value, name: countryName(value) } : null}
      onChange={(c) => onChange(c?.id ?? null, c)}
      search={geoApi.countrySearch}
      itemToString={(c) => c.name}
    />
  );
}

const geoTypeLabel: Record<GeoHitType, string> = { area: 'Area', location: 'Località', country: 'Nazione' };

export type PlacePickerProps = PickerBase & {
  value: GeoHit | null;
  onChange(hit: GeoHit | null): void;
  /** false: search areas and locations only (`countries=false`). */
  countries?: boolean;
  /** Only places of this type (e.g. the agency portal's area pickers). */
  type?: GeoHitType;
};

/** Area / location / country search over GET /geo/search?q (debounced 200 ms). */
export function PlacePicker({ countries = true, type, ...rest }: PlacePickerProps) {
  return (
    <AsyncSearchPicker<GeoHit>
      {...rest}
      search={geoApi.placeSearch}
      params={{ countries: countries ? undefined : 'false', type }}
      itemToString={(h) => h.name}
      itemKey={(h) => `${h.type}:${h.id}`}
      renderItem={(h) =>
        nameWithContext(h.name, `${geoTypeLabel[h.type]}${h.context ? `, ${h.context}` : ''}`)
      }
    />
  );
}

export type AreaPickerProps = PickerBase & {
  value: AreaRef | null;
  onChange(area: AreaRef | null): void;
  /** Only areas of this country. */
  country?: string | null;
};

/** Area search over GET /geo/areas/search?q[&country]. */
export function AreaPicker({ country, ...rest }: AreaPickerProps) {
  return (
    <AsyncSearchPicker<AreaRef>
      {...rest}
      search={geoApi.areaSearch}
      params={{ country }}
      itemToString={(a) => a.name}
      renderItem={(a) => nameWithContext(a.name, a.country.name)}
    />
  );
}
