// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): PDFs rendered in a worker thread, ZIP archives
import { defaultStayConditions, todayInRome } from '@ham/contracts';
import { unzipSync } from 'fflate';
import { sdiViewOf, sdiViolations } from '../src/documents/sdi-checks';
import { casesSuite, d } from './cases-fixtures';
import { companyData, completeCustomer, htmlText, pdfPages, saveCompany, words } from './documents-support';
import { xsdErrors } from './einvoice-support';
import { insertId } from './helpers';

// The case documents through the API (docs/product/documents.md): confirmation, invoice data and prints with
// the snapshot and the numbering rules, the FatturaPA XML, vouchers, the 'Fatture' list and
// its ZIP, 'Invia all'agenzia'; access and bad input.

const suite = casesSuite();
const call = (...args: Parameters<typeof suite.call>) => suite.call(...args);

const newCase = (name = 'Liceo Galilei', over: Record<string, unknown> = {}) =>
  suite.newCase({ name, beginDate: d(20), endDate: d(30), ...over });
/** A case of 2 guests of a new agency (in Pisa) with none of the fields an e-mail or e-invoice needs. */
async function caseOfNewAgency(fullName: string, name: string) {
  const agency = await insertId(suite.ctx.db, 'agencies', {
    full_name: fullName,
    city: 'Pisa',
    country_id: 'IT',
  });
  return newCase(name, { customerId: agency, guestCount: 2 });
}

async function fullCase(name?: string) {
  const n = await newCase(name);
  const stay = await call('POST', `/docs/${n}/stays`, {
    hotelId: suite.world.hotelId,
    begin: d(21),
    end: d(24),
    conditions: defaultStayConditions(d(21), d(24)),
    guests: { mul: 16, sgl: 2 },
    notes: 'Camere vicine',
  });
  expect(stay.statusCode).toBe(201);
  const option = await call('PUT', `/docs/stays/${stay.json().id}/option?force=true`, {
    expires: d(7),
    contact: 'Sig.ra Bianchi',
  });
  expect(option.statusCode).toBe(200);
  await call('POST', `/docs/${n}/meals`, {
    restaurantId: suite.world.restaurantId,
    date: d(22),
    time: 'cena',
    persons: 22,
  });
  await call('POST', `/docs/${n}/bustrips`, { serviceId: suite.world.busId, date: d(22), quantity: 1 });
  await call('POST', `/docs/${n}/guidedtours`, { serviceId: suite.world.guideId, date: d(23), quantity: 2 });
  await call('PUT', `/docs/${n}/extras`, {
    items: [{ description: 'Sconto fedeltà', date: null, value: -5000 }],
    version: 0,
  });
  return { number: n, stayId: stay.json().id as number };
}

const today = todayInRome();

beforeAll(async () => {
  await saveCompany(call, suite.users.admin);
  await completeCustomer(suite.ctx.db, suite.world.customerId);
});

describe('access: staff only', () => {
  it('anonymous 401, agency user 403, operator allowed, on every document route', async () => {
    const { number, stayId } = await fullCase('Accessi');
    const proposal = (await call('GET', `/docs/${number}/invoice/data`)).json().number;
    const routes: [string, string, unknown?][] = [
      ['GET', `/docs/${number}/confirmation.html?date=${today}`],
      ['GET', `/docs/${number}/confirmation.pdf?date=${today}`],
      ['GET', `/docs/${number}/invoice/data`],
      ['PUT', `/docs/${number}/invoice/data`, { number: proposal, docdate: today }],
      ['GET', `/docs/${number}/invoice.html`],
      ['GET', `/docs/${number}/invoice.pdf`],
      ['GET', `/docs/${number}/invoice.xml`],
      ['GET', `/docs/stays/${stayId}/voucher/data`],
      ['PUT', `/docs/stays/${stayId}/voucher/data`, { roomingList: 'Rossi Mario', version: 0 }],
      ['GET', `/docs/stays/${stayId}/voucher.html`],
      ['GET', `/docs/stays/${stayId}/voucher.pdf`],
      ['GET', '/docs/invoices'],
      ['GET', `/docs/invoices/export.zip?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`],
      ['GET', `/docs/${number}/sent`],
      ['POST', `/docs/${number}/send`, { document: 'confirmation', date: today }],
    ];
    for (const [method, url, body] of routes) {
      expect([url, (await call(method as 'GET', url, body, '')).statusCode]).toEqual([url, 401]);
      const agency = await call(method as 'GET', url, body, suite.users.agency);
      expect([url, agency.statusCode, agency.json().error]).toEqual([url, 403, 'Forbidden']);
      const staff = await call(method as 'GET', url, body);
      expect([url, staff.statusCode < 300]).toEqual([url, true]);
    }
  });
});

