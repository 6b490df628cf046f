import type { SdiHistory, SdiImportResult } from '@ham/contracts';
import { casesSuite, d } from './cases-fixtures';
import { completeCustomer, saveCompany } from './documents-support';
import { billionLaughs, externalEntity, receipt, sampleReceipt, zipOf } from './sdi-support';

// The SdI outcome through the API: importing the SdI's messages (one XML or a ZIP), matching
// them to the issued documents by the invoice's file name, the statuses and their order, the
// history, 'Segna come inviata', and every bad input refused per file with nothing imported.

const suite = casesSuite();
const call = (...args: Parameters<typeof suite.call>) => suite.call(...args);
const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  await saveCompany(call, suite.users.admin);
  await completeCustomer(suite.ctx.db, suite.world.customerId);
});

/** A case with one line, its invoice issued: the document's id and XML file name. */
async function issuedInvoice(name: string): Promise<{ id: number; file: string; number: number }> {
  const n = await suite.newCase({ name, beginDate: d(20), endDate: d(30) });
  await call('PUT', `/docs/${n}/extras`, {
    items: [{ description: 'Servizio', date: null, value: 10_000 }],
    version: 0,
  });
  const data = (await call('GET', `/docs/${n}/invoice/data`)).json();
  const issued = await call('PUT', `/docs/${n}/invoice/data`, { number: data.number, docdate: today });
  expect(issued.statusCode).toBe(200);
  const file = (await call('GET', `/docs/${n}/invoice/data`)).json().fileName as string;
  const row = await suite.ctx.db
    .selectFrom('invoices')
    .select('id')
    .where('case_number', '=', n)
    .executeTakeFirstOrThrow();
  return { id: row.id, file, number: data.number };
}

