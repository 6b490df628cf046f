// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): the production bundle as two processes of this Node
import { defaultStayConditions, todayInRome } from '@ham/contracts';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import { EXPIRING_OPTIONS_JOB } from '../../src/jobs/expiring-options-job';
import { startJobQueue } from '../../src/jobs/job-queue';
import { openLoginPage, submitLogin, TestBrowser } from '../auth-helpers';
import { caseWorld, d } from '../cases-fixtures';
import { companyData, completeCustomer } from '../documents-support';
import { cookieFor, createAccount, createTestContext, type TestContext } from '../helpers';
import { insertHoldRow } from '../hotels-fixtures';
import { type ApiClient, ApiProcess, clientOf } from './api-process';

/**
 * Two API replicas (two real processes) on one database (docs/SECURITY.md): what must hold across
 * replicas — no oversell when holds race, no orphan hold when a case is deleted while a hold
 * is placed, one sign-in limit for both, one expiring-options e-mail a day, consecutive
 * invoice numbers and one note per request key when both issue at once.
 */
jest.setTimeout(120_000);

const SIGN_IN_LIMIT = 4;
let ctx: TestContext;
let a: ApiProcess;
let b: ApiProcess;
let callA: ApiClient;
let callB: ApiClient;
let world: Awaited<ReturnType<typeof caseWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await caseWorld(ctx.db);
  const env = { SIGNIN_ATTEMPTS_PER_MINUTE: String(SIGN_IN_LIMIT) };
  [a, b] = await Promise.all([
    ApiProcess.start({ databaseUrl: ctx.config.databaseUrl!, env }),
    ApiProcess.start({ databaseUrl: ctx.config.databaseUrl!, env }),
  ]);
  const operator = await cookieFor(
    ctx.db,
    await createAccount(ctx.db, { email: 'op@test.it', roleId: 'operator' }),
  );
  callA = clientOf(a, operator);
  callB = clientOf(b, operator);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await ctx?.close();
});

/** A case of `guests` school guests with `stays` one-guest stays at the world's hotel, d(20)..d(22). */
async function caseWithStays(stays: number, call = callA): Promise<{ number: number; stayIds: number[] }> {
  const created = await call('POST', '/docs', {
    name: 'Gita di classe',
    customerId: world.customerId,
    beginDate: d(20),
    endDate: d(30),
    guestTypeId: 's',
    guestCount: stays,
  });
  expect(created.status).toBe(201);
  const stayIds: number[] = [];
  for (let i = 0; i < stays; i++) {
    const stay = await call('POST', `/docs/${created.json.number}/stays`, {
      hotelId: world.hotelId,
      begin: d(20),
      end: d(22),
      conditions: defaultStayConditions(d(20), d(22)),
      guests: { mul: 1 },
    });
    expect(stay.status).toBe(201);
    stayIds.push(stay.json.id);
  }
  return { number: created.json.number, stayIds };
}

const option = { expires: d(7), contact: 'Liceo Volta' };

test('holds racing on both replicas never oversell: 30 one-place options for 20 places', async () => {
  const { stayIds } = await caseWithStays(30);
  const answers = await Promise.all(
    stayIds.map((id, i) => (i % 2 ? callA : callB)('PUT', `/docs/stays/${id}/option`, option)),
  );
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  expect(answers.filter((r) => r.status !== 200).map((r) => r.json.error)).toEqual(
    Array(10).fill('NotEnoughPlaces'),
  );
  const { rows } = await sql<{ date: string; places: number }>`
    select day::date::text as date, sum(h.places)::int as places
    from holds h, generate_series(h.begin::timestamp, h.end::timestamp - interval '1 day', interval '1 day') day
    where h.hotel_id = ${world.hotelId} group by day order by day`.execute(ctx.db);
  expect(rows.map((r) => r.places)).toEqual([20, 20]);
  // Free the places for the next test.
  await Promise.all(stayIds.map((id, i) => (i % 2 ? callA : callB)('DELETE', `/docs/stays/${id}/option`)));
});

test('a case deleted on one replica while the other places a hold leaves no orphan hold', async () => {
  const RACES = 30;
  let optioned = 0;
  for (let i = 0; i < RACES; i++) {
    const { number, stayIds } = await caseWithStays(1);
    const delay = i % 6; // a few milliseconds apart, either order
    const [hold, deleted] = await Promise.all([
      callA('PUT', `/docs/stays/${stayIds[0]}/option`, option),
      new Promise((r) => setTimeout(r, delay)).then(() => callB('DELETE', `/docs/${number}`)),
    ]);
    expect(deleted.status).toBe(204);
    expect([200, 404, 409]).toContain(hold.status);
    if (hold.status === 200) optioned++;
  }
  const { rows } = await sql<{ orphans: number }>`
    select count(*)::int as orphans from holds h
    where h.stay_id is not null and not exists (select 1 from stays s where s.id = h.stay_id)`.execute(
    ctx.db,
  );
  console.info(
    `case delete vs hold: ${RACES} races, ${optioned} holds answered 200, ${rows[0].orphans} orphans`,
  );
  expect({ races: RACES, orphans: rows[0].orphans }).toEqual({ races: RACES, orphans: 0 });
});

