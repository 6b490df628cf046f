import { caseMessages, defaultStayConditions, messages } from '@ham/contracts';
import { casesSuite, d } from './cases-fixtures';
import { whileOfferDisabled } from './hotels-fixtures';

/** Bad input (docs/product/formats-and-errors.md#api-errors): every refusal is a JSON error with a code and an Italian message, never a 500. */

const t = casesSuite();
const { call } = t;

const { newCase } = t;
const stayBody = (over: Record<string, unknown> = {}) => ({
  hotelId: t.world.hotelId,
  begin: d(30),
  end: d(32),
  conditions: defaultStayConditions(d(30), d(32)),
  guests: { mul: 10 },
  prices: {},
  freebiesCount: {},
  freebiesValue: {},
  notes: null,
  ...over,
});

/** A 4xx JSON error: `{ error, message, fields? }`. */
const refused = (res: Awaited<ReturnType<typeof call>>, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  return body as { error: string; message: string; fields?: Record<string, string> };
};

const tooBig = 2 ** 31; // beyond PostgreSQL's integer

describe('unknown restaurant or service', () => {
  test.each([
    ['meals', { restaurantId: 999999, date: d(31), time: 'cena', persons: 10 }, 'restaurantId'],
    ['meals', { restaurantId: tooBig, date: d(31), time: 'cena', persons: 10 }, 'restaurantId'],
    ['meals', { restaurantId: 0, date: d(31), time: 'cena', persons: 10 }, 'restaurantId'],
    ['meals', { restaurantId: 'abc', date: d(31), time: 'cena', persons: 10 }, 'restaurantId'],
    ['bustrips', { serviceId: 999999, date: d(31), quantity: 1 }, 'serviceId'],
    ['bustrips', { serviceId: tooBig, date: d(31), quantity: 1 }, 'serviceId'],
    ['guidedtours', { serviceId: 999999, date: d(31), quantity: 1 }, 'serviceId'],
    ['guidedtours', { serviceId: tooBig, date: d(31), quantity: 1 }, 'serviceId'],
    ['guidedtours', { date: d(31), quantity: 1 }, 'serviceId'],
  ])('POST /docs/:n/%s %j → 400 on %s', async (type, body, field) => {
    const n = await newCase();
    const err = refused(await call('POST', `/docs/${n}/${type}`, body), 400);
    expect(err.fields?.[field]).toBe(
      field === 'restaurantId' ? caseMessages.selectRestaurant : caseMessages.selectService,
    );
    const file = (await call('GET', `/docs/${n}`)).json();
    expect([...file.meals, ...file.busTrips, ...file.guidedTours]).toEqual([]);
  });

  test('a saved meal, bus trip or tour moved to an unknown restaurant or service: 400, unchanged', async () => {
    const n = await newCase();
    const meal = (
      await call('POST', `/docs/${n}/meals`, {
        restaurantId: t.world.restaurantId,
        date: d(31),
        time: 'cena',
        persons: 10,
      })
    ).json();
    const bus = (
      await call('POST', `/docs/${n}/bustrips`, { serviceId: t.world.busId, date: d(31), quantity: 1 })
    ).json();
    const tour = (
      await call('POST', `/docs/${n}/guidedtours`, { serviceId: t.world.guideId, date: d(31), quantity: 1 })
    ).json();
    const mealErr = refused(
      await call('PUT', `/docs/meals/${meal.id}`, {
        restaurantId: tooBig,
        date: d(31),
        time: 'cena',
        persons: 10,
        version: 0,
      }),
      400,
    );
    expect(mealErr.fields).toEqual({ restaurantId: caseMessages.selectRestaurant });
    for (const [type, item] of [
      ['bustrips', bus],
      ['guidedtours', tour],
    ] as const) {
      const err = refused(
        await call('PUT', `/docs/${type}/${item.id}`, {
          serviceId: 999999,
          date: d(31),
          quantity: 1,
          version: 0,
        }),
        400,
      );
      expect(err.fields).toEqual({ serviceId: caseMessages.selectService });
      expect((await call('GET', `/docs/${type}/${item.id}`)).json()).toMatchObject({ version: 0 });
    }
    expect((await call('GET', `/docs/meals/${meal.id}`)).json()).toMatchObject({
      restaurant: { id: t.world.restaurantId },
      version: 0,
    });
  });
});

