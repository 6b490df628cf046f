import { addDays, type Hold, todayInRome } from '@ham/contracts';
import * as holds from '../src/allotment/holds-service';
import { createDatabase } from '../src/db/database';
import type { Db } from '../src/db/schema';
import { AppError } from '../src/errors';
import { accountIdOf, signedInSuite } from './helpers';
import { clearHotels, insertBlock, insertHotel, insertStay } from './hotels-fixtures';

const t = signedInSuite();
let actorId: number;
let hotelId: number;
const today = todayInRome();
const d = (n: number) => addDays(today, n);

beforeAll(async () => {
  actorId = await accountIdOf(t.ctx.db, 'operatore@test.it');
});
beforeEach(async () => {
  await clearHotels(t.ctx.db);
  hotelId = await insertHotel(t.ctx.db, 'Hotel Concordia');
});

const tx = <T>(fn: (trx: Db) => Promise<T>, db: Db = t.ctx.db) =>
  db.transaction().execute((trx) => fn(trx as unknown as Db));
const rejection = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a rejection');
};
const base = () => ({ hotelId, guestTypeId: 's', actorId, contact: 'Liceo Galilei' });

describe('holds service', () => {
  beforeEach(async () => {
    await insertBlock(t.ctx.db, hotelId, 's', d(10), d(14), 20);
  });

  test('an option within availability is placed with a default expiry of today + 7', async () => {
    const stayId = await insertStay(t.ctx.db, hotelId, d(10), d(13));
    const hold = await tx((trx) =>
      holds.placeOption(trx, { ...base(), begin: d(10), end: d(13), places: 15, stayId }),
    );
    expect(hold).toMatchObject({
      kind: 'option',
      expires: d(7),
      places: 15,
      forced: false,
      forcedBy: null,
      createdBy: actorId,
      stayId,
    });
    expect(await holds.getHoldOfStay(t.ctx.db, stayId)).toEqual(hold);
  });

  test('beyond availability: 409 NotEnoughPlaces with the short nights; force saves it, recording who', async () => {
    await tx((trx) => holds.placeReservation(trx, { ...base(), begin: d(10), end: d(12), places: 15 }));
    const error = await rejection(
      tx((trx) => holds.placeOption(trx, { ...base(), begin: d(11), end: d(16), places: 6 })),
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('NotEnoughPlaces');
    expect(error.message).toBe('Posti non sufficienti per il periodo richiesto.');
    expect(error.detail).toEqual({
      nights: [
        { date: d(11), requested: 6, available: 5, missing: 1 },
        { date: d(15), requested: 6, available: 0, missing: 6 },
      ],
    });
    expect(await t.ctx.db.selectFrom('holds').select('id').execute()).toHaveLength(1);
    const forced = await tx((trx) =>
      holds.placeOption(trx, { ...base(), begin: d(11), end: d(16), places: 6, force: true }),
    );
    expect(forced).toMatchObject({ forced: true, forcedBy: actorId });
  });

  test('guest-count change, confirmation and cancel', async () => {
    const option = await tx((trx) =>
      holds.placeOption(trx, { ...base(), begin: d(10), end: d(12), places: 10, expires: d(3) }),
    );
    // Shrinking is always fine; growing beyond 20 is not.
    expect((await tx((trx) => holds.changeHold(trx, option.id, { places: 8, actorId }))).places).toBe(8);
    expect(
      (await rejection(tx((trx) => holds.changeHold(trx, option.id, { places: 21, actorId })))).code,
    ).toBe('NotEnoughPlaces');
    expect((await tx((trx) => holds.changeHold(trx, option.id, { places: 20, actorId }))).places).toBe(20);
    const confirmed = await tx((trx) => holds.confirmHold(trx, option.id, 'Prof. Bianchi', { actorId }));
    expect(confirmed).toMatchObject({
      kind: 'reservation',
      expires: null,
      contact: 'Prof. Bianchi',
      places: 20,
    });
    /** The short nights of `places` for the night of d(10). */
    const shortOn10 = (places: number) =>
      holds.checkPlaces(
        t.ctx.db,
        { hotelId, guestTypeId: 's', begin: d(10), end: d(11), places },
        null,
        today,
      );
    expect(await shortOn10(1)).toEqual([{ date: d(10), requested: 1, available: 0, missing: 1 }]);
    expect((await tx((trx) => holds.cancelHold(trx, option.id)))?.id).toBe(option.id);
    expect(await shortOn10(20)).toEqual([]);
  });

  test('bad input: inverted or too long periods, negative places, past expiry, no contact, unknown guest type', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ begin: d(12), end: d(10), places: 1 }, { end: 'Deve essere dopo la data di inizio' }],
      [
        { begin: d(10), end: d(10 + 3650), places: 1 },
        { end: 'Il periodo indicato è troppo esteso, restringere il periodo.' },
      ],
      [{ begin: d(10), end: d(11), places: -1 }, { places: 'Il valore non può essere negativo' }],
      [{ begin: d(10), end: d(11), places: 1, expires: d(-1) }, { expires: 'Data nel passato non valida' }],
      [{ begin: d(10), end: d(11), places: 1, contact: '  ' }, { contact: 'Campo obbligatorio' }],
      [
        { begin: d(10), end: d(11), places: 1, guestTypeId: 'zz' },
        { guestTypeId: 'Tipologia ospiti non valida' },
      ],
    ];
    for (const [input, fields] of cases) {
      const error = await rejection(
        tx((trx) =>
          holds.placeOption(trx, { ...base(), ...input } as Parameters<typeof holds.placeOption>[1]),
        ),
      );
      expect([error.status, error.fields]).toEqual([400, fields]);
    }
    expect(await t.ctx.db.selectFrom('holds').select('id').execute()).toEqual([]);
  });

  test('an expired option gives its places back; renewing it needs them again', async () => {
    const old = await tx((trx) =>
      holds.placeOption(trx, { ...base(), begin: d(10), end: d(11), places: 20, expires: d(1) }),
    );
    await t.ctx.db
      .updateTable('holds')
      .set({ expires: d(-1) })
      .where('id', '=', old.id)
      .execute();
    await tx((trx) => holds.placeReservation(trx, { ...base(), begin: d(10), end: d(11), places: 5 }));
    const error = await rejection(tx((trx) => holds.changeHold(trx, old.id, { expires: d(5), actorId })));
    expect(error.detail).toEqual({ nights: [{ date: d(10), requested: 20, available: 15, missing: 5 }] });
  });

  test('released nights: no new holds, but existing ones may be kept or shrunk', async () => {
    await clearHotels(t.ctx.db);
    hotelId = await insertHotel(t.ctx.db, 'Hotel Rilascio');
    await insertBlock(t.ctx.db, hotelId, 's', d(2), d(3), 10, 5); // released: today > night - 5
    const error = await rejection(
      tx((trx) => holds.placeOption(trx, { ...base(), begin: d(2), end: d(3), places: 1 })),
    );
    expect(error.code).toBe('NotEnoughPlaces');
    const kept = await tx((trx) =>
      holds.placeReservation(trx, { ...base(), begin: d(2), end: d(4), places: 4, force: true }),
    );
    expect(
      (
        await tx((trx) =>
          holds.changeHold(trx, kept.id, { places: 3, contact: 'Nuovo riferimento', actorId }),
        )
      ).places,
    ).toBe(3);
  });
});

