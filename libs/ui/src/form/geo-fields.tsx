import type { AreaRef, LocationRef } from '@ham/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { AreaPickerField, CountryPickerField } from './fields';
import { LocationPickerField } from './location-picker';

export type GeoFieldsProps = {
  /** Form field names: a `LocationRef | null`, an `AreaRef | null`, a country id ('' when none). */
  names?: { location: string; area: string; country: string };
  labels?: { location: string; area: string; country: string };
  required?: { location?: boolean; area?: boolean; country?: boolean };
  /** false: only area and country (e.g. the form of a location itself). */
  withLocation?: boolean;
};

const defaultNames = { location: 'location', area: 'area', country: 'countryId' };
const defaultLabels = { location: 'Località', area: 'Area', country: 'Nazione' };

/**
 * Location, area and country of a form with the place interplay of docs/product/geo-and-config.md#place-interplay: the area picker is
 * disabled while a location is set and the country while a location or an area is set;
 * choosing a location fills its area and country, choosing an area fills its country.
 * Map the refs to ids (`locationId`, `areaId`) in the payload.
 */
export function GeoFields({
  names = defaultNames,
  labels = defaultLabels,
  required = {},
  withLocation = true,
}: GeoFieldsProps) {
  const { control, setValue } = useFormContext();
  const location = useWatch({ control, name: names.location }) as LocationRef | null;
  const area = useWatch({ control, name: names.area }) as AreaRef | null;
  const country = useWatch({ control, name: names.country }) as string | null;
  const fill = { shouldDirty: true, shouldValidate: false } as const;
  return (
    <>
      {withLocation && (
        <LocationPickerField
          name={names.location}
          label={labels.location}
          required={required.location}
          area={area?.id ?? null}
          country={country || null}
          onSelect={(l) => {
            if (!l) return;
            setValue(names.area, { id: l.area.id, name: l.area.name, country: l.country }, fill);
            setValue(names.country, l.country.id, fill);
          }}
        />
      )}
      <AreaPickerField
        name={names.area}
        label={labels.area}
        required={required.area}
        disabled={location !== null && location !== undefined}
        country={country || null}
        onSelect={(a) => {
          if (a) setValue(names.country, a.country.id, fill);
        }}
      />
      <CountryPickerField
        name={names.country}
        label={labels.country}
        required={required.country}
        disabled={(location !== null && location !== undefined) || (area !== null && area !== undefined)}
      />
    </>
  );
}