type Body = { xml: string | Buffer; type: string; fileName?: string };
const upload = (b: Body, as = suite.users.operator) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/api/sdi/messages${b.fileName ? `?fileName=${encodeURIComponent(b.fileName)}` : ''}`,
    headers: { cookie: as, 'content-type': b.type },
    payload: b.xml,
  });
const importXml = async (r: { name: string; xml: string }) => {
  const res = await upload({ xml: r.xml, type: 'application/xml', fileName: r.name });
  expect(res.statusCode).toBe(200);
  return res.json() as SdiImportResult;
};
const importZip = async (files: { name: string; xml: string | Uint8Array }[]) => {
  const res = await upload({ xml: zipOf(files), type: 'application/zip' });
  expect(res.statusCode).toBe(200);
  return res.json() as SdiImportResult;
};
const history = async (id: number) => (await call('GET', `/sdi/documents/${id}`)).json() as SdiHistory;
const listed = async (id: number) => {
  const page = (await call('GET', `/docs/invoices?year=${year}&ipp=100`)).json();
  return page.items.find((i: { id: number }) => i.id === id);
};
const messageCount = async () =>
  Number(
    (
      await suite.ctx.db
        .selectFrom('sdi_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import: each kind of message sets its status', () => {
  it('NS → Scartata with its errors; marked sent again; RC → Consegnata; history newest first', async () => {
    const inv = await issuedInvoice('Scarto e consegna');
    expect((await listed(inv.id)).sdi).toEqual({
      status: 'da_inviare',
      at: null,
      sentAt: null,
      errors: [],
      outcome: null,
    });

    const ns = receipt('NS', inv.file, { date: `${year}-01-10T09:00:00Z` });
    const result = await importXml(ns);
    expect(result).toEqual({
      files: [
        {
          fileName: ns.name,
          outcome: 'importato',
          code: null,
          message: 'Importato.',
          document: { id: inv.id, year, number: inv.number },
          kind: 'NS',
          status: 'scartata',
        },
      ],
      imported: 1,
      already: 0,
      refused: 0,
    });
    const rejected = (await listed(inv.id)).sdi;
    expect(rejected).toMatchObject({
      status: 'scartata',
      at: `${year}-01-10T09:00:00.000Z`,
      errors: [{ code: '00100', description: 'Certificato di firma scaduto' }],
    });

    const sent = await call('POST', `/sdi/documents/${inv.id}/sent`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().state.status).toBe('inviata');
    expect(sent.json().state.sentAt).not.toBeNull();

    const rc = receipt('RC', inv.file, { date: `${year}-01-11T10:30:00Z` });
    expect((await importXml(rc)).files[0]).toMatchObject({ outcome: 'importato', status: 'consegnata' });
    const h = await history(inv.id);
    expect(h.fileName).toBe(inv.file);
    expect(h.state).toMatchObject({ status: 'consegnata', at: `${year}-01-11T10:30:00.000Z`, errors: [] });
    expect(h.messages.map((m) => [m.kind, m.fileName, m.receivedAt])).toEqual([
      ['RC', rc.name, `${year}-01-11T10:30:00.000Z`],
      ['NS', ns.name, `${year}-01-10T09:00:00.000Z`],
    ]);
    expect(h.messages[1].errors).toEqual([{ code: '00100', description: 'Certificato di firma scaduto' }]);
    expect(h.messages[0].importedBy).toBeTruthy();
  });

  it('MC → Non consegnata, then AT → Attestazione; RC then NE (EC02) → Esito committente', async () => {
    const a = await issuedInvoice('Mancata consegna');
    await importXml(receipt('MC', a.file, { date: `${year}-02-01T10:00:00+01:00` }));
    expect((await history(a.id)).state.status).toBe('non_consegnata');
    await importXml(receipt('AT', a.file, { date: `${year}-02-11T10:00:00+01:00` }));
    expect((await history(a.id)).state.status).toBe('attestazione');

    const b = await issuedInvoice('Esito committente');
    await importXml(receipt('RC', b.file, { date: `${year}-02-01T10:00:00Z` }));
    await importXml(receipt('NE', b.file, { outcome: 'EC02' }));
    const h = await history(b.id);
    expect(h.state).toMatchObject({ status: 'esito_committente', outcome: 'EC02' });
    expect(h.messages.map((m) => m.kind)).toEqual(['NE', 'RC']);
    expect((await listed(b.id)).sdi).toMatchObject({ status: 'esito_committente', outcome: 'EC02' });
  });

  it('an older message never overwrites a later status: DT then a late RC stays Decorrenza termini', async () => {
    const inv = await issuedInvoice('Decorrenza');
    await importXml(receipt('DT', inv.file));
    expect((await history(inv.id)).state.status).toBe('decorrenza_termini');
    const late = await importXml(receipt('RC', inv.file, { date: `${year}-01-05T10:00:00Z` }));
    expect(late.files[0]).toMatchObject({ outcome: 'importato', kind: 'RC', status: 'decorrenza_termini' });
    const h = await history(inv.id);
    expect(h.state.status).toBe('decorrenza_termini');
    expect(h.messages).toHaveLength(2);

    const other = await issuedInvoice('Ordine date');
    await importXml(receipt('RC', other.file, { date: `${year}-03-02T10:00:00Z` }));
    await importXml(receipt('NS', other.file, { date: `${year}-03-01T10:00:00Z` }));
    expect((await history(other.id)).state.status).toBe('consegnata');
  });

  it('a message about a version replaced since (a rejected document re-issued) is kept in the history only', async () => {
    const inv = await issuedInvoice('Riemessa');
    const snapshot = await suite.ctx.db
      .selectFrom('invoices')
      .select(['snapshot', 'total'])
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    const revision = await suite.ctx.db
      .insertInto('invoice_revisions')
      .values({
        invoice_id: inv.id,
        snapshot: JSON.stringify(snapshot.snapshot),
        total: snapshot.total,
        replaced_at: new Date(`${year}-04-02T00:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await importXml(receipt('RC', inv.file, { date: `${year}-04-05T10:00:00Z` }));
    await importXml(receipt('NS', inv.file, { date: `${year}-04-01T10:00:00Z` }));
    const h = await history(inv.id);
    expect(h.state.status).toBe('consegnata');
    expect(h.messages.map((m) => [m.kind, m.revisionId])).toEqual([
      ['RC', null],
      ['NS', revision.id],
    ]);
  });
  it('a message dated in the second of the re-issue (the SdI gives whole seconds) concerns the version issued again', async () => {
    const inv = await issuedInvoice('Stesso secondo');
    const snapshot = await suite.ctx.db
      .selectFrom('invoices')
      .select(['snapshot', 'total'])
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    await suite.ctx.db
      .insertInto('invoice_revisions')
      .values({
        invoice_id: inv.id,
        snapshot: JSON.stringify(snapshot.snapshot),
        total: snapshot.total,
        replaced_at: new Date(`${year}-06-02T10:00:00.600Z`),
      })
      .execute();
    await importXml(receipt('RC', inv.file, { date: `${year}-06-02T10:00:00Z` }));
    const h = await history(inv.id);
    expect(h.state.status).toBe('consegnata');
    expect(h.messages.map((m) => [m.kind, m.revisionId])).toEqual([['RC', null]]);
  });
});

