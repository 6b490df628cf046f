import { caseMessages, defaultStayConditions, type StayAuxData } from '@ham/contracts';
import { caseHead, casesSuite, d } from './cases-fixtures';

const t = casesSuite();
const { call } = t;

const head = (over: Record<string, unknown> = {}) =>
  caseHead(t.world, { name: 'Liceo Galilei - Toscana', ...over });
const newCase = (over: Record<string, unknown> = {}) => t.newCase(head(over));
const stayBody = (begin = d(30), end = d(34), guests: Record<string, number> = { mul: 20, sgl: 2 }) => ({
  hotelId: t.world.hotelId,
  begin,
  end,
  conditions: defaultStayConditions(begin, end),
  guests,
  prices: {},
  freebiesCount: { hb: 2 },
  freebiesValue: { hb: 42000 },
  notes: 'Camere vicine',
});
const newStay = async (n: number, body = stayBody()) => {
  const res = await call('POST', `/docs/${n}/stays`, body);
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('permissions', () => {
  test.each([
    ['GET', '/docs'],
    ['POST', '/docs'],
    ['GET', '/docs/1'],
    ['GET', '/docs/1/edit'],
    ['PUT', '/docs/1/edit'],
    ['DELETE', '/docs/1'],
    ['GET', '/docs/1/exists'],
    ['GET', '/docs/1/extras'],
    ['PUT', '/docs/1/extras'],
    ['POST', '/docs/1/meals'],
    ['GET', '/docs/meals/1'],
    ['PUT', '/docs/meals/1'],
    ['DELETE', '/docs/meals/1'],
    ['POST', '/docs/1/bustrips'],
    ['DELETE', '/docs/guidedtours/1'],
    ['POST', '/docs/1/stays'],
    ['GET', '/docs/1/stays/auxdata?hotel=1&begin=2030-01-01&end=2030-01-02'],
    ['GET', '/docs/stays/1'],
    ['PUT', '/docs/stays/1'],
    ['DELETE', '/docs/stays/1'],
    ['PUT', '/docs/stays/1/option'],
    ['DELETE', '/docs/stays/1/option'],
    ['PUT', '/docs/stays/1/reservation'],
    ['DELETE', '/docs/stays/1/reservation'],
    ['GET', '/docs/bustrips/1'],
    ['PUT', '/docs/bustrips/1'],
    ['DELETE', '/docs/bustrips/1'],
    ['POST', '/docs/1/guidedtours'],
    ['GET', '/docs/guidedtours/1'],
    ['PUT', '/docs/guidedtours/1'],
    ['GET', '/docs/stays/1/edit'],
    ['GET', '/allotment/options/expired'],
    ['DELETE', '/allotment/options/1'],
  ] as const)('%s %s: agency 403, anonymous 401', async (method, url) => {
    const body = method === 'PUT' || method === 'POST' ? {} : undefined;
    expect((await call(method, url, body, t.users.agency)).statusCode).toBe(403);
    expect((await call(method, url, body, '')).statusCode).toBe(401);
  });
});

describe('case head', () => {
  test('create, list with name filter and paging, read, edit, stale edit, exists, delete', async () => {
    const n1 = await newCase();
    const n2 = await newCase({ name: 'Scuola Média Dante' });
    expect(n2).toBeGreaterThan(n1);
    const list = (await call('GET', '/docs?name=media&ipp=10')).json();
    expect(list.items.map((i: { number: number }) => i.number)).toEqual([n2]);
    expect(list.items[0]).toMatchObject({
      name: 'Scuola Média Dante',
      beginDate: d(30),
      guestType: { id: 's' },
      guestCount: 22,
      customer: { id: t.world.customerId },
      user: { lastName: 'operatore' },
    });
    const edit = (await call('GET', `/docs/${n1}/edit`)).json();
    expect(edit).toMatchObject({ number: n1, name: 'Liceo Galilei - Toscana', version: 0 });
    expect(edit.notes).toBeNull();
    const saved = await call('PUT', `/docs/${n1}/edit`, {
      ...head({ guestCount: 25, notes: ' Arrivo in pullman ' }),
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ guestCount: 25, notes: 'Arrivo in pullman', version: 1 });
    expect((await call('GET', `/docs/${n1}`)).json().notes).toBe('Arrivo in pullman');
    const staleRes = await call('PUT', `/docs/${n1}/edit`, { ...head({ guestCount: 30 }), version: 0 });
    expect(staleRes.statusCode).toBe(409);
    expect(staleRes.json().error).toBe('StaleRecord');
    expect((await call('GET', `/docs/${n1}/exists`)).json()).toEqual({ exists: true });
    expect((await call('DELETE', `/docs/${n2}`)).statusCode).toBe(204);
    expect((await call('GET', `/docs/${n2}/exists`)).json()).toEqual({ exists: false });
    const missing = await call('GET', `/docs/${n2}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Non è stata trovata nessuna pratica con numero ${n2}`);
    // Beyond PostgreSQL's integer the number names no case at all (the screen shows the same alert).
    expect((await call('GET', '/docs/99999999999/exists')).statusCode).toBe(404);
    expect((await call('GET', '/docs/99999999999')).statusCode).toBe(404);
    expect((await call('GET', '/docs/abc')).statusCode).toBe(404);
    // The sequence never reuses a number.
    expect(await newCase()).toBeGreaterThan(n2);
  });

  test('bad input: end before begin, unknown customer and guest type, negative guests', async () => {
    const res = await call('POST', '/docs', head({ beginDate: d(10), endDate: d(5), guestCount: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      endDate: 'Non deve essere prima della data di inizio',
      guestCount: 'Il valore non può essere negativo',
    });
    const refs = await call('POST', '/docs', head({ customerId: 999999, guestTypeId: 'zz' }));
    expect(refs.statusCode).toBe(400);
    expect(refs.json().fields).toEqual({
      customerId: 'Cliente non valido',
      guestTypeId: 'Tipologia ospiti non valida',
    });
  });
});

describe('stays', () => {
  test('auxdata: defaults in step one; no active offer is a clear 400', async () => {
    const n = await newCase();
    const aux: StayAuxData = (
      await call('GET', `/docs/${n}/stays/auxdata?hotel=${t.world.hotelId}&begin=${d(30)}&end=${d(32)}`)
    ).json();
    expect(aux.defaults.conditions.map((c) => c.items)).toEqual([['n'], ['b', 'n'], ['b']]);
    expect(aux.defaults.guests).toEqual({ mul: 22 });
    expect(aux.defaults.prices.mul.hb).toBe(5000);
    expect(aux.defaults.prices.sgl.hb).toBe(6500);
    expect(aux.defaults.freebiesCount).toEqual({ hb: 2 });
    expect(aux.defaults.freebiesValue).toEqual({ hb: 20000 });
    expect(aux.activeOffer.freebie).toEqual({ every: 10, accomodationId: 'mul' });
    expect(aux.guestType).toMatchObject({ baseAccomodationId: 'mul', extraAccomodationIds: ['sgl', 'dbl'] });
    const none = await call(
      'GET',
      `/docs/${n}/stays/auxdata?hotel=${t.world.noOffer}&begin=${d(30)}&end=${d(32)}`,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ hotelId: caseMessages.noActiveOffer });
    const outside = await call(
      'GET',
      `/docs/${n}/stays/auxdata?hotel=${t.world.hotelId}&begin=${d(28)}&end=${d(32)}`,
    );
    expect(outside.statusCode).toBe(400);
    const reversed = await call(
      'GET',
      `/docs/${n}/stays/auxdata?hotel=${t.world.hotelId}&begin=${d(32)}&end=${d(30)}`,
    );
    expect(reversed.statusCode).toBe(400);
  });

  test('a stay with a price change mid-stay: cost lines and total (hand-computed)', async () => {
    const n = await newCase();
    const stay = await newStay(n);
    expect(stay.costLines.map((l: { key: string; total: number }) => [l.key, l.total])).toEqual([
      [`mul:hb:${d(30)}`, 20 * 3 * 5000],
      [`mul:hb:${d(33)}`, 20 * 6000],
      [`sgl:hb:${d(30)}`, 2 * 3 * 6500],
      [`sgl:hb:${d(33)}`, 2 * 7500],
      ['free:hb', -42000],
    ]);
    expect(stay.total).toBe(474000 - 42000);
    expect(stay).toMatchObject({ nights: 4, guestCount: 22, option: null, reservation: null, version: 0 });
    const edit = (await call('GET', `/docs/stays/${stay.id}/edit`)).json();
    expect(edit.priceRows).toHaveLength(2);
    expect(edit.freebie).toEqual({ every: 10, accomodationId: 'mul' });
  });

  test('bad input: outside the case, zero guests, end before begin, no offer, stale save', async () => {
    const n = await newCase();
    const outside = await call('POST', `/docs/${n}/stays`, stayBody(d(29), d(31)));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields.begin).toMatch(
      /^Il soggiorno deve essere compreso nel periodo della pratica/,
    );
    const zero = await call('POST', `/docs/${n}/stays`, stayBody(d(30), d(31), { mul: 0 }));
    expect(zero.json().fields).toEqual({ guests: caseMessages.noGuests });
    const negative = await call('POST', `/docs/${n}/stays`, stayBody(d(30), d(31), { mul: -3 }));
    expect(negative.statusCode).toBe(400);
    const reversed = await call('POST', `/docs/${n}/stays`, { ...stayBody(), begin: d(34), end: d(30) });
    expect(reversed.json().fields.end).toBe('Deve essere dopo la data di inizio');
    const noOffer = await call('POST', `/docs/${n}/stays`, { ...stayBody(), hotelId: t.world.noOffer });
    expect(noOffer.json().fields.hotelId).toBe(caseMessages.noActiveOffer);
    expect(await t.ctx.db.selectFrom('stays').select('id').where('case_number', '=', n).execute()).toEqual(
      [],
    );

    // Two tabs edit the same stay: the second save is refused and changes nothing.
    const stay = await newStay(n);
    const tab1 = await call('PUT', `/docs/stays/${stay.id}`, { ...stayBody(), notes: 'Tab 1', version: 0 });
    expect(tab1.statusCode).toBe(200);
    const tab2 = await call('PUT', `/docs/stays/${stay.id}`, { ...stayBody(), notes: 'Tab 2', version: 0 });
    expect(tab2.statusCode).toBe(409);
    expect(tab2.json().error).toBe('StaleRecord');
    expect((await call('GET', `/docs/stays/${stay.id}`)).json()).toMatchObject({
      notes: 'Tab 1',
      version: 1,
    });
  });

  test('option, confirm, release; past expiry refused; oversell needs force', async () => {
    const n = await newCase();
    const stay = await newStay(n, stayBody(d(30), d(34), { mul: 10 }));
    const past = await call('PUT', `/docs/stays/${stay.id}/option`, {
      expires: d(-1),
      contact: 'Sig. Rossi',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ expires: 'Data nel passato non valida' });
    const opt = await call('PUT', `/docs/stays/${stay.id}/option`, { expires: d(7), contact: 'Sig. Rossi' });
    expect(opt.statusCode).toBe(200);
    expect(opt.json().option).toMatchObject({ expires: d(7), contact: 'Sig. Rossi', expired: false });
    const confirmed = await call('PUT', `/docs/stays/${stay.id}/reservation`, { contact: 'Sig.ra Bianchi' });
    expect(confirmed.json()).toMatchObject({ option: null, reservation: { contact: 'Sig.ra Bianchi' } });
    expect(
      (await call('PUT', `/docs/stays/${stay.id}/option`, { expires: d(7), contact: 'x' })).statusCode,
    ).toBe(409);
    const released = await call('DELETE', `/docs/stays/${stay.id}/reservation`);
    expect(released.json()).toMatchObject({ option: null, reservation: null });
    expect(await t.ctx.db.selectFrom('holds').select('id').where('stay_id', '=', stay.id).execute()).toEqual(
      [],
    );

    // 22 guests, 20 places: refused with the short nights until forced.
    const big = await newStay(n, stayBody(d(35), d(37), { mul: 22 }));
    const short = await call('PUT', `/docs/stays/${big.id}/option`, { expires: d(7), contact: 'Rif' });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe('NotEnoughPlaces');
    expect(short.json().detail.nights).toEqual([
      { date: d(35), requested: 22, available: 20, missing: 2 },
      { date: d(36), requested: 22, available: 20, missing: 2 },
    ]);
    const forced = await call('PUT', `/docs/stays/${big.id}/option?force=true`, {
      expires: d(7),
      contact: 'Rif',
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().option).toMatchObject({ forced: true });
    expect((await call('DELETE', `/docs/stays/${big.id}/option`)).json().option).toBeNull();
    expect((await call('DELETE', `/docs/stays/${big.id}/option`)).statusCode).toBe(404);
  });

  test('guest-count change with an option or a reservation needs force; beyond availability too', async () => {
    const n = await newCase();
    const stay = await newStay(n, stayBody(d(41 - 5), d(38), { mul: 10 }));
    await call('PUT', `/docs/stays/${stay.id}/option`, { expires: d(7), contact: 'Rif' });
    const opt = await call('PUT', `/docs/stays/${stay.id}`, {
      ...stayBody(d(36), d(38), { mul: 12 }),
      version: 0,
    });
    expect(opt.statusCode).toBe(409);
    expect(opt.json()).toMatchObject({
      error: 'ChangingOptionGuestCount',
      message: caseMessages.changingOptionGuestCount,
    });
    await call('PUT', `/docs/stays/${stay.id}/reservation`, { contact: 'Rif' });
    const body = { ...stayBody(d(36), d(38), { mul: 25 }), version: 0 };
    const res = await call('PUT', `/docs/stays/${stay.id}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ChangingReservationGuestCount');
    expect(res.json().detail.nights).toHaveLength(2);
    const hold = () =>
      t.ctx.db
        .selectFrom('holds')
        .select(['places', 'forced'])
        .where('stay_id', '=', stay.id)
        .executeTakeFirstOrThrow();
    expect(await hold()).toEqual({ places: 10, forced: false });
    const forced = await call('PUT', `/docs/stays/${stay.id}?force=true`, body);
    expect(forced.statusCode).toBe(200);
    expect(forced.json().guestCount).toBe(25);
    expect(await hold()).toEqual({ places: 25, forced: true });
  });

  test('two users optioning the last places of the same nights from two cases: one wins, one 409', async () => {
    const [a, b] = [await newCase(), await newCase()];
    const sa = await newStay(a, stayBody(d(38), d(40), { mul: 15 }));
    const sb = await newStay(b, stayBody(d(38), d(40), { mul: 15 }));
    const [ra, rb] = await Promise.all([
      call('PUT', `/docs/stays/${sa.id}/option`, { expires: d(7), contact: 'A' }),
      call('PUT', `/docs/stays/${sb.id}/option`, { expires: d(7), contact: 'B' }, t.users.admin),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect([ra, rb].find((r) => r.statusCode === 409)?.json().error).toBe('NotEnoughPlaces');
  });

  test('deleting a stay, or its case, releases the hold in the same transaction', async () => {
    const n = await newCase();
    const s1 = await newStay(n, stayBody(d(30), d(31), { mul: 1 }));
    const s2 = await newStay(n, stayBody(d(31), d(32), { mul: 1 }));
    await call('PUT', `/docs/stays/${s1.id}/option`, { expires: d(7), contact: 'Rif' });
    await call('PUT', `/docs/stays/${s2.id}/reservation`, { contact: 'Rif' });
    const holdsOf = (ids: number[]) =>
      t.ctx.db.selectFrom('holds').select('id').where('stay_id', 'in', ids).execute();
    expect(await holdsOf([s1.id, s2.id])).toHaveLength(2);
    expect((await call('DELETE', `/docs/stays/${s1.id}`)).statusCode).toBe(204);
    expect(await holdsOf([s1.id])).toEqual([]);
    expect((await call('GET', `/docs/stays/${s1.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/docs/${n}`)).statusCode).toBe(204);
    expect(await holdsOf([s2.id])).toEqual([]);
  });
});

describe('holds released with their stay', () => {
  test('deleting a stay that holds the last places frees them for another case at once', async () => {
    const period = { beginDate: d(45), endDate: d(55) };
    const [a, b] = [await newCase(period), await newCase(period)];
    const full = await newStay(a, stayBody(d(50), d(52), { mul: 20 }));
    const other = await newStay(b, stayBody(d(50), d(52), { mul: 1 }));
    const option = (id: number) => call('PUT', `/docs/stays/${id}/option`, { expires: d(7), contact: 'Rif' });
    expect((await option(full.id)).statusCode).toBe(200);
    const short = await option(other.id);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe('NotEnoughPlaces');
    expect((await call('DELETE', `/docs/stays/${full.id}`)).statusCode).toBe(204);
    const freed = await option(other.id);
    expect(freed.statusCode).toBe(200);
    expect(freed.json().option).toMatchObject({ forced: false });
  });

  test("an expired option of a stay: listed in 'Opzioni scadute' with its stay, deleted there, renewable", async () => {
    const n = await newCase({ beginDate: d(45), endDate: d(55) });
    const stay = await newStay(n, stayBody(d(46), d(47), { mul: 1 }));
    await call('PUT', `/docs/stays/${stay.id}/option`, { expires: d(7), contact: 'Rif. scaduta' });
    await t.ctx.db
      .updateTable('holds')
      .set({ expires: d(-2) })
      .where('stay_id', '=', stay.id)
      .execute();
    const shown = (await call('GET', `/docs/${n}`)).json().stays[0];
    expect(shown.option).toMatchObject({ expires: d(-2), contact: 'Rif. scaduta', expired: true });
    const expired = (await call('GET', '/allotment/options/expired?ipp=100')).json();
    const item = expired.items.find((o: { stayId: number | null }) => o.stayId === stay.id);
    expect(item).toMatchObject({
      expires: d(-2),
      begin: d(46),
      end: d(47),
      places: 1,
      contact: 'Rif. scaduta',
    });
    expect((await call('DELETE', `/allotment/options/${item.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/docs/stays/${stay.id}`)).json()).toMatchObject({
      option: null,
      reservation: null,
    });
    expect(
      (await call('GET', '/allotment/options/expired?ipp=100'))
        .json()
        .items.some((o: { stayId: number | null }) => o.stayId === stay.id),
    ).toBe(false);
    // 'Nuova opzione': a new option on the same stay.
    const renewed = await call('PUT', `/docs/stays/${stay.id}/option`, {
      expires: d(7),
      contact: 'Rif. nuova',
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().option).toMatchObject({ expires: d(7), expired: false });
  });
});

describe('head rules with stays', () => {
  test('the period must keep every stay; the guest type is fixed once there are stays', async () => {
    const n = await newCase();
    await newStay(n, stayBody(d(32), d(34), { mul: 2 }));
    const shrink = await call('PUT', `/docs/${n}/edit`, { ...head({ beginDate: d(33) }), version: 0 });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().fields).toEqual({ beginDate: caseMessages.staysOutsidePeriod });
    const retype = await call('PUT', `/docs/${n}/edit`, { ...head({ guestTypeId: 'a' }), version: 0 });
    expect(retype.statusCode).toBe(400);
    expect(Object.keys(retype.json().fields)).toEqual(['guestTypeId']);
    const ok = await call('PUT', `/docs/${n}/edit`, {
      ...head({ beginDate: d(32), endDate: d(34) }),
      version: 0,
    });
    expect(ok.statusCode).toBe(200);
  });
  test('meal freebies cannot exceed persons; malformed input is 400 with every field', async () => {
    const n = await newCase();
    const res = await call('POST', `/docs/${n}/meals`, {
      restaurantId: t.world.restaurantId,
      date: d(31),
      time: 'cena',
      persons: 2,
      freebies: 3,
    });
    expect(res.json().fields).toEqual({ freebies: caseMessages.freebiesOverPersons });
    const bad = await call('POST', `/docs/${n}/meals`, {
      restaurantId: t.world.restaurantId,
      date: 'ieri',
      time: 'merenda',
      persons: 1.5,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['date', 'persons', 'time']);
  });
});

describe('meals, bus trips, guided tours, extras and the total', () => {
  test('defaults, bad input, edit, delete, and Importo totale (hand-computed)', async () => {
    const n = await newCase();
    await newStay(n);
    const noRestaurant = await call('POST', `/docs/${n}/meals`, { date: d(31), time: 'cena', persons: 22 });
    expect(noRestaurant.json().fields).toEqual({ restaurantId: 'Selezionare un ristorante per procedere' });
    const unknown = await call('POST', `/docs/${n}/meals`, {
      restaurantId: 999999,
      date: d(31),
      time: 'cena',
      persons: 22,
    });
    expect(unknown.json().fields).toEqual({ restaurantId: 'Selezionare un ristorante per procedere' });
    const mealRes = await call('POST', `/docs/${n}/meals`, {
      restaurantId: t.world.restaurantId,
      date: d(31),
      time: 'cena',
      persons: 22,
    });
    expect(mealRes.statusCode).toBe(201);
    const meal = mealRes.json();
    expect(meal).toMatchObject({ persons: 22, freebies: 2, unitPrice: 1800, total: 20 * 1800 });
    const edited = await call('PUT', `/docs/meals/${meal.id}`, {
      restaurantId: t.world.restaurantId,
      date: d(31),
      time: 'pranzo',
      persons: 22,
      freebies: 2,
      unitPrice: 1800,
      version: 0,
    });
    expect(edited.json()).toMatchObject({ time: 'pranzo', version: 1 });
    expect(
      (
        await call('PUT', `/docs/meals/${meal.id}`, {
          ...(edited.json() as Record<string, unknown>),
          restaurantId: t.world.restaurantId,
          version: 0,
        })
      ).statusCode,
    ).toBe(409);

    const noService = await call('POST', `/docs/${n}/bustrips`, {
      serviceId: 999999,
      date: d(32),
      quantity: 2,
    });
    expect(noService.json().fields).toEqual({ serviceId: 'Selezionare un servizio per procedere' });
    const bus = await call('POST', `/docs/${n}/bustrips`, {
      serviceId: t.world.busId,
      date: d(32),
      quantity: 2,
    });
    expect(bus.json()).toMatchObject({ unitPrice: 18000, total: 36000, service: { id: t.world.busId } });
    const tour = await call('POST', `/docs/${n}/guidedtours`, {
      serviceId: t.world.guideId,
      date: d(32),
      quantity: 1,
    });
    expect(tour.json()).toMatchObject({ unitPrice: 15000, total: 15000 });
    const tour2 = await call('POST', `/docs/${n}/guidedtours`, {
      serviceId: t.world.guideId,
      date: d(33),
      quantity: 1,
    });
    expect((await call('GET', `/docs/guidedtours/${tour2.json().id}`)).json().version).toBe(0);
    expect((await call('DELETE', `/docs/guidedtours/${tour2.json().id}`)).statusCode).toBe(204);

    const extras = (await call('GET', `/docs/${n}/extras`)).json();
    expect(extras).toEqual({ items: [], version: 0 });
    const put = await call('PUT', `/docs/${n}/extras`, {
      items: [
        { description: 'Assicurazione', date: d(30), value: 5000 },
        { description: 'Sconto fedeltà', value: -10000 },
      ],
      version: 0,
    });
    expect(put.statusCode).toBe(200);
    expect((await call('PUT', `/docs/${n}/extras`, { items: [], version: 0 })).statusCode).toBe(409);
    const noDescription = await call('PUT', `/docs/${n}/extras`, {
      items: [{ description: '', value: 1 }],
      version: 1,
    });
    expect(noDescription.statusCode).toBe(400);

    const file = (await call('GET', `/docs/${n}`)).json();
    expect(file.customer).toMatchObject({ id: t.world.customerId, city: 'Firenze', country: { id: 'IT' } });
    expect(file.stays).toHaveLength(1);
    expect(file.meals).toHaveLength(1);
    expect(file.busTrips).toHaveLength(1);
    expect(file.guidedTours).toHaveLength(1);
    expect(file.totals).toEqual({
      stays: 432000,
      meals: 36000,
      busTrips: 36000,
      guidedTours: 15000,
      extras: -5000,
      total: 514000,
    });
    expect(file.total).toBe(514000);

    // In use: restaurant, agency, hotel cannot go while a case uses them.
    expect(
      (await call('DELETE', `/services/restaurants/${t.world.restaurantId}`, undefined, t.users.admin))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/agencies/${t.world.customerId}`, undefined, t.users.admin)).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/docs/meals/${meal.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/docs/meals/${meal.id}`)).statusCode).toBe(404);
  });
});
