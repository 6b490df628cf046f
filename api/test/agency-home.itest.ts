import { agencyHomePanel, type QuoteRequestStatus, quoteRequestStatuses } from '@ham/contracts';
import { insertStay as insertStayRow } from '../src/cases/cases-repository';
import { insertQuoteRequest } from './guard-rails-world';
import { insertHoldRow } from './hotels-fixtures';
import { d, expectNothingHidden, quoteSuite } from './quote-fixtures';

// The agency home's panel (docs/product/agency-portal.md#the-home-panel): each agency's own figures.

const w = quoteSuite();

/** A case of `agencyId` with one stay at `hotelId` from `begin` (3 nights), held as `hold` (none: no hold). */
async function departure(
  agencyId: number,
  hotelId: number,
  begin: number,
  hold: 'option' | 'reservation' | null,
  guests: Record<string, number> = { mul: 20, sgl: 2 },
) {
  const { db } = w.ctx;
  const { number } = await db
    .insertInto('cases')
    .values({
      name: `Gruppo ${agencyId}/${begin}`,
      customer_id: agencyId,
      begin_date: d(begin),
      end_date: d(begin + 3),
      guest_type_id: 's',
      guest_count: 22,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  const stayId = await insertStayRow(
    db,
    number,
    {
      hotel_id: hotelId,
      begin: d(begin),
      end: d(begin + 3),
      guests,
      prices: {},
      freebies_count: {},
      freebies_value: {},
      conditions: [],
      price_rows: [],
      freebie: null,
      notes: null,
    },
    { baseAccomodationId: 'mul', extraAccomodationIds: ['sgl', 'dbl'] },
  );
  if (hold) {
    const holdId = await insertHoldRow(
      db,
      hotelId,
      's',
      d(begin),
      d(begin + 2),
      22,
      hold,
      hold === 'option' ? d(begin - 1) : null,
    );
    await db.updateTable('holds').set({ stay_id: stayId }).where('id', '=', holdId).execute();
  }
  return number;
}

async function requests(agencyId: number, statuses: Exclude<QuoteRequestStatus, 'expired'>[]) {
  for (const status of statuses) {
    const id = await insertQuoteRequest(w.ctx.db, agencyId);
    await w.ctx.db.updateTable('quote_requests').set({ status }).where('id', '=', id).execute();
  }
}

async function panel(cookie: string) {
  const res = await w.ctx.app.inject({ method: 'GET', url: '/api/quotereq/home', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  expectNothingHidden(res);
  return agencyHomePanel.parse(res.json());
}

beforeAll(async () => {
  await requests(w.agency1, ['new', 'new', 'done']);
  await requests(w.agency2, ['rejected', 'in_progress', 'in_progress']);
  await departure(w.agency1, w.h.alfa, 10, 'reservation');
  await departure(w.agency1, w.h.beta, 5, 'option');
  await departure(w.agency1, w.h.beta, -5, 'reservation');
  await departure(w.agency1, w.h.gamma, 3, null);
  await departure(w.agency2, w.h.beta, 2, 'reservation', { mul: 7 });
});

describe('GET /quotereq/home', () => {
  test("its requests by status (every status, 0 included) and its confirmed departures: the agency's own only", async () => {
    const one = await panel(w.users.agency);
    expect(one.requests).toEqual(
      quoteRequestStatuses.map((status) => ({ status, count: { new: 2, done: 1 }[status as string] ?? 0 })),
    );
    // Only the stay confirmed with a reservation from today on: not the option, the past one, the unheld one.
    expect(one.departures).toEqual([
      {
        stayId: expect.any(Number),
        caseNumber: expect.any(Number),
        caseName: `Gruppo ${w.agency1}/10`,
        begin: d(10),
        end: d(13),
        hotel: { id: w.h.alfa, name: 'Hotel Alfa', city: 'Sirmione' },
        guests: 22,
      },
    ]);

    const two = await panel(w.agency2Cookie);
    expect(two.requests.filter((r) => r.count > 0)).toEqual([
      { status: 'in_progress', count: 2 },
      { status: 'rejected', count: 1 },
    ]);
    expect(two.departures.map((x) => [x.begin, x.hotel.name, x.guests])).toEqual([[d(2), 'Hotel Beta', 7]]);
  });

  test('at most 5 departures, the soonest first', async () => {
    for (const day of [30, 20, 25, 40, 35, 15]) await departure(w.agency2, w.h.alfa, day, 'reservation');
    const two = await panel(w.agency2Cookie);
    expect(two.departures.map((x) => x.begin)).toEqual([d(2), d(15), d(20), d(25), d(30)]);
  });

  test('staff are refused (403): they read the Cruscotto', async () => {
    const res = await w.ctx.app.inject({
      method: 'GET',
      url: '/api/quotereq/home',
      headers: { cookie: w.users.admin },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /quotereq?status: 'Le mie richieste' of one status", () => {
  test("the agency's own requests of that status only; an unknown status is refused", async () => {
    const list = async (query: string, cookie = w.users.agency) =>
      w.ctx.app.inject({ method: 'GET', url: `/api/quotereq?${query}`, headers: { cookie } });
    const fresh = (await list('status=new')).json();
    expect(fresh.items.map((r: { status: string }) => r.status)).toEqual(['new', 'new']);
    expect((await list('status=rejected')).json().items).toEqual([]);
    expect((await list('status=rejected', w.agency2Cookie)).json().items).toHaveLength(1);
    const bad = await list('status=boh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'Stato non valido' });
  });
});
