import { defaultStayConditions } from '@ham/contracts';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import * as migration from '../src/db/migrations/0012_parent_child_keys';
import { casesSuite, d } from './cases-fixtures';

/**
 * Security audit, defect 9 (docs/SECURITY.md): a case deleted while one of its stays gets an option or a reservation
 * must not leave the hold behind (the audit found 129 of 150 races did). The stay operations
 * lock the case before the stay, as the case delete does, and the database refuses a hold
 * whose stay is gone (foreign key, ON DELETE CASCADE).
 */

const t = casesSuite();
const { call } = t;

async function caseWithStay() {
  const number = await t.newCase({ name: 'Gita di classe', guestCount: 2 });
  const stay = await call('POST', `/docs/${number}/stays`, {
    hotelId: t.world.hotelId,
    begin: d(30),
    end: d(31),
    conditions: defaultStayConditions(d(30), d(31)),
    guests: { mul: 1 },
  });
  expect(stay.statusCode).toBe(201);
  return { number, stayId: stay.json().id as number };
}

const orphanHolds = () =>
  t.ctx.db
    .selectFrom('holds')
    .select(['id', 'stay_id'])
    .where('stay_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('stays').select('id').whereRef('stays.id', '=', 'holds.stay_id'))),
    )
    .execute();

test.each([
  ['option', { expires: d(10), contact: 'Prof. Rossi' }, 25],
  ['reservation', { contact: 'Prof. Rossi' }, 15],
])('a %s racing the delete of its case never leaves a hold behind', async (kind, body, races) => {
  for (let i = 0; i < races; i++) {
    const { number, stayId } = await caseWithStay();
    const [hold, removal] = await Promise.all([
      call('PUT', `/docs/stays/${stayId}/${kind}`, body),
      call('DELETE', `/docs/${number}`),
    ]);
    expect(`race ${i}: ${JSON.stringify(await orphanHolds())}`).toBe(`race ${i}: []`);
    // Either the hold came first (and went with the case) or the stay was already gone.
    expect(removal.statusCode).toBe(204);
    expect([200, 404]).toContain(hold.statusCode);
  }
  expect(await t.ctx.db.selectFrom('holds').select('id').where('stay_id', 'is not', null).execute()).toEqual(
    [],
  );
});

test('the database refuses a hold whose stay does not exist', async () => {
  const insert = sql`insert into holds (hotel_id, guest_type_id, "begin", "end", places, kind, expires, contact, stay_id)
    values (${t.world.hotelId}, 's', ${d(30)}, ${d(31)}, 1, 'option', ${d(10)}, 'x', 2147483000)`;
  await expect(insert.execute(t.ctx.db)).rejects.toMatchObject({ code: '23503' });
});

test("a stay's hold goes with the stay, even deleted by hand", async () => {
  const { number, stayId } = await caseWithStay();
  expect(
    (await call('PUT', `/docs/stays/${stayId}/option`, { expires: d(10), contact: 'x' })).statusCode,
  ).toBe(200);
  await t.ctx.db.deleteFrom('cases').where('number', '=', number).execute();
  expect(await orphanHolds()).toEqual([]);
});

test('the database refuses a price entry without its price list (offer)', async () => {
  const insert = sql`insert into hotel_prices (hotel_id, guest_type_id, "begin", "end")
    values (${t.world.noOffer}, 's', ${d(100)}, ${d(101)})`;
  await expect(insert.execute(t.ctx.db)).rejects.toMatchObject({ code: '23503' });
});

test('the migration reports and releases the orphan holds already there, and keeps orphan prices', async () => {
  const db = t.ctx.db;
  // The state the audit left: the keys missing, a hold without its stay, prices without a list.
  await sql`alter table hotel_prices drop constraint hotel_prices_offer_fk`.execute(db);
  await sql`alter table holds drop constraint holds_stay_fk`.execute(db);
  await sql`insert into holds (hotel_id, guest_type_id, "begin", "end", places, kind, expires, contact, stay_id)
    values (${t.world.hotelId}, 's', ${d(30)}, ${d(31)}, 2, 'option', ${d(10)}, 'x', 999999)`.execute(db);
  await sql`insert into hotel_prices (hotel_id, guest_type_id, "begin", "end")
    values (${t.world.noOffer}, 's', ${d(100)}, ${d(101)})`.execute(db);
  const warnings: string[] = [];
  const warn = jest.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
  });
  try {
    await migration.up(db);
  } finally {
    warn.mockRestore();
  }
  expect(warnings).toEqual([
    expect.stringMatching(
      /^Migrazione 0012: rilasciati 1 blocchi posti senza pernottamento: #\d+ \(option, hotel \d+, 2 posti, pernottamento 999999\)$/,
    ),
    `Migrazione 0012: creati 1 listini disattivati per prezzi senza listino: hotel ${t.world.noOffer} / s`,
  ]);
  expect(await orphanHolds()).toEqual([]);
  const list = await db
    .selectFrom('hotel_offers')
    .select('active')
    .where('hotel_id', '=', t.world.noOffer)
    .executeTakeFirstOrThrow();
  expect(list.active).toBe(false);
  await expect(
    sql`insert into holds (hotel_id, guest_type_id, "begin", "end", places, kind, expires, contact, stay_id)
      values (${t.world.hotelId}, 's', ${d(30)}, ${d(31)}, 1, 'option', ${d(10)}, 'x', 999999)`.execute(db),
  ).rejects.toMatchObject({ code: '23503' });
});
