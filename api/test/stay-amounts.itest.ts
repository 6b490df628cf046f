import { defaultStayConditions, type MarginsReport, type StayUpdate } from '@ham/contracts';
import * as migration from '../src/db/migrations/0017_stay_amounts';
import { casesSuite, d } from './cases-fixtures';
import { staleStayAmounts, stayAmountsChecks } from './stay-amounts';

// Each stay keeps its sale, cost and nights without a cost on its row (the 'Margini' report sums
// them): they must equal the rule `stayAmounts` on the row's data after every write, and nothing
// else may change what the rule computes. World prices (cases-fixtures): hb 50,00 € a night with a
// cost of 40,00 € until d(32), 60,00 € (cost 50,00 €) from d(33); singles +15,00 € with no cost.
const suite = casesSuite();
const { call } = suite;

const storedOf = async (stayId: number) => {
  const [check] = (await stayAmountsChecks(suite.ctx.db)).filter((c) => c.id === stayId);
  // what is stored is what the rule computes from the row, at every step
  expect(check.stored).toEqual(check.rule);
  return check.stored;
};

/** The case's margin (live, from the stays' data) and its row of the report (from the stored amounts) agree. */
async function reportAgrees(caseNumber: number, beginDate: string) {
  const m = (await call('GET', `/docs/${caseNumber}/margin`)).json();
  const r: MarginsReport = (await call('GET', `/margins?from=${beginDate}&to=${beginDate}`)).json();
  const row = r.rows.find((x) => x.number === caseNumber);
  expect([row?.sale, row?.cost, row?.missingCosts]).toEqual([m.sale, m.cost, m.missingCosts]);
  return m;
}

const body = (over: Partial<StayUpdate> = {}) => ({
  hotelId: suite.world.hotelId,
  begin: d(30),
  end: d(33),
  conditions: defaultStayConditions(d(30), d(33)),
  guests: { mul: 20, sgl: 2 },
  notes: null,
  ...over,
});

