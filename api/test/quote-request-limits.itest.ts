import { addDays, todayInRome } from '@ham/contracts';
import { quoteSuite } from './quote-fixtures';

// Quote requests per agency user: QUOTE_REQUESTS_PER_MINUTE (here 2) a minute, shared by the
// replicas through PostgreSQL's counters; over it an Italian 429 with Retry-After, nothing sent.

const w = quoteSuite({ quoteRequestsPerMinute: 2 });

const request = () => ({
  guestCount: 20,
  guestTypeId: 's',
  begin: addDays(todayInRome(), 40),
  end: addDays(todayInRome(), 44),
  areaId: w.emptyArea,
  serviceClassId: 'hb',
  notes: null,
});
const send = (cookie: string) =>
  w.ctx.app.inject({ method: 'POST', url: '/api/quotereq', headers: { cookie }, payload: request() });
const sentBy = async (agencyId: number) =>
  (await w.ctx.db.selectFrom('quote_requests').select('id').where('agency_id', '=', agencyId).execute())
    .length;

test('a burst of quote requests from one user: two a minute, then 429 in Italian; another user is not held up', async () => {
  const burst = await Promise.all([send(w.users.agency), send(w.users.agency), send(w.users.agency)]);
  expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 429]);
  const refused = burst.find((r) => r.statusCode === 429);
  expect(refused?.json()).toMatchObject({
    error: 'TooManyRequests',
    message: 'Troppe richieste di preventivo in poco tempo: riprova tra qualche minuto.',
  });
  expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  expect(await sentBy(w.agency1)).toBe(2);
  // Another agency's user has a limit of its own.
  expect((await send(w.agency2Cookie)).statusCode).toBe(201);
});
