import { quoteRequestListItem } from '@ham/contracts';
import {
  MESSAGE_MAX_ATTACHMENT_BYTES,
  requestMessage,
  requestMessageThread,
  unreadMessages,
} from '@ham/contracts/request-messages';
import { strToU8, zipSync } from 'fflate';
import { insertQuoteRequest } from './guard-rails-world';
import {
  createAgency,
  createTestContext,
  insertId,
  type SignedInUsers,
  signedInCookie,
  signedInUsers,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let users: SignedInUsers;
let otherAgencyCookie: string;
let agencyId: number;
let otherAgencyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  users = await signedInUsers(ctx.db);
  await insertId(ctx.db, 'areas', { name: 'Lago di Garda', country_id: 'IT' });
  agencyId = (
    await ctx.db
      .selectFrom('agencies')
      .select('id')
      .where('frontoffice_email', '=', 'agenzia@test.it')
      .executeTakeFirstOrThrow()
  ).id;
  otherAgencyId = await createAgency(ctx.db, 'altra@test.it');
  otherAgencyCookie = await signedInCookie(ctx.db, { email: 'altra@test.it', agencyId: otherAgencyId });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('quote_requests').execute();
  await ctx.db.deleteFrom('mail_outbox').execute();
  await ctx.db.deleteFrom('config_groups').execute();
  await ctx.db.deleteFrom('attempt_counters').execute();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const agency = (method: Method, url: string, payload?: object) => call(method, url, users.agency, payload);
const staff = (method: Method, url: string, payload?: object) => call(method, url, users.operator, payload);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const file = (fileName: string, bytes: Buffer) => ({ fileName, content: bytes.toString('base64') });
const outbox = () => ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const unread = async (who: 'agency' | 'staff') => {
  const res =
    who === 'agency'
      ? await agency('GET', '/quotereq/unread-messages')
      : await staff('GET', '/docs/quotereqs/unread-messages');
  expect(res.statusCode).toBe(200);
  return unreadMessages.parse(res.json()).unread;
};

describe('a conversation both ways', () => {
  test('agency → staff with a PDF, staff → agency with an image; mails, unread counts, read markers', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    await call('PUT', '/config/quoterequests', users.admin, { email: 'booking@test.it', version: 0 });

    const sent = await agency('POST', `/quotereq/${id}/messages`, {
      text: 'Buongiorno, allego il programma della gita.',
      attachment: file('programma.pdf', PDF),
    });
    expect(sent.statusCode).toBe(201);
    const first = requestMessage.parse(sent.json());
    expect(first).toMatchObject({
      side: 'agency',
      authorName: 'Test agenzia',
      text: 'Buongiorno, allego il programma della gita.',
      readAt: null,
      attachments: [{ fileName: 'programma.pdf', mediaType: 'application/pdf', size: PDF.length }],
    });
    expect(await unread('staff')).toBe(1);
    expect(await unread('agency')).toBe(0);
    let mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['quote_message', 'booking@test.it']]);
    expect(mails[0].subject).toBe(`Nuovo messaggio sulla richiesta di preventivo n. ${id}`);
    expect(mails[0].text).toContain('Allegati: programma.pdf');
    expect(mails[0].text).toContain(`/richieste/${id}`);

    // The staff list shows the unread figure per request.
    const list = await staff('GET', '/docs/quotereqs');
    expect(quoteRequestListItem.parse(list.json().items[0]).unreadMessages).toBe(1);

    // Staff read the thread: the agency's message is read, for every staff user (the desk).
    const thread = requestMessageThread.parse((await staff('GET', `/docs/quotereqs/${id}/messages`)).json());
    expect(thread.unread).toBe(1);
    const read = await staff('POST', `/docs/quotereqs/${id}/messages/read`);
    expect(read.json()).toEqual({ unread: 0 });
    expect(await unread('staff')).toBe(0);
    const after = requestMessageThread.parse((await agency('GET', `/quotereq/${id}/messages`)).json());
    expect(after.messages[0].readAt).not.toBeNull();

    // Staff answer with an image: mailed to the agency user who sent the request.
    await ctx.db.deleteFrom('mail_outbox').execute();
    const answer = await staff('POST', `/docs/quotereqs/${id}/messages`, {
      text: '',
      attachment: file('mappa hotel.png', PNG),
    });
    expect(answer.statusCode).toBe(201);
    expect(await unread('agency')).toBe(1);
    mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['quote_message', `richieste-${agencyId}@test.it`]]);
    const myList = await agency('GET', '/quotereq');
    expect(myList.json().items[0].unreadMessages).toBe(1);

    // The agency downloads the image: a download, never shown inline or sniffed.
    const [, image] = requestMessageThread.parse(
      (await agency('GET', `/quotereq/${id}/messages`)).json(),
    ).messages;
    const download = await agency('GET', `/quotereq/${id}/attachments/${image.attachments[0].id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="mappa hotel.png"; filename*=UTF-8''mappa%20hotel.png`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    await agency('POST', `/quotereq/${id}/messages/read`);
    expect(await unread('agency')).toBe(0);
  });

  test('without the Configurazione address, an agency message goes to the staff users who wrote on the request', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    await agency('POST', `/quotereq/${id}/messages`, { text: 'Nessuno mi ha ancora risposto?' });
    expect(await outbox()).toEqual([]);
    await staff('POST', `/docs/quotereqs/${id}/messages`, { text: 'Eccoci, la seguo io.' });
    await ctx.db.deleteFrom('mail_outbox').execute();
    await agency('POST', `/quotereq/${id}/messages`, { text: 'Grazie!' });
    expect((await outbox()).map((m) => m.to)).toEqual(['operatore@test.it']);
  });

  test('answering reads: a staff message marks the agency’s messages read', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    await agency('POST', `/quotereq/${id}/messages`, { text: 'Domanda' });
    expect(await unread('staff')).toBe(1);
    await staff('POST', `/docs/quotereqs/${id}/messages`, { text: 'Risposta' });
    expect(await unread('staff')).toBe(0);
  });
});

