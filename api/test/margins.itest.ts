import { defaultStayConditions, type MarginsReport, marginsReport } from '@ham/contracts';
import { dashboardResponse } from '@ham/contracts/dashboard';
import { casesSuite, d } from './cases-fixtures';
import { staleStayAmounts, stayAmountsChecks } from './stay-amounts';

// The margin of a case and the 'Margini' report. World prices (cases-fixtures): hb 50,00 € a
// night with a cost of 40,00 € until d(32); singles +15,00 € with no cost; the restaurant's menu
// 18,00 € (cost 15,00 €, one free every 10); the bus 180,00 € for 30 seats, no cost.
const suite = casesSuite();
const { call } = suite;

let invoiceNumber = 0;
async function invoice(caseNumber: number, docdate: string) {
  invoiceNumber++;
  await suite.ctx.db
    .insertInto('invoices')
    .values({
      case_number: caseNumber,
      year: Number(docdate.slice(0, 4)),
      number: invoiceNumber,
      docdate,
      customer_name: 'Cliente',
      case_name: 'Pratica',
      total: 0,
      snapshot: '{}',
    })
    .execute();
}

async function stay(caseNumber: number, begin: string, end: string, over: Record<string, unknown>) {
  const res = await call('POST', `/docs/${caseNumber}/stays`, {
    hotelId: suite.world.hotelId,
    begin,
    end,
    conditions: defaultStayConditions(begin, end),
    ...over,
  });
  expect(res.statusCode).toBe(201);
}

/** A case that loses 200,00 €: 10 students, 2 nights at an agreed 30,00 € against a cost of 40,00 €. */
async function losingCase(name: string, begin: string) {
  const n = await suite.newCase({ name, beginDate: begin });
  await stay(n, begin, d(32), { guests: { mul: 10 }, prices: { mul: { hb: 3000 } } });
  return n;
}

