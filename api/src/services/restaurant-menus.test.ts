import { mapsToMenus, menuErrors, menuGuestTypes, menusToMaps } from './restaurant-menus';

const known = new Set(['s', 'a']);

describe('menuErrors', () => {
  test.each([
    ['no menus', { prices: {}, costs: {}, freeEvery: {} }, {}],
    [
      'both menus, cost and freebie',
      { prices: { s: 1800, a: 2500 }, costs: { s: 1200 }, freeEvery: { a: 20 } },
      {},
    ],
    [
      'unknown guest type in prices',
      { prices: { x: 1000 }, costs: {}, freeEvery: {} },
      { 'prices.x': 'Tipologia ospiti non valida' },
    ],
    [
      'unknown guest type in costs',
      { prices: {}, costs: { x: 1 }, freeEvery: {} },
      { 'costs.x': 'Tipologia ospiti non valida' },
    ],
    [
      'unknown guest type in freeEvery',
      { prices: { s: 1 }, costs: {}, freeEvery: { zz: 5 } },
      { 'freeEvery.zz': 'Tipologia ospiti non valida' },
    ],
    [
      'a cost without the price',
      { prices: { a: 1 }, costs: { s: 900 }, freeEvery: {} },
      { 'prices.s': 'Campo obbligatorio' },
    ],
    [
      'a freebie without the price',
      { prices: {}, costs: {}, freeEvery: { a: 10 } },
      { 'prices.a': 'Campo obbligatorio' },
    ],
  ])('%s', (_label, maps, expected) => {
    expect(menuErrors(maps, known)).toEqual(expected);
  });
});

describe('mapping between payload maps and menu rows', () => {
  test.each([
    ['no menus', { prices: {}, costs: {}, freeEvery: {} }, []],
    [
      'a menu with cost and freebie, one with neither',
      { prices: { s: 1800, a: 2500 }, costs: { s: 1200 }, freeEvery: { s: 25 } },
      [
        { guest_type_id: 's', price: 1800, cost: 1200, free_every: 25 },
        { guest_type_id: 'a', price: 2500, cost: null, free_every: null },
      ],
    ],
    [
      'a zero price and cost are kept',
      { prices: { a: 0 }, costs: { a: 0 }, freeEvery: {} },
      [{ guest_type_id: 'a', price: 0, cost: 0, free_every: null }],
    ],
  ])('%s', (_label, maps, rows) => {
    expect(mapsToMenus(maps)).toEqual(rows);
    expect(menusToMaps(rows)).toEqual(maps);
  });

  test('menuGuestTypes names every key once', () => {
    expect(menuGuestTypes({ prices: { s: 1 }, costs: { s: 1, x: 2 }, freeEvery: { y: 3 } })).toEqual([
      's',
      'x',
      'y',
    ]);
  });
});