describe('concurrency', () => {
  let pool: Db;
  beforeAll(() => {
    pool = createDatabase(t.ctx.config.databaseUrl!, 25);
  });
  afterAll(() => pool.destroy());

  test.each([
    [1, 10],
    [2, 5],
    [3, 3],
  ])(
    '50 simultaneous options of %i place(s) for the last 10 places: %i succeed, the rest 409',
    async (places, winners) => {
      await insertBlock(t.ctx.db, hotelId, 'a', d(30), d(30), 30);
      await tx((trx) =>
        holds.placeReservation(trx, { ...base(), guestTypeId: 'a', begin: d(30), end: d(31), places: 20 }),
      );
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          tx(
            (trx) =>
              holds.placeOption(trx, {
                ...base(),
                guestTypeId: 'a',
                begin: d(30),
                end: d(31),
                places,
                contact: `Richiesta ${i}`,
              }),
            pool,
          ),
        ),
      );
      const ok = results.filter((r): r is PromiseFulfilledResult<Hold> => r.status === 'fulfilled');
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(ok).toHaveLength(winners);
      expect(refused.map((r) => (r.reason as AppError).code)).toEqual(
        Array(50 - winners).fill('NotEnoughPlaces'),
      );
      const held = await t.ctx.db
        .selectFrom('holds')
        .select((eb) => eb.fn.sum<number>('places').as('n'))
        .where('hotel_id', '=', hotelId)
        .where('guest_type_id', '=', 'a')
        .executeTakeFirstOrThrow();
      expect(Number(held.n)).toBe(20 + winners * places);
      expect(Number(held.n)).toBeLessThanOrEqual(30);
    },
  );
});