test('stored on create and on every save, kept through a price-list edit (the stay keeps its snapshot), holds and stale saves', async () => {
  const n = await suite.newCase({ name: 'Importi del pernottamento' });
  const created = await call('POST', `/docs/${n}/stays`, body());
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  // sale: mul 20 × 3 × 50,00 + sgl 2 × 3 × 65,00; cost: mul 20 × 3 × 40,00, the singles' 3 nights without one
  expect(await storedOf(id)).toEqual({ sale: 339000, cost: 240000, costMissing: 3 });
  expect((await reportAgrees(n, d(30))).lines[0]).toMatchObject({
    sale: 339000,
    cost: 240000,
    costMissing: true,
  });

  // a save changing guests, agreed prices, freebies and a night's service class
  const conditions = defaultStayConditions(d(30), d(33));
  conditions[1].serviceClassId = 'bb';
  const saved = await call(
    'PUT',
    `/docs/stays/${id}`,
    body({
      version: 0,
      conditions,
      guests: { mul: 18 },
      prices: { mul: { hb: 4500 } },
      freebiesCount: { hb: 2 },
      freebiesValue: { hb: 18000 },
    }),
  );
  expect(saved.statusCode).toBe(200);
  // sale: 18 × (45,00 + 40,00 + 45,00) − 180,00; cost: 18 × (40,00 + no bb cost + 40,00) − 2 × 2 × 40,00
  expect(await storedOf(id)).toEqual({ sale: 216000, cost: 128000, costMissing: 1 });
  await reportAgrees(n, d(30));

  // the price list changes after the stay was priced: the stay keeps its snapshot, so neither its
  // stored amounts nor what the rule computes from its row change
  const before = await storedOf(id);
  const entry = await suite.ctx.db
    .selectFrom('hotel_prices')
    .select(['id', 'version'])
    .where('hotel_id', '=', suite.world.hotelId)
    .where('begin', '=', d(1))
    .executeTakeFirstOrThrow();
  const edited = await call('PUT', `/hotels/prices/${entry.id}`, {
    begin: d(1),
    end: d(32),
    prices: { bb: 4000, hb: 5000, fb: 6500 },
    costs: { bb: 3000, hb: 4400 },
    extras: { sgl: 1500, dbl: 500 },
    extrasCosts: {},
    version: entry.version,
  });
  expect(edited.statusCode).toBe(200);
  expect(await storedOf(id)).toEqual(before);
  await reportAgrees(n, d(30));

  // a save of the same hotel and period (only the notes) keeps the snapshot
  expect(
    (
      await call(
        'PUT',
        `/docs/stays/${id}`,
        body({
          version: 1,
          conditions,
          guests: { mul: 18 },
          prices: { mul: { hb: 4500 } },
          freebiesCount: { hb: 2 },
          freebiesValue: { hb: 18000 },
          notes: 'Piano terra',
        }),
      )
    ).statusCode,
  ).toBe(200);
  expect(await storedOf(id)).toEqual(before);

  // placing an option writes the hold, not the stay
  expect((await call('PUT', `/docs/stays/${id}/option`, { expires: d(7), contact: 'Rif' })).statusCode).toBe(
    200,
  );
  expect(await storedOf(id)).toEqual(before);

  // a stale save writes nothing
  const stale = await call('PUT', `/docs/stays/${id}`, body({ version: 0, guests: { mul: 10 } }));
  expect(stale.statusCode).toBe(409);
  expect(await storedOf(id)).toEqual(before);

  // a new period takes the price list as it is now (the edited costs) and stores the new amounts
  // (the same 18 guests: the option follows the stay)
  const moved = await call(
    'PUT',
    `/docs/stays/${id}`,
    body({ version: 2, end: d(34), conditions: defaultStayConditions(d(30), d(34)), guests: { mul: 18 } }),
  );
  expect(moved.statusCode).toBe(200);
  // sale: 18 × (50,00 × 3 + 60,00); cost: 18 × (44,00 × 3 + 50,00)
  expect(await storedOf(id)).toEqual({ sale: 378000, cost: 327600, costMissing: 0 });
  await reportAgrees(n, d(30));

  // and every stay of the database is up to date
  expect(staleStayAmounts(await stayAmountsChecks(suite.ctx.db))).toEqual([]);
});

test('the migration fills the stays that existed before it with the same rule', async () => {
  const n = await suite.newCase({ name: 'Prima della migrazione', beginDate: d(31) });
  const conditions = defaultStayConditions(d(31), d(35));
  conditions[2].serviceClassId = 'fb';
  const stays: Partial<StayUpdate>[] = [
    { begin: d(31), end: d(35), conditions, guests: { mul: 12, dbl: 2 }, freebiesCount: { hb: 1 } },
    { begin: d(35), end: d(36), conditions: defaultStayConditions(d(35), d(36)), guests: { mul: 3, sgl: 1 } },
  ];
  for (const over of stays) expect((await call('POST', `/docs/${n}/stays`, body(over))).statusCode).toBe(201);
  const saved = await stayAmountsChecks(suite.ctx.db);
  expect(saved.length).toBeGreaterThanOrEqual(3);

  await migration.down(suite.ctx.db);
  await migration.up(suite.ctx.db);
  const filled = await stayAmountsChecks(suite.ctx.db);
  expect(filled.map((c) => [c.id, c.stored])).toEqual(saved.map((c) => [c.id, c.stored]));
  expect(staleStayAmounts(filled)).toEqual([]);
  await reportAgrees(n, d(31));
  // in batches smaller than the table, too (the 'Margini' bench fills its stays with it)
  await suite.ctx.db.updateTable('stays').set({ sale: 0, cost: 0, cost_missing: 0 }).execute();
  expect(await migration.fillStayAmounts(suite.ctx.db, 2)).toBe(saved.length);
  expect((await stayAmountsChecks(suite.ctx.db)).map((c) => [c.id, c.stored])).toEqual(
    saved.map((c) => [c.id, c.stored]),
  );
});