let a: number; // the case with every kind of line
let b: number; // 10 students, 1 night: sale 500,00, cost 400,00
let c: number; // a loss of 200,00
let e: number; // a loss of 200,00, invoiced in December 2026
beforeAll(async () => {
  a = await suite.newCase({ name: 'Liceo Volta' });
  await stay(a, d(30), d(33), { guests: { mul: 20 } });
  expect(
    (
      await call('POST', `/docs/${a}/meals`, {
        restaurantId: suite.world.restaurantId,
        date: d(31),
        time: 'cena',
        persons: 22,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await call('POST', `/docs/${a}/bustrips`, { serviceId: suite.world.busId, date: d(31), quantity: 1 }))
      .statusCode,
  ).toBe(201);
  expect(
    (
      await call('PUT', `/docs/${a}/extras`, {
        items: [
          { description: 'Assicurazione', date: null, value: 5000 },
          { description: 'Sconto fedeltà', date: null, value: -10000 },
        ],
        version: 0,
      })
    ).statusCode,
  ).toBe(200);

  b = await suite.newCase({ name: '=Gita "B"', beginDate: d(31) });
  await stay(b, d(31), d(32), { guests: { mul: 10 } });
  c = await losingCase('Perdita', d(30));
  e = await losingCase('Perdita di dicembre', d(30));
  await invoice(b, '2027-01-10');
  await invoice(c, '2027-02-01');
  await invoice(a, '2027-03-05');
  await invoice(e, '2026-12-20');
});

describe('the margin of a case', () => {
  test('sale, cost, margin and the lines without a cost (hand-computed)', async () => {
    const res = await call('GET', `/docs/${a}/margin`);
    expect(res.statusCode).toBe(200);
    const m = res.json();
    // stay 20 × 3 × 50,00 = 3.000,00 (cost 40,00: 2.400,00); meal 20 paying × 18,00 = 360,00
    // (cost 15,00: 300,00); bus 180,00 (no cost); extras +50,00 (no cost) −100,00
    expect(m.sale).toBe(349000);
    expect(m.cost).toBe(270000);
    expect(m.margin).toBe(79000);
    expect(m.marginPercent).toBe(22.64);
    expect(m.missingCosts).toBe(2);
    expect(
      m.lines.map((l: { kind: string; sale: number; cost: number; costMissing: boolean }) => [
        l.kind,
        l.sale,
        l.cost,
        l.costMissing,
      ]),
    ).toEqual([
      ['stay', 300000, 240000, false],
      ['meal', 36000, 30000, false],
      ['busTrip', 18000, 0, true],
      ['extra', 5000, 0, true],
      ['extra', -10000, 0, false],
    ]);
    // the sale is the case's 'Importo totale'
    expect((await call('GET', `/docs/${a}`)).json().total).toBe(349000);
  });

  test('a stay with guests in a type without cost is flagged', async () => {
    const n = await suite.newCase({ name: 'Singole', beginDate: d(35) });
    await stay(n, d(35), d(36), { guests: { mul: 2, sgl: 1 } });
    const m = (await call('GET', `/docs/${n}/margin`)).json();
    // sale 2 × 60,00 + 1 × 75,00; cost only the 2 × 50,00 known
    expect([m.sale, m.cost, m.missingCosts, m.lines[0].costMissing]).toEqual([19500, 10000, 1, true]);
  });

  test('a stay across a price change, with freebies and a night without cost: the report agrees', async () => {
    const n = await suite.newCase({ name: 'Cambio prezzo', beginDate: d(29) });
    const conditions = defaultStayConditions(d(31), d(35));
    conditions[2].serviceClassId = 'fb'; // the night of d(33): no cost in full board
    await stay(n, d(31), d(35), {
      conditions,
      guests: { mul: 20, dbl: 2 },
      freebiesCount: { hb: 2 },
      freebiesValue: { hb: 30000 },
    });
    const m = (await call('GET', `/docs/${n}/margin`)).json();
    // sale: mul 20 × (50,00 + 50,00 + 75,00 + 60,00) = 4.700,00; dbl 2 × (55,00 + 55,00 + 80,00 + 65,00)
    // = 510,00; freebies −300,00. Cost: mul 20 × (40,00 + 40,00 + 50,00); free 2 × (40,00 + 40,00 + 50,00)
    // taken off; doubles have no cost (missing).
    expect([m.sale, m.cost, m.missingCosts]).toEqual([491000, 234000, 1]);
    const r = await report(`from=${d(29)}&to=${d(29)}`);
    expect(r.rows.map((x) => [x.number, x.sale, x.cost, x.missingCosts])).toEqual([[n, 491000, 234000, 1]]);
  });

  test('an unknown case is 404, a bad number 404', async () => {
    expect((await call('GET', '/docs/999999/margin')).statusCode).toBe(404);
    expect((await call('GET', '/docs/abc/margin')).statusCode).toBe(404);
  });
});

const report = async (query: string, as?: string): Promise<MarginsReport> => {
  const res = await call('GET', `/margins?${query}`, undefined, as);
  expect(res.statusCode).toBe(200);
  // sent serialized once, without the response schema: the answer is the contract's, nothing more
  const body = res.json();
  expect(marginsReport.parse(body)).toEqual(body);
  return body;
};

describe("'Margini'", () => {
  test('by departure date: the cases of the period, the same figures as each case, totals', async () => {
    const r = await report(`from=${d(30)}&to=${d(31)}&by=departure`);
    expect(r.rows.map((x) => x.number)).toEqual([a, c, e, b]);
    for (const row of r.rows) {
      const m = (await call('GET', `/docs/${row.number}/margin`)).json();
      expect([row.sale, row.cost, row.margin, row.marginPercent, row.missingCosts]).toEqual([
        m.sale,
        m.cost,
        m.margin,
        m.marginPercent,
        m.missingCosts,
      ]);
    }
    expect(r.rows.find((x) => x.number === a)).toMatchObject({ invoiceDate: '2027-03-05', beginDate: d(30) });
    expect(r.totals).toEqual({
      cases: 4,
      sale: 349000 + 50000 + 60000 + 60000,
      cost: 270000 + 40000 + 80000 + 80000,
      margin: 79000 + 10000 - 20000 - 20000,
      marginPercent: 9.44, // 490,00 / 5.190,00
      missingCosts: 2,
    });
    expect((await report(`from=${d(31)}&to=${d(31)}`)).rows.map((x) => x.number)).toEqual([b]);
    // the stays' sale and cost the report sums are the rule's
    expect(staleStayAmounts(await stayAmountsChecks(suite.ctx.db))).toEqual([]);
  });

  test("the Cruscotto's 'Andamento vendite': the sale and margin of the same cases, by departure month", async () => {
    const r = await report(`from=${d(30)}&to=${d(31)}&by=departure`);
    const res = await call('GET', `/dashboard?from=${d(30)}&to=${d(31)}`);
    expect(res.statusCode).toBe(200);
    const sales = dashboardResponse.parse(res.json()).sales;
    const sum = (f: (m: (typeof sales)[number]) => number) => sales.reduce((s, m) => s + f(m), 0);
    expect([
      sum((m) => m.thisYear.cases),
      sum((m) => m.thisYear.sale),
      sum((m) => m.thisYear.margin),
    ]).toEqual([r.totals.cases, r.totals.sale, r.totals.margin]);
    expect(sum((m) => m.thisYear.missingCosts)).toBe(r.totals.missingCosts);
    expect(r.totals.sale).toBeGreaterThan(0);
    // Each month: the report's rows of that month.
    for (const m of sales) {
      const rows = r.rows.filter((x) => x.beginDate.startsWith(m.month));
      expect(m.thisYear.sale).toBe(rows.reduce((s, x) => s + x.sale, 0));
      expect(m.thisYear.margin).toBe(rows.reduce((s, x) => s + x.margin, 0));
    }
  });

  test('by invoice date, monthly VAT at 22%: a loss carried to the next month', async () => {
    const r = await report('from=2027-01-01&to=2027-03-31&by=invoice');
    expect(r.rows.map((x) => [x.number, x.invoiceDate])).toEqual([
      [b, '2027-01-10'],
      [c, '2027-02-01'],
      [a, '2027-03-05'],
    ]);
    expect(r.vat?.kind).toBe('month');
    expect(
      r.vat?.periods.map((p) => [
        p.key,
        p.cases,
        p.margin,
        p.carriedIn,
        p.taxableMargin,
        p.carriedOut,
        p.vat,
      ]),
    ).toEqual([
      ['2027-01', 1, 10000, 0, 10000, 0, 1803], // 100,00 × 22 / 122 = 18,03
      ['2027-02', 1, -20000, 0, 0, 20000, 0],
      ['2027-03', 1, 79000, 20000, 59000, 0, 10639], // 590,00 × 22 / 122 = 106,39
    ]);
  });

  test('a loss in December is not carried into January', async () => {
    const r = await report('from=2026-12-01&to=2027-01-31&by=invoice');
    expect(r.rows.map((x) => x.number)).toEqual([e, b]);
    const periods = r.vat?.periods ?? [];
    // the whole of 2026 (for the losses carried within it), then January 2027
    expect(periods.map((p) => p.key)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      '2027-01',
    ]);
    expect(periods[11]).toMatchObject({ margin: -20000, carriedOut: 0, lostAtYearEnd: 20000, vat: 0 });
    expect(periods[12]).toMatchObject({ carriedIn: 0, taxableMargin: 10000, vat: 1803 });
  });

  test('bad input: Italian field messages', async () => {
    const bad = await call('GET', '/margins?from=2027-02-30&to=2027-03-01');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['from']);
    const reversed = await call('GET', '/margins?from=2027-03-01&to=2027-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toMatch(/data/i);
    const basis = await call('GET', '/margins?from=2027-03-01&to=2027-03-02&by=fattura');
    expect(basis.statusCode).toBe(400);
    expect(Object.keys(basis.json().fields)).toEqual(['by']);
  });

  test('Excel and CSV downloads; texts made formula safe', async () => {
    const csv = await call('GET', '/margins/export?from=2027-01-01&to=2027-03-31&by=invoice&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="margini-2027-01-01-2027-03-31.csv"',
    );
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Pratica;Nome;Cliente;Partenza;Data fattura;Vendita (€);Costo (€);Margine (€);Margine %;Righe senza costo',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${b};"'=Gita ""B""";Cliente Hotel Bellavista;[0-9/]+;10/01/2027;500;400;100;20;0$`),
    );
    expect(lines).toContain('2027-03;01/03/2027;31/03/2027;1;3490;2700;790;200;590;0;106,39');
    const xlsx = await call('GET', '/margins/export?from=2027-01-01&to=2027-03-31&by=invoice');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('Configurazione: margin VAT', () => {
  test('defaults, validation, quarters, regime off, stale version', async () => {
    const config = suite.api('/api/config/margins', 'admin');
    expect((await config('GET', '')).json()).toEqual({
      regime74ter: true,
      vatPeriod: 'month',
      vatRate: 22,
      version: 0,
    });

    const bad = await config('PUT', '', { regime74ter: true, vatPeriod: 'anno', vatRate: 0, version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      vatPeriod: expect.any(String),
      vatRate: "L'aliquota deve essere un numero intero da 1 a 99",
    });
    expect(
      (await config('PUT', '', { regime74ter: true, vatPeriod: 'month', vatRate: 22.5, version: 0 })).json()
        .fields,
    ).toEqual({
      vatRate: "L'aliquota deve essere un numero intero da 1 a 99",
    });
    expect(
      (
        await call('PUT', '/config/margins', {
          regime74ter: true,
          vatPeriod: 'quarter',
          vatRate: 22,
          version: 0,
        })
      ).statusCode,
    ).toBe(403);

    const saved = await config('PUT', '', {
      regime74ter: true,
      vatPeriod: 'quarter',
      vatRate: 22,
      version: 0,
    });
    expect(saved.json()).toEqual({ regime74ter: true, vatPeriod: 'quarter', vatRate: 22, version: 1 });
    const q = await report('from=2027-01-01&to=2027-03-31&by=invoice');
    // T1: 4.590,00 − 3.900,00 = 690,00 → 690,00 × 22 / 122 = 124,43
    expect(q.vat?.periods.map((p) => [p.key, p.begin, p.end, p.sales, p.costs, p.vat])).toEqual([
      ['2027-T1', '2027-01-01', '2027-03-31', 459000, 390000, 12443],
    ]);

    expect(
      (await config('PUT', '', { regime74ter: false, vatPeriod: 'quarter', vatRate: 22, version: 0 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await config('PUT', '', { regime74ter: false, vatPeriod: 'quarter', vatRate: 10, version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await report('from=2027-01-01&to=2027-03-31&by=invoice')).vat).toBeNull();
  });
});

describe('agency users never see a purchase cost', () => {
  test('the margin, the report, its downloads and the configuration answer 403', async () => {
    const agency = suite.users.agency;
    for (const url of [
      `/docs/${a}/margin`,
      '/margins?from=2027-01-01&to=2027-03-31',
      '/margins/export?from=2027-01-01&to=2027-03-31&format=csv',
      '/config/margins',
    ]) {
      expect((await call('GET', url, undefined, agency)).statusCode).toBe(403);
    }
  });
});
