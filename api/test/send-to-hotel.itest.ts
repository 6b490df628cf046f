// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): PDFs and the .xlsx written in worker threads
import { defaultStayConditions, type RoomingList } from '@ham/contracts';
import type { HistoryEntry } from '@ham/contracts/history';
import { type HotelMailStays, hotelMailMessages } from '@ham/contracts/hotel-mail';
import ExcelJS from 'exceljs';
import { casesSuite, d } from './cases-fixtures';
import { companyData, pdfPages, saveCompany } from './documents-support';

// 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel): the stay's voucher and the rooming
// list (PDF and Excel) through the outbox, the record on the stay with the list as sent, 'modificata
// dopo l'invio', the refusals and the access.

const suite = casesSuite();
const call = (...args: Parameters<typeof suite.call>) => suite.call(...args);

const person = (lastName: string, firstName: string, over: Record<string, unknown> = {}) => ({
  lastName,
  firstName,
  birthDate: null,
  role: 'studente',
  room: '101',
  accomodationId: 'mul',
  notes: null,
  ...over,
});

let n: number;
let stayId: number;

async function newCaseWithStay(name: string) {
  const number = await suite.newCase({ name });
  const res = await call('POST', `/docs/${number}/stays`, {
    hotelId: suite.world.hotelId,
    begin: d(30),
    end: d(33),
    conditions: defaultStayConditions(d(30), d(33)),
    guests: { mul: 2 },
  });
  expect(res.statusCode).toBe(201);
  return { number, stay: res.json().id as number };
}

const setHotelMail = (email: string | null, contact: string | null) =>
  suite.ctx.db
    .updateTable('hotels')
    .set({ email, contact_email: contact })
    .where('id', '=', suite.world.hotelId)
    .execute();

