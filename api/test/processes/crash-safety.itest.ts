import { defaultStayConditions } from '@ham/contracts';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import type { SMTPServer } from 'smtp-server';
import { caseHead, caseWorld, d } from '../cases-fixtures';
import { freePort } from '../free-port';
import { createTestContext, signedInCookie, type TestContext } from '../helpers';
import { type Received, startSmtp, stopSmtp, waitFor } from '../smtp-helpers';
import { staleStayAmounts, stayAmountsChecks } from '../stay-amounts';
import { type ApiClient, ApiProcess, clientOf } from './api-process';

/**
 * Crash safety (docs/SECURITY.md): the API process is killed with SIGKILL (no graceful stop) in the
 * middle of bursts of writes — holds, price saves with force, stay edits, agency access
 * grants — CRASH_KILLS times (default 20; two processes take turns, one restarting while the
 * other takes the next burst). After each kill every acknowledged write is
 * there (or, for the one write in flight at the kill, all of it or none of it), nothing is
 * half-written, and in the end every e-mail of the outbox reaches a real SMTP server, also
 * after that server was down for a while.
 */
jest.setTimeout(600_000);

const KILLS = Number(process.env.CRASH_KILLS ?? 20);
/** The SMTP server is down from this kill to that one. */
const SMTP_DOWN = { from: 5, to: 10 };

let ctx: TestContext;
/** Two processes taking turns: one is killed while the other, restarted, takes the next burst. */
let apis: ApiProcess[] = [];
let admin: string;
let call: ApiClient;
let smtp: SMTPServer | null = null;
let smtpPort: number;
const received: Received[] = [];

/** Seeded pseudo-random numbers (a kill lands at a different moment of each burst, the same in every run). */
let seed = 13;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** A write's outcome as the client saw it: acknowledged, or in flight when the process died. */
interface Tracked<T> {
  acked: T;
  pending: T | null;
}
const problems: string[] = [];
const figures = { acknowledged: 0, kills: 0 };

beforeAll(async () => {
  ctx = await createTestContext();
  smtpPort = await freePort();
  smtp = await startSmtp(smtpPort, received);
  const options = {
    databaseUrl: ctx.config.databaseUrl!,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'HAM <noreply@crash.test>',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_DELIVERY_TIMEOUT_SECONDS: '5',
      JOB_MAINTENANCE_SECONDS: '2',
    },
  };
  apis = await Promise.all([ApiProcess.start(options), ApiProcess.start(options)]);
  admin = await signedInCookie(ctx.db, { email: 'amm@test.it', roleId: 'admin' });
  call = clientOf(apis[0], admin);
}, 120_000);
afterAll(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
  if (smtp) await stopSmtp(smtp);
  await ctx?.close();
});

// ---- the four kinds of write, each on records of its own, one request at a time ----

/** Writes one record kind in a loop until stopped or the process dies; the rest is its check. */
interface Writer {
  name: string;
  /** One write; false when the process died under it. */
  step(n: number): Promise<boolean>;
  /** After a restart: the database holds the acknowledged (or the in-flight) state; re-reads it. */
  verify(): Promise<void>;
}

/**
 * The process died under the request: fetch refused or reset ('fetch failed'), or the answer
 * cut short ('terminated'). fetch's TypeError is of another realm under jest: compare names.
 */
const isDead = (e: unknown) =>
  (e as Error)?.name === 'TypeError' &&
  /fetch failed|terminated|other side closed/.test((e as Error).message);

/**
 * One write of a writer: an answer other than `status` is a problem (`label`), the expected one
 * is counted and handed to `acknowledged`; false when the process died under the request.
 */
async function write(
  label: string,
  status: number,
  request: () => ReturnType<ApiClient>,
  acknowledged: (json: Awaited<ReturnType<ApiClient>>['json']) => void = () => {},
): Promise<boolean> {
  try {
    const res = await request();
    if (res.status !== status) problems.push(`${label}: ${res.status} ${JSON.stringify(res.json)}`);
    else {
      figures.acknowledged++;
      acknowledged(res.json);
    }
    return true;
  } catch (e) {
    if (isDead(e)) return false;
    throw e;
  }
}

