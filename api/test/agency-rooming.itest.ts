import { defaultStayConditions, type RoomingList } from '@ham/contracts';
import { sql } from 'kysely';
import { purgeRoomingData, sendRoomingReminders } from '../src/jobs/rooming-jobs';
import { casesSuite, d, today } from './cases-fixtures';
import { saveCompany } from './documents-support';
import { accountIdOf, createAgency, signedInCookie } from './helpers';

/**
 * The agency fills in its rooming list (docs/product/rooming-list.md#the-agency-fills-it-in):
 * 'Le mie pratiche', its own cases only, the deadline, who changed it last; the reminder sent once;
 * the purge of the personal data that leaves the counts (#privacy).
 */
const suite = casesSuite();
const call = (...args: Parameters<typeof suite.call>) => suite.call(...args);
const asAgency = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, cookie?: string) =>
  suite.call(method, url, body, cookie ?? suite.users.agency);

let agencyId: number;
let otherAgencyCookie: string;
let n: number;
let otherCase: number;

const person = (lastName: string, firstName: string, over: Record<string, unknown> = {}) => ({
  lastName,
  firstName,
  birthDate: null,
  role: 'studente',
  room: null,
  accomodationId: 'mul',
  notes: null,
  ...over,
});

/** A case of `customerId` from `begin` to `end` with one reserved stay (2 mul + 1 sgl): confirmed. */
async function confirmedCase(customerId: number, begin = 30, end = 33, name = 'Liceo Volta') {
  const number = await suite.newCase({
    customerId,
    beginDate: d(begin),
    endDate: d(end),
    guestCount: 3,
    name,
  });
  const stay = await call('POST', `/docs/${number}/stays`, {
    hotelId: suite.world.hotelId,
    begin: d(begin),
    end: d(end),
    conditions: defaultStayConditions(d(begin), d(end)),
    guests: { mul: 2, sgl: 1 },
  });
  expect(stay.statusCode).toBe(201);
  const reserved = await call('PUT', `/docs/stays/${stay.json().id}/reservation`, { contact: 'Rif' });
  expect(reserved.statusCode).toBe(200);
  return number;
}

beforeAll(async () => {
  const db = suite.ctx.db;
  agencyId = (
    await db
      .selectFrom('accounts')
      .select('agency_id')
      .where('email', '=', 'agenzia@test.it')
      .executeTakeFirstOrThrow()
  ).agency_id as number;
  const otherAgency = await createAgency(db, 'agenzia-b@test.it');
  otherAgencyCookie = await signedInCookie(db, { email: 'agenzia-b@test.it', agencyId: otherAgency });
  n = await confirmedCase(agencyId);
  otherCase = await confirmedCase(otherAgency, 30, 33, 'Gruppo altra agenzia');
});