const mailCount = async () =>
  Number(
    (
      await suite.ctx.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const sendings = async (caseNumber = n) =>
  ((await call('GET', `/docs/${caseNumber}/hotel-mails`)).json() as HotelMailStays).items;
const send = (id = stayId, query = '') => call('POST', `/docs/stays/${id}/hotel-mail${query}`);

beforeAll(async () => {
  await saveCompany(call, suite.users.admin);
  ({ number: n, stay: stayId } = await newCaseWithStay('Liceo Fermi'));
  const saved = await call('PUT', `/docs/${n}/rooming`, {
    version: 0,
    participants: [
      person('Rossi', 'Anna', { birthDate: '2010-03-05', notes: 'Vegetariana' }),
      person('Bianchi', 'Luca', { room: '102', birthDate: '1975-06-01' }),
    ],
  });
  expect(saved.statusCode).toBe(200);
  await setHotelMail('info@bellavista.it', 'booking@bellavista.it');
});

describe("'Invia all'hotel'", () => {
  it('before any sending: the address it would go to, nothing sent, nothing changed', async () => {
    expect(await sendings()).toEqual([
      { stayId, to: 'booking@bellavista.it', last: null, roomingChanged: false },
    ]);
  });

  it('a hotel without e-mail: 400 with the message, nothing queued nor recorded; the e-mail without a contact', async () => {
    await setHotelMail(null, null);
    const before = await mailCount();
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(hotelMailMessages.noEmail('Hotel Bellavista'));
    expect(await mailCount()).toBe(before);
    expect((await sendings())[0]).toMatchObject({ to: null, last: null });
    await setHotelMail('info@bellavista.it', null);
    expect((await sendings())[0].to).toBe('info@bellavista.it');
    await setHotelMail('info@bellavista.it', 'booking@bellavista.it');
  });

  it('an empty rooming list: 400, nothing queued', async () => {
    const other = await newCaseWithStay('Senza partecipanti');
    const before = await mailCount();
    const res = await send(other.stay);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(hotelMailMessages.emptyList);
    expect(await mailCount()).toBe(before);
  });

  it('mails the voucher and the rooming list (PDF and Excel) and records it on the stay, under the case', async () => {
    const res = await send(stayId, `?docNum=${n}`);
    expect(res.statusCode).toBe(201);
    const items = (res.json() as HotelMailStays).items;
    expect(items).toEqual([
      {
        stayId,
        to: 'booking@bellavista.it',
        last: {
          to: 'booking@bellavista.it',
          sentAt: expect.any(String),
          sentBy: 'Test operatore',
          participants: 2,
        },
        roomingChanged: false,
      },
    ]);

    const record = await suite.ctx.db
      .selectFrom('hotel_mails')
      .selectAll()
      .where('stay_id', '=', stayId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      case_number: n,
      sent_to: 'booking@bellavista.it',
      participants: 2,
      rooming_version: 1,
    });
    const mail = await suite.ctx.db
      .selectFrom('mail_outbox')
      .select(['to', 'subject', 'text', 'kind'])
      .where('id', '=', record.mail_id as number)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to: 'booking@bellavista.it', kind: 'hotel_mail' });
    expect(mail.subject).toContain('Voucher e rooming list — Liceo Fermi');
    expect(mail.text).toContain('Spett.le Hotel Bellavista');
    expect(mail.text).toContain('rooming list con 2 partecipanti');
    expect(mail.text).toContain(companyData.companyName);

    const files = await suite.ctx.db
      .selectFrom('mail_attachments')
      .select(['filename', 'content_type', 'content'])
      .where('mail_id', '=', record.mail_id as number)
      .orderBy('id')
      .execute();
    expect(files.map((f) => [f.filename, f.content_type])).toEqual([
      [`voucher-${stayId}.pdf`, 'application/pdf'],
      [`rooming-list-pratica-${n}.pdf`, 'application/pdf'],
      [`rooming-list-pratica-${n}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    const voucher = (await pdfPages(files[0].content)).join(' ');
    expect(voucher).toContain(`Voucher n. ${stayId}`);
    expect(voucher).toContain('Rossi Anna');
    const rooming = (await pdfPages(files[1].content)).join(' ');
    expect(rooming).toContain('Rooming list – Hotel Bellavista');
    expect(rooming).toContain('Bianchi Luca');
    // An adult's birth date is printed, a minor's is not (docs/product/rooming-list.md#privacy).
    expect(rooming).toContain('01/06/1975');
    expect(rooming).not.toContain('05/03/2010');
    expect(voucher).not.toContain('05/03/2010');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files[2].content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(2, 4).map(String)));
    expect(rows).toEqual([
      ['Cognome', 'Nome'],
      ['Rossi', 'Anna'],
      ['Bianchi', 'Luca'],
    ]);

    const history = (await call('GET', `/history/case/${n}`)).json() as { items: HistoryEntry[] };
    const line = history.items.find((e) => e.table === 'hotel_mails');
    expect(line).toMatchObject({ tableName: "Invio all'hotel", action: 'Creato', who: 'Test operatore' });
    expect(line?.changes.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Inviato a', 'Partecipanti inviati', 'Soggiorno']),
    );
    expect(line?.changes.map((c) => c.field)).not.toContain('rooming_fingerprint');
  });

  it("'modificata dopo l'invio' once the list changes, not for a save that changes nothing; until sent again", async () => {
    const list = (await call('GET', `/docs/${n}/rooming`)).json() as RoomingList;
    const again = (room: string) =>
      call('PUT', `/docs/${n}/rooming`, {
        version: list.version,
        participants: list.participants.map(({ version: _v, ...p }, i) => (i === 1 ? { ...p, room } : p)),
      });
    expect((await again('102')).statusCode).toBe(200);
    expect((await sendings())[0].roomingChanged).toBe(false);

    const changed = await call('PUT', `/docs/${n}/rooming`, {
      version: list.version + 1,
      participants: list.participants.map(({ version: _v, ...p }, i) =>
        i === 1 ? { ...p, room: '103' } : p,
      ),
    });
    expect(changed.statusCode).toBe(200);
    expect((await sendings())[0]).toMatchObject({ roomingChanged: true, last: { participants: 2 } });

    const resent = await send();
    expect(resent.statusCode).toBe(201);
    expect((resent.json() as HotelMailStays).items[0]).toMatchObject({ roomingChanged: false });
    expect(
      await suite.ctx.db
        .selectFrom('hotel_mails')
        .select('rooming_version')
        .where('stay_id', '=', stayId)
        .execute(),
    ).toHaveLength(2);
  });

  it('staff only: agency 403, anonymous 401; another case or an unknown stay 404', async () => {
    for (const [method, url] of [
      ['GET', `/docs/${n}/hotel-mails`],
      ['POST', `/docs/stays/${stayId}/hotel-mail`],
    ] as const) {
      const agency = await call(method, url, undefined, suite.users.agency);
      expect([url, agency.statusCode, agency.json().error]).toEqual([url, 403, 'Forbidden']);
      const anonymous = await suite.ctx.app.inject({ method, url: `/api${url}` });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await send(stayId, `?docNum=${n + 1000}`)).statusCode).toBe(404);
    expect((await send(999_999)).statusCode).toBe(404);
    expect((await call('GET', '/docs/999999/hotel-mails')).statusCode).toBe(404);
  });

  it('deleting the stay deletes its records', async () => {
    const other = await newCaseWithStay('Da eliminare');
    await call('PUT', `/docs/${other.number}/rooming`, { version: 0, participants: [person('Neri', 'Ada')] });
    expect((await send(other.stay)).statusCode).toBe(201);
    expect((await call('DELETE', `/docs/stays/${other.stay}`)).statusCode).toBe(204);
    expect(
      await suite.ctx.db.selectFrom('hotel_mails').select('id').where('stay_id', '=', other.stay).execute(),
    ).toEqual([]);
    expect(await sendings(other.number)).toEqual([]);
  });
});