describe('stays', () => {
  test('unknown or out-of-range hotel, case or stay ids: 400/404 JSON errors', async () => {
    const n = await newCase();
    for (const hotel of [tooBig, 999999]) {
      const aux = refused(
        await call('GET', `/docs/${n}/stays/auxdata?hotel=${hotel}&begin=${d(30)}&end=${d(32)}`),
        400,
      );
      // A query id beyond PostgreSQL's integer is refused on the query field itself.
      expect(aux.fields).toEqual(
        hotel === tooBig ? { hotel: 'Identificativo non valido' } : { hotelId: caseMessages.invalidHotel },
      );
      const save = refused(await call('POST', `/docs/${n}/stays`, stayBody({ hotelId: hotel })), 400);
      expect(save.fields).toEqual({ hotelId: caseMessages.invalidHotel });
    }
    refused(await call('POST', `/docs/${tooBig}/stays`, stayBody()), 404);
    refused(await call('POST', `/docs/999999/stays`, stayBody()), 404);
    // A stay id beyond PostgreSQL's integer names no stay, like an unknown one: 404.
    refused(await call('GET', `/docs/stays/${tooBig}`), 404);
    refused(await call('GET', '/docs/stays/999999'), 404);
    refused(await call('DELETE', '/docs/stays/999999'), 404);
    refused(await call('PUT', '/docs/stays/999999/option', { expires: d(7), contact: 'Rif' }), 404);
    expect((await call('GET', `/docs/${n}`)).json().stays).toEqual([]);
  });

  test('zero, negative or fractional guests: 400 on guests, nothing saved', async () => {
    const n = await newCase();
    const zero = refused(
      await call('POST', `/docs/${n}/stays`, stayBody({ guests: { mul: 0, sgl: 0 } })),
      400,
    );
    expect(zero.fields).toEqual({ guests: caseMessages.noGuests });
    const none = refused(await call('POST', `/docs/${n}/stays`, stayBody({ guests: {} })), 400);
    expect(none.fields).toEqual({ guests: caseMessages.noGuests });
    const negative = refused(
      await call('POST', `/docs/${n}/stays`, stayBody({ guests: { mul: 12, sgl: -2 } })),
      400,
    );
    expect(Object.keys(negative.fields ?? {})).toEqual(['guests.sgl']);
    const fraction = refused(await call('POST', `/docs/${n}/stays`, stayBody({ guests: { mul: 1.5 } })), 400);
    expect(Object.keys(fraction.fields ?? {})).toEqual(['guests.mul']);
    expect((await call('GET', `/docs/${n}`)).json().stays).toEqual([]);
  });

  test('a stay edit with a negative count or price: 400 ValidationError on that field, the stay unchanged', async () => {
    const n = await newCase();
    const created = await call('POST', `/docs/${n}/stays`, stayBody({ guests: { mul: 43, sgl: 2 } }));
    expect(created.statusCode).toBeLessThan(300);
    const [stay] = (await call('GET', `/docs/${n}`)).json().stays;
    for (const [over, field, message] of [
      [{ guests: { mul: 43, sgl: -2 } }, 'guests.sgl', messages.notNegative],
      [{ guests: { mul: 43, sgl: 200_000 } }, 'guests.sgl', 'Valore massimo 100.000'],
      [{ prices: { mul: { hb: -650 } } }, 'prices.mul.hb', messages.notNegative],
      [{ freebiesCount: { hb: -1 } }, 'freebiesCount.hb', messages.notNegative],
      [{ freebiesValue: { hb: 100_000_000 } }, 'freebiesValue.hb', messages.maxAmount],
    ] as const) {
      const err = refused(
        await call('PUT', `/docs/stays/${stay.id}`, {
          ...stayBody({ guests: { mul: 43, sgl: 2 } }),
          ...over,
          version: 0,
        }),
        400,
      );
      expect(err.error).toBe('ValidationError');
      expect(err.fields).toEqual({ [field]: message });
    }
    const [after] = (await call('GET', `/docs/${n}`)).json().stays;
    expect(after).toMatchObject({ guests: { mul: 43, sgl: 2 }, version: 0 });
  });

  test("a hotel whose offer for the case's guest type is not active: auxdata and save say so on hotelId", async () => {
    const n = await newCase();
    await whileOfferDisabled(t.ctx.db, t.world.hotelId, undefined, async () => {
      const aux = refused(
        await call('GET', `/docs/${n}/stays/auxdata?hotel=${t.world.hotelId}&begin=${d(30)}&end=${d(32)}`),
        400,
      );
      expect(aux.fields).toEqual({ hotelId: caseMessages.noActiveOffer });
      const save = refused(await call('POST', `/docs/${n}/stays`, stayBody()), 400);
      expect(save.fields).toEqual({ hotelId: caseMessages.noActiveOffer });
    });
  });

  test("a stay outside the case's period, arrival and departure included: 400 on begin with the period", async () => {
    const n = await newCase();
    const message = caseMessages.stayOutsideCase(d(30), d(40));
    for (const [begin, end] of [
      [d(29), d(31)],
      [d(39), d(41)],
      [d(25), d(45)],
    ]) {
      const res = refused(
        await call(
          'POST',
          `/docs/${n}/stays`,
          stayBody({ begin, end, conditions: defaultStayConditions(begin, end) }),
        ),
        400,
      );
      expect(res.fields?.begin).toBe(message);
      const aux = refused(
        await call('GET', `/docs/${n}/stays/auxdata?hotel=${t.world.hotelId}&begin=${begin}&end=${end}`),
        400,
      );
      expect(aux.fields).toEqual({ begin: message });
    }
    // The whole period, arrival on the first day and departure on the last, is allowed.
    const whole = await call(
      'POST',
      `/docs/${n}/stays`,
      stayBody({ begin: d(30), end: d(40), conditions: defaultStayConditions(d(30), d(40)) }),
    );
    expect(whole.statusCode).toBe(201);
    // Moved outside by an edit: refused, unchanged.
    const moved = refused(
      await call('PUT', `/docs/stays/${whole.json().id}`, {
        ...stayBody({ begin: d(31), end: d(41), conditions: defaultStayConditions(d(31), d(41)) }),
        version: 0,
      }),
      400,
    );
    expect(moved.fields?.begin).toBe(message);
    expect((await call('GET', `/docs/stays/${whole.json().id}`)).json()).toMatchObject({
      begin: d(30),
      version: 0,
    });
  });
});
