import { casePayments, todayInRome } from '@ham/contracts';
import { unzipSync } from 'fflate';
import { sdiViewOf, sdiViolations } from '../src/documents/sdi-checks';
import { casesSuite } from './cases-fixtures';
import { completeCustomer, htmlText, pdfPages, saveCompany, words } from './documents-support';
import { xsdErrors } from './einvoice-support';

// Credit notes (TD04) and debit notes (TD05) of an issued invoice through the API: one yearly
// sequence with the invoices, the XML's TipoDocumento and DatiFattureCollegate, the credit
// limit, one note per request key, the 'Fatture' list and its ZIP, bad input.

const suite = casesSuite();
const call = (...args: Parameters<typeof suite.call>) => suite.call(...args);
const today = todayInRome();
let key = 0;
const requestKey = () => `test-key-${Date.now()}-${++key}`;

beforeAll(async () => {
  await saveCompany(call, suite.users.admin);
  await completeCustomer(suite.ctx.db, suite.world.customerId);
});

/** A case of two extras (600,00 € and 400,00 €) with its invoice issued today. */
async function invoicedCase(name: string) {
  const n = await suite.newCase({ name });
  await call('PUT', `/docs/${n}/extras`, {
    items: [
      { description: 'Soggiorno in hotel', date: null, value: 60_000 },
      { description: 'Visita guidata', date: null, value: 40_000 },
    ],
    version: 0,
  });
  const data = (await call('GET', `/docs/${n}/invoice/data`)).json();
  const issued = await call('PUT', `/docs/${n}/invoice/data`, { number: data.number, docdate: today });
  expect(issued.statusCode).toBe(200);
  return { n, invoiceNumber: data.number as number };
}

const nextNumber = async (n: number) =>
  (await call('GET', `/docs/${n}/invoice/data`)).json().nextNumber as number;

async function note(n: number, over: Record<string, unknown> = {}) {
  return call('POST', `/docs/${n}/invoice/notes`, {
    kind: 'TD04',
    number: await nextNumber(n),
    docdate: today,
    reason: 'Visita guidata annullata',
    lines: [{ description: 'Visita guidata', amount: 40_000 }],
    requestKey: requestKey(),
    ...over,
  });
}

