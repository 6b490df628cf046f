import type { GeoHit } from '@ham/contracts';
import { addPlaceQuery, placeFromUrl, setPlaceInUrl } from './place-url';

const toscana: GeoHit = { id: 4, type: 'area', name: 'Toscana', context: null };

describe('place in the URL and in the query', () => {
  it('keeps a place in the URL and reads it back', () => {
    const params = setPlaceInUrl(new URLSearchParams({ q: 'Bella' }), toscana);
    expect(params.toString()).toBe('q=Bella&place=4&placeType=area&placeName=Toscana');
    expect(placeFromUrl(params)).toEqual(toscana);
    expect(placeFromUrl(new URLSearchParams('place=IT&placeType=country&placeName=Italia'))).toEqual({
      id: 'IT',
      type: 'country',
      name: 'Italia',
      context: null,
    });
  });

  it('reads no place without one or with an unknown type', () => {
    expect(setPlaceInUrl(new URLSearchParams(), null).toString()).toBe('');
    expect(placeFromUrl(new URLSearchParams())).toBeNull();
    expect(placeFromUrl(new URLSearchParams('place=4&placeType=hotel'))).toBeNull();
  });

  it('asks for the place by its filter: loc, area or country', () => {
    expect(addPlaceQuery({ days: 14 }, toscana)).toEqual({ days: 14, area: 4 });
    expect(addPlaceQuery({}, { id: 9, type: 'location', name: 'Siena', context: null })).toEqual({ loc: 9 });
    expect(addPlaceQuery({}, { id: 'IT', type: 'country', name: 'Italia', context: null })).toEqual({
      country: 'IT',
    });
    expect(addPlaceQuery({ days: 14 }, null)).toEqual({ days: 14 });
  });
});
