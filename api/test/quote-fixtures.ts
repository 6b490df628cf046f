import { addDays, todayInRome } from '@ham/contracts';
import type { AppConfig } from '../src/config';
import type { Db } from '../src/db/schema';
import { createTestContext, insertId, signedInCookie, signedInUsers, type TestContext } from './helpers';
import { insertBlock, insertGeo, insertHoldRow, insertHotel } from './hotels-fixtures';

/**
 * The agency portal's data: hotels of the 'Lago di Garda' area (Sirmione) in every state an
 * agency must or must not see, two agencies each with its front-office user, a staff user.
 */

export const today = todayInRome();
export const d = (n: number) => addDays(today, n);

interface OfferOptions {
  active?: boolean;
  selfQuotable?: boolean;
  visible?: boolean;
  freebie?: { every: number; accomodationId: string } | null;
}

export async function insertOffer(db: Db, hotelId: number, guestTypeId: string, o: OfferOptions = {}) {
  await db
    .insertInto('hotel_offers')
    .values({
      hotel_id: hotelId,
      guest_type_id: guestTypeId,
      active: o.active ?? true,
      self_quotable: o.selfQuotable ?? true,
      visible_in_quotes: o.visible ?? true,
      freebie_every: o.freebie === null ? null : (o.freebie?.every ?? 10),
      freebie_accomodation_id: o.freebie === null ? null : (o.freebie?.accomodationId ?? 'mul'),
    })
    .execute();
}

/** A price-list entry: hb `hb`, bb and fb around it; costs below the prices. */
export async function insertPrices(
  db: Db,
  hotelId: number,
  guestTypeId: string,
  begin: string,
  end: string,
  hb: number,
) {
  const prices = { bb: hb - 1000, hb, fb: hb + 1500 };
  await db
    .insertInto('hotel_prices')
    .values({
      hotel_id: hotelId,
      guest_type_id: guestTypeId,
      begin,
      end,
      prices: JSON.stringify(prices),
      costs: JSON.stringify({ bb: hb - 2000, hb: hb - 1000, fb: hb }),
      extras: JSON.stringify({ sgl: 1500, dbl: 500 }),
      extras_costs: JSON.stringify({ sgl: 1000, dbl: 400 }),
    })
    .execute();
}

/** The hold contact no agency answer may ever carry. */
export const SECRET_CONTACT = 'Gruppo Segreto';

export async function createQuoteWorld(ctx: TestContext) {
  const { db } = ctx;
  const users = await signedInUsers(db);
  const geo = await insertGeo(db);
  const emptyArea = await insertId(db, 'areas', { name: 'Area senza hotel', country_id: 'IT' });
  const agency1 = (
    await db
      .selectFrom('agencies')
      .select('id')
      .where('frontoffice_email', '=', 'agenzia@test.it')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .updateTable('agencies')
    .set({ surcharge_per_guest: 250, full_name: 'Agenzia Uno' })
    .where('id', '=', agency1)
    .execute();
  const agency2 = await insertId(db, 'agencies', {
    full_name: 'Agenzia Due',
    frontoffice_email: 'due@test.it',
  });
  const agency2Cookie = await signedInCookie(db, { email: 'due@test.it', agencyId: agency2 });

  const where = { location_id: geo.locationId, area_id: geo.areaId };
  const hotel = (name: string, extra: Parameters<typeof insertHotel>[3] = {}) =>
    insertHotel(db, name, where, { city: 'Sirmione', ...extra });
  const h = {
    /** Self-quotable, 30 places, two price periods: the option of 20 guests. */
    alfa: await hotel('Hotel Alfa'),
    /** Self-quotable, cheap, only 10 places. */
    beta: await hotel('Hotel Beta'),
    /** Not self-quotable: catalogue and availability only. */
    gamma: await hotel('Hotel Gamma'),
    /** Not shown in quote requests. */
    delta: await hotel('Hotel Delta'),
    /** Hidden. */
    epsilon: await hotel('Hotel Epsilon', { hidden: true }),
    /** Self-quotable with places but one night without a price. */
    eta: await hotel('Hotel Eta'),
    /** Price list disabled. */
    zeta: await hotel('Hotel Zeta'),
  };
  await insertOffer(db, h.alfa, 's');
  await insertOffer(db, h.beta, 's', { freebie: null });
  await insertOffer(db, h.gamma, 's', { selfQuotable: false });
  await insertOffer(db, h.delta, 's', { visible: false });
  await insertOffer(db, h.epsilon, 's');
  await insertOffer(db, h.eta, 's');
  await insertOffer(db, h.zeta, 's', { active: false });
  await insertOffer(db, h.alfa, 'a', { freebie: { every: 20, accomodationId: 'dbl' } });

  for (const id of Object.values(h)) await insertBlock(db, id, 's', d(0), d(100), 30);
  await db.updateTable('availability_blocks').set({ places: 10 }).where('hotel_id', '=', h.beta).execute();
  await insertHoldRow(db, h.alfa, 's', d(41), d(43), 5, 'reservation', null, SECRET_CONTACT);

  // Alfa: hb 50,00 € until d(41), then 60,00 €; an old entry already over.
  await insertPrices(db, h.alfa, 's', d(-40), d(-1), 9900);
  await insertPrices(db, h.alfa, 's', d(30), d(41), 5000);
  await insertPrices(db, h.alfa, 's', d(42), d(90), 6000);
  await insertPrices(db, h.alfa, 'a', d(30), d(90), 8000);
  await insertPrices(db, h.beta, 's', d(30), d(90), 4000);
  for (const id of [h.gamma, h.delta, h.epsilon, h.zeta]) await insertPrices(db, id, 's', d(30), d(90), 5500);
  // Eta: nothing priced on d(42).
  await insertPrices(db, h.eta, 's', d(30), d(41), 5500);
  await insertPrices(db, h.eta, 's', d(43), d(90), 5500);

  return { users, agency1, agency2, agency2Cookie, geo, emptyArea, h };
}
export type QuoteWorld = Awaited<ReturnType<typeof createQuoteWorld>>;
export type QuoteSuite = QuoteWorld & { ctx: TestContext };

/** A database with the quote world (ready from `beforeAll` on), closed after all. */
export function quoteSuite(config: Partial<AppConfig> = {}): QuoteSuite {
  const suite = {} as QuoteSuite;
  beforeAll(async () => {
    suite.ctx = await createTestContext(config);
    Object.assign(suite, await createQuoteWorld(suite.ctx));
  });
  afterAll(() => suite.ctx.close());
  return suite;
}

/** Any key naming a purchase cost, anywhere in a JSON answer. */
export const COST_KEY = /"(cost|costs|extrasCosts|extraCost|unitCost)"\s*:/;

/** What an agency may never be answered: a purchase cost, another customer's hold. */
export function expectNothingHidden(res: { body: string }) {
  expect(res.body).not.toMatch(COST_KEY);
  expect(res.body).not.toContain(SECRET_CONTACT);
}