describe('credit note', () => {
  it('a partial credit note: next number of the year, TD04 naming the invoice, XSD-valid; the case shows invoiced, credited, net', async () => {
    const { n, invoiceNumber } = await invoicedCase('Nota parziale');
    const expected = await nextNumber(n);
    const res = await note(n);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      kind: 'TD04',
      number: expected,
      docdate: today,
      reason: 'Visita guidata annullata',
      total: 40_000,
    });
    expect(created.fileName).toMatch(/^IT01234567897_\d{2}[0-9A-Z]{3}\.xml$/);

    const xml = await call('GET', `/docs/notes/${created.id}.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${created.fileName}"`);
    expect(await xsdErrors(xml.body)).toEqual([]);
    expect(sdiViolations(sdiViewOf(xml.body))).toEqual([]);
    expect(xml.body).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(xml.body).toMatch(
      new RegExp(
        `<DatiFattureCollegate>\\s*<IdDocumento>${invoiceNumber}</IdDocumento>\\s*<Data>${today}</Data>\\s*</DatiFattureCollegate>`,
      ),
    );
    expect(xml.body).toContain('<ImportoTotaleDocumento>400.00</ImportoTotaleDocumento>');
    expect((await call('GET', `/docs/notes/${created.id}.xml`)).body).toBe(xml.body);

    const html = htmlText((await call('GET', `/docs/notes/${created.id}.html`)).body);
    expect(html).toContain(`Nota di credito n. ${expected}`);
    expect(html).toContain('Visita guidata annullata');
    expect(html).toContain(
      'Documento emesso anche in formato elettronico (FatturaPA): totale 400,00\u00a0€.',
    );
    const pages = await pdfPages((await call('GET', `/docs/notes/${created.id}.pdf`)).rawPayload);
    expect(words(pages.join('\n').replace(/Pagina \d+ di \d+/g, ''))).toEqual(words(html));

    const data = (await call('GET', `/docs/${n}/invoice/data`)).json();
    expect(data.amounts).toEqual({
      invoiced: 100_000,
      credited: 40_000,
      debited: 0,
      net: 60_000,
      creditable: 60_000,
    });
    expect(data.notes).toEqual([expect.objectContaining({ id: created.id, kind: 'TD04', number: expected })]);
    // The invoice itself is unchanged.
    expect((await call('GET', `/docs/${n}/invoice.xml`)).body).toContain(
      '<TipoDocumento>TD01</TipoDocumento>',
    );
  });

  it('cannot take off more than the invoice still holds; a debit note adds to it', async () => {
    const { n } = await invoicedCase('Limite');
    expect((await note(n, { lines: [{ description: 'Storno', amount: 70_000 }] })).statusCode).toBe(201);
    const over = await note(n, { lines: [{ description: 'Storno', amount: 30_001 }] });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error: 'CreditExceedsInvoice',
      message: "La nota di credito supera l'importo ancora da stornare della fattura (300,00\u00a0€)",
    });
    const debit = await note(n, {
      kind: 'TD05',
      reason: 'Supplemento',
      lines: [{ description: 'Cena aggiuntiva', amount: 2_500 }],
    });
    expect(debit.statusCode).toBe(201);
    const xml = (await call('GET', `/docs/notes/${debit.json().id}.xml`)).body;
    expect(xml).toContain('<TipoDocumento>TD05</TipoDocumento>');
    expect(await xsdErrors(xml)).toEqual([]);
    expect(sdiViolations(sdiViewOf(xml))).toEqual([]);
    expect((await note(n, { lines: [{ description: 'Storno', amount: 32_500 }] })).statusCode).toBe(201);
    expect((await call('GET', `/docs/${n}/invoice/data`)).json().amounts).toEqual({
      invoiced: 100_000,
      credited: 102_500,
      debited: 2_500,
      net: 0,
      creditable: 0,
    });
    expect((await note(n, { lines: [{ description: 'Storno', amount: 1 }] })).statusCode).toBe(409);
  });

  it('what the agency owes follows the invoice and its notes: the plan, the figures and the case show it', async () => {
    const { n } = await invoicedCase('Dovuto dopo la nota');
    // The case changes after the invoice: the agency still owes what was invoiced.
    const changed = await call('PUT', `/docs/${n}/extras`, {
      items: [{ description: 'Soggiorno in hotel', date: null, value: 150_000 }],
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    const before = casePayments.parse((await call('GET', `/docs/${n}/payments`)).json());
    expect(before.figures.due).toBe(100_000);
    expect(before.invoicing).toEqual({ invoiced: 100_000, credited: 0, debited: 0, net: 100_000 });
    expect((await note(n)).statusCode).toBe(201);
    // The note's own transaction brought the stored plan ('Incassi', reminders) to the net.
    const stored = await suite.ctx.db
      .selectFrom('payment_installments')
      .select(({ fn }) => fn.sum<string>('amount').as('sum'))
      .where('case_number', '=', n)
      .executeTakeFirstOrThrow();
    expect(Number(stored.sum)).toBe(60_000);
    const after = casePayments.parse((await call('GET', `/docs/${n}/payments`)).json());
    expect(after.figures).toMatchObject({ due: 60_000, outstanding: 60_000 });
    expect(after.invoicing).toEqual({ invoiced: 100_000, credited: 40_000, debited: 0, net: 60_000 });
    expect(after.installments.reduce((sum, i) => sum + i.amount, 0)).toBe(60_000);
  });

  it('a discount line may be negative as long as the note is positive (whole credit of an invoice with a discount)', async () => {
    const { n } = await invoicedCase('Sconto');
    const res = await note(n, {
      lines: [
        { description: 'Soggiorno in hotel', amount: 60_000 },
        { description: 'Sconto', amount: -10_000 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const xml = (await call('GET', `/docs/notes/${res.json().id}.xml`)).body;
    expect(await xsdErrors(xml)).toEqual([]);
    expect(sdiViolations(sdiViewOf(xml))).toEqual([]);
  });

  it('one note per request key: a retried or doubled request answers the same note', async () => {
    const { n } = await invoicedCase('Doppio clic');
    const body = {
      kind: 'TD04',
      number: await nextNumber(n),
      docdate: today,
      reason: 'Doppio clic',
      lines: [{ description: 'Visita guidata', amount: 10_000 }],
      requestKey: requestKey(),
    };
    const [a, b] = await Promise.all([
      call('POST', `/docs/${n}/invoice/notes`, body),
      call('POST', `/docs/${n}/invoice/notes`, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await call('POST', `/docs/${n}/invoice/notes`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    expect((await call('GET', `/docs/${n}/invoice/data`)).json().notes).toHaveLength(1);
    // The key of another case's note is not this case's: refused, nothing issued.
    const other = await invoicedCase('Altra pratica');
    const stolen = await call('POST', `/docs/${other.n}/invoice/notes`, body);
    expect(stolen.statusCode).toBe(409);
    expect((await call('GET', `/docs/${other.n}/invoice/data`)).json().notes).toEqual([]);
  });

  it('notes share the invoices’ sequence and rules: gaps, used numbers, future dates refused', async () => {
    const { n } = await invoicedCase('Numerazione note');
    const next = await nextNumber(n);
    const gap = await note(n, { number: next + 1 });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().fields.number).toBe(
      `Il numero deve essere ${next}: la numerazione del ${today.slice(0, 4)} non può avere salti`,
    );
    const used = await note(n, { number: next - 1 });
    expect(used.statusCode).toBe(400);
    expect(used.json().fields.number).toMatch(
      /^Il numero \d+ è già stato usato per un altro documento del \d{4}$/,
    );
    const future = await note(n, { docdate: `${Number(today.slice(0, 4)) + 1}-01-01`, number: 1 });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.docdate).toMatch(/^La data non può essere successiva a oggi/);
    // Nothing was issued by the refusals: the next number is still free for an invoice or a note.
    expect(await nextNumber(n)).toBe(next);
  });

  it('bad input: Italian field messages, never a 500, nothing issued', async () => {
    const { n } = await invoicedCase('Note errate');
    const number = await nextNumber(n);
    const good = {
      kind: 'TD04',
      number,
      docdate: today,
      reason: 'Motivo',
      lines: [{ description: 'Riga', amount: 100 }],
      requestKey: requestKey(),
    };
    for (const [over, field, message] of [
      [{ reason: '   ' }, 'reason', 'Indicare il motivo della nota'],
      [{ lines: [] }, 'lines', 'Indicare almeno una riga'],
      [
        { lines: [{ description: 'Riga', amount: 0 }] },
        'lines.0.amount',
        'Indicare un importo diverso da zero',
      ],
      [
        { lines: [{ description: 'Riga', amount: -100 }] },
        'lines',
        'Il totale della nota deve essere maggiore di zero',
      ],
      [{ lines: [{ description: '', amount: 100 }] }, 'lines.0.description', 'Indicare la descrizione'],
      [{ lines: [{ description: 'Riga', amount: 1.5 }] }, 'lines.0.amount', 'Deve essere un numero intero'],
      [{ kind: 'TD01' }, 'kind', undefined],
      [{ requestKey: 'x' }, 'requestKey', 'Chiave della richiesta non valida'],
      [{ docdate: '2026-02-30' }, 'docdate', undefined],
    ] as [Record<string, unknown>, string, string | undefined][]) {
      const res = await call('POST', `/docs/${n}/invoice/notes`, { ...good, ...over });
      expect([JSON.stringify(over), res.statusCode]).toEqual([JSON.stringify(over), 400]);
      if (message) expect(res.json().fields[field]).toBe(message);
      else expect(res.json().fields[field]).toEqual(expect.any(String));
    }
    expect((await call('GET', `/docs/${n}/invoice/data`)).json().notes).toEqual([]);

    // No invoice yet: 409; an unknown case: 404; an invoice's id is no note: 404.
    const fresh = await suite.newCase({ name: 'Senza fattura' });
    const noInvoice = await call('POST', `/docs/${fresh}/invoice/notes`, good);
    expect(noInvoice.statusCode).toBe(409);
    expect(noInvoice.json()).toMatchObject({
      error: 'InvoiceNotIssued',
      message: 'Emettere prima la fattura della pratica',
    });
    expect((await call('POST', '/docs/999999/invoice/notes', good)).statusCode).toBe(404);
    const invoiceId = (
      await suite.ctx.db
        .selectFrom('invoices')
        .select('id')
        .where('case_number', '=', n)
        .executeTakeFirstOrThrow()
    ).id;
    for (const format of ['html', 'pdf', 'xml']) {
      const res = await call('GET', `/docs/notes/${invoiceId}.${format}`);
      expect([format, res.statusCode, res.json().message]).toEqual([format, 404, 'Nota non trovata']);
    }
  });

  it("'Fatture' lists the notes with their kind and invoice, the month's ZIP holds them; the case is not deleted", async () => {
    const { n, invoiceNumber } = await invoicedCase('Elenco note');
    const created = (await note(n)).json();
    const list = (await call('GET', `/docs/invoices?year=${today.slice(0, 4)}&ipp=100`)).json();
    expect(list.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: invoiceNumber, kind: 'TD01', relatedNumber: null, caseNumber: n }),
        expect.objectContaining({
          id: created.id,
          number: created.number,
          kind: 'TD04',
          relatedNumber: invoiceNumber,
          caseNumber: n,
          total: 40_000,
          fileName: created.fileName,
        }),
      ]),
    );
    const zip = await call(
      'GET',
      `/docs/invoices/export.zip?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`,
    );
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining([created.fileName]));
    for (const content of Object.values(files))
      expect(await xsdErrors(new TextDecoder().decode(content))).toEqual([]);

    const deleted = await call('DELETE', `/docs/${n}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      error: 'CaseHasInvoices',
      message: 'Pratica con fatture emesse: non si può eliminare',
    });
  });

  it('staff only: agency users 403, anonymous 401', async () => {
    const { n } = await invoicedCase('Accessi note');
    const created = (await note(n)).json();
    for (const [method, url] of [
      ['POST', `/docs/${n}/invoice/notes`],
      ['GET', `/docs/notes/${created.id}.html`],
      ['GET', `/docs/notes/${created.id}.pdf`],
      ['GET', `/docs/notes/${created.id}.xml`],
    ] as const) {
      expect((await call(method, url, {}, '')).statusCode).toBe(401);
      expect((await call(method, url, {}, suite.users.agency)).statusCode).toBe(403);
    }
  });
});
