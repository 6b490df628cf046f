import type { GeoHit } from '@ham/contracts';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

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

/**
 * The page's URL state and a way to edit it. React Router's functional `setSearchParams`
 * starts from the params of the last render, so two choices made before the page renders
 * again (a quick user, a slow machine) lose the first. The edits here start from the latest
 * params, including those already sent to the router and not rendered yet.
 */
export function useUrlParams(): [
  URLSearchParams,
  (edit: (next: URLSearchParams) => void, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    // A render with new params (navigation, back button, or our own edit landing).
    rendered.current = params;
    latest.current = params;
  }
  const edit = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: options.replace ?? true });
    },
    [setParams],
  );
  return [params, edit];
}
