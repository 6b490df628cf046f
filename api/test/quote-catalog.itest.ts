import { agencyAvailabilityResponse, agencyHotelDetail, paged, quoteMessages } from '@ham/contracts';
import { z } from 'zod';
import { d, expectNothingHidden, quoteSuite } from './quote-fixtures';
import { createPlaces, insertBus, insertRestaurant } from './services-fixtures';

const w = quoteSuite();

/** Every answer of an agency route: never a purchase cost, never another customer's hold. */
async function get(url: string, cookie = w.users.agency) {
  const res = await w.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  expectNothingHidden(res);
  return res;
}
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('GET /quotereq/services/{type} (Catalogo)', () => {
  test('hotels of an area or a location: not hidden, with an active offer shown in quotes for the guest type', async () => {
    const res = await get(`/quotereq/services/hotels?area=${w.geo.areaId}&gt=s`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Hotel Alfa', 'Hotel Beta', 'Hotel Eta', 'Hotel Gamma']);
    expect(body.pageInfo).toEqual({ page: 1, itemsPerPage: 10, totalItems: 4, totalPages: 1 });
    expect(body.items[0]).toEqual({
      id: w.h.alfa,
      name: 'Hotel Alfa',
      category: { id: '3', name: '3 stelle' },
      position: { id: 'c', name: 'Centro' },
      address: null,
      city: 'Sirmione',
      location: { id: w.geo.locationId, name: 'Sirmione' },
      area: { id: w.geo.areaId, name: 'Lago di Garda' },
      country: { id: 'IT', name: 'Italia' },
    });
    const byLocation = (
      await get(`/quotereq/services/hotels?location=${w.geo.locationId}&gt=s&ipp=2&p=2`)
    ).json();
    expect(names(byLocation)).toEqual(['Hotel Eta', 'Hotel Gamma']);
    expect(byLocation.pageInfo.totalPages).toBe(2);
    // Adults: only Alfa has a price list; the default guest type is 's'.
    expect(names((await get(`/quotereq/services/hotels?area=${w.geo.areaId}&gt=a`)).json())).toEqual([
      'Hotel Alfa',
    ]);
    expect(names((await get(`/quotereq/services/hotels?area=${w.geo.areaId}`)).json())).toHaveLength(4);
    expect((await get(`/quotereq/services/hotels?area=${w.emptyArea}`)).json().items).toEqual([]);
  });

  test('restaurants, guides and buses: the guest type’s menu, guides for it or for anyone, bus prices by size, no costs', async () => {
    const places = await createPlaces(w.ctx.db);
    const { db } = w.ctx;
    const restaurant = (name: string, menus: Parameters<typeof insertRestaurant>[2]) =>
      insertRestaurant(db, { name, location_id: places.firenze, address: 'Via Roma 1' }, menus);
    await restaurant('Trattoria Studenti', [
      ['s', 1500, 1000, 20],
      ['a', 2500, 2000, null],
    ]);
    await restaurant('Ristorante Adulti', [['a', 3000, 2500, null]]);
    const guide = (name: string, gt: string | null) =>
      db
        .insertInto('guide_services')
        .values({
          name,
          location_id: places.siena,
          guest_type_id: gt,
          price: 12000,
          cost: 9000,
          extra_cost: 1000,
          persons: 30,
          duration: 'HD',
          hours: 2.5,
          notes: 'Ingresso incluso',
        })
        .execute();
    await guide('Guida scuole', 's');
    await guide('Guida per tutti', null);
    await guide('Guida adulti', 'a');
    await insertBus(db, { name: 'Bus Toscana', location_id: places.firenze, duration: 'FD' }, [
      [54, 60000, 50000],
      [20, 30000, 25000],
    ]);
    const area = places.areas.toscana;

    const restaurants = (await get(`/quotereq/services/restaurants?area=${area}&gt=s`)).json();
    expect(restaurants.items).toEqual([
      {
        id: expect.any(Number),
        name: 'Trattoria Studenti',
        location: {
          id: places.firenze,
          name: 'Firenze',
          area: { id: area, name: 'Toscana' },
          country: { id: 'IT', name: 'Italia' },
        },
        address: 'Via Roma 1',
        price: 1500,
        freeEvery: 20,
      },
    ]);
    expect(
      names((await get(`/quotereq/services/restaurants?location=${places.firenze}&gt=a`)).json()),
    ).toEqual(['Ristorante Adulti', 'Trattoria Studenti']);

    const guides = (await get(`/quotereq/services/guides?area=${area}&gt=s`)).json();
    expect(names(guides)).toEqual(['Guida per tutti', 'Guida scuole']);
    expect(guides.items[1]).toMatchObject({
      guestType: { id: 's', name: 'Studenti' },
      price: 12000,
      persons: 30,
      duration: 'HD',
      hours: 2.5,
      notes: 'Ingresso incluso',
    });
    expect((await get(`/quotereq/services/guides?location=${places.roma}&gt=s`)).json().items).toEqual([]);

    const buses = (await get(`/quotereq/services/buses?area=${area}`)).json();
    expect(buses.items).toEqual([
      expect.objectContaining({
        name: 'Bus Toscana',
        duration: 'FD',
        prices: [
          { maxSeats: 20, price: 30000 },
          { maxSeats: 54, price: 60000 },
        ],
      }),
    ]);
  });

  test('no place, two places, an unknown place or guest type, a wrong type: 400 with the field', async () => {
    const fields = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields('/quotereq/services/hotels?gt=s')).toEqual({ area: quoteMessages.placeRequired });
    expect(
      await fields(`/quotereq/services/hotels?area=${w.geo.areaId}&location=${w.geo.locationId}`),
    ).toEqual({
      area: quoteMessages.placeRequired,
    });
    expect(await fields('/quotereq/services/restaurants?area=999999')).toEqual({
      area: quoteMessages.invalidArea,
    });
    expect(await fields('/quotereq/services/guides?location=999999')).toEqual({
      location: quoteMessages.invalidLocation,
    });
    expect(await fields('/quotereq/services/buses?area=abc')).toEqual({ area: quoteMessages.invalidArea });
    expect(await fields(`/quotereq/services/hotels?area=${w.geo.areaId}&gt=zz`)).toEqual({
      gt: quoteMessages.invalidGuestType,
    });
    expect((await get(`/quotereq/services/cars?area=${w.geo.areaId}`)).statusCode).toBe(404);
  });
});

