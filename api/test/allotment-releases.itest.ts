import { addDays, allotmentReleasesResponse, todayInRome } from '@ham/contracts';
import { listAllotmentReleases } from '../src/allotment/releases-service';
import { hotelsSuite, insertBlock, insertHoldRow, insertHotel, insertStay } from './hotels-fixtures';

const t = hotelsSuite();
const today = todayInRome();
const d = (n: number) => addDays(today, n);

const get = (url: string, cookie?: string) => t.call('GET', url, undefined, cookie);
const releases = async (query = '') => {
  const res = await get(`/allotment/releases${query ? `?${query}` : ''}`);
  expect(res.statusCode).toBe(200);
  return allotmentReleasesResponse.parse(res.json());
};
const nightsOf = (body: Awaited<ReturnType<typeof releases>>, name: string) =>
  body.hotels
    .find((h) => h.hotel.name === name)
    ?.nights.map(
      (n) =>
        `${n.night} ${n.guestType.id} R${n.release} ${n.allotted}/${n.nightAllotted} ` +
        `o${n.optioned} r${n.reserved} free${n.free}`,
    );

describe('GET /allotment/releases', () => {
  test('nights releasing in the window with places unsold, free, options lapsing before the release', async () => {
    const garda = await insertHotel(t.ctx.db, 'Hotel Garda', t.place('sirmione'), { city: 'Desenzano' });
    // Nights d3..d5 released on d1..d3; night d4 also by a block released on the night itself.
    await insertBlock(t.ctx.db, garda, 'a', d(3), d(5), 10, 2);
    await insertBlock(t.ctx.db, garda, 'a', d(4), d(4), 4, 0);
    // Outside the window: released already (d-2), and released after it (d20).
    await insertBlock(t.ctx.db, garda, 'a', d(1), d(1), 7, 3);
    await insertBlock(t.ctx.db, garda, 'a', d(20), d(20), 6, 0);
    await insertBlock(t.ctx.db, garda, 's', d(6), d(6), 3, 1);
    await insertHoldRow(t.ctx.db, garda, 'a', d(3), d(5), 3, 'reservation', null, 'Liceo Volta');
    const rossi = await insertHoldRow(t.ctx.db, garda, 'a', d(4), d(6), 5, 'option', d(1), 'Gruppo Rossi');
    const stay = await insertStay(t.ctx.db, garda, d(4), d(6));
    await t.ctx.db.updateTable('holds').set({ stay_id: stay }).where('id', '=', rossi).execute();
    const { case_number } = await t.ctx.db
      .selectFrom('stays')
      .select('case_number')
      .where('id', '=', stay)
      .executeTakeFirstOrThrow();
    await insertHoldRow(t.ctx.db, garda, 'a', d(3), d(4), 2, 'option', d(10), 'Coro Verdi');
    await insertHoldRow(t.ctx.db, garda, 'a', d(3), d(4), 9, 'option', d(-1), 'Scaduta');
    // Everything sold: never listed, nor its hotel.
    const full = await insertHotel(t.ctx.db, 'Hotel Pieno');
    await insertBlock(t.ctx.db, full, 'a', d(2), d(2), 5);
    await insertHoldRow(t.ctx.db, full, 'a', d(2), d(3), 5, 'reservation');
    const hidden = await insertHotel(t.ctx.db, 'Hotel Nascosto', {}, { hidden: true });
    await insertBlock(t.ctx.db, hidden, 'a', d(2), d(2), 5);

    const body = await releases();
    expect([body.today, body.until, body.partial]).toEqual([d(0), d(13), false]);
    expect(body.hotels.map((h) => h.hotel)).toEqual([
      { id: garda, name: 'Hotel Garda', place: 'Desenzano', area: 'Lago di Garda' },
    ]);
    expect(nightsOf(body, 'Hotel Garda')).toEqual([
      `${d(3)} a R${d(1)} 10/10 o2 r3 free5`,
      `${d(4)} a R${d(2)} 10/14 o5 r3 free6`,
      `${d(4)} a R${d(4)} 4/14 o5 r3 free4`,
      `${d(5)} a R${d(3)} 10/10 o5 r0 free5`,
      `${d(6)} s R${d(5)} 3/3 o0 r0 free3`,
    ]);
    const [n3, n4a, n4b, n5, n6] = body.hotels[0].nights;
    const rossiOption = {
      id: rossi,
      contact: 'Gruppo Rossi',
      places: 5,
      expires: d(1),
      caseNumber: case_number,
    };
    // Coro Verdi (expires d10) outlives every release; the expired option counts nowhere.
    expect(n3.expiringOptions).toEqual([]);
    expect(n4a.expiringOptions).toEqual([rossiOption]);
    expect(n4b.expiringOptions).toEqual([rossiOption]);
    expect(n5.expiringOptions).toEqual([rossiOption]);
    expect(n6.expiringOptions).toEqual([]);

    // A longer window reaches the night released on d20; the type filter.
    expect(nightsOf(await releases('days=30&type=a'), 'Hotel Garda')).toEqual([
      `${d(3)} a R${d(1)} 10/10 o2 r3 free5`,
      `${d(4)} a R${d(2)} 10/14 o5 r3 free6`,
      `${d(4)} a R${d(4)} 4/14 o5 r3 free4`,
      `${d(5)} a R${d(3)} 10/10 o5 r0 free5`,
      `${d(20)} a R${d(20)} 6/6 o0 r0 free6`,
    ]);
    // A window of today only: the first release is on d1.
    expect((await releases('days=1')).hotels).toEqual([]);
    expect(nightsOf(await releases('days=2&type=s'), 'Hotel Garda')).toBeUndefined();
  });

  test('filters: place, name; hidden hotels never; hotels in name order', async () => {
    const a = await insertHotel(t.ctx.db, 'Hotel Sirmione', t.place('sirmione'));
    const b = await insertHotel(t.ctx.db, 'Albergo Siena', t.place('siena'));
    const ch = await insertHotel(t.ctx.db, 'Hotel Lugano', { country_id: 'CH' });
    const hidden = await insertHotel(t.ctx.db, 'Hotel Nascosto', t.place('sirmione'), { hidden: true });
    for (const id of [a, b, ch, hidden]) await insertBlock(t.ctx.db, id, 's', d(0), d(2), 5);
    const names = async (q: string) => (await releases(q)).hotels.map((h) => h.hotel.name);
    expect(await names('')).toEqual(['Albergo Siena', 'Hotel Lugano', 'Hotel Sirmione']);
    expect(await names('q=SIRM')).toEqual(['Hotel Sirmione']);
    expect(await names(`loc=${t.geo.location2Id}`)).toEqual(['Albergo Siena']);
    expect(await names(`area=${t.geo.areaId}`)).toEqual(['Hotel Sirmione']);
    expect(await names('country=ch')).toEqual(['Hotel Lugano']);
    expect(await names('type=a')).toEqual([]);
    const [siena] = (await releases('q=siena')).hotels;
    expect(siena.hotel).toEqual({ id: b, name: 'Albergo Siena', place: 'Siena', area: 'Firenze e Toscana' });
    expect(siena.nights.map((n) => n.night)).toEqual([d(0), d(1), d(2)]);
  });

  test('partial above the hotel limit', async () => {
    for (let i = 0; i < 4; i++) {
      const id = await insertHotel(t.ctx.db, `Hotel ${i}`);
      await insertBlock(t.ctx.db, id, 's', d(0), d(1), 1);
    }
    const q = { days: 14 };
    const partial = await listAllotmentReleases(t.ctx.db, q, { maxHotels: 3 });
    expect([partial.partial, partial.hotels.map((h) => h.hotel.name)]).toEqual([
      true,
      ['Hotel 0', 'Hotel 1', 'Hotel 2'],
    ]);
    const exact = await listAllotmentReleases(t.ctx.db, q, { maxHotels: 4 });
    expect([exact.partial, exact.hotels.length]).toEqual([false, 4]);
  });

  test('hotels with every releasing night sold do not count: the walk goes on after them', async () => {
    for (let i = 0; i < 53; i++) {
      const id = await insertHotel(t.ctx.db, `Hotel A${String(i).padStart(2, '0')}`);
      await insertBlock(t.ctx.db, id, 's', d(1), d(1), 2);
      await insertHoldRow(t.ctx.db, id, 's', d(1), d(2), 2, 'reservation');
    }
    for (const name of ['Hotel B1', 'Hotel B2'])
      await insertBlock(t.ctx.db, await insertHotel(t.ctx.db, name), 's', d(1), d(1), 2);
    const one = await listAllotmentReleases(t.ctx.db, { days: 14 }, { maxHotels: 1 });
    expect([one.partial, one.hotels.map((h) => h.hotel.name)]).toEqual([true, ['Hotel B1']]);
    const two = await listAllotmentReleases(t.ctx.db, { days: 14 }, { maxHotels: 2 });
    expect([two.partial, two.hotels.map((h) => h.hotel.name)]).toEqual([false, ['Hotel B1', 'Hotel B2']]);
  });

  test('bad queries: 400 with the field messages; agencies 403', async () => {
    const fields = async (query: string) => {
      const res = await get(`/allotment/releases?${query}`);
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields('days=0')).toEqual({ days: 'Valore minimo 1' });
    expect(await fields('days=61')).toEqual({ days: 'Valore massimo 60' });
    expect(await fields('days=abc')).toEqual({ days: 'Deve essere un numero' });
    expect(await fields('type=zz')).toEqual({ type: 'Tipologia ospiti non valida' });
    expect(await fields('area=abc')).toEqual({ area: 'Identificativo non valido' });
    expect(await fields('area=999999')).toEqual({ area: 'Area non valida' });
    expect(await fields('country=zz')).toEqual({ country: 'Nazione non valida' });
    expect((await get('/allotment/releases', t.users.agency)).statusCode).toBe(403);
  });
});
