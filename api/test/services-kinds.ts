import { bus, guide, restaurant } from '@ham/contracts';
import type { Db } from '../src/db/schema';
import type { Places } from './services-fixtures';

type Body = Record<string, unknown>;
export type ServiceTable = 'restaurants' | 'bus_services' | 'guide_services';

/**
 * What the services' shared checks (services-crud.itest.ts) need to know of one kind of service:
 * its resource, tables, a valid body and the answers and messages that differ from kind to kind.
 */
export interface ServiceKind<R extends { id: number } = { id: number }> {
  /** The resource under /api/services. */
  resource: 'buses' | 'restaurants' | 'guides';
  table: ServiceTable;
  /** The record as the API answers it (the contract's schema). */
  record: { parse(json: unknown): R };
  /** A valid body with every field, in Firenze. */
  payload(places: Places): Body;
  /** The kind's child rows (price rows, menus), when it has them. */
  children?: {
    table: 'bus_prices' | 'restaurant_menus';
    /** The rows of record `id`. */
    of(db: Db, id: number): Promise<unknown[]>;
    /** How many rows `payload` makes. */
    count: number;
  };
  /** A POST of only a name and a location (Roma): the name, and what the answer holds. */
  required: { name: string; answer: Body };
  /** An update (`first`) and a stale one (`second`), and what the record still holds after them. */
  stale: { first: Body; second: Body; kept: Body };
  notFound: string;
  inUse: string;
  /** Bodies (overrides of `payload`) that answer 400 with `fields`. */
  invalid: [label: string, overrides: Body, fields: Record<string, string>][];
  /** Invalid overrides of an update of the record (the name is changed too). */
  refusedUpdates?: Body[];
}

export const BUSES: ServiceKind<ReturnType<typeof bus.parse>> = {
  resource: 'buses',
  table: 'bus_services',
  record: bus,
  payload: (places) => ({
    name: 'Autoservizi Fiorentini',
    locationId: places.firenze,
    address: 'Via Pratese 12',
    phone: '055 300400',
    email: 'noleggio@autofiorentini.it',
    duration: 'HD',
    prices: [
      { maxSeats: 54, price: 52000, cost: 45000 },
      { maxSeats: 19, price: 28000 },
      { maxSeats: 35, price: 39000, cost: null },
    ],
  }),
  children: {
    table: 'bus_prices',
    of: (db, id) =>
      db
        .selectFrom('bus_prices')
        .select(['max_seats', 'price', 'cost'])
        .where('bus_service_id', '=', id)
        .orderBy('max_seats')
        .execute(),
    count: 3,
  },
  required: { name: 'Bus Roma', answer: { duration: null, prices: [], email: null } },
  stale: { first: {}, second: { prices: [] }, kept: {} },
  notFound: 'Servizio bus non trovato',
  inUse: 'Impossibile eliminare il servizio bus: è usato in una o più pratiche.',
  invalid: [
    ['no name', { name: '' }, { name: 'Campo obbligatorio' }],
    ['an unknown location', { locationId: 424242 }, { locationId: 'Località non valida' }],
    ['a bad e-mail', { email: 'bus.it' }, { email: 'Indirizzo e-mail non valido' }],
    ['an unknown duration', { duration: 'WEEK' }, { duration: 'Durata non valida' }],
    [
      'a row without seats',
      { prices: [{ maxSeats: 19, price: 1 }, { price: 28000 }] },
      { 'prices.1.maxSeats': 'Campo obbligatorio' },
    ],
    [
      'a row with empty seats',
      { prices: [{ maxSeats: null, price: 28000 }] },
      { 'prices.0.maxSeats': 'Campo obbligatorio' },
    ],
    ['a row without price', { prices: [{ maxSeats: 19 }] }, { 'prices.0.price': 'Campo obbligatorio' }],
    [
      'zero seats',
      { prices: [{ maxSeats: 0, price: 100 }] },
      { 'prices.0.maxSeats': 'Deve essere almeno 1' },
    ],
    [
      'duplicated seats',
      {
        prices: [
          { maxSeats: 19, price: 100 },
          { maxSeats: 35, price: 200 },
          { maxSeats: 19, price: 300 },
        ],
      },
      { 'prices.2.maxSeats': 'Numero di posti già presente' },
    ],
    [
      'a negative price',
      { prices: [{ maxSeats: 19, price: -100 }] },
      { 'prices.0.price': 'Il valore non può essere negativo' },
    ],
    [
      'a negative cost',
      { prices: [{ maxSeats: 19, price: 100, cost: -1 }] },
      { 'prices.0.cost': 'Il valore non può essere negativo' },
    ],
  ],
  refusedUpdates: [
    { prices: [{ maxSeats: 10, price: 1 }, { price: 2 }] },
    {
      prices: [
        { maxSeats: 10, price: 1 },
        { maxSeats: 10, price: 2 },
      ],
    },
    { prices: [{ maxSeats: 10, price: -2 }] },
    { prices: 'tre righe' },
  ],
};

