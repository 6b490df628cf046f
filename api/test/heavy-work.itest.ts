import { get as httpGet } from 'node:http';
import { messages, todayInRome } from '@ham/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { PrintedDocument } from '../src/documents/document-model';
import { estimatedPages, PDF_MAX_PAGES } from '../src/documents/document-size';
import { createPdfRenderer } from '../src/documents/pdf-renderer';
import { AppError } from '../src/errors';
import { requestWork } from '../src/heavy-work/request-work';
import { takeWorkSlot } from '../src/heavy-work/work-slots';
import { casesSuite } from './cases-fixtures';
import { pdfPages } from './documents-support';

/**
 * Heavy work and other users: per-user limits on PDFs and exports shared by every replica (the
 * slots are rows in PostgreSQL), the page ceiling, a client that goes away, and the short
 * documents' lane.
 */
const suite = casesSuite();
const today = todayInRome();

const accountId = async (email: string) =>
  (
    await suite.ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

/** A document of `rows` table rows (about 45 to a page). */
const documentOf = (rows: number, title = 'Prova'): PrintedDocument => ({
  title,
  seller: ['Agenzia Prova S.r.l.', 'Via Roma 1, 50122 Firenze'],
  blocks: [
    { kind: 'heading', text: 'Soggiorni' },
    {
      kind: 'table',
      columns: [
        { header: 'Notte' },
        { header: 'Descrizione', wide: true },
        { header: 'Importo', align: 'right' },
      ],
      rows: Array.from({ length: rows }, (_, i) => [
        `${i + 1}`,
        `Mezza pensione, camera doppia ${i}`,
        '123,45 €',
      ]),
    },
  ],
});

const never = new AbortController().signal;

afterEach(() => suite.ctx.db.deleteFrom('work_slots').execute());

describe('PDFs', () => {
  test('a user with two PDFs in flight (on any replica) gets a 429 in Italian; another user does not', async () => {
    const number = await suite.newCase();
    const url = `/docs/${number}/confirmation.pdf?date=${today}`;
    const operator = await accountId('operatore@test.it');
    // Two renders of the operator's, held by "another replica": the slots are rows in the database.
    const held = [
      await takeWorkSlot(suite.ctx.db, { key: `pdf:a${operator}`, limit: 2, ttlSeconds: 60 }),
      await takeWorkSlot(suite.ctx.db, { key: `pdf:a${operator}`, limit: 2, ttlSeconds: 60 }),
    ];
    expect(held.every(Boolean)).toBe(true);

    const busy = await suite.call('GET', url);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ error: 'TooManyRequests', message: messages.documentsBusy });
    // The tab the screen opened for the PDF shows the message as a page, not as JSON.
    const tab = await suite.ctx.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { cookie: suite.users.operator, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(tab.statusCode).toBe(429);
    expect(tab.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(tab.body).toContain('<h1 style="font-size:1.3rem">Documento non disponibile</h1>');
    expect(tab.body).toContain('Sono già in preparazione altri tuoi documenti PDF');
    expect((await suite.call('GET', url, undefined, suite.users.admin)).statusCode).toBe(200);

    await held[0]?.();
    const served = await suite.call('GET', url);
    expect(served.statusCode).toBe(200);
    expect((await pdfPages(served.rawPayload)).join(' ')).toContain(`Conferma pratica n. ${number}`);
    // The served PDF gave its slot back: only the one still held is left.
    expect(await suite.ctx.db.selectFrom('work_slots').select('slot').execute()).toHaveLength(1);
  });

  test('a slot left behind by a replica that died frees itself when it expires', async () => {
    const number = await suite.newCase();
    const operator = await accountId('operatore@test.it');
    await suite.ctx.db
      .insertInto('work_slots')
      .values(
        [0, 1].map((slot) => ({
          key: `pdf:a${operator}`,
          slot,
          holder: 'dead',
          expires_at: sql<Date>`now() - interval '1 second'`,
        })),
      )
      .execute();
    expect((await suite.call('GET', `/docs/${number}/confirmation.pdf?date=${today}`)).statusCode).toBe(200);
  });

  test('two concurrent requests never take the same last slot', async () => {
    const key = 'pdf:a999';
    const taken = await Promise.all(
      Array.from({ length: 8 }, () => takeWorkSlot(suite.ctx.db, { key, limit: 3, ttlSeconds: 60 })),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
  });

  test('a document over the page ceiling is refused at once with the reason', async () => {
    const pdf = createPdfRenderer({ db: suite.ctx.db, perUser: 2 });
    try {
      const huge = documentOf(PDF_MAX_PAGES * 46);
      expect(estimatedPages(huge)).toBeGreaterThan(PDF_MAX_PAGES);
      const refused = pdf.render(huge, { owner: 'a1', signal: never });
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({
        status: 422,
        code: 'DocumentTooLong',
        message: messages.documentTooLong(estimatedPages(huge), PDF_MAX_PAGES),
      });
      expect(await suite.ctx.db.selectFrom('work_slots').select('slot').execute()).toHaveLength(0);
    } finally {
      await pdf.close();
    }
  });

  test('a one-page document is not kept waiting behind long ones', async () => {
    const pdf = createPdfRenderer({ db: suite.ctx.db, perUser: 10, longThreads: 1 });
    try {
      const order: string[] = [];
      const long = [1, 2, 3].map((n) =>
        pdf
          .render(documentOf(80 * 45, `Lungo ${n}`), { owner: `a${n}`, signal: never })
          .then(() => order.push(`lungo ${n}`)),
      );
      const short = pdf
        .render(documentOf(10), { owner: 'a9', signal: never })
        .then(() => order.push('breve'));
      await Promise.all([...long, short]);
      expect(order[0]).toBe('breve');
    } finally {
      await pdf.close();
    }
  }, 120_000);

  test('a render whose client went away stops: 499, its slot free, the next one served', async () => {
    const pdf = createPdfRenderer({ db: suite.ctx.db, perUser: 1, longThreads: 1 });
    try {
      const gone = new AbortController();
      const dropped = pdf.render(documentOf(300 * 45), { owner: 'a1', signal: gone.signal });
      setTimeout(() => gone.abort(), 200);
      await expect(dropped).rejects.toMatchObject({ status: 499, code: 'ClientClosedRequest' });
      expect(await suite.ctx.db.selectFrom('work_slots').select('slot').execute()).toHaveLength(0);
      // The same user (one PDF at a time here) is served at once: the dropped one holds nothing.
      const bytes = await pdf.render(documentOf(100), { owner: 'a1', signal: never });
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    } finally {
      await pdf.close();
    }
  }, 120_000);
});

describe("the client's signal", () => {
  /** A GET on a connection of its own; `hangUp` closes it before the answer. */
  function request(port: number, path: string) {
    let hangUp = () => {};
    const answer = new Promise<string>((resolve) => {
      const req = httpGet({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      });
      req.on('error', () => resolve('gone'));
      hangUp = () => req.destroy();
    });
    return { answer, hangUp: () => hangUp() };
  }

  test('aborts when the connection closes before the answer, not after an answer sent in full', async () => {
    const app = Fastify({ logger: false });
    let aborted = false;
    app.addHook('onRequest', async (req) => {
      (req as unknown as { user: { accountId: number } }).user = { accountId: 1 };
    });
    app.get('/wait', (req, reply) => {
      const { signal, owner } = requestWork(req, reply);
      expect(owner).toBe('a1');
      return new Promise((resolve) => {
        const late = setTimeout(() => resolve('late'), 5000);
        signal.addEventListener('abort', () => {
          clearTimeout(late);
          aborted = true;
          resolve('aborted');
        });
      });
    });
    let answered: AbortSignal | null = null;
    app.get('/quick', (req, reply) => {
      answered = requestWork(req, reply).signal;
      return 'ok';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      expect(await request(port, '/quick').answer).toBe('ok');
      await new Promise((r) => setTimeout(r, 50));
      expect((answered as AbortSignal | null)?.aborted).toBe(false);

      const waiting = request(port, '/wait');
      await new Promise((r) => setTimeout(r, 200));
      expect(aborted).toBe(false);
      waiting.hangUp();
      expect(await waiting.answer).toBe('gone');
      for (let i = 0; i < 100 && !aborted; i++) await new Promise((r) => setTimeout(r, 20));
      expect(aborted).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('Excel exports', () => {
  test('a user with two exports being written gets a 429 in Italian; a finished export frees its slot', async () => {
    const operator = await accountId('operatore@test.it');
    const url = `/allotment/search.xlsx?type=s&from=${today}&to=${today}`;
    const held = [
      await takeWorkSlot(suite.ctx.db, { key: `export:a${operator}`, limit: 2, ttlSeconds: 60 }),
      await takeWorkSlot(suite.ctx.db, { key: `export:a${operator}`, limit: 2, ttlSeconds: 60 }),
    ];
    const busy = await suite.call('GET', url);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ error: 'TooManyRequests', message: messages.exportsBusy });
    expect((await suite.call('GET', url.replace('.xlsx', '.csv'))).statusCode).toBe(429);

    await held[0]?.();
    await held[1]?.();
    const served = await suite.call('GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (let i = 0; i < 50; i++) {
      if ((await suite.ctx.db.selectFrom('work_slots').select('slot').execute()).length === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await suite.ctx.db.selectFrom('work_slots').select('slot').execute()).toHaveLength(0);
  });
});
