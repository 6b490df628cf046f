import { Text } from '@chakra-ui/react';
import type { AreaRef, Country, GeoHit, GeoHitType } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import type { Ref } from 'react';
import { Combobox } from './combobox';
import { LabeledField } from './labeled-field';

/** SPEC §9: place searches wait 200 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;

const regionNames = new Intl.DisplayNames(['it'], { type: 'region' });

/** The Italian name of an ISO 3166 country code, as the API derives it (DECISIONS §4). */
export function countryName(id: string): string {
  try {
    return regionNames.of(id.toUpperCase()) ?? id;
  } catch {
    return id;
  }
}

type PickerBase = {
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
};

export type CountryPickerProps = PickerBase & {
  /** ISO 3166-1 alpha-2 code, e.g. 'IT'. */
  value: string | null;
  onChange(id: string | null, country: Country | null): void;
};

/** Country search over GET /geo/countries/search?q; the value is the country id. */
export function CountryPicker({
  label,
  error,
  required,
  disabled,
  value,
  onChange,
  ...rest
}: CountryPickerProps) {
  const { api } = usePlatform();
  const selected = value ? { id: value, name: countryName(value) } : null;
  return (
    <LabeledField label={label} error={error} required={required} disabled={disabled}>
      <Combobox<Country>
        {...rest}
        listLabel={label}
        disabled={disabled}
        value={selected}
        onChange={(c) => onChange(c?.id ?? null, c)}
        queryKey={['geo', 'countries', 'search']}
        search={(q, signal) =>
          api.get<{ items: Country[] }>('/geo/countries/search', { q }, { signal }).then((r) => r.items)
        }
        itemToString={(c) => c.name}
        itemKey={(c) => c.id}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
    </LabeledField>
  );
}

const geoTypeLabel: Record<GeoHitType, string> = { area: 'Area', location: 'Località', country: 'Nazione' };

export type PlacePickerProps = PickerBase & {
  value: GeoHit | null;
  onChange(hit: GeoHit | null): void;
  /** false: search areas and locations only (`countries=false`). */
  countries?: boolean;
};

/** Area / location / country search over GET /geo/search?q (debounced 200 ms). */
export function PlacePicker({
  label,
  error,
  required,
  disabled,
  value,
  onChange,
  countries = true,
  ...rest
}: PlacePickerProps) {
  const { api } = usePlatform();
  return (
    <LabeledField label={label} error={error} required={required} disabled={disabled}>
      <Combobox<GeoHit>
        {...rest}
        listLabel={label}
        disabled={disabled}
        value={value}
        onChange={onChange}
        queryKey={['geo', 'search', { countries }]}
        search={(q, signal) =>
          api
            .get<{ items: GeoHit[] }>(
              '/geo/search',
              { q, countries: countries ? undefined : 'false' },
              { signal },
            )
            .then((r) => r.items)
        }
        itemToString={(h) => h.name}
        itemKey={(h) => `${h.type}:${h.id}`}
        renderItem={(h) => (
          <>
            <Text as="span">{h.name}</Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              {' '}
              · {geoTypeLabel[h.type]}
              {h.context ? `, ${h.context}` : ''}
            </Text>
          </>
        )}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
    </LabeledField>
  );
}

export type AreaPickerProps = PickerBase & {
  value: AreaRef | null;
  onChange(area: AreaRef | null): void;
  /** Only areas of this country. */
  country?: string | null;
};

/** Area search over GET /geo/areas/search?q[&country]. */
export function AreaPicker({
  label,
  error,
  required,
  disabled,
  value,
  onChange,
  country,
  ...rest
}: AreaPickerProps) {
  const { api } = usePlatform();
  return (
    <LabeledField label={label} error={error} required={required} disabled={disabled}>
      <Combobox<AreaRef>
        {...rest}
        listLabel={label}
        disabled={disabled}
        value={value}
        onChange={onChange}
        queryKey={['geo', 'areas', 'search', country ?? null]}
        search={(q, signal) =>
          api
            .get<{ items: AreaRef[] }>('/geo/areas/search', { q, country: country ?? undefined }, { signal })
            .then((r) => r.items)
        }
        itemToString={(a) => a.name}
        itemKey={(a) => String(a.id)}
        renderItem={(a) => (
          <>
            <Text as="span">{a.name}</Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              {' '}
              · {a.country.name}
            </Text>
          </>
        )}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
    </LabeledField>
  );
}