describe("'Le mie pratiche' and the agency's rooming list", () => {
  test('the list holds the agency’s own confirmed cases only, with the default deadline (7 days before)', async () => {
    const unconfirmed = await suite.newCase({ customerId: agencyId, name: 'Solo preventivo' });
    const res = await asAgency('GET', '/quotereq/cases');
    expect(res.statusCode).toBe(200);
    const numbers = res.json().items.map((c: { number: number }) => c.number);
    expect(numbers).toContain(n);
    expect(numbers).not.toContain(otherCase);
    expect(numbers).not.toContain(unconfirmed);
    const mine = res.json().items.find((c: { number: number }) => c.number === n);
    expect(mine).toMatchObject({ deadline: d(23), editable: true, participants: 0, guestCount: 3 });
    expect(JSON.stringify(res.json())).not.toMatch(/cost|price|amount|total/i);
  });

  test('another agency’s case: 404 on read, save, import, export and template; staff get 403 on the portal', async () => {
    for (const [method, url] of [
      ['GET', `/quotereq/cases/${otherCase}/rooming`],
      ['PUT', `/quotereq/cases/${otherCase}/rooming`],
      ['POST', `/quotereq/cases/${otherCase}/rooming/import?format=csv`],
      ['GET', `/quotereq/cases/${otherCase}/rooming/export?format=csv`],
      ['GET', `/quotereq/cases/${otherCase}/rooming/template?format=csv`],
    ] as const) {
      const body = method === 'PUT' ? { version: 0, participants: [] } : undefined;
      const res =
        method === 'POST'
          ? await suite.ctx.app.inject({
              method,
              url: `/api${url}`,
              headers: { cookie: suite.users.agency, 'content-type': 'text/csv' },
              payload: 'Cognome;Nome;Ruolo\nRossi;Anna;Studente\n',
            })
          : await asAgency(method, url, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    // The other agency's own user reaches it.
    expect(
      (await asAgency('GET', `/quotereq/cases/${otherCase}/rooming`, undefined, otherAgencyCookie))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/quotereq/cases/${n}/rooming`)).statusCode).toBe(403);
  });

  test('the agency imports a CSV and saves; staff see who changed it and when', async () => {
    const imported = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/quotereq/cases/${n}/rooming/import?format=csv`,
      headers: { cookie: suite.users.agency, 'content-type': 'text/csv' },
      payload:
        'Cognome;Nome;Data di nascita;Ruolo;Sistemazione\nRossi;Anna;05/03/2012;Studente;Multipla\nBianchi;Luca;;Studente;Multipla\n',
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ added: 2, updated: 0 });
    const saved = await asAgency('PUT', `/quotereq/cases/${n}/rooming`, {
      version: 0,
      participants: imported.json().participants,
    });
    expect(saved.statusCode).toBe(200);
    const list = saved.json() as RoomingList;
    expect(list).toMatchObject({ version: 1, editable: true, lastChange: { kind: 'agency' } });
    expect(list.counts[0].warning).toContain('Singola 0 partecipanti invece di 1 ospite');

    const own = await asAgency('GET', `/quotereq/cases/${n}/rooming`);
    expect(own.body).not.toMatch(/cost|price|amount|total/i);
    const staff = (await call('GET', `/docs/${n}/rooming`)).json() as RoomingList;
    expect(staff.participants.map((p) => p.lastName)).toEqual(['Rossi', 'Bianchi']);
    expect(staff.lastChange).toMatchObject({ kind: 'agency', name: expect.any(String) });
    expect(new Date(staff.lastChange?.at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Staff saving records staff.
    const staffSave = await call('PUT', `/docs/${n}/rooming`, {
      version: 1,
      participants: staff.participants.map((p, i) => ({ ...p, room: String(101 + i) })),
    });
    expect(staffSave.json().lastChange).toMatchObject({ kind: 'staff' });
  });

  test('after the deadline the agency reads only (409 on save and import); staff move the deadline', async () => {
    const moved = await call('PUT', `/docs/${n}/rooming/deadline`, { deadline: d(-1) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ deadline: d(-1), deadlineSet: true, editable: true });
    const read = (await asAgency('GET', `/quotereq/cases/${n}/rooming`)).json() as RoomingList;
    expect(read.editable).toBe(false);
    const refused = await asAgency('PUT', `/quotereq/cases/${n}/rooming`, {
      version: read.version,
      participants: [],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'RoomingDeadlinePassed' });
    expect(refused.json().message).toContain('scaduto');
    // Back to the default.
    const back = await call('PUT', `/docs/${n}/rooming/deadline`, { deadline: null });
    expect(back.json()).toMatchObject({ deadline: d(23), deadlineSet: false });
    expect((await call('PUT', `/docs/${n}/rooming/deadline`, { deadline: 'domani' })).statusCode).toBe(400);
    expect((await asAgency('PUT', `/docs/${n}/rooming/deadline`, { deadline: null })).statusCode).toBe(403);
  });
});

describe('the reminder before the deadline', () => {
  test('sent once per case and deadline, only when the list is not complete, through the outbox', async () => {
    const db = suite.ctx.db;
    // A deadline set in 2 days: due today (the default reminder: 2 days before).
    const soon = await confirmedCase(agencyId, 30, 33, 'Gita imminente');
    expect((await call('PUT', `/docs/${soon}/rooming/deadline`, { deadline: d(2) })).statusCode).toBe(200);
    const sent = await sendRoomingReminders(db, today);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to', 'subject', 'text'])
      .where('kind', '=', 'rooming_reminder')
      .where('subject', 'like', `%pratica ${soon}:%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'agenzia@test.it' });
    expect(mails[0].text).toContain("'Le mie pratiche'");
    // A second run, the same day or the next: nothing more.
    await sendRoomingReminders(db, today);
    await Promise.all([sendRoomingReminders(db, d(1)), sendRoomingReminders(db, d(1))]);
    const again = await db
      .selectFrom('rooming_reminders')
      .select(['sent_to', 'mail_id'])
      .where('case_number', '=', soon)
      .execute();
    expect(again).toHaveLength(1);
    expect(again[0].mail_id).not.toBeNull();
    // The case n (deadline in 23 days) is not reminded yet.
    expect(
      await db.selectFrom('rooming_reminders').select('case_number').where('case_number', '=', n).execute(),
    ).toEqual([]);
  });
});

describe('the purge of the personal data', () => {
  test('N days after the trip: names, birth dates and notes gone (also from the history), counts kept', async () => {
    const db = suite.ctx.db;
    const past = await suite.newCase({
      beginDate: d(-100),
      endDate: d(-95),
      guestCount: 2,
      name: 'Gita passata',
    });
    const put = await call('PUT', `/docs/${past}/rooming`, {
      version: 0,
      participants: [
        person('Rossi', 'Anna', { birthDate: '2012-05-01', notes: 'Celiaca', room: '101' }),
        person('Verdi', 'Ugo', { role: 'docente', accomodationId: 'sgl', room: '102' }),
      ],
    });
    expect(put.statusCode).toBe(200);
    const history = () =>
      sql<{ n: number }>`select count(*)::int as n from history where table_name = 'participants'
        and parent_id = ${String(past)} and (old::text ilike '%rossi%' or new::text ilike '%rossi%' or label ilike '%rossi%')`
        .execute(db)
        .then((r) => r.rows[0].n);
    expect(await history()).toBeGreaterThan(0);
    // Not yet due: the trip ended 95 days ago, the purge is 100 days after.
    const config = await call(
      'PUT',
      '/config/rooming',
      { deadlineDaysBefore: 7, reminderDaysBefore: 2, purgeDaysAfter: 100, version: 0 },
      suite.users.admin,
    );
    expect(config.statusCode).toBe(200);
    expect(await purgeRoomingData(db, today)).toBe(0);
    expect(await purgeRoomingData(db, d(5))).toBeGreaterThanOrEqual(1);

    const list = (await call('GET', `/docs/${past}/rooming`)).json() as RoomingList;
    expect(list.purgedAt).not.toBeNull();
    expect(
      list.participants.map((p) => [
        p.lastName,
        p.firstName,
        p.birthDate,
        p.notes,
        p.role,
        p.room,
        p.accomodationId,
      ]),
    ).toEqual([
      ['Partecipante', 'N. 1', null, null, 'studente', '101', 'mul'],
      ['Partecipante', 'N. 2', null, null, 'docente', '102', 'sgl'],
    ]);
    const ages = await db
      .selectFrom('participants')
      .select('age_at_arrival')
      .where('case_number', '=', past)
      .orderBy('position')
      .execute();
    expect(ages.map((a) => a.age_at_arrival)).toEqual([expect.any(Number), null]);
    expect(await history()).toBe(0);
    // Idempotent: a second run purges nothing more.
    expect(await purgeRoomingData(db, d(5))).toBe(0);
    // The case n (trip in the future) kept its names.
    expect((await call('GET', `/docs/${n}/rooming`)).json().participants[0].lastName).toBe('Rossi');
    expect(await accountIdOf(db, 'agenzia@test.it')).toEqual(expect.any(Number));
  });

  test('the files mailed to the hotel (voucher, rooming list) go with the purge; the record of the sending stays', async () => {
    const db = suite.ctx.db;
    await saveCompany(call, suite.users.admin);
    await db
      .updateTable('hotels')
      .set({ contact_email: 'booking@bellavista.it' })
      .where('id', '=', suite.world.hotelId)
      .execute();
    const stay = (await call('GET', `/docs/${n}`)).json().stays[0].id as number;
    const sent = await call('POST', `/docs/stays/${stay}/hotel-mail`);
    expect(sent.statusCode).toBe(201);
    const mail = await db
      .selectFrom('hotel_mails')
      .select('mail_id')
      .where('case_number', '=', n)
      .executeTakeFirstOrThrow();
    const files = () =>
      db
        .selectFrom('mail_attachments')
        .select('filename')
        .where('mail_id', '=', mail.mail_id as number)
        .execute();
    expect(await files()).toHaveLength(3);
    // The trip of n ends at d(33): purged from d(133) with the 100 days set above.
    expect(await purgeRoomingData(db, d(133))).toBeGreaterThanOrEqual(1);
    expect(await files()).toEqual([]);
    expect(
      await db.selectFrom('hotel_mails').select('id').where('case_number', '=', n).execute(),
    ).toHaveLength(1);
    expect((await call('GET', `/docs/${n}/rooming`)).json().participants[0].lastName).toBe('Partecipante');
  });
});