describe('confirmation', () => {
  it('is the statement to the agency, and the PDF says what the HTML says', async () => {
    const { number } = await fullCase('Conferma Liceo');
    const html = await call('GET', `/docs/${number}/confirmation.html?date=${d(0)}`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    const text = htmlText(html.body);
    for (const expected of [
      `Conferma pratica n. ${number}`,
      'Incoming Italia S.r.l.',
      'Conferma Liceo',
      'Studenti, 22 partecipanti',
      '16 Multipla, 2 Singola (18 ospiti)',
      'Hotel Bellavista',
      '3 notti',
      'Mezza pensione: colazione, pernottamento',
      'Opzione fino al',
      'Trattoria da Mario',
      'Autolinee Rossi',
      'Guide Toscane',
      'Sconto fedeltà',
      'Importo totale',
      'Penali di cancellazione: 50% del costo totale',
      'I prezzi sono netti, per persona per notte, IVA inclusa',
    ])
      expect(text).toContain(expected);
    const total = (await call('GET', `/docs/${number}`)).json().total as number;
    const euro = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    });
    expect(text).toContain(euro.format(total / 100));

    const pdf = await call('GET', `/docs/${number}/confirmation.pdf?date=${d(0)}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf.rawPayload);
    const pdfText = pages.join('\n').replace(/Pagina \d+ di \d+/g, '');
    // Same words both ways: the two renderings come from one model (the PDF repeats the
    // seller's lines and table headers on each page; one-page documents compare exactly below).
    const pdfWords = new Set(words(pdfText));
    const htmlWords = new Set(words(text));
    expect(words(text).filter((w) => !pdfWords.has(w))).toEqual([]);
    expect(words(pdfText).filter((w) => !htmlWords.has(w))).toEqual([]);
    expect(pages[0]).toContain(`Pagina 1 di ${pages.length}`);
  });

  it('a long statement breaks across pages repeating the table header and numbering the pages', async () => {
    const n = await newCase('Lungo');
    for (let i = 0; i < 8; i++)
      await call('POST', `/docs/${n}/stays`, {
        hotelId: suite.world.hotelId,
        begin: d(20),
        end: d(30),
        conditions: defaultStayConditions(d(20), d(30)),
        guests: { mul: 2 },
      });
    const pages = await pdfPages((await call('GET', `/docs/${n}/confirmation.pdf?date=${d(0)}`)).rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Pagina ${i + 1} di ${pages.length}`);
      expect(page).toContain('Incoming Italia S.r.l.');
    });
    const html = htmlText((await call('GET', `/docs/${n}/confirmation.html?date=${d(0)}`)).body);
    const pdfWords = new Set(words(pages.join('\n')));
    expect(words(html).filter((w) => !pdfWords.has(w))).toEqual([]);
  });

  it.each([
    ['no date', 'confirmation.html', 400],
    ['a date that is not a date', 'confirmation.pdf?date=2026-02-30', 400],
    ['a date that is not a date (text)', 'confirmation.html?date=domani', 400],
    ['an unknown format', 'confirmation.doc?date=2026-02-01', 404],
    ['an unknown format of the invoice', 'invoice.txt', 404],
  ])('%s (%s) → %i', async (_name, path, status) => {
    const { number } = await fullCase('Errori');
    const res = await call('GET', `/docs/${number}/${path}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('of a deleted case: 404 with the Italian message', async () => {
    const { number } = await fullCase('Da eliminare');
    expect((await call('DELETE', `/docs/${number}`)).statusCode).toBe(204);
    for (const path of [`confirmation.html?date=${today}`, 'invoice/data', 'invoice.pdf']) {
      const res = await call('GET', `/docs/${number}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Non è stata trovata nessuna pratica con numero ${number}`);
    }
  });
});

describe('invoice', () => {
  it('an invoice of nothing: 400 in Italian, nothing saved', async () => {
    const n = await newCase('Vuota');
    const data = (await call('GET', `/docs/${n}/invoice/data`)).json();
    const res = await call('PUT', `/docs/${n}/invoice/data`, { number: data.number, docdate: data.docdate });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La pratica non contiene voci da fatturare');
    expect((await call('GET', `/docs/${n}/invoice/data`)).json().issued).toBe(false);
    expect((await call('GET', `/docs/${n}/invoice.html`)).statusCode).toBe(404);
  });

  it("numbers: the next of the date's year, no gaps, dates in order and not after today; a case with an invoice is never deleted", async () => {
    const year = Number(today.slice(0, 4)) - 3;
    const a = await fullCase('Numeri A');
    const b = await fullCase('Numeri B');
    const c = await fullCase('Numeri C');
    const date = `${year}-01-15`;
    expect(
      (await call('PUT', `/docs/${a.number}/invoice/data`, { number: 1, docdate: date })).statusCode,
    ).toBe(200);
    const taken = await call('PUT', `/docs/${b.number}/invoice/data`, {
      number: 1,
      docdate: `${year}-02-01`,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({
      number: `Il numero 1 è già stato usato per un altro documento del ${year}`,
    });
    const gap = await call('PUT', `/docs/${b.number}/invoice/data`, { number: 3, docdate: `${year}-02-01` });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().fields).toEqual({
      number: `Il numero deve essere 2: la numerazione del ${year} non può avere salti`,
    });
    const before = await call('PUT', `/docs/${b.number}/invoice/data`, {
      number: 2,
      docdate: `${year}-01-14`,
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().fields).toEqual({
      docdate: `La data non può essere anteriore a quella dell'ultimo documento dell'anno (15/01/${year})`,
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await call('PUT', `/docs/${b.number}/invoice/data`, { number: 1, docdate: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.docdate).toMatch(
      /^La data non può essere successiva a oggi \(\d\d\/\d\d\/\d{4}\)$/,
    );
    // The same number in another year is free; the same date as the year's last is fine.
    expect(
      (await call('PUT', `/docs/${b.number}/invoice/data`, { number: 1, docdate: `${year + 1}-01-02` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/docs/${c.number}/invoice/data`, { number: 2, docdate: date })).statusCode,
    ).toBe(200);
    // Issued: number and date are final (409), and the case cannot be deleted.
    const fixed = await call('PUT', `/docs/${a.number}/invoice/data`, { number: 2, docdate: date });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toMatchObject({
      error: 'InvoiceIssued',
      message: 'Fattura già emessa: per correggerla emettere una nota di credito',
      fields: { number: 'Il numero di una fattura emessa non si può cambiare' },
    });
    const moved = await call('PUT', `/docs/${a.number}/invoice/data`, {
      number: 1,
      docdate: `${year}-01-16`,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fields).toEqual({ docdate: 'La data di una fattura emessa non si può cambiare' });
    const deleted = await call('DELETE', `/docs/${a.number}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      error: 'CaseHasInvoices',
      message: 'Pratica con fatture emesse: non si può eliminare',
    });
    expect((await call('GET', `/docs/${a.number}`)).statusCode).toBe(200);
    const list = (await call('GET', `/docs/invoices?year=${year}`)).json();
    expect(list.items.map((i: { number: number; caseName: string }) => [i.number, i.caseName])).toEqual([
      [2, 'Numeri C'],
      [1, 'Numeri A'],
    ]);
  });

  it('the proposed number follows the year of the date', async () => {
    const { number } = await fullCase('Proposta');
    const data = (await call('GET', `/docs/${number}/invoice/data`)).json();
    const year = Number(today.slice(0, 4));
    const highest = (
      await suite.ctx.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.max('number').as('n'))
        .where('year', '=', year)
        .executeTakeFirst()
    )?.n;
    expect(data).toMatchObject({
      number: (highest ?? 0) + 1,
      nextNumber: (highest ?? 0) + 1,
      docdate: today,
    });
    // Another year's date: that year's next number.
    const past = `${year - 6}-06-01`;
    const proposal = (await call('GET', `/docs/${number}/invoice/data?date=${past}`)).json();
    expect(proposal).toMatchObject({ number: 1, docdate: past, issued: false });
    expect((await call('PUT', `/docs/${number}/invoice/data`, { number: 1, docdate: past })).statusCode).toBe(
      200,
    );
    const other = await fullCase('Proposta 2');
    expect(
      (await call('GET', `/docs/${other.number}/invoice/data?date=${year - 6}-12-31`)).json().number,
    ).toBe(2);
    expect((await call('GET', `/docs/${other.number}/invoice/data?date=domani`)).statusCode).toBe(400);
  });

  it('concurrent issues of the same year: consecutive numbers, never a duplicate or a gap', async () => {
    const year = Number(today.slice(0, 4)) - 4;
    const cases: { number: number }[] = [];
    for (let i = 0; i < 6; i++) cases.push(await fullCase(`Concorrenza ${i}`));
    // Every request asks for number 1: one wins, the others are told the next number.
    let pending = cases.map((c) => c.number);
    for (let round = 0; pending.length > 0 && round < 10; round++) {
      const data = (await call('GET', `/docs/${pending[0]}/invoice/data`)).json();
      expect(data.issued).toBe(false);
      const next = round + 1;
      const results = await Promise.all(
        pending.map((n) =>
          call('PUT', `/docs/${n}/invoice/data`, { number: next, docdate: `${year}-05-05` }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(400);
        expect(r.json().fields.number).toBe(
          `Il numero ${next} è già stato usato per un altro documento del ${year}`,
        );
      }
      pending = pending.filter((_, i) => results[i].statusCode !== 200);
    }
    const numbers = (
      await suite.ctx.db.selectFrom('invoices').select('number').where('year', '=', year).execute()
    )
      .map((r) => r.number)
      .sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('an issued invoice is final: the same save is a no-op, a changed case is refused with 409; downloads are byte-stable', async () => {
    const { number } = await fullCase('Snapshot');
    const proposal = (await call('GET', `/docs/${number}/invoice/data`)).json();
    expect(proposal).toMatchObject({
      issued: false,
      changedSinceIssue: false,
      docdate: today,
      einvoiceMissing: [],
      einvoiceInvalid: [],
      sdiStatus: null,
      reissuable: false,
    });
    const saved = await call('PUT', `/docs/${number}/invoice/data`, {
      number: proposal.number,
      docdate: today,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      issued: true,
      number: proposal.number,
      changedSinceIssue: false,
      sdiStatus: 'da_inviare',
    });
    // A retried save of the same invoice changes nothing.
    const again = await call('PUT', `/docs/${number}/invoice/data`, {
      number: proposal.number,
      docdate: today,
    });
    expect(again.statusCode).toBe(200);
    const before = (await call('GET', `/docs/${number}/invoice.html`)).body;
    const xmlBefore = (await call('GET', `/docs/${number}/invoice.xml`)).body;
    expect(htmlText(before)).toContain(`Fattura n. ${proposal.number}`);
    expect(await xsdErrors(xmlBefore)).toEqual([]);
    expect((await call('GET', `/docs/${number}/invoice.xml`)).body).toBe(xmlBefore);
    expect((await call('GET', `/docs/${number}/invoice.html`)).body).toBe(before);

    await call('PUT', `/docs/${number}/extras`, {
      items: [{ description: 'Tassa di soggiorno', date: null, value: 4400 }],
      version: 1,
    });
    expect((await call('GET', `/docs/${number}/invoice/data`)).json().changedSinceIssue).toBe(true);
    expect((await call('GET', `/docs/${number}/invoice.html`)).body).toBe(before);
    expect((await call('GET', `/docs/${number}/invoice.xml`)).body).toBe(xmlBefore);

    const refused = await call('PUT', `/docs/${number}/invoice/data`, {
      number: proposal.number,
      docdate: today,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'InvoiceIssued',
      message: 'Fattura già emessa: per correggerla emettere una nota di credito',
    });
    expect((await call('GET', `/docs/${number}/invoice.xml`)).body).toBe(xmlBefore);
  });

  it('rejected by the SdI: issued again with the same number and date, the old version kept', async () => {
    const { number } = await fullCase('Scartata');
    const proposal = (await call('GET', `/docs/${number}/invoice/data`)).json();
    await call('PUT', `/docs/${number}/invoice/data`, { number: proposal.number, docdate: today });
    await call('PUT', `/docs/${number}/extras`, {
      items: [{ description: 'Correzione dopo lo scarto', date: null, value: 1000 }],
      version: 1,
    });
    const invoice = await suite.ctx.db
      .selectFrom('invoices')
      .select(['id', 'total'])
      .where('case_number', '=', number)
      .executeTakeFirstOrThrow();
    await suite.ctx.db
      .updateTable('invoices')
      .set({ sdi_status: 'scartata' })
      .where('id', '=', invoice.id)
      .execute();
    const data = (await call('GET', `/docs/${number}/invoice/data`)).json();
    expect(data).toMatchObject({ reissuable: true, sdiStatus: 'scartata', changedSinceIssue: true });
    // Number and date stay those of the rejected invoice.
    const other = await call('PUT', `/docs/${number}/invoice/data`, {
      number: proposal.number + 1,
      docdate: today,
    });
    expect(other.statusCode).toBe(409);
    const reissued = await call('PUT', `/docs/${number}/invoice/data`, {
      number: proposal.number,
      docdate: today,
    });
    expect(reissued.statusCode).toBe(200);
    expect(reissued.json()).toMatchObject({
      number: proposal.number,
      docdate: today,
      sdiStatus: 'da_inviare',
      reissuable: false,
      changedSinceIssue: false,
    });
    const reissuedXml = (await call('GET', `/docs/${number}/invoice.xml`)).body;
    expect(reissuedXml).toContain('Correzione dopo lo scarto');
    expect(reissuedXml).toContain(`<Numero>${proposal.number}</Numero>`);
    expect(await xsdErrors(reissuedXml)).toEqual([]);
    const revisions = await suite.ctx.db
      .selectFrom('invoice_revisions')
      .select(['total', 'snapshot', 'replaced_by'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(revisions).toHaveLength(1);
    expect(revisions[0].total).toBe(invoice.total);
    expect(JSON.stringify(revisions[0].snapshot)).not.toContain('Correzione dopo lo scarto');
    expect(revisions[0].replaced_by).not.toBeNull();
  });

  it('XML: valid against the XSD and the SdI rules, named IT<partita IVA>_<progressivo>.xml; PDF = HTML', async () => {
    const { number } = await fullCase('XML');
    const data = (await call('GET', `/docs/${number}/invoice/data`)).json();
    await call('PUT', `/docs/${number}/invoice/data`, { number: data.number, docdate: today });
    const xml = await call('GET', `/docs/${number}/invoice.xml`);
    expect(xml.statusCode).toBe(200);
    const fileName = (await call('GET', `/docs/${number}/invoice/data`)).json().fileName;
    expect(fileName).toMatch(/^IT01234567897_\d{2}[0-9A-Z]{3}\.xml$/);
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(await xsdErrors(xml.body)).toEqual([]);
    expect(sdiViolations(sdiViewOf(xml.body))).toEqual([]);
    const total = (await call('GET', `/docs/${number}`)).json().total as number;
    expect(xml.body).toContain(
      `<ImportoTotaleDocumento>${(total / 100).toFixed(2)}</ImportoTotaleDocumento>`,
    );
    expect(xml.body).toContain('<Natura>N5</Natura>');

    const html = htmlText((await call('GET', `/docs/${number}/invoice.html`)).body);
    const pages = await pdfPages((await call('GET', `/docs/${number}/invoice.pdf`)).rawPayload);
    expect(words(pages.join('\n').replace(/Pagina \d+ di \d+/g, ''))).toEqual(words(html));
  });

  it('a customer without the e-invoice fields: the missing-fields message, and the invoice is not issued', async () => {
    const n = await caseOfNewAgency('Agenzia senza dati', 'Senza dati');
    await call('PUT', `/docs/${n}/extras`, {
      items: [{ description: 'Servizio', date: null, value: 1 }],
      version: 0,
    });
    const data = (await call('GET', `/docs/${n}/invoice/data`)).json();
    expect(data.einvoiceMissing).toEqual(['Partita IVA', 'Codice SdI (o PEC)', 'Indirizzo', 'CAP']);
    const issue = await call('PUT', `/docs/${n}/invoice/data`, { number: data.number, docdate: today });
    expect(issue.statusCode).toBe(400);
    expect(issue.json()).toMatchObject({
      error: 'EinvoiceFieldsMissing',
      message:
        'I seguenti campi necessari per la fattura elettronica sono assenti: Partita IVA, Codice SdI (o PEC), Indirizzo, CAP',
    });
    expect((await call('GET', `/docs/${n}/invoice/data`)).json().issued).toBe(false);
    expect((await call('GET', `/docs/${n}/invoice.xml`)).statusCode).toBe(404);
  });

  it('a foreign customer: XXXXXXX, its country and VAT code, CAP 00000; an unusable VAT number is named', async () => {
    const agency = await insertId(suite.ctx.db, 'agencies', {
      full_name: 'Reisebüro Sonne GmbH',
      vat_number: 'DE 123456789',
      address: 'Marienplatz 1',
      postal_code: null,
      city: 'München',
      country_id: 'DE',
    });
    const n = await newCase('Estero', { customerId: agency, guestCount: 2 });
    await call('PUT', `/docs/${n}/extras`, {
      items: [{ description: 'Servizio', date: null, value: 12_345 }],
      version: 0,
    });
    const data = (await call('GET', `/docs/${n}/invoice/data`)).json();
    expect(data).toMatchObject({ einvoiceMissing: [], einvoiceInvalid: [] });
    expect(
      (await call('PUT', `/docs/${n}/invoice/data`, { number: data.number, docdate: today })).statusCode,
    ).toBe(200);
    const xml = (await call('GET', `/docs/${n}/invoice.xml`)).body;
    expect(await xsdErrors(xml)).toEqual([]);
    expect(sdiViolations(sdiViewOf(xml))).toEqual([]);
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>');
    expect(xml).toMatch(/<IdFiscaleIVA>\s*<IdPaese>DE<\/IdPaese>\s*<IdCodice>123456789<\/IdCodice>/);
    expect(xml).toContain('<CAP>00000</CAP>');

    const long = await insertId(suite.ctx.db, 'agencies', {
      full_name: 'Agence trop longue',
      vat_number: `FR${'9'.repeat(29)}`,
      address: 'Rue de Rivoli 1',
      city: 'Paris',
      country_id: 'FR',
    });
    const m = await newCase('Estero lungo', { customerId: long, guestCount: 2 });
    await call('PUT', `/docs/${m}/extras`, {
      items: [{ description: 'Servizio', date: null, value: 100 }],
      version: 0,
    });
    const bad = (await call('GET', `/docs/${m}/invoice/data`)).json();
    expect(bad).toMatchObject({ einvoiceMissing: [], einvoiceInvalid: ['Partita IVA'] });
    const refused = await call('PUT', `/docs/${m}/invoice/data`, { number: bad.number, docdate: today });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'EinvoiceFieldsInvalid',
      message: 'I seguenti campi necessari per la fattura elettronica non sono validi: Partita IVA',
    });
  });

  it('a case name with a control character gives well-formed, XSD-valid XML', async () => {
    const { number } = await fullCase('Gita\u0001 di fine anno\uffff');
    const data = (await call('GET', `/docs/${number}/invoice/data`)).json();
    expect(
      (await call('PUT', `/docs/${number}/invoice/data`, { number: data.number, docdate: today })).statusCode,
    ).toBe(200);
    const xml = (await call('GET', `/docs/${number}/invoice.xml`)).body;
    expect(await xsdErrors(xml)).toEqual([]);
    expect(xml).toContain('Gita di fine anno</Causale>');
  });

  it('bad invoice data: field messages in Italian, never a 500', async () => {
    const { number } = await fullCase('Dati errati');
    for (const body of [
      {},
      { number: 0, docdate: today },
      { number: 'uno', docdate: today },
      { number: 3, docdate: '2026-13-01' },
    ]) {
      const res = await call('PUT', `/docs/${number}/invoice/data`, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).length).toBeGreaterThan(0);
    }
  });

  it("'Dati azienda' not filled in: the invoice cannot be issued", async () => {
    const { number } = await fullCase('Senza azienda');
    await suite.ctx.db.deleteFrom('config_groups').where('id', '=', 'company').execute();
    try {
      const res = await call('PUT', `/docs/${number}/invoice/data`, { number: 45_000, docdate: today });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Compilare i 'Dati azienda' in Configurazione prima di emettere la fattura elettronica",
      );
    } finally {
      await saveCompany(call, suite.users.admin);
    }
  });
});

describe('Fatture: list and month ZIP', () => {
  it('filters by year and month; the ZIP holds the month’s XML files, the same bytes every time', async () => {
    const year = Number(today.slice(0, 4)) - 5;
    const a = await fullCase('Zip A');
    const b = await fullCase('Zip B');
    await call('PUT', `/docs/${a.number}/invoice/data`, { number: 1, docdate: `${year}-03-10` });
    await call('PUT', `/docs/${b.number}/invoice/data`, { number: 2, docdate: `${year}-04-02` });
    const march = (await call('GET', `/docs/invoices?year=${year}&month=3`)).json();
    expect(march.items.map((i: { caseName: string }) => i.caseName)).toEqual(['Zip A']);
    expect(march.items[0]).toMatchObject({
      number: 1,
      docdate: `${year}-03-10`,
      customer: 'Cliente Hotel Bellavista',
    });
    expect(
      (await call('GET', `/docs/invoices?year=${year}`))
        .json()
        .items.map((i: { number: number }) => i.number),
    ).toEqual([2, 1]);
    const zip = await call('GET', `/docs/invoices/export.zip?year=${year}&month=3`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual([march.items[0].fileName]);
    expect(await xsdErrors(new TextDecoder().decode(files[march.items[0].fileName]))).toEqual([]);
    const zipAgain = await call('GET', `/docs/invoices/export.zip?year=${year}&month=3`);
    expect(Buffer.compare(zipAgain.rawPayload, zip.rawPayload)).toBe(0);
    expect((await call('GET', `/docs/invoices/export.zip?year=${year}&month=13`)).statusCode).toBe(400);
    expect((await call('GET', `/docs/invoices?month=ottobre`)).statusCode).toBe(400);
  });
});

describe('voucher', () => {
  it('edits the voucher data and prints it bilingual, without prices', async () => {
    const { number, stayId } = await fullCase('Voucher');
    const empty = (await call('GET', `/docs/stays/${stayId}/voucher/data?docNum=${number}`)).json();
    expect(empty).toMatchObject({
      stayId,
      caseNumber: number,
      hotel: 'Hotel Bellavista',
      version: 0,
      roomingList: null,
    });
    const saved = await call('PUT', `/docs/stays/${stayId}/voucher/data?docNum=${number}`, {
      roomingList: 'Rossi Mario\nBianchi Anna',
      finalGuestCount: 21,
      deposit: 50_000,
      purchasedByIt: 'Servizi acquistati da Incoming Italia',
      purchasedByEn: 'Services purchased by Incoming Italia',
      hotelNotes: 'Arrivo in tarda serata',
      notes: '',
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, finalGuestCount: 21, notes: null });
    expect((await call('PUT', `/docs/stays/${stayId}/voucher/data`, { version: 0 })).statusCode).toBe(409);

    const html = await call('GET', `/docs/stays/${stayId}/voucher.html?docNum=${number}`);
    const text = htmlText(html.body);
    for (const expected of [
      'Arrivo / Arrival',
      'Partenza / Departure',
      'Hotel Bellavista',
      'Rossi Mario',
      'Bianchi Anna',
      'Half board: breakfast, overnight',
      'Acconto versato / Deposit paid',
      '500,00',
      'Purchased by',
      'Arrivo in tarda serata',
      'Ospiti / Guests',
    ]) {
      expect(text).toContain(expected);
    }
    // No prices: the only amount is the deposit.
    expect(text.match(/\d+,\d{2}\s€/g)).toEqual(['500,00\u00a0€']);
    const pages = await pdfPages(
      (await call('GET', `/docs/stays/${stayId}/voucher.pdf?docNum=${number}`)).rawPayload,
    );
    expect(words(pages.join('\n').replace(/Pagina \d+ di \d+/g, ''))).toEqual(words(text));
  });

  it('a stay of another case, an unknown stay, bad data', async () => {
    const { stayId } = await fullCase('Voucher A');
    const other = await fullCase('Voucher B');
    for (const path of [`voucher/data?docNum=${other.number}`, `voucher.html?docNum=${other.number}`]) {
      const res = await call('GET', `/docs/stays/${stayId}/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Il pernottamento non appartiene a questa pratica');
    }
    expect((await call('GET', '/docs/stays/999999/voucher.pdf')).statusCode).toBe(404);
    const bad = await call('PUT', `/docs/stays/${stayId}/voucher/data`, {
      finalGuestCount: -1,
      deposit: 1.5,
      version: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['deposit', 'finalGuestCount']);
  });
});

