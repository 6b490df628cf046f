import type { GuestType, Restaurant } from '@ham/contracts';
import { firenze, marioPayload } from '../../test/fixtures';
import { emptyRestaurant, restaurantForm, restaurantPayload, restaurantToForm } from './restaurant-form';

const guestTypes: GuestType[] = [
  { id: 's', name: 'Studenti', baseAccomodationId: 'mul', extraAccomodationIds: [] },
  { id: 'a', name: 'Adulti', baseAccomodationId: 'dbl', extraAccomodationIds: [] },
];
const off = { available: false, price: null, cost: null, freebie: false, freeEvery: null };

const formWith = (menus: Record<string, typeof off | Record<string, unknown>>) => ({
  ...emptyRestaurant(guestTypes),
  name: 'Da Mario',
  location: firenze,
  menus: { s: off, a: off, ...menus },
});

describe('restaurantPayload', () => {
  test.each([
    ['no menu available', {}, { prices: {}, costs: {}, freeEvery: {} }],
    [
      'only available menus are sent (an unavailable one keeps its typed values out)',
      {
        s: { available: true, price: 1800, cost: 1400, freebie: false, freeEvery: null },
        a: { ...off, price: 9999, cost: 1 },
      },
      { prices: { s: 1800 }, costs: { s: 1400 }, freeEvery: {} },
    ],
    [
      'a cost only when not null',
      { s: { available: true, price: 1800, cost: null, freebie: false, freeEvery: null } },
      { prices: { s: 1800 }, costs: {}, freeEvery: {} },
    ],
    [
      'freeEvery only when the toggle is on',
      {
        s: { available: true, price: 1800, cost: 0, freebie: true, freeEvery: 20 },
        a: { available: true, price: 2800, cost: null, freebie: false, freeEvery: 25 },
      },
      { prices: { s: 1800, a: 2800 }, costs: { s: 0 }, freeEvery: { s: 20 } },
    ],
  ])('%s', (_label, menus, maps) => {
    const values = restaurantForm.parse(formWith(menus));
    expect(restaurantPayload(values)).toEqual({ ...marioPayload, ...maps });
  });
});

describe('restaurantForm rules', () => {
  const errors = (menus: Parameters<typeof formWith>[0], extra: Record<string, unknown> = {}) =>
    restaurantForm
      .safeParse({ ...formWith(menus), ...extra })
      .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  test.each([
    [
      'an available menu without price',
      { s: { ...off, available: true } },
      [['menus.s.price', 'Campo obbligatorio']],
    ],
    [
      'freebie on without the number',
      { s: { ...off, available: true, price: 1, freebie: true } },
      [['menus.s.freeEvery', 'Campo obbligatorio']],
    ],
    [
      'freebie on with 0',
      { s: { ...off, available: true, price: 1, freebie: true, freeEvery: 0 } },
      [['menus.s.freeEvery', 'Deve essere almeno 1']],
    ],
    [
      'freebie on with a fraction',
      { s: { ...off, available: true, price: 1, freebie: true, freeEvery: 2.5 } },
      [['menus.s.freeEvery', 'Deve essere un numero intero']],
    ],
    ['an unavailable menu is not checked', { s: { ...off, freebie: true } }, []],
  ])('%s', (_label, menus, expected) => {
    expect(errors(menus)).toEqual(expected);
  });

  test('name and location are required, the e-mail must be valid', () => {
    expect(errors({}, { name: ' ', location: null, email: 'x@' })).toEqual([
      ['name', 'Campo obbligatorio'],
      ['location', 'Campo obbligatorio'],
      ['email', 'Indirizzo e-mail non valido'],
    ]);
  });
});

test('restaurantToForm: a card per guest type, available when priced, the freebie toggle on when set', () => {
  const r: Restaurant = {
    id: 1,
    name: 'Da Mario',
    location: firenze,
    address: null,
    phone: '055 1',
    fax: null,
    email: null,
    website: null,
    prices: { a: 2800 },
    costs: {},
    freeEvery: { a: 25 },
    version: 3,
  };
  expect(restaurantToForm(r, guestTypes).menus).toEqual({
    s: off,
    a: { available: true, price: 2800, cost: null, freebie: true, freeEvery: 25 },
  });
  expect(restaurantPayload(restaurantForm.parse(restaurantToForm(r, guestTypes)))).toMatchObject({
    prices: { a: 2800 },
    costs: {},
    freeEvery: { a: 25 },
    phone: '055 1',
  });
});