async function caseWithStays(world: Awaited<ReturnType<typeof caseWorld>>, guests: number[]) {
  const created = await call(
    'POST',
    '/docs',
    caseHead(world, { name: 'Crash test', beginDate: d(20), endDate: d(30), guestCount: 2 }),
  );
  const stays: { id: number; body: Record<string, unknown>; version: number }[] = [];
  for (const mul of guests) {
    const body = {
      hotelId: world.hotelId,
      begin: d(20),
      end: d(22),
      conditions: defaultStayConditions(d(20), d(22)),
      guests: { mul },
    };
    const stay = await call('POST', `/docs/${created.json.number}/stays`, body);
    if (stay.status !== 201) throw new Error(`stay: ${stay.status} ${JSON.stringify(stay.json)}`);
    stays.push({ id: stay.json.id, body, version: stay.json.version });
  }
  return stays;
}

/** Options placed and released on four stays. */
async function holdsWriter(): Promise<Writer> {
  const world = await caseWorld(ctx.db, 'Hotel Opzioni');
  const stays = await caseWithStays(world, [1, 1, 1, 1]);
  const state = stays.map((): Tracked<string | null> => ({ acked: null, pending: null }));
  return {
    name: 'holds',
    async step(n) {
      const i = n % stays.length;
      const contact = state[i].acked === null ? `rif-${n}` : null;
      state[i].pending = contact;
      const done = await write(`hold ${n}`, 200, () =>
        contact === null
          ? call('DELETE', `/docs/stays/${stays[i].id}/option`)
          : call('PUT', `/docs/stays/${stays[i].id}/option`, { expires: d(7), contact }),
      );
      if (done) state[i] = { acked: contact, pending: null };
      return done;
    },
    async verify() {
      for (const [i, stay] of stays.entries()) {
        const hold = await ctx.db
          .selectFrom('holds')
          .select('contact')
          .where('stay_id', '=', stay.id)
          .executeTakeFirst();
        const now = hold?.contact ?? null;
        const { acked, pending } = state[i];
        if (now !== acked && (pending === undefined || now !== pending))
          problems.push(`hold of stay ${stay.id}: ${now}, acknowledged ${acked}, in flight ${pending}`);
        state[i] = { acked: now, pending: null };
      }
    },
  };
}

/** Stay edits with force: guests (which resize the stay's option) and notes. */
async function staysWriter(): Promise<Writer> {
  const world = await caseWorld(ctx.db, 'Hotel Soggiorni');
  const stays = await caseWithStays(world, [2, 2]);
  for (const stay of stays) {
    const res = await call('PUT', `/docs/stays/${stay.id}/option`, { expires: d(7), contact: 'Soggiorno' });
    stay.version = res.json.version;
  }
  type Edit = { mul: number; notes: string | null };
  const state = stays.map((): Tracked<Edit> => ({ acked: { mul: 2, notes: null }, pending: null }));
  return {
    name: 'stays',
    async step(n) {
      const i = n % stays.length;
      const edit = { mul: 1 + (n % 3), notes: `modifica ${n}` };
      state[i].pending = edit;
      return write(
        `stay edit ${n}`,
        200,
        () =>
          call('PUT', `/docs/stays/${stays[i].id}?force=true`, {
            ...stays[i].body,
            guests: { mul: edit.mul },
            notes: edit.notes,
            version: stays[i].version,
          }),
        (json) => {
          stays[i].version = json.version;
          state[i] = { acked: edit, pending: null };
        },
      );
    },
    async verify() {
      for (const [i, stay] of stays.entries()) {
        const row = await ctx.db
          .selectFrom('stays')
          .select(['guests', 'notes', 'version'])
          .where('id', '=', stay.id)
          .executeTakeFirstOrThrow();
        const now = { mul: (row.guests as Record<string, number>).mul, notes: row.notes };
        const same = (e: Edit | null) => e !== null && e.mul === now.mul && e.notes === now.notes;
        if (!same(state[i].acked) && !same(state[i].pending))
          problems.push(
            `stay ${stay.id}: ${JSON.stringify(now)}, acknowledged ${JSON.stringify(state[i].acked)}, in flight ${JSON.stringify(state[i].pending)}`,
          );
        stay.version = row.version;
        state[i] = { acked: now, pending: null };
      }
      // the sale and cost a stay keeps are written in the statement of its data: never half of it
      for (const c of staleStayAmounts(await stayAmountsChecks(ctx.db)))
        problems.push(
          `stay ${c.id}: amounts ${JSON.stringify(c.stored)}, the rule ${JSON.stringify(c.rule)}`,
        );
    },
  };
}

