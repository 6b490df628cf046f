import { defaultStayConditions, type RoomingList } from '@ham/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { casesSuite, d } from './cases-fixtures';

/** The rooming list of a case (docs/product/rooming-list.md): save, versions, import, export, access. */
const suite = casesSuite();
const { call } = { call: (...args: Parameters<typeof suite.call>) => suite.call(...args) };

let n: number;
let stayId: number;
beforeAll(async () => {
  n = await suite.newCase();
  const res = await call('POST', `/docs/${n}/stays`, {
    hotelId: suite.world.hotelId,
    begin: d(30),
    end: d(33),
    conditions: defaultStayConditions(d(30), d(33)),
    guests: { mul: 2, sgl: 1 },
  });
  expect(res.statusCode).toBe(201);
  stayId = res.json().id;
});

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
const read = async () => (await call('GET', `/docs/${n}/rooming`)).json() as RoomingList;
const put = (body: unknown) => call('PUT', `/docs/${n}/rooming`, body);

const upload = (format: 'csv' | 'xlsx', body: Buffer | string, caseNumber = n) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/api/docs/${caseNumber}/rooming/import?format=${format}`,
    headers: {
      cookie: suite.users.operator,
      'content-type':
        format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    payload: body,
  });

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Foglio1');
  for (const r of rows) ws.addRow(r as ExcelJS.CellValue[]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('read and save', () => {
  test('a new case: no participants, version 0, the stay and its types, the counts warn', async () => {
    const list = await read();
    expect(list).toMatchObject({ caseNumber: n, participants: [], version: 0 });
    expect(list.accomodations).toEqual({ mul: 'Multipla', sgl: 'Singola', dbl: 'Doppia' });
    expect(list.stays).toEqual([expect.objectContaining({ id: stayId, guests: { mul: 2, sgl: 1 } })]);
    expect(list.counts[0].warning).toContain('Multipla 0 partecipanti invece di 2 ospiti');
  });

  test('save, then stale version 409, then update by identity, delete, history lines under the case', async () => {
    const first = await put({
      version: 0,
      participants: [
        person('Rossi', 'Anna', { birthDate: '2010-03-05' }),
        person('Bianchi', 'Luca'),
        person('Verdi', 'Ugo', { role: 'docente', accomodationId: 'sgl', notes: 'Celiaco' }),
      ],
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json() as RoomingList;
    expect(saved.version).toBe(1);
    expect(saved.participants.map((p) => p.lastName)).toEqual(['Rossi', 'Bianchi', 'Verdi']);
    expect(saved.counts[0].warning).toBeNull();

    const stale = await put({ version: 0, participants: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'StaleRecord',
      message: expect.stringContaining('ricarica'),
    });

    const [rossi, , verdi] = saved.participants;
    const second = await put({
      version: 1,
      participants: [
        { ...rossi, room: '101' },
        { ...verdi, version: undefined },
      ],
    });
    expect(second.statusCode).toBe(200);
    const now = second.json() as RoomingList;
    expect(now.participants.map((p) => [p.id, p.room, p.version])).toEqual([
      [rossi.id, '101', 2],
      // Its order changed: a new version, but no history line (the position is left out of them).
      [verdi.id, null, 2],
    ]);
    const { rows } = await sql<{ table_name: string; op: string; label: string }>`
      select table_name, op, label from history where parent_table = 'cases' and parent_id = ${String(n)}
        and table_name = 'participants' order by id`.execute(suite.ctx.db);
    expect(rows.map((r) => `${r.op} ${r.label}`)).toEqual([
      'I Anna Rossi',
      'I Luca Bianchi',
      'I Ugo Verdi',
      'D Luca Bianchi',
      'U Anna Rossi',
    ]);
    const history = await call('GET', `/history/case/${n}`);
    expect(JSON.stringify(history.json())).toContain('Camera');
  });

  test('bad input: 400 with a code and Italian messages, nothing written', async () => {
    const before = await read();
    const bad = await put({
      version: before.version,
      participants: [person('=HYPERLINK("http://x")', 'A'), person('Neri', 'Al', { accomodationId: 'trp' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'participants.0.lastName': expect.stringContaining('Formule non ammesse'),
    });
    const badType = await put({
      version: before.version,
      participants: [person('Neri', 'Al', { accomodationId: 'trp' })],
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields['participants.0.accomodationId']).toContain("Sistemazione 'trp'");
    const foreign = await put({
      version: before.version,
      participants: [person('Neri', 'Al', { id: 999999 })],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await read()).version).toBe(before.version);
    expect((await call('GET', '/docs/999999/rooming')).statusCode).toBe(404);
  });

  test('a deleted case takes its participants with it', async () => {
    const other = await suite.newCase({ name: 'Da eliminare' });
    expect(
      (await call('PUT', `/docs/${other}/rooming`, { version: 0, participants: [person('A', 'B')] }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/docs/${other}`)).statusCode).toBe(204);
    const left = await suite.ctx.db
      .selectFrom('participants')
      .where('case_number', '=', other)
      .select('id')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('import', () => {
  test('a good CSV (Italian, ;) and a good xlsx: rows matched by identity, nothing saved', async () => {
    const before = await read();
    const csv =
      '\uFEFFCognome;Nome;Data di nascita;Ruolo;Camera;Sistemazione;Note\r\n' +
      'ROSSI;anna;05/03/2010;Studente;102;Multipla;\r\n' +
      'Gialli;Eva;;Accompagnatore;;Singola;"Allergia; arachidi"\r\n';
    const res = await upload('csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ updated: 1, added: 1 });
    expect(body.participants).toEqual([
      expect.objectContaining({ id: before.participants[0].id, lastName: 'ROSSI', room: '102' }),
      expect.objectContaining({
        id: null,
        lastName: 'Gialli',
        role: 'accompagnatore',
        notes: 'Allergia; arachidi',
      }),
    ]);
    expect((await read()).version).toBe(before.version);

    const xlsx = await xlsxOf([
      ['Codice', 'Cognome', 'Nome', 'Data di nascita', 'Ruolo', 'Camera', 'Sistemazione', 'Note'],
      [before.participants[1].id, 'Verdi', 'Ugo', new Date(Date.UTC(1980, 0, 2)), 'Docente', 5, 'sgl', null],
    ]);
    const fromXlsx = await upload('xlsx', xlsx);
    expect(fromXlsx.statusCode).toBe(200);
    expect(fromXlsx.json().participants).toEqual([
      expect.objectContaining({ id: before.participants[1].id, birthDate: '1980-01-02', room: '5' }),
    ]);
  });

  test('a bad file: every problem with its line, nothing imported', async () => {
    const csv =
      'Cognome;Nome;Data di nascita;Ruolo;Sistemazione\n' +
      'Rossi;Anna;31/02/2010;Studente;Multipla\n' +
      'Neri;Al;;Preside;Suite\n' +
      'Neri;Al;;Studente;Multipla\n' +
      'Neri;Al;;Studente;Multipla\n' +
      '=HYPERLINK("http://evil.example","clic");Bo;;Studente;\n';
    const res = await upload('csv', csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'RoomingImportInvalid',
      message: '4 righe del file non sono valide: nessun partecipante importato',
    });
    expect(body.detail.problems).toEqual([
      { row: 2, field: 'Data di nascita', message: 'Data non valida: usare GG/MM/AAAA' },
      { row: 3, field: 'Ruolo', message: expect.stringContaining('Ruolo non valido') },
      { row: 3, field: 'Sistemazione', message: expect.stringContaining("Sistemazione 'Suite'") },
      {
        row: 5,
        field: null,
        message: 'Partecipante ripetuto: stesso cognome, nome e data di nascita della riga 4',
      },
      { row: 6, field: 'Cognome', message: expect.stringContaining('Formule non ammesse') },
    ]);
  });

  test('an xlsx formula cell, wrong columns, a code of another case, an unreadable file, a wrong type', async () => {
    const formula = await xlsxOf([
      ['Cognome', 'Nome', 'Ruolo'],
      [{ formula: 'HYPERLINK("http://evil.example","Rossi")', result: 'Rossi' }, 'Anna', 'Studente'],
    ]);
    const f = await upload('xlsx', formula);
    expect(f.statusCode).toBe(400);
    expect(f.json().detail.problems).toEqual([
      { row: 2, field: 'Cognome', message: 'Formula non ammessa: inserire il valore' },
    ]);

    const columns = await upload('csv', 'Cognome;Nome;Colore\nRossi;Anna;blu\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().message).toBe('Colonne mancanti: Ruolo. Colonne non riconosciute: Colore');

    const foreign = await upload('csv', 'Codice;Cognome;Nome;Ruolo\n999999;Rossi;Anna;Studente\n');
    expect(foreign.json().detail.problems[0].message).toContain('Codice 999999 non appartiene');

    const broken = await upload('xlsx', Buffer.from('PK\u0003\u0004 non è un file'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('File non leggibile');

    const json = await call('POST', `/docs/${n}/rooming/import?format=csv`, { a: 1 });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('.xlsx o .csv');
  });

  test('5,001 rows are refused whole; 5,000 rows of xlsx are read (timed)', async () => {
    const line = (i: number) => [`Cognome${i}`, `Nome${i}`, 'Studente', 'Multipla'];
    const many = [
      'Cognome;Nome;Ruolo;Sistemazione',
      ...Array.from({ length: 5001 }, (_, i) => line(i).join(';')),
    ].join('\n');
    const over = await upload('csv', many);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Il file ha 5.001 righe: al massimo 5.000 partecipanti');

    const xlsx = await xlsxOf([
      ['Cognome', 'Nome', 'Ruolo', 'Sistemazione'],
      ...Array.from({ length: 5000 }, (_, i) => line(i)),
    ]);
    const t0 = performance.now();
    const ok = await upload('xlsx', xlsx);
    const ms = performance.now() - t0;
    expect(ok.statusCode).toBe(200);
    expect(ok.json().added).toBe(5000);
    // Figures for docs/product/rooming-list.md: the size of the file and the time of its import.
    console.log(
      `rooming import: 5,000-row xlsx (${Math.round(xlsx.length / 1024)} KB) in ${Math.round(ms)} ms`,
    );
  }, 60_000);
});

describe('export and template', () => {
  test('CSV through the exports sanitizer: formulas neutralised, control characters dropped; xlsx opens', async () => {
    const list = await read();
    const saved = await put({
      version: list.version,
      participants: [
        person('Rossi', 'Anna', { notes: '+39 333 1234567\u0007 -allergia' }),
        person('O"Neil', 'Jo', { room: '-1' }),
      ],
    });
    expect(saved.statusCode).toBe(200);
    const csv = await call('GET', `/docs/${n}/rooming/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`rooming-list-pratica-${n}.csv`);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Codice;Cognome;Nome;Data di nascita;Ruolo;Camera;Sistemazione;Note');
    expect(lines[1]).toMatch(/^\d+;Rossi;Anna;;Studente;;Multipla;'\+39 333 1234567 -allergia$/);
    expect(lines[2]).toMatch(/^\d+;"O""Neil";Jo;;Studente;'-1;Multipla;$/);

    // What was exported imports again as the same participants (by code), the apostrophes taken off.
    const again = await upload('csv', csv.rawPayload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ updated: 2, added: 0 });
    expect(again.json().participants[1]).toMatchObject({ lastName: 'O"Neil', room: '-1' });

    const xlsx = await call('GET', `/docs/${n}/rooming/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(2).getCell(2).value).toBe('Rossi');

    const template = await call('GET', `/docs/${n}/rooming/template?format=csv`);
    expect(template.body.replace(/^\uFEFF/, '')).toBe(
      'Codice;Cognome;Nome;Data di nascita;Ruolo;Camera;Sistemazione;Note\r\n',
    );
  });
});

describe('the voucher prints the rooming list of its stay', () => {
  test("one line per participant, by room; a minor's birth date is not printed", async () => {
    const list = await read();
    await put({
      version: list.version,
      participants: [
        person('Zeta', 'Bo', { room: '2', birthDate: '2015-07-09' }),
        person('Alfa', 'Ci', { room: '10', birthDate: '1971-12-01', role: 'docente' }),
      ],
    });
    const html = await call('GET', `/docs/stays/${stayId}/voucher.html`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Rooming list (2)');
    expect(html.body.indexOf('Zeta Bo')).toBeLessThan(html.body.indexOf('Alfa Ci'));
    expect(html.body).toContain('01/12/1971');
    // A minor on arrival (docs/product/rooming-list.md#privacy): the voucher goes to the hotel.
    expect(html.body).not.toContain('09/07/2015');
  });
});

describe('access', () => {
  test('staff only: an agency user is refused every route', async () => {
    for (const [method, url] of [
      ['GET', `/docs/${n}/rooming`],
      ['PUT', `/docs/${n}/rooming`],
      ['POST', `/docs/${n}/rooming/import?format=csv`],
      ['GET', `/docs/${n}/rooming/export?format=csv`],
      ['GET', `/docs/${n}/rooming/template?format=csv`],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'GET' ? undefined : { version: 0, participants: [] },
        suite.users.agency,
      );
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
  });
});