test('the sign-in limit is one for both replicas: wrong passwords alternating between them', async () => {
  const browsers = await Promise.all(
    [a, b].map(async (api) => {
      const browser = new TestBrowser(api.url);
      return { browser, page: await openLoginPage(browser) };
    }),
  );
  const statuses: number[] = [];
  for (let i = 0; i < 3 * SIGN_IN_LIMIT; i++) {
    const { browser, page } = browsers[i % 2];
    statuses.push((await submitLogin(browser, page, 'spray@test.it', `Sbagliata${i}`)).status);
  }
  // Password checks (401) across both replicas stay within one limit; the rest are refused unchecked.
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
  expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
});

test('the daily expiring-options job sends one e-mail a day, however often both replicas run it', async () => {
  await insertHoldRow(ctx.db, world.hotelId, 's', d(40), d(42), 3, 'option', d(2), 'Scade presto');
  await ctx.db
    .insertInto('config_groups')
    .values({
      id: 'expiringoptions',
      value: JSON.stringify({ enabled: true, email: 'booking@test.it', daysBefore: 3 }),
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        value: JSON.stringify({ enabled: true, email: 'booking@test.it', daysBefore: 3 }),
      }),
    )
    .execute();
  // Both replicas scheduled the same daily job once.
  const { rows: schedules } = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.schedule where name = ${EXPIRING_OPTIONS_JOB}`.execute(ctx.db);
  expect(schedules[0].n).toBe(1);

  // The cron tick, a retry, a manual run...: the job runs several times on whichever replica takes it.
  const queue = await startJobQueue(ctx.config.databaseUrl!, () => {});
  try {
    for (let i = 0; i < 4; i++) {
      await queue.boss.send(EXPIRING_OPTIONS_JOB, {});
      await waitUntil(async () => {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pgboss.job
          where name = ${EXPIRING_OPTIONS_JOB} and state in ('created', 'retry', 'active')`.execute(ctx.db);
        return rows[0].n === 0;
      });
    }
  } finally {
    await queue.stop();
  }
  const { rows: runs } = await sql<{ n: number }>`
    select count(*)::int as n from pgboss.job where name = ${EXPIRING_OPTIONS_JOB} and state = 'completed'`.execute(
    ctx.db,
  );
  expect(runs[0].n).toBeGreaterThanOrEqual(2);
  const mails = await ctx.db
    .selectFrom('mail_outbox')
    .select(['to', 'subject'])
    .where('kind', '=', 'expiring_options')
    .execute();
  expect(mails).toEqual([{ to: 'booking@test.it', subject: 'Opzioni in scadenza (1)' }]);
});

test('invoices issued on both replicas at once: consecutive numbers, never a duplicate or a gap; one note per key', async () => {
  const admin = clientOf(
    a,
    await cookieFor(ctx.db, await createAccount(ctx.db, { email: 'adm@test.it', roleId: 'admin' })),
  );
  const current = await admin('GET', '/config/company');
  expect(
    (await admin('PUT', '/config/company', { ...companyData, version: current.json.version })).status,
  ).toBe(200);
  await completeCustomer(ctx.db, world.customerId);
  const year = Number(todayInRome().slice(0, 4)) - 2;
  const numbers: number[] = [];
  for (let i = 0; i < 8; i++) {
    const created = await callA('POST', '/docs', {
      name: `Fattura concorrente ${i}`,
      customerId: world.customerId,
      beginDate: d(20),
      endDate: d(30),
      guestTypeId: 's',
      guestCount: 10,
    });
    expect(created.status).toBe(201);
    const number = created.json.number as number;
    await callA('PUT', `/docs/${number}/extras`, {
      items: [{ description: 'Servizio', date: null, value: 10_000 + i }],
      version: 0,
    });
    numbers.push(number);
  }
  // Every case asks for the same next number, half on each replica: one wins each round.
  let pending = numbers;
  for (let next = 1; pending.length > 0 && next <= numbers.length; next++) {
    const results = await Promise.all(
      pending.map((n, i) =>
        (i % 2 ? callB : callA)('PUT', `/docs/${n}/invoice/data`, { number: next, docdate: `${year}-03-03` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    pending = pending.filter((_, i) => results[i].status !== 200);
  }
  const issued = await ctx.db
    .selectFrom('invoices')
    .select('number')
    .where('year', '=', year)
    .orderBy('number')
    .execute();
  expect(issued.map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

  // The same note requested on both replicas at once: one note.
  const body = {
    kind: 'TD04',
    number: 9,
    docdate: `${year}-03-03`,
    reason: 'Doppio invio',
    lines: [{ description: 'Servizio', amount: 5_000 }],
    requestKey: 'two-replicas-note-1',
  };
  const [x, y] = await Promise.all([
    callA('POST', `/docs/${numbers[0]}/invoice/notes`, body),
    callB('POST', `/docs/${numbers[0]}/invoice/notes`, body),
  ]);
  expect([x.status, y.status].sort()).toEqual([200, 201]);
  expect(x.json.id).toBe(y.json.id);
  const notes = await ctx.db
    .selectFrom('invoices')
    .select('id')
    .where('request_key', '=', body.requestKey)
    .execute();
  expect(notes).toHaveLength(1);
});

async function waitUntil(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}