/** Saves of one price-list entry with force, moving its end over the next entry and back. */
async function pricesWriter(): Promise<Writer> {
  const world = await caseWorld(ctx.db, 'Hotel Listino');
  const first = await ctx.db
    .selectFrom('hotel_prices')
    .select('id')
    .where('hotel_id', '=', world.hotelId)
    .orderBy('begin')
    .executeTakeFirstOrThrow();
  const entry = (await call('GET', `/hotels/prices/${first.id}`)).json;
  type Save = { end: string; hb: number };
  let state: Tracked<Save> = { acked: { end: entry.end, hb: entry.prices.hb }, pending: null };
  let version = entry.version as number;
  return {
    name: 'prices',
    async step(n) {
      const save = { end: d(30 + (n % 6)), hb: 5000 + n };
      state.pending = save;
      return write(
        `price save ${n}`,
        200,
        () =>
          call('PUT', `/hotels/prices/${first.id}?force=true`, {
            begin: entry.begin,
            end: save.end,
            prices: { ...entry.prices, hb: save.hb },
            costs: entry.costs,
            extras: entry.extras,
            extrasCosts: entry.extrasCosts,
            version,
          }),
        (json) => {
          version = json.version;
          state = { acked: save, pending: null };
        },
      );
    },
    async verify() {
      const row = await ctx.db
        .selectFrom('hotel_prices')
        .select(['end', 'prices', 'version'])
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      const now = { end: row.end, hb: (row.prices as Record<string, number>).hb };
      const same = (s: Save | null) => s !== null && s.end === now.end && s.hb === now.hb;
      if (!same(state.acked) && !same(state.pending))
        problems.push(
          `price entry: ${JSON.stringify(now)}, acknowledged ${JSON.stringify(state.acked)}, in flight ${JSON.stringify(state.pending)}`,
        );
      version = row.version;
      state = { acked: now, pending: null };
    },
  };
}

/** Agencies given front-office access: agency, login and invitation e-mail in one transaction. */
async function agenciesWriter(): Promise<Writer> {
  const acked: string[] = [];
  let pending: string | null = null;
  const rowsOf = async (email: string) => {
    const agencies = await ctx.db
      .selectFrom('agencies')
      .select('id')
      .where('frontoffice_email', '=', email)
      .execute();
    const accounts = await ctx.db
      .selectFrom('accounts')
      .select('agency_id')
      .where('email', '=', email)
      .execute();
    const mails = await ctx.db.selectFrom('mail_outbox').select('id').where('to', '=', email).execute();
    return { agencies: agencies.length, accounts: accounts.length, mails: mails.length };
  };
  return {
    name: 'agency access',
    async step(n) {
      const email = `accesso${n}@agenzie.test`;
      pending = email;
      const done = await write(
        `agency ${n}`,
        201,
        () =>
          call('POST', '/agencies', {
            fullName: `Agenzia ${n}`,
            city: 'Rimini',
            countryId: 'IT',
            frontofficeEmail: email,
          }),
        () => acked.push(email),
      );
      if (done) pending = null;
      return done;
    },
    async verify() {
      const whole = { agencies: 1, accounts: 1, mails: 1 };
      const none = { agencies: 0, accounts: 0, mails: 0 };
      for (const email of acked.splice(0)) {
        const rows = await rowsOf(email);
        if (JSON.stringify(rows) !== JSON.stringify(whole))
          problems.push(`acknowledged access ${email}: ${JSON.stringify(rows)}`);
      }
      if (pending) {
        const rows = await rowsOf(pending);
        if (![whole, none].some((w) => JSON.stringify(w) === JSON.stringify(rows)))
          problems.push(`access in flight ${pending} half-written: ${JSON.stringify(rows)}`);
        pending = null;
      }
    },
  };
}

