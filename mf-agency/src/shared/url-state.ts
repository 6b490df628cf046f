import type { GeoHit } from '@ham/contracts';

/** A place picked on an agency screen, kept in the URL (`place`, `placeType`, `placeName`). */
export function placeFromUrl(params: URLSearchParams): GeoHit | null {
  const id = Number(params.get('place'));
  const type = params.get('placeType');
  if (!Number.isInteger(id) || id <= 0 || (type !== 'area' && type !== 'location')) return null;
  return { id, type, name: params.get('placeName') ?? '', context: null };
}

export function setPlaceInUrl(params: URLSearchParams, place: GeoHit | null): void {
  if (place && place.type !== 'country') {
    params.set('place', String(place.id));
    params.set('placeType', place.type);
    params.set('placeName', place.name);
  } else {
    for (const key of ['place', 'placeType', 'placeName']) params.delete(key);
  }
}

/** A positive integer of the URL, or the fallback. */
export function positiveParam(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
