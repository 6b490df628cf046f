import { routeId } from './route-id';

describe('routeId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('%s is the id %d', (raw, id) => expect(routeId(raw)).toBe(id));

  it.each([undefined, '', '0', '007', '-3', '1.5', '12a', ' 4', '2147483648', '99999999999'])(
    '%p names no record',
    (raw) => expect(routeId(raw)).toBeNull(),
  );
});
