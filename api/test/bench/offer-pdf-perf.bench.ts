import { addDays, todayInRome } from '@ham/contracts';
import { createListeningContext, type ListeningContext } from '../auth-helpers';
import { companyData } from '../documents-support';
import { createQuoteWorld, type QuoteWorld } from '../quote-fixtures';
import { medianMs, scaled, writeFigures } from './bench-support';

/**
 * Benchmark, run only by `npm run bench offer-pdf` (jest project `bench`), never by `npm test`.
 * The PDF of an offer (docs/product/offers.md#the-pdf) as the agency's browser gets it: over real
 * HTTP, session cookie, the PDF lane, the whole file read: ≤ 300 ms median. The offer is a large
 * one: five alternatives, each with three accommodations and ten included lines. The figures are
 * read by scripts/bench/offer-pdf.bench.mjs (bench-support.ts).
 */
let ctx: ListeningContext;
let w: QuoteWorld;
beforeAll(async () => {
  ctx = await createListeningContext();
  w = await createQuoteWorld(ctx);
});
afterAll(() => ctx.close());

const figures: Record<string, number> = {};
afterAll(() => writeFigures('offer-pdf-perf', figures));

const d = (n: number) => addDays(todayInRome(), n);

test('the offer PDF, five alternatives, as the agency downloads it', async () => {
  const call = async (method: string, path: string, cookie: string, body?: unknown) => {
    const res = await fetch(`${ctx.baseUrl}/api${path}`, {
      method,
      headers: { cookie, origin: ctx.baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, bytes: await res.arrayBuffer() };
  };
  expect((await call('PUT', '/config/company', w.users.admin, { ...companyData, version: 0 })).status).toBe(
    200,
  );
  const { id } = await ctx.db
    .insertInto('quote_requests')
    .values({
      agency_id: w.agency1,
      contact_email: 'agenzia@test.it',
      guest_count: 40,
      guest_type_id: 's',
      begin: d(40),
      end: d(44),
      area_id: w.geo.areaId,
      service_class_id: 'hb',
      notes: 'Gita di fine anno',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alternative = (hotelId: number, i: number) => ({
    hotelId,
    begin: d(40 + i),
    end: d(44 + i),
    serviceClassId: i % 2 ? 'fb' : 'hb',
    rooms: [
      { accomodationId: 'mul', guests: 34, unitPrice: null },
      { accomodationId: 'dbl', guests: 4, unitPrice: null },
      { accomodationId: 'sgl', guests: 2, unitPrice: null },
    ],
    included: Array.from({ length: 10 }, (_, j) => ({
      text: `Voce inclusa ${j + 1}: pranzo al sacco, bus GT, guida abilitata, ingresso al museo`,
      amount: j % 3 ? 12_000 + j * 100 : null,
    })),
    total: null,
  });
  const saved = await call('PUT', `/docs/quotereqs/${id}/offer`, w.users.admin, {
    validUntil: d(10),
    optionUntil: null,
    message: 'Ecco le nostre proposte per la vostra gita.\nRestiamo a disposizione per ogni variazione.',
    alternatives: [w.h.alfa, w.h.beta, w.h.alfa, w.h.beta, w.h.alfa].map(alternative),
    version: 0,
  });
  expect(saved.status).toBe(200);
  const version = JSON.parse(new TextDecoder().decode(saved.bytes)).version;
  expect((await call('POST', `/docs/quotereqs/${id}/offer/send`, w.users.admin, { version })).status).toBe(
    200,
  );

  const pdf = () => call('GET', `/quotereq/${id}/offer.pdf`, w.users.agency);
  // Warm-up: the PDF lane's worker started, pdfkit and the fonts loaded, the code optimized.
  for (let i = 0; i < scaled(10, 1); i++) expect((await pdf()).status).toBe(200);
  figures.offerPdfMedianMs = await medianMs(
    scaled(21, 3),
    async () => {
      const res = await pdf();
      expect(res.status).toBe(200);
      expect(res.bytes.byteLength).toBeGreaterThan(1000);
    },
    1,
  );
});
