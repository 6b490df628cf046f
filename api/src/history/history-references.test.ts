import { referencedIds, referenceSource } from './history-references';

describe('history references', () => {
  test('a field names its table; a table’s own meaning wins (service_id of a bus trip or a tour)', () => {
    expect(referenceSource('areas', 'country_id')).toBe('countries');
    expect(referenceSource('cases', 'customer_id')).toBe('agencies');
    expect(referenceSource('bus_trips', 'service_id')).toBe('bus_services');
    expect(referenceSource('guided_tours', 'service_id')).toBe('guide_services');
    expect(referenceSource('areas', 'name')).toBeUndefined();
  });

  test('the ids to ask for: from old and new values, once each, references only', () => {
    const wanted = referencedIds([
      { table_name: 'stays', old: { hotel_id: 3, notes: 'x' }, new: { hotel_id: 4, notes: 'y' } },
      { table_name: 'stays', old: null, new: { hotel_id: 4, guest_type_id: 's' } },
      { table_name: 'areas', old: { country_id: 'IT', name: 'Garda' }, new: null },
      { table_name: 'holds', old: null, new: { forced_by: null, created_by: 7 } },
    ]);
    expect(Object.fromEntries([...wanted].map(([k, v]) => [k, [...v]]))).toEqual({
      hotels: ['3', '4'],
      guest_types: ['s'],
      countries: ['IT'],
      accounts: ['7'],
    });
  });
});