describe('an agency sees and writes only on its own requests', () => {
  test('another agency’s request, its thread and its files are not found; its counts are its own', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    await staff('POST', `/docs/quotereqs/${id}/messages`, {
      text: 'Riservato',
      attachment: file('a.pdf', PDF),
    });
    const thread = requestMessageThread.parse((await staff('GET', `/docs/quotereqs/${id}/messages`)).json());
    const attachmentId = thread.messages[0].attachments[0].id;

    const other = (method: Method, url: string, payload?: object) =>
      call(method, url, otherAgencyCookie, payload);
    for (const res of [
      await other('GET', `/quotereq/${id}/messages`),
      await other('POST', `/quotereq/${id}/messages`, { text: 'Intrusione' }),
      await other('POST', `/quotereq/${id}/messages/read`),
      await other('GET', `/quotereq/${id}/attachments/${attachmentId}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Riservato');
    }
    expect((await other('GET', '/quotereq/unread-messages')).json()).toEqual({ unread: 0 });
    expect(await unread('agency')).toBe(1);
    // Still unread: the other agency's read did not count.
    expect(thread.messages[0].readAt).toBeNull();

    // A file of another request, asked through one's own request: not found either.
    const mine = await insertQuoteRequest(ctx.db, agencyId);
    expect((await agency('GET', `/quotereq/${mine}/attachments/${attachmentId}`)).statusCode).toBe(404);
    // Staff use their own routes: the agency's are 403 for them.
    expect((await staff('GET', `/quotereq/${id}/messages`)).statusCode).toBe(403);
    expect((await agency('GET', `/docs/quotereqs/${id}/messages`)).statusCode).toBe(403);
  });
});

describe('attachments: type by content, size limited', () => {
  test('a .pdf name with a program inside is refused (400, Italian), nothing saved', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    const res = await agency('POST', `/quotereq/${id}/messages`, {
      text: 'Ecco',
      attachment: file('fattura.pdf', EXE),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ValidationError',
      message: expect.stringContaining('Tipo di file non ammesso'),
    });
    expect(await ctx.db.selectFrom('quote_request_messages').selectAll().execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  test('the file keeps the extension of what it is; an .xlsx workbook is accepted', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    const xlsx = Buffer.from(
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>') }),
    );
    const a = requestMessage.parse(
      (await agency('POST', `/quotereq/${id}/messages`, { attachment: file('elenco.xlsx', xlsx) })).json(),
    );
    expect(a.attachments[0]).toMatchObject({
      fileName: 'elenco.xlsx',
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const b = requestMessage.parse(
      (
        await agency('POST', `/quotereq/${id}/messages`, { attachment: file('../../scontrino.exe', PDF) })
      ).json(),
    );
    expect(b.attachments[0].fileName).toBe('scontrino.exe.pdf');
  });

  test('over 10 MB is refused with an Italian message; exactly 10 MB is accepted', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    const big = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const over = await agency('POST', `/quotereq/${id}/messages`, {
      text: 'Troppo grande',
      attachment: file('grande.pdf', big(MESSAGE_MAX_ATTACHMENT_BYTES + 1)),
    });
    expect([400, 413]).toContain(over.statusCode);
    expect(over.json().message).toMatch(/10 MB|dimensione massima/);
    const exact = await agency('POST', `/quotereq/${id}/messages`, {
      attachment: file('giusto.pdf', big(MESSAGE_MAX_ATTACHMENT_BYTES)),
    });
    expect(exact.statusCode).toBe(201);
  }, 30_000);

  test('an empty message, a text too long and broken base64 are 400 with Italian messages', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    const empty = await agency('POST', `/quotereq/${id}/messages`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ text: 'Scrivi un messaggio o allega un file.' });
    const long = await agency('POST', `/quotereq/${id}/messages`, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    const broken = await agency('POST', `/quotereq/${id}/messages`, {
      attachment: { fileName: 'a.pdf', content: 'non è base64!' },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('limits', () => {
  test('a body over the route’s limit is 413 with an Italian message', async () => {
    const id = await insertQuoteRequest(ctx.db, agencyId);
    const res = await agency('POST', `/quotereq/${id}/messages`, {
      attachment: { fileName: 'enorme.pdf', content: 'A'.repeat(15 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'PayloadTooLarge',
      message: expect.stringMatching(/dimensione massima/),
    });
  });

  test('more than 20 messages a minute from one user: 429 with Retry-After, nothing saved', async () => {
    const id = await insertQuoteRequest(ctx.db, otherAgencyId);
    const other = (text: string) => call('POST', `/quotereq/${id}/messages`, otherAgencyCookie, { text });
    for (let i = 0; i < 20; i++) expect((await other(`Messaggio ${i}`)).statusCode).toBe(201);
    const refused = await other('Uno di troppo');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe('Troppi messaggi in poco tempo: riprova tra qualche minuto.');
    const thread = requestMessageThread.parse((await staff('GET', `/docs/quotereqs/${id}/messages`)).json());
    expect(thread.messages).toHaveLength(20);
  });
});