/** What no crash may leave: holds out of step with their stay, overlapping price entries. */
async function invariantProblems(): Promise<string[]> {
  const found: string[] = [];
  const { rows: holds } = await sql<{ id: number; places: number; guests: number }>`
    select h.id, h.places, (select sum(value::int) from jsonb_each_text(s.guests))::int as guests
    from holds h join stays s on s.id = h.stay_id
    where h.places <> (select sum(value::int) from jsonb_each_text(s.guests))
       or h.begin <> s.begin or h.end <> s.end`.execute(ctx.db);
  for (const h of holds) found.push(`hold ${h.id}: ${h.places} places for a stay of ${h.guests}`);
  const { rows: orphans } = await sql<{ id: number }>`
    select h.id from holds h where h.stay_id is not null
    and not exists (select 1 from stays s where s.id = h.stay_id)`.execute(ctx.db);
  for (const o of orphans) found.push(`orphan hold ${o.id}`);
  const { rows: overlaps } = await sql<{ a: number; b: number }>`
    select a.id as a, b.id as b from hotel_prices a join hotel_prices b
      on a.hotel_id = b.hotel_id and a.guest_type_id = b.guest_type_id and a.id < b.id
     and a.begin <= b.end and b.begin <= a.end`.execute(ctx.db);
  for (const o of overlaps) found.push(`price entries ${o.a} and ${o.b} overlap`);
  return found;
}

test(`${KILLS} kill -9 during bursts of writes: nothing acknowledged lost, nothing half-written, every e-mail delivered`, async () => {
  const writers = [await holdsWriter(), await staysWriter(), await pricesWriter(), await agenciesWriter()];
  let n = 0;
  let restarting: Promise<void> = Promise.resolve();
  for (let kill = 1; kill <= KILLS; kill++) {
    if (kill === SMTP_DOWN.from && smtp) {
      await stopSmtp(smtp);
      smtp = null;
    }
    // This burst goes to one process; the other (killed last time) is restarting meanwhile.
    const api = apis[kill % 2];
    call = clientOf(api, admin);
    let dying = false;
    const bursts = writers.map(async (writer) => {
      while (!dying) if (!(await writer.step(n++))) return;
    });
    // The kill lands once the burst is under way (a few writes acknowledged), at a random moment.
    const ackedBefore = figures.acknowledged;
    await waitFor('a burst under way', () => figures.acknowledged - ackedBefore >= 5, 30_000);
    await new Promise((r) => setTimeout(r, random() * 400));
    dying = true;
    await api.kill9();
    figures.kills++;
    await Promise.all(bursts);
    if (kill === SMTP_DOWN.to) smtp = await startSmtp(smtpPort, received);
    // The process killed before this one has restarted meanwhile; what was acknowledged is there, whole.
    await restarting;
    for (const writer of writers) await writer.verify();
    problems.push(...(await invariantProblems()));
    restarting = api.start();
  }
  await restarting;
  for (const writer of writers) await writer.verify();
  expect(problems).toEqual([]);

  // Every e-mail of the outbox reaches the SMTP server; a repeat can only be the same Message-ID.
  smtp ??= await startSmtp(smtpPort, received);
  await waitFor(
    'every e-mail sent',
    async () => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from mail_outbox where sent_at is null`.execute(ctx.db);
      return rows[0].n === 0;
    },
    120_000,
  );
  await Promise.all(apis.map((api) => api.stop()));
  const outbox = (await ctx.db.selectFrom('mail_outbox').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  const delivered = received.map((m) => Number(/Message-ID: <outbox-(\d+)-/i.exec(m.raw)?.[1]));
  const distinct = [...new Set(delivered)].sort((x, y) => x - y);
  expect(outbox.length).toBeGreaterThan(KILLS);
  expect(distinct).toEqual(outbox);
  const repeats = delivered.length - distinct.length;
  // A kill between the SMTP server's "accepted" and the commit of `sent_at` re-sends that one message
  // with its Message-ID (at most one per kill: one delivery at a time per process).
  expect(repeats).toBeLessThanOrEqual(figures.kills);
  console.info(
    `crash safety: ${figures.kills} kills survived, ${figures.acknowledged} acknowledged writes checked, ` +
      `${outbox.length} e-mails delivered (${repeats} repeated Message-IDs after a kill)`,
  );
});
