import { defaultStayConditions } from '@ham/contracts';
import { type TouristTaxRate, touristTax } from '@ham/contracts/tourist-tax';
import ExcelJS from 'exceljs';
import { casesSuite, d } from '../cases-fixtures';
import { medianMs, scaled, writeFigures } from './bench-support';

/**
 * Benchmark, run only by `npm run bench` (jest project `bench`), never by `npm test`. Group
 * travel (docs/product/rooming-list.md, tourist-tax.md): a 500-row rooming list .xlsx POSTed
 * over real HTTP to the listening app's import route, timed as the client sees it (request sent →
 * answer parsed; target ≤ 1 s), and the pure tourist tax of a 60-person, 5-night stay (target
 * ≤ 5 ms). The figures are read by scripts/bench/group-travel.bench.mjs (bench-support.ts).
 */
const ROWS = 500;
const suite = casesSuite();
const figures: Record<string, number> = {};
afterAll(() => writeFigures('group-travel', figures));

test(`a ${ROWS}-row rooming list .xlsx imported over HTTP`, async () => {
  const n = await suite.newCase({ guestCount: ROWS });
  const stay = await suite.call('POST', `/docs/${n}/stays`, {
    hotelId: suite.world.hotelId,
    begin: d(30),
    end: d(35),
    conditions: defaultStayConditions(d(30), d(35)),
    guests: { mul: ROWS - 40, sgl: 40 },
  });
  expect(stay.statusCode).toBe(201);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Foglio1');
  ws.addRow(['Cognome', 'Nome', 'Data di nascita', 'Ruolo', 'Camera', 'Sistemazione', 'Note']);
  for (let i = 0; i < ROWS; i++) {
    const teacher = i % 25 === 0;
    ws.addRow([
      `Cognome${i}`,
      `Nome${i}`,
      `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${teacher ? 1975 : 2010}`,
      teacher ? 'Docente' : 'Studente',
      String(100 + Math.floor(i / 4)),
      i % 12 === 0 ? 'Singola' : 'Multipla',
      i % 10 === 0 ? 'Allergia alle noci' : '',
    ]);
  }
  const xlsx = new Uint8Array(await wb.xlsx.writeBuffer());
  figures.xlsxKb = Math.round(xlsx.byteLength / 1024);

  const address = await suite.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const importOnce = async () => {
    const res = await fetch(`${address}/api/docs/${n}/rooming/import?format=xlsx`, {
      method: 'POST',
      headers: {
        cookie: suite.users.operator,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      body: xlsx,
    });
    const answer = (await res.json()) as { added: number };
    expect(res.status).toBe(200);
    expect(answer.added).toBe(ROWS);
  };
  await importOnce(); // warm-up
  figures.importMs = await medianMs(scaled(9, 1), importOnce);
}, 300_000);

test('the tourist tax of a 60-person, 5-night stay (pure module)', () => {
  // Two rate periods over the stay (the rate changes mid-stay), by category, every exemption on.
  const rates: TouristTaxRate[] = [
    {
      validFrom: '2027-01-01',
      validTo: '2027-06-02',
      rate: 350,
      byCategory: { '3': 480, '4': 630 },
      maxNights: 7,
      exemptUnderAge: 12,
      driversExempt: true,
      escortFreeEvery: 25,
    },
    {
      validFrom: '2027-06-03',
      validTo: '2027-12-31',
      rate: 400,
      byCategory: { '3': 500, '4': 650 },
      maxNights: 7,
      exemptUnderAge: 12,
      driversExempt: true,
      escortFreeEvery: 25,
    },
  ];
  const participants = Array.from({ length: 60 }, (_, i) => ({
    role:
      i < 50
        ? ('studente' as const)
        : i < 56
          ? ('docente' as const)
          : i < 58
            ? ('accompagnatore' as const)
            : ('autista' as const),
    // Some turn 12 during the stay.
    birthDate: i < 50 ? `2015-06-0${1 + (i % 5)}` : null,
  }));
  const stay = { begin: '2027-06-01', end: '2027-06-06', hotelCategoryId: '3' };
  const once = () => touristTax(stay, rates, { kind: 'list', participants });
  expect(once().nights).toHaveLength(5);
  expect(once().amount).toBeGreaterThan(0);
  for (let i = 0; i < 100; i++) once(); // warm-up (JIT)
  // One call is far below the timer's resolution: the median of 101 batches of 100 calls, per call.
  const times: number[] = [];
  for (let r = 0; r < scaled(101, 3); r++) {
    const t = performance.now();
    for (let i = 0; i < 100; i++) once();
    times.push((performance.now() - t) / 100);
  }
  times.sort((a, b) => a - b);
  figures.touristTaxMs = Math.round(times[Math.floor(times.length / 2)] * 1000) / 1000;
  figures.touristTaxMaxMs = Math.round(times[times.length - 1] * 1000) / 1000;
});