describe('GET /quotereq/hotels/:id (the details dialog)', () => {
  test('the hotel and its price lists from today on, at the agency’s prices (sale + surcharge), with the freebie rule', async () => {
    const res = await get(`/quotereq/hotels/${w.h.alfa}`);
    expect(res.statusCode).toBe(200);
    const body = agencyHotelDetail.parse(res.json());
    expect(body).toMatchObject({ id: w.h.alfa, name: 'Hotel Alfa', description: null, city: 'Sirmione' });
    expect(Object.keys(body.offers)).toEqual(['s', 'a']);
    expect(body.offers.s).toEqual({
      guestType: { id: 's', name: 'Studenti' },
      freebie: { every: 10, accomodation: { id: 'mul', name: 'Multipla' } },
      prices: [
        // Agenzia Uno's surcharge: 2,50 € per person per night on every base price.
        {
          begin: d(30),
          end: d(41),
          prices: { bb: 4250, hb: 5250, fb: 6750 },
          extras: { sgl: 1500, dbl: 500 },
        },
        {
          begin: d(42),
          end: d(90),
          prices: { bb: 5250, hb: 6250, fb: 7750 },
          extras: { sgl: 1500, dbl: 500 },
        },
      ],
    });
    expect(body.offers.a.freebie).toEqual({ every: 20, accomodation: { id: 'dbl', name: 'Doppia' } });
    // Another agency (no surcharge) sees the sale prices.
    const other = agencyHotelDetail.parse(
      (await get(`/quotereq/hotels/${w.h.alfa}`, w.agency2Cookie)).json(),
    );
    expect(other.offers.s.prices[0].prices).toEqual({ bb: 4000, hb: 5000, fb: 6500 });
  });

  test('hidden, not shown in quotes, disabled, unknown or not an id: 404', async () => {
    for (const id of [w.h.epsilon, w.h.delta, w.h.zeta, 999999]) {
      const res = await get(`/quotereq/hotels/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NotFound', message: quoteMessages.hotelNotFound });
    }
    // Not a record id's spelling (docs/SECURITY.md, path ids): no record, as for every path id.
    for (const id of ['99999999999', 'abc', '0x10', '%201', '1e3'])
      expect((await get(`/quotereq/hotels/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /quotereq/search (Disponibilità)', () => {
  test('Disponibili day by day of the hotels an agency may see, without holds or their contacts', async () => {
    const res = await get(`/quotereq/search?gt=s&area=${w.geo.areaId}&from=${d(40)}&to=${d(44)}`);
    expect(res.statusCode).toBe(200);
    const body = agencyAvailabilityResponse.parse(res.json());
    expect(body).toMatchObject({ begin: d(40), end: d(44), partial: false });
    expect(body.results.map((r) => r.name)).toEqual(['Hotel Alfa', 'Hotel Beta', 'Hotel Eta', 'Hotel Gamma']);
    // The reservation of 5 places occupies the nights d(41) and d(42).
    expect(body.results[0].available).toEqual([30, 25, 25, 30, 30]);
    expect(body.results[1].available).toEqual([10, 10, 10, 10, 10]);
    // Only what the table shows of a hotel: no location, area or country objects.
    expect(res.json().results[0]).toEqual({
      id: w.h.alfa,
      name: 'Hotel Alfa',
      category: '3 stelle',
      place: 'Sirmione',
      available: [30, 25, 25, 30, 30],
    });
  });

  test("a hotel without a city shows its location's name; without a category, none", async () => {
    const gamma = () => w.ctx.db.updateTable('hotels').where('id', '=', w.h.gamma);
    const before = await w.ctx.db
      .selectFrom('hotels')
      .select(['city', 'category_id'])
      .where('id', '=', w.h.gamma)
      .executeTakeFirstOrThrow();
    await gamma().set({ city: null, category_id: null }).execute();
    try {
      const body = agencyAvailabilityResponse.parse(
        (await get(`/quotereq/search?gt=s&area=${w.geo.areaId}&from=${d(40)}&to=${d(41)}`)).json(),
      );
      expect(body.results.find((r) => r.id === w.h.gamma)).toEqual({
        id: w.h.gamma,
        name: 'Hotel Gamma',
        category: null,
        place: 'Sirmione',
        available: [30, 30],
      });
    } finally {
      await gamma().set(before).execute();
    }
  });

  test('a month of another area, past days at 0; bad periods, unknown area or guest type: 400', async () => {
    const empty = (await get(`/quotereq/search?gt=s&area=${w.emptyArea}&from=${d(0)}&to=${d(30)}`)).json();
    expect(empty.results).toEqual([]);
    const past = agencyAvailabilityResponse.parse(
      (await get(`/quotereq/search?area=${w.geo.areaId}&from=${d(-2)}&to=${d(1)}`)).json(),
    );
    expect(past.results[0].available).toEqual([0, 0, 30, 30]);
    const bad = async (query: string) => {
      const r = await get(`/quotereq/search?${query}`);
      expect(r.statusCode).toBe(400);
      return r.json();
    };
    expect((await bad(`gt=s&area=${w.geo.areaId}&from=${d(5)}&to=${d(4)}`)).fields).toHaveProperty('to');
    expect((await bad(`gt=s&area=${w.geo.areaId}&from=${d(0)}&to=${d(70)}`)).error).toBe('PeriodTooLarge');
    expect((await bad(`gt=s&area=999999&from=${d(0)}&to=${d(3)}`)).fields).toEqual({
      area: quoteMessages.invalidArea,
    });
    expect((await bad(`gt=x&area=${w.geo.areaId}&from=${d(0)}&to=${d(3)}`)).fields).toEqual({
      gt: quoteMessages.invalidGuestType,
    });
    expect((await bad(`gt=s&from=${d(0)}&to=${d(3)}`)).fields).toHaveProperty('area');
  });
});

test('the agency portal answers 401 without a session and 403 to staff', async () => {
  const urls = [
    `/quotereq/services/hotels?area=${w.geo.areaId}`,
    `/quotereq/services/restaurants?area=${w.geo.areaId}`,
    `/quotereq/services/guides?area=${w.geo.areaId}`,
    `/quotereq/services/buses?area=${w.geo.areaId}`,
    `/quotereq/hotels/${w.h.alfa}`,
    `/quotereq/search?area=${w.geo.areaId}&from=${d(1)}&to=${d(2)}`,
  ];
  for (const url of urls) {
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, w.users.operator)).statusCode).toBe(403);
    expect((await get(url, w.users.admin)).statusCode).toBe(403);
  }
  expect(paged(z.unknown()).safeParse((await get(urls[0])).json()).success).toBe(true);
});
