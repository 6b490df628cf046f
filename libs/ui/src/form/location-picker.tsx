import { Text } from '@chakra-ui/react';
import type { LocationRef } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import type { Ref } from 'react';
import { boundInputProps, useBoundController } from './bound-controller';
import { Combobox } from './combobox';
import { SEARCH_DEBOUNCE_MS } from './geo-pickers';
import { LabeledField } from './labeled-field';

export type LocationPickerProps = {
  label: string;
  value: LocationRef | null;
  onChange(location: LocationRef | null): void;
  /** Only locations of this area / country. */
  area?: number | null;
  country?: string | null;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
};

/** Location search over GET /geo/locations/search?q[&area][&country] (debounced 200 ms). */
export function LocationPicker({
  label,
  error,
  required,
  disabled,
  value,
  onChange,
  area,
  country,
  ...rest
}: LocationPickerProps) {
  const { api } = usePlatform();
  return (
    <LabeledField label={label} error={error} required={required} disabled={disabled}>
      <Combobox<LocationRef>
        {...rest}
        listLabel={label}
        disabled={disabled}
        value={value}
        onChange={onChange}
        queryKey={['geo', 'locations', 'search', area ?? null, country ?? null]}
        search={(q, signal) =>
          api
            .get<{ items: LocationRef[] }>(
              '/geo/locations/search',
              { q, area: area ?? undefined, country: country ?? undefined },
              { signal },
            )
            .then((r) => r.items)
        }
        itemToString={(l) => l.name}
        itemKey={(l) => String(l.id)}
        renderItem={(l) => (
          <>
            <Text as="span">{l.name}</Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              {' '}
              · {l.area.name}, {l.country.name}
            </Text>
          </>
        )}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
    </LabeledField>
  );
}

export type LocationPickerFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  area?: number | null;
  country?: string | null;
  /** Lets a form fill dependent fields (area, country) when a location is chosen. */
  onSelect?(location: LocationRef | null): void;
};

/** A `LocationRef` (or null) of the surrounding <Form>; map it to `locationId` in the payload. */
export function LocationPickerField({
  name,
  label,
  required,
  disabled,
  area,
  country,
  onSelect,
}: LocationPickerFieldProps) {
  const bound = useBoundController(name, disabled);
  return (
    <LocationPicker
      {...boundInputProps(bound)}
      label={label}
      required={required}
      disabled={disabled}
      area={area}
      country={country}
      value={(bound.field.value as LocationRef | null) ?? null}
      onChange={(location) => {
        bound.field.onChange(location);
        onSelect?.(location);
      }}
    />
  );
}
