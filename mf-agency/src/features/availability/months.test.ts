import { monthsFrom } from './months';

test('twelve months from the current one, across the year end, with their first and last day', () => {
  const months = monthsFrom('2026-11-25');
  expect(months).toHaveLength(12);
  expect(months[0]).toEqual({
    value: '2026-11',
    label: 'novembre 2026',
    from: '2026-11-01',
    to: '2026-11-30',
  });
  expect(months[1]).toMatchObject({ value: '2026-12', to: '2026-12-31' });
  expect(months[2]).toMatchObject({ value: '2027-01', label: 'gennaio 2027', from: '2027-01-01' });
  expect(months[3]).toMatchObject({ value: '2027-02', to: '2027-02-28' });
  expect(months[11]).toMatchObject({ value: '2027-10', to: '2027-10-31' });
  expect(monthsFrom('2028-02-01', 1)[0].to).toBe('2028-02-29');
});