export const RESTAURANTS: ServiceKind<ReturnType<typeof restaurant.parse>> = {
  resource: 'restaurants',
  table: 'restaurants',
  record: restaurant,
  payload: (places) => ({
    name: 'Trattoria da Mario',
    locationId: places.firenze,
    address: 'Via Rosina 2r',
    phone: '055 218550',
    fax: '',
    email: 'info@trattoriamario.it',
    website: 'https://www.trattoriamario.com',
    prices: { s: 1800, a: 2800 },
    costs: { s: 1400 },
    freeEvery: { s: 25 },
  }),
  children: {
    table: 'restaurant_menus',
    of: (db, id) =>
      db
        .selectFrom('restaurant_menus')
        .selectAll()
        .where('restaurant_id', '=', id)
        .orderBy('guest_type_id')
        .execute(),
    count: 2,
  },
  required: {
    name: 'Bar Centrale',
    answer: { name: 'Bar Centrale', address: null, email: null, prices: {}, costs: {}, freeEvery: {} },
  },
  stale: {
    first: { name: 'Da Mario' },
    second: { prices: { s: 1, a: 100 } },
    kept: { name: 'Da Mario', prices: { s: 1800, a: 2800 } },
  },
  notFound: 'Ristorante non trovato',
  inUse: 'Impossibile eliminare il ristorante: è usato in una o più pratiche.',
  invalid: [
    ['no name', { name: '  ' }, { name: 'Campo obbligatorio' }],
    ['no location', { locationId: undefined }, { locationId: 'Campo obbligatorio' }],
    ['an unknown location', { locationId: 999999 }, { locationId: 'Località non valida' }],
    ['a bad e-mail', { email: 'mario@' }, { email: 'Indirizzo e-mail non valido' }],
    [
      'a menu for an unknown guest type',
      { prices: { s: 1000, x: 1000 } },
      { 'prices.x': 'Tipologia ospiti non valida' },
    ],
    [
      'a cost for an unknown guest type',
      { costs: { zz: 10 } },
      { 'costs.zz': 'Tipologia ospiti non valida' },
    ],
    ['a negative price', { prices: { s: -1, a: 2800 } }, { 'prices.s': 'Il valore non può essere negativo' }],
    ['a negative cost', { costs: { s: -100 } }, { 'costs.s': 'Il valore non può essere negativo' }],
    [
      'a price in euro with decimals',
      { prices: { s: 18.5 } },
      { 'prices.s': 'Deve essere un numero intero' },
    ],
    ['freeEvery 0', { freeEvery: { s: 0 } }, { 'freeEvery.s': 'Deve essere almeno 1' }],
    [
      'a cost without the menu',
      { prices: { a: 2800 }, costs: { s: 1400 }, freeEvery: {} },
      { 'prices.s': 'Campo obbligatorio' },
    ],
    [
      'freebies without the menu',
      { prices: { s: 1800 }, costs: {}, freeEvery: { a: 20 } },
      { 'prices.a': 'Campo obbligatorio' },
    ],
  ],
  refusedUpdates: [
    { prices: { s: 1000, x: 10 } },
    { freeEvery: { s: 0 } },
    { prices: { s: -5 } },
    { locationId: 999999 },
  ],
};

export const GUIDES: ServiceKind<ReturnType<typeof guide.parse>> = {
  resource: 'guides',
  table: 'guide_services',
  record: guide,
  payload: (places) => ({
    name: 'Visita agli Uffizi',
    locationId: places.firenze,
    companyName: 'Guide Firenze Soc. Coop.',
    companyAddress: 'Piazza della Signoria 1, Firenze',
    phone: '055 123456',
    email: 'prenotazioni@guidefirenze.it',
    guestTypeId: 's',
    price: 15000,
    cost: 12000,
    extraCost: 2500,
    persons: 25,
    duration: 'HD',
    hours: 2.5,
    notes: 'Auricolari inclusi',
  }),
  required: {
    name: 'Guida libera',
    answer: { guestTypeId: null, price: null, hours: null, duration: null, persons: null },
  },
  stale: { first: {}, second: { name: 'Altro' }, kept: { name: 'Visita agli Uffizi' } },
  notFound: 'Servizio guida non trovato',
  inUse: 'Impossibile eliminare il servizio guida: è usato in una o più pratiche.',
  invalid: [
    ['no name', { name: undefined }, { name: 'Campo obbligatorio' }],
    ['no location', { locationId: null }, { locationId: 'Campo obbligatorio' }],
    ['an unknown location', { locationId: 999999 }, { locationId: 'Località non valida' }],
    ['an unknown guest type', { guestTypeId: 'x' }, { guestTypeId: 'Tipologia ospiti non valida' }],
    ['a bad e-mail', { email: 'guide@' }, { email: 'Indirizzo e-mail non valido' }],
    ['a negative price', { price: -1 }, { price: 'Il valore non può essere negativo' }],
    ['a negative extra cost', { extraCost: -500 }, { extraCost: 'Il valore non può essere negativo' }],
    ['zero persons', { persons: 0 }, { persons: 'Deve essere almeno 1' }],
    ['the Transfer duration (buses only)', { duration: 'Transfer' }, { duration: 'Durata non valida' }],
    ['zero hours', { hours: 0 }, { hours: 'Deve essere maggiore di 0' }],
    ['more than a day', { hours: 25 }, { hours: 'Al massimo 24 ore' }],
  ],
};

export const SERVICE_KINDS: ServiceKind[] = [BUSES, RESTAURANTS, GUIDES];