describe("'Invia all'agenzia'", () => {
  it('queues the e-mail with the PDF and records it on the case in one go', async () => {
    const { number } = await fullCase('Invio');
    const sent = await call('POST', `/docs/${number}/send`, { document: 'confirmation', date: today });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().items).toEqual([
      expect.objectContaining({
        document: 'confirmation',
        to: 'booking@cliente.it',
        sentBy: 'Test operatore',
      }),
    ]);
    const mail = await suite.ctx.db
      .selectFrom('mail_outbox as m')
      .innerJoin('sent_documents as s', 's.mail_id', 'm.id')
      .innerJoin('mail_attachments as a', 'a.mail_id', 'm.id')
      .select(['m.to', 'm.subject', 'm.text', 'a.filename', 'a.content_type', 'a.content'])
      .where('s.case_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to: 'booking@cliente.it',
      subject: `Conferma pratica n. ${number}`,
      filename: `conferma-pratica-${number}.pdf`,
      content_type: 'application/pdf',
    });
    expect((await pdfPages(mail.content)).join(' ')).toContain('Importo totale');

    // The invoice can be sent once issued.
    expect((await call('POST', `/docs/${number}/send`, { document: 'invoice' })).statusCode).toBe(404);
    const data = (await call('GET', `/docs/${number}/invoice/data`)).json();
    await call('PUT', `/docs/${number}/invoice/data`, { number: data.number, docdate: today });
    expect((await call('POST', `/docs/${number}/send`, { document: 'invoice' })).statusCode).toBe(201);
    expect(
      (await call('GET', `/docs/${number}/invoice/data`))
        .json()
        .sent.map((s: { document: string }) => s.document),
    ).toEqual(['invoice', 'confirmation']);
  });

  it('an agency without e-mail: 400, nothing queued', async () => {
    const n = await caseOfNewAgency('Senza mail', 'No mail');
    const before = await suite.ctx.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', `/docs/${n}/send`, { document: 'confirmation', date: today });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("L'agenzia non ha un indirizzo e-mail: indicarlo nell'anagrafica");
    const after = await suite.ctx.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await call('POST', `/docs/${n}/send`, { document: 'fax' })).statusCode).toBe(400);
  });
});

it('the company data of the fixture is valid for invoices', () => {
  expect(companyData.vatNature).toBe('N5');
});
