// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): SMTP over real sockets (nodemailer, smtp-server)
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import type { SMTPServer } from 'smtp-server';
import { type JobQueue, startJobQueue } from '../src/jobs/job-queue';
import { deliverOutboxMail, MAIL_QUEUE, type MailWorker, startMailWorker } from '../src/jobs/mail-worker';
import { queueMail } from '../src/mail/outbox';
import { invitationMail } from '../src/mail/templates';
import type { MailTransport } from '../src/mail/transport';
import { freePort } from './free-port';
import { createTestContext, signedInUsers, type TestContext } from './helpers';
import { type Received, startSmtp, stopSmtp, waitFor } from './smtp-helpers';

// Real delivery with retries takes seconds.
jest.setTimeout(60_000);

describe('delivery through SMTP', () => {
  let ctx: TestContext;
  let users: Awaited<ReturnType<typeof signedInUsers>>;
  let queue: JobQueue;
  let worker: MailWorker;
  let smtpPort: number;
  let smtp: SMTPServer | null = null;
  const received: Received[] = [];

  beforeAll(async () => {
    smtpPort = await freePort();
    ctx = await createTestContext({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'HAM <noreply@ham.test>',
    });
    users = await signedInUsers(ctx.db);
    queue = await startJobQueue(ctx.config.databaseUrl!, (err) => ctx.app.log.error({ err }));
    worker = await startMailWorker({
      db: ctx.db,
      config: ctx.config,
      queue,
      log: ctx.app.log,
      options: { retryDelaySeconds: 1, retryLimit: 30, relayIntervalMs: 200, pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await queue?.stop();
    if (smtp) await stopSmtp(smtp);
    await ctx?.close();
  });

  const createUser = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie: users.admin },
      payload: { email, firstName: 'Anna', lastName: 'Neri', roleId: 'operator' },
    });
  const outboxRow = (to: string) =>
    ctx.db.selectFrom('mail_outbox').selectAll().where('to', '=', to).executeTakeFirstOrThrow();

  test('the invitation arrives at the SMTP server', async () => {
    smtp = await startSmtp(smtpPort, received);
    expect((await createUser('anna@ham.test')).statusCode).toBe(201);
    const mail = await waitFor('the invitation', () => received.find((m) => m.to.includes('anna@ham.test')));
    expect(mail.raw).toContain('Subject: Benvenuto in Hotel Allotment Manager');
    expect(mail.raw).toContain('From: HAM <noreply@ham.test>');
    expect(mail.raw).toMatch(/Message-ID: <outbox-\d+-\d+@ham\.test>/i);
    expect(mail.raw).toContain('/idp/set-password?token=');
    const row = await waitFor('sent_at', async () => {
      const r = await outboxRow('anna@ham.test');
      return r.sent_at ? r : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, last_error: null });
  });

  test('with the SMTP server down the message stays queued; once back it is delivered exactly once', async () => {
    await stopSmtp(smtp!);
    smtp = null;
    expect((await createUser('bruno@ham.test')).statusCode).toBe(201);
    const failed = await waitFor('a failed attempt', async () => {
      const r = await outboxRow('bruno@ham.test');
      return r.attempts >= 1 ? r : undefined;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toBeTruthy();
    expect(received.filter((m) => m.to.includes('bruno@ham.test'))).toEqual([]);

    smtp = await startSmtp(smtpPort, received);
    await waitFor('the retried message', () => received.find((m) => m.to.includes('bruno@ham.test')));
    const sent = await waitFor('sent_at', async () => {
      const r = await outboxRow('bruno@ham.test');
      return r.sent_at ? r : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toBeNull();
    // Later relays hand nothing more, and the delivery job is done (no retry left to send it again).
    expect(await worker.relay()).toBe(0);
    await waitFor('the delivery job completed', async () => {
      const { rows } = await sql<{ state: string }>`
        select state from pgboss.job where name = ${MAIL_QUEUE} and data->>'outboxId' = ${String(sent.id)}`.execute(
        ctx.db,
      );
      return rows.length > 0 && rows.every((r) => r.state === 'completed');
    });
    expect(received.filter((m) => m.to.includes('bruno@ham.test'))).toHaveLength(1);
    expect(received.filter((m) => m.to.includes('anna@ham.test'))).toHaveLength(1);
  });
});

describe('at most once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  test('two deliveries of one message at once: one sends, the other finds it locked or sent', async () => {
    const id = await queueMail(ctx.db, invitationMail('doppio@ham.test', 'Dario', 'http://localhost/x'));
    const sent: number[] = [];
    // The first delivery holds the row while it sends, until the second one has returned.
    let sending!: () => void;
    const isSending = new Promise<void>((resolve) => {
      sending = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: MailTransport = {
      kind: 'smtp',
      async send(mail) {
        sending();
        await released;
        sent.push(mail.id);
      },
      close() {},
    };
    const first = deliverOutboxMail(ctx.db, slow, id);
    await isSending;
    await deliverOutboxMail(ctx.db, slow, id);
    release();
    await first;
    await deliverOutboxMail(ctx.db, slow, id);
    expect(sent).toEqual([id]);
    const row = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  test('a failed send records the attempt and the error, and throws for the retry', async () => {
    const id = await queueMail(ctx.db, invitationMail('errore@ham.test', 'Elena', 'http://localhost/x'));
    const failing: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      close() {},
    };
    await expect(deliverOutboxMail(ctx.db, failing, id)).rejects.toThrow('ECONNREFUSED');
    const row = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, last_error: 'connect ECONNREFUSED', sent_at: null });
  });
});

describe('demo mode: /api/dev/mails', () => {
  test('lists the outbox newest first for manage_users; 403 for other staff and agency users; 404 outside demo mode', async () => {
    const demo = await createTestContext({ demo: true });
    try {
      const users = await signedInUsers(demo.db);
      await demo.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie: users.admin },
        payload: { email: 'primo@ham.test', firstName: 'Primo', lastName: 'P', roleId: 'operator' },
      });
      await demo.app.inject({
        method: 'POST',
        url: '/api/agencies',
        headers: { cookie: users.admin },
        payload: { fullName: 'Agenzia Demo Due', frontofficeEmail: 'due@ham.test' },
      });
      // 'Password dimenticata?' of the embedded provider goes through the outbox too.
      await demo.db
        .updateTable('accounts')
        .set({ password_hash: 'x' })
        .where('email', '=', 'operatore@test.it')
        .execute();
      const forgot = await demo.app.inject({
        method: 'POST',
        url: '/idp/forgot',
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=operatore%40test.it',
      });
      expect(forgot.statusCode).toBe(200);

      const res = await demo.app.inject({
        method: 'GET',
        url: '/api/dev/mails',
        headers: { cookie: users.admin },
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.map((m: { to: string }) => m.to)).toEqual([
        'operatore@test.it',
        'due@ham.test',
        'primo@ham.test',
      ]);
      expect(items[0]).toEqual({
        id: expect.any(Number),
        to: 'operatore@test.it',
        subject: 'Reimposta la password di Hotel Allotment Manager',
        // Another account's reset link (docs/SECURITY.md): hidden from the administrator reading the mailbox.
        text: expect.stringContaining('[link riservato al destinatario]'),
        createdAt: expect.any(String),
        sentAt: null,
        attachments: [],
      });
      expect(items[1].subject).toBe('Accesso a Richiesta preventivi per Agenzia Demo Due');
      expect(items[2].text).toContain('/idp/set-password?token=');
      for (const cookie of [users.agency, users.operator]) {
        expect(
          (await demo.app.inject({ method: 'GET', url: '/api/dev/mails', headers: { cookie } })).statusCode,
        ).toBe(403);
      }
      expect((await demo.app.inject({ method: 'GET', url: '/api/dev/mails' })).statusCode).toBe(401);
    } finally {
      await demo.close();
    }
    const production = await createTestContext({ demo: false });
    try {
      const users = await signedInUsers(production.db);
      const res = await production.app.inject({
        method: 'GET',
        url: '/api/dev/mails',
        headers: { cookie: users.admin },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
