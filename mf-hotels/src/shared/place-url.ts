import type { GeoHit } from '@ham/contracts';
import type { QueryParams } from '@ham/platform';

/** The search filter of a picked place: ?loc, ?area or ?country of the allotment searches. */
const geoParam = { location: 'loc', area: 'area', country: 'country' } as const;

/** Adds the picked place, if any, to a search query. */
export function addPlaceQuery(query: QueryParams, place: GeoHit | null | undefined): QueryParams {
  if (place) query[geoParam[place.type]] = place.id;
  return query;
}

/** Keeps the picked place, if any, in the URL with its type and name (for the picker). */
export function setPlaceInUrl(params: URLSearchParams, place: GeoHit | null | undefined): URLSearchParams {
  if (place) {
    params.set('place', String(place.id));
    params.set('placeType', place.type);
    params.set('placeName', place.name);
  }
  return params;
}

/** The place kept in the URL by `setPlaceInUrl`, or null. */
export function placeFromUrl(params: URLSearchParams): GeoHit | null {
  const placeType = params.get('placeType');
  const placeId = params.get('place');
  return placeId && (placeType === 'area' || placeType === 'location' || placeType === 'country')
    ? {
        id: placeType === 'country' ? placeId : Number(placeId),
        type: placeType,
        name: params.get('placeName') ?? '',
        context: null,
      }
    : null;
}
