import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { geoQueries } from '../form/geo-api';
import { AreaPicker, CountryPicker } from '../form/geo-pickers';
import { LocationPicker } from '../form/location-picker';
import type { ListFilterConfig } from './list-filters';

export type PlaceFilterLabels = { loc: string; area: string; country: string };

const defaultLabels: PlaceFilterLabels = { loc: 'Località', area: 'Area', country: 'Nazione' };

type Kind = keyof PlaceFilterLabels;

/** The ids in the URL (`loc`, `area`, `country`), and one update of several at once. */
function usePlaceParams() {
  const [params, setParams] = useSearchParams();
  const loc = Number(params.get('loc')) || null;
  const area = Number(params.get('area')) || null;
  const country = params.get('country') || null;
  const set = (values: Partial<Record<Kind, string | number | null>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(values)) {
          if (value === null || value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        // A filter change goes back to page 1 (as the list controller's setFilter).
        next.delete('p');
        return next;
      },
      { replace: true },
    );
  return { loc, area, country, set };
}

/** The record of an id in the URL is read again at most every 5 minutes (the picker shows its name). */
const staleTime = 5 * 60_000;

function PlaceFilter({ kind, label }: { kind: Kind; label: string }) {
  const { loc, area, country, set } = usePlaceParams();
  const location = useQuery({ ...geoQueries.location(loc ?? 0), enabled: loc !== null, staleTime }).data;
  const areaRecord = useQuery({ ...geoQueries.area(area ?? 0), enabled: area !== null, staleTime }).data;
  switch (kind) {
    case 'loc':
      return (
        <LocationPicker
          label={label}
          area={area}
          country={country}
          value={loc && location?.id === loc ? location : null}
          onChange={(l) => set(l ? { loc: l.id, area: l.area.id, country: l.country.id } : { loc: null })}
        />
      );
    case 'area':
      return (
        <AreaPicker
          label={label}
          country={country}
          disabled={loc !== null}
          value={area && areaRecord?.id === area ? areaRecord : null}
          onChange={(a) => set(a ? { area: a.id, country: a.country.id } : { area: null })}
        />
      );
    case 'country':
      return (
        <CountryPicker
          label={label}
          disabled={loc !== null || area !== null}
          value={country}
          onChange={(id) => set({ country: id })}
        />
      );
  }
}

/**
 * The list filters location, area and country (URL `loc`, `area`, `country`), each narrowing
 * the next (docs/product/geo-and-config.md#place-interplay): a country limits the areas offered, an area the locations;
 * choosing a location fills its area and country, choosing an area fills its country, and
 * a filled filter is locked until the narrower one is cleared.
 */
export function placeFilters(labels: Partial<PlaceFilterLabels> = {}): ListFilterConfig[] {
  const l = { ...defaultLabels, ...labels };
  return (['loc', 'area', 'country'] as const).map((kind) => ({
    type: 'custom',
    name: kind,
    label: l[kind],
    render: () => <PlaceFilter kind={kind} label={l[kind]} />,
  }));
}