describe('import: idempotent, per file, bad input', () => {
  it('importing the same file again is a no-op that says so', async () => {
    const inv = await issuedInvoice('Doppio');
    const rc = receipt('RC', inv.file, { date: `${year}-05-01T10:00:00Z` });
    await importXml(rc);
    const before = await messageCount();
    const again = await importXml(rc);
    expect(again).toMatchObject({ imported: 0, already: 1, refused: 0 });
    expect(again.files[0]).toMatchObject({
      outcome: 'già importato',
      message: 'Già importato: nessuna modifica.',
    });
    expect(await messageCount()).toBe(before);
    const zipped = await importZip([rc]);
    expect(zipped.already).toBe(1);
    expect(await messageCount()).toBe(before);
  });

  it('a ZIP: every good file imports, every bad one is refused with its reason and imports nothing', async () => {
    const inv = await issuedInvoice('Zip misto');
    const other = await issuedInvoice('Zip misto 2');
    const good = receipt('RC', inv.file, { date: `${year}-06-01T10:00:00Z` });
    const good2 = receipt('MC', other.file, { date: `${year}-06-01T10:00:00Z` });
    const unknownNumber = inv.file.replace(/_(\d\d)[0-9A-Z]{3}\.xml$/, '_$1ZZZ.xml');
    const big = receipt('RC', other.file, { seq: 9 });
    const before = await messageCount();
    const result = await importZip([
      good,
      { name: 'documento.xml', xml: '%PDF-1.4 questo non è XML' },
      { name: 'fattura.xml', xml: readInvoiceSample() },
      { name: 'altra-azienda.xml', xml: receipt('RC', 'IT09876543210_2600A.xml').xml },
      { name: 'sconosciuto.xml', xml: receipt('RC', unknownNumber).xml },
      { name: 'bomba.xml', xml: billionLaughs },
      { name: 'xxe.xml', xml: externalEntity(inv.file) },
      { name: big.name, xml: big.xml.replace('<Note>Esempio</Note>', `<Note>${'x'.repeat(600_000)}</Note>`) },
      { name: 'leggimi.txt', xml: 'ciao' },
      { name: 'ricevute/', xml: new Uint8Array(0) },
      { name: `ricevute/${good2.name}`, xml: good2.xml },
    ]);
    expect(result.files.map((f) => [f.fileName, f.outcome, f.code])).toEqual([
      [good.name, 'importato', null],
      ['documento.xml', 'rifiutato', 'NotXml'],
      ['fattura.xml', 'rifiutato', 'WrongRoot'],
      ['altra-azienda.xml', 'rifiutato', 'OtherCompany'],
      ['sconosciuto.xml', 'rifiutato', 'UnknownFile'],
      ['bomba.xml', 'rifiutato', 'Dtd'],
      ['xxe.xml', 'rifiutato', 'Dtd'],
      [big.name, 'rifiutato', 'TooLarge'],
      ['leggimi.txt', 'rifiutato', 'NotXml'],
      [good2.name, 'importato', null],
    ]);
    expect(result).toMatchObject({ imported: 2, already: 0, refused: 8 });
    const messages = Object.fromEntries(result.files.map((f) => [f.fileName, f.message]));
    expect(messages['altra-azienda.xml']).toBe(
      "Il messaggio riguarda una fattura di un'altra azienda (partita IVA IT09876543210).",
    );
    expect(messages['sconosciuto.xml']).toBe(`Nessun documento emesso corrisponde al file ${unknownNumber}.`);
    expect(messages['documento.xml']).toBe('Il file non è un XML valido.');
    expect(messages['bomba.xml']).toMatch(/DOCTYPE/);
    expect(await messageCount()).toBe(before + 2);
    expect((await history(inv.id)).state.status).toBe('consegnata');
    expect((await history(other.id)).state.status).toBe('non_consegnata');
    expect(JSON.stringify(result)).not.toContain('root:');
  });

  it('one XML: each bad input answered as a refused file; nothing imported', async () => {
    const inv = await issuedInvoice('XML singolo');
    const before = await messageCount();
    const cases: [string, string, string][] = [
      ['a.xml', 'non XML', 'NotXml'],
      ['b.xml', billionLaughs, 'Dtd'],
      ['c.xml', externalEntity(inv.file), 'Dtd'],
      ['d.xml', sampleReceipt('RC'), 'OtherCompany'],
      ['e.xml', `<Fattura><NomeFile>${inv.file}</NomeFile></Fattura>`, 'WrongRoot'],
    ];
    for (const [name, xml, code] of cases) {
      const r = await importXml({ name, xml });
      expect([r.files[0].outcome, r.files[0].code]).toEqual(['rifiutato', code]);
    }
    expect(await messageCount()).toBe(before);
    expect((await history(inv.id)).state.status).toBe('da_inviare');
  });

  it('another content type: 415; a broken ZIP: 400; over the upload limit: 413; XML without a name: 400', async () => {
    const json = await call('POST', '/sdi/messages', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('UnsupportedMediaType');
    const broken = await upload({ xml: Buffer.from('PK\u0003\u0004 non uno zip'), type: 'application/zip' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'BadRequest', message: 'Il file ZIP non è leggibile.' });
    const huge = await upload({ xml: Buffer.alloc(21 * 1024 * 1024, 32), type: 'application/zip' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('PayloadTooLarge');
    const unnamed = await upload({ xml: sampleReceipt('RC'), type: 'application/xml' });
    expect(unnamed.statusCode).toBe(400);
  });
});

describe('Invia via PEC', () => {
  const pecMails = (file: string) =>
    suite.ctx.db
      .selectFrom('mail_outbox as m')
      .innerJoin('mail_attachments as a', 'a.mail_id', 'm.id')
      .select(['m.to', 'm.subject', 'm.kind', 'a.filename', 'a.content_type', 'a.content'])
      .where('a.filename', '=', file)
      .execute();

  it("without the SdI's PEC address: 409 with the Italian message, nothing sent, the status unchanged", async () => {
    const inv = await issuedInvoice('PEC non configurata');
    expect((await history(inv.id)).pecTo ?? null).toBeNull();
    const res = await call('POST', `/sdi/documents/${inv.id}/pec`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'PecNotConfigured',
      message: "Indicare l'indirizzo PEC del SdI in 'Dati azienda' per inviare le fatture via PEC.",
    });
    expect(await pecMails(inv.file)).toEqual([]);
    expect((await history(inv.id)).state.status).toBe('da_inviare');
  });

  it('queues the XML to the SdI address and marks it sent in one go; a double click sends one mail', async () => {
    await saveCompany(call, suite.users.admin, { sdiPec: 'sdi01@pec.fatturapa.it' });
    try {
      const inv = await issuedInvoice('PEC');
      expect((await history(inv.id)).pecTo).toBe('sdi01@pec.fatturapa.it');
      const [a, b] = await Promise.all([
        call('POST', `/sdi/documents/${inv.id}/pec`),
        call('POST', `/sdi/documents/${inv.id}/pec`),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect((a.json() as SdiHistory).state.status).toBe('inviata');
      const mails = await pecMails(inv.file);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'sdi01@pec.fatturapa.it',
        kind: 'sdi_pec',
        subject: `Invio file ${inv.file}`,
        content_type: 'application/xml',
      });
      // The very XML the product serves for the invoice.
      const n = (
        await suite.ctx.db
          .selectFrom('invoices')
          .select('case_number')
          .where('id', '=', inv.id)
          .executeTakeFirstOrThrow()
      ).case_number;
      expect(Buffer.from(mails[0].content).toString()).toBe(
        (await call('GET', `/docs/${n}/invoice.xml`)).body,
      );
      // After a receipt it cannot be sent again.
      await importXml(receipt('RC', inv.file, { date: `${year}-07-01T10:00:00Z` }));
      const refused = await call('POST', `/sdi/documents/${inv.id}/pec`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('NotPending');
      expect(await pecMails(inv.file)).toHaveLength(1);
      expect((await call('POST', '/sdi/documents/999999/pec')).statusCode).toBe(404);
      expect(
        (await call('POST', `/sdi/documents/${inv.id}/pec`, undefined, suite.users.agency)).statusCode,
      ).toBe(403);
    } finally {
      await saveCompany(call, suite.users.admin, { sdiPec: null });
    }
  });
});

describe('Segna come inviata', () => {
  it('da inviare → inviata with its date; again: unchanged; after a receipt: 409; unknown: 404', async () => {
    const inv = await issuedInvoice('Inviata');
    const first = (await call('POST', `/sdi/documents/${inv.id}/sent`)).json() as SdiHistory;
    expect(first.state.status).toBe('inviata');
    expect(first.state.sentAt).toBe(first.state.at);
    const again = (await call('POST', `/sdi/documents/${inv.id}/sent`)).json() as SdiHistory;
    expect(again.state).toEqual(first.state);
    expect((await listed(inv.id)).sdi).toMatchObject({ status: 'inviata', sentAt: first.state.sentAt });

    await importXml(receipt('RC', inv.file, { date: `${year}-07-01T10:00:00Z` }));
    const refused = await call('POST', `/sdi/documents/${inv.id}/sent`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('NotPending');
    expect((await call('POST', '/sdi/documents/999999/sent')).statusCode).toBe(404);
    expect((await call('GET', '/sdi/documents/999999')).statusCode).toBe(404);
  });

  it('staff only: anonymous 401, agency user 403', async () => {
    const inv = await issuedInvoice('Accessi SdI');
    for (const [method, url] of [
      ['GET', `/sdi/documents/${inv.id}`],
      ['POST', `/sdi/documents/${inv.id}/sent`],
      ['POST', '/sdi/messages?fileName=a.xml'],
    ] as const) {
      expect((await call(method, url, undefined, '')).statusCode).toBe(401);
      expect((await call(method, url, undefined, suite.users.agency)).statusCode).toBe(403);
    }
    const res = await upload(
      { xml: receipt('RC', inv.file).xml, type: 'application/xml', fileName: 'x.xml' },
      suite.users.agency,
    );
    expect(res.statusCode).toBe(403);
    expect((await history(inv.id)).messages).toEqual([]);
  });
});

function readInvoiceSample(): string {
  return sampleReceipt('RC').replace(/types:RicevutaConsegna/g, 'p:FatturaElettronica');
}