describe('availability blocks API', () => {
  const { call } = t;
  const block = (over: Record<string, unknown> = {}) => ({
    begin: d(20),
    end: d(25),
    guestTypeId: 'a',
    places: 12,
    expirationDays: 7,
    ...over,
  });

  test('create → list → get → update → delete', async () => {
    const res = await call('POST', `/hotels/${hotelId}/avails`, block());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      hotelId,
      begin: d(20),
      end: d(25),
      guestTypeId: 'a',
      guestType: { id: 'a', name: 'Adulti' },
      places: 12,
      expirationDays: 7,
      version: 0,
    });
    expect((await call('GET', `/hotels/${hotelId}/avails`)).json()).toEqual({ items: [created] });
    expect((await call('GET', `/hotels/${hotelId}/avails?type=s`)).json()).toEqual({ items: [] });
    expect((await call('GET', `/hotels/avails/${created.id}`)).json()).toEqual(created);
    const put = await call('PUT', `/hotels/avails/${created.id}`, { ...block({ places: 15 }), version: 0 });
    expect(put.json()).toMatchObject({ places: 15, version: 1 });
    expect((await call('PUT', `/hotels/avails/${created.id}`, { ...block(), version: 0 })).json().error).toBe(
      'StaleRecord',
    );
    expect((await call('DELETE', `/hotels/avails/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/hotels/avails/${created.id}`)).statusCode).toBe(404);
  });

  test('shrinking or deleting a block below the held places needs force (409 NotEnoughPlaces)', async () => {
    const created = (await call('POST', `/hotels/${hotelId}/avails`, block())).json();
    await tx((trx) =>
      holds.placeReservation(trx, { ...base(), guestTypeId: 'a', begin: d(21), end: d(23), places: 10 }),
    );
    const shrink = await call('PUT', `/hotels/avails/${created.id}`, { ...block({ places: 8 }), version: 0 });
    expect(shrink.statusCode).toBe(409);
    expect(
      shrink.json().detail.nights.map((n: { date: string; missing: number }) => [n.date, n.missing]),
    ).toEqual([
      [d(21), 2],
      [d(22), 2],
    ]);
    expect((await call('DELETE', `/hotels/avails/${created.id}`)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/hotels/avails/${created.id}`, { ...block({ places: 10 }), version: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/hotels/avails/${created.id}?force=true`)).statusCode).toBe(204);
  });

  test.each([
    [
      'inverted period',
      block({ begin: d(25), end: d(20) }),
      { end: 'Non deve essere prima della data di inizio' },
    ],
    ['negative places', block({ places: -1 }), { places: 'Il valore non può essere negativo' }],
    [
      'negative release',
      block({ expirationDays: -2 }),
      { expirationDays: 'Il valore non può essere negativo' },
    ],
    ['unknown guest type', block({ guestTypeId: 'x' }), { guestTypeId: 'Tipologia ospiti non valida' }],
    ['ten years', block({ end: d(20 + 3650) }), { end: 'Il periodo non può superare 366 giorni' }],
    [
      'missing fields',
      {},
      {
        begin: 'Campo obbligatorio',
        end: 'Campo obbligatorio',
        guestTypeId: 'Campo obbligatorio',
        places: 'Campo obbligatorio',
        expirationDays: 'Campo obbligatorio',
      },
    ],
  ])('%s → 400', async (_name, body, fields) => {
    const res = await call('POST', `/hotels/${hotelId}/avails`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
    expect(await t.ctx.db.selectFrom('availability_blocks').select('id').execute()).toEqual([]);
  });
});
