// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): a streamed CSV over a real socket
import {
  addDays,
  allotmentReleasesResponse,
  allotmentSearchResponse,
  decodeAllotmentGrid,
  formatDate,
  todayInRome,
} from '@ham/contracts';
import Fastify from 'fastify';
import { gridExport } from '../src/allotment/export-routes';
import { expiringOptionsText } from '../src/allotment/export-rows';
import type { ExportRow } from '../src/exports/cells';
import { createExporter } from '../src/exports/send-export';
import { hotelsSuite, insertBlock, insertHoldRow, insertHotel } from './hotels-fixtures';
import { xlsxRows } from './xlsx-support';

const t = hotelsSuite();
const today = todayInRome();
const d = (n: number) => addDays(today, n);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const get = (
  url: string,
  cookie: string | undefined = t.users.operator,
  headers: Record<string, string> = {},
) =>
  t.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie, ...headers } : headers });

/** A minimal reader of the Italian CSV: ';' fields, CRLF lines, "quoted" fields with "" inside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

async function collect(rows: AsyncIterable<ExportRow>): Promise<ExportRow[]> {
  const out: ExportRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function gridFixture() {
  const garda = await insertHotel(t.ctx.db, 'Hotel Garda', t.place('sirmione'), { city: 'Sirmione; lago' });
  await insertBlock(t.ctx.db, garda, 'a', d(1), d(3), 10);
  await insertHoldRow(t.ctx.db, garda, 'a', d(1), d(3), 4, 'option', d(5), 'Gruppo Rossi');
  await insertHoldRow(t.ctx.db, garda, 'a', d(2), d(4), 3, 'reservation', null, 'Liceo Volta');
  const siena = await insertHotel(t.ctx.db, 'Albergo "Il Palio"', t.place('siena'));
  await insertBlock(t.ctx.db, siena, 'a', d(0), d(4), 5, 2);
  const formula = await insertHotel(t.ctx.db, '=Hotel Formula');
  await insertBlock(t.ctx.db, formula, 'a', d(2), d(2), 1);
}

describe('GET /allotment/search.csv and .xlsx', () => {
  const query = () => `type=a&from=${d(0)}&to=${d(4)}`;

  test('CSV: BOM, ";" fields, DD/MM/YYYY days, four rows a hotel with the numbers of the search', async () => {
    await gridFixture();
    const res = await get(`/allotment/search.csv?${query()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="disponibilita-${d(0)}-${d(4)}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    const days = [0, 1, 2, 3, 4].map((n) => formatDate(d(n)));
    expect(rows[0]).toEqual(['Hotel', 'Località', 'Riga', ...days]);

    const search = await get(`/allotment/search?${query()}`);
    const grid = decodeAllotmentGrid(allotmentSearchResponse.parse(search.json()));
    // Name order ignores the leading '=' (the search's sort key).
    expect(grid.hotels.map((h) => h.hotel.name)).toEqual([
      '=Hotel Formula',
      'Albergo "Il Palio"',
      'Hotel Garda',
    ]);
    const expected = grid.hotels.flatMap((h) => {
      // Text starting with = is neutralized (CSV injection).
      const name = h.hotel.name.startsWith('=') ? `'${h.hotel.name}` : h.hotel.name;
      const place = h.hotel.place ?? '';
      return [
        [name, place, 'Opzionati', ...h.optioned],
        [name, place, 'Confermati', ...h.reserved],
        [name, place, 'Disponibili', ...h.available],
        [name, place, 'Allotment', ...h.allotted],
      ].map((r) => r.map(String));
    });
    expect(rows.slice(1)).toEqual(expected);
    expect(rows[9].slice(0, 8)).toEqual([
      'Hotel Garda',
      'Sirmione; lago',
      'Opzionati',
      '0',
      '4',
      '4',
      '0',
      '0',
    ]);
    // Quoting as sent: ';' and '"' inside fields.
    expect(text).toContain('"Albergo ""Il Palio""";Siena;Opzionati;');
    expect(text).toContain('Hotel Garda;"Sirmione; lago";Disponibili;0;6;3;7;0\r\n');
  });

  test('an overbooked night (a forced hold beyond the allotment): Disponibili negative, as the grid shows it', async () => {
    const hotel = await insertHotel(t.ctx.db, 'Hotel Pieno', t.place('sirmione'));
    await insertBlock(t.ctx.db, hotel, 'a', d(1), d(2), 10);
    await insertHoldRow(t.ctx.db, hotel, 'a', d(1), d(2), 12, 'reservation', null, 'Gruppo forzato');
    const rows = parseCsv(
      (await get(`/allotment/search.csv?${query()}`)).rawPayload.subarray(3).toString('utf8'),
    );
    const available = rows.find((r) => r[0] === 'Hotel Pieno' && r[2] === 'Disponibili');
    expect(available?.slice(3)).toEqual(['0', '-2', '10', '0', '0']);
    const sheet = await xlsxRows((await get(`/allotment/search.xlsx?${query()}`)).rawPayload, 8);
    expect(sheet.find((r) => r[0] === 'Hotel Pieno' && r[2] === 'Disponibili')?.slice(3)).toEqual([
      0, -2, 10, 0, 0,
    ]);
  });

  test('xlsx: numbers as numbers, days as dates, the same values; never compressed again', async () => {
    await gridFixture();
    const res = await get(`/allotment/search.xlsx?${query()}`, t.users.operator, {
      'accept-encoding': 'br, gzip',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="disponibilita-${d(0)}-${d(4)}.xlsx"`,
    );
    const rows = await xlsxRows(res.rawPayload, 8);
    expect(rows[0]).toEqual(['Hotel', 'Località', 'Riga', d(0), d(1), d(2), d(3), d(4)]);
    const grid = decodeAllotmentGrid(
      allotmentSearchResponse.parse((await get(`/allotment/search?${query()}`)).json()),
    );
    const expected = grid.hotels.flatMap((h) => {
      const place = h.hotel.place;
      return [
        [h.hotel.name, place, 'Opzionati', ...h.optioned],
        [h.hotel.name, place, 'Confermati', ...h.reserved],
        [h.hotel.name, place, 'Disponibili', ...h.available],
        [h.hotel.name, place, 'Allotment', ...h.allotted],
      ];
    });
    expect(rows.slice(1)).toEqual(expected);
    expect(rows[9]).toEqual(['Hotel Garda', 'Sirmione; lago', 'Opzionati', 0, 4, 4, 0, 0]);
  });

  test('read in pages of 2 hotels: the same rows as one page; the hotel limit cuts like the screen', async () => {
    for (let i = 0; i < 5; i++) {
      const id = await insertHotel(t.ctx.db, `Hotel ${i}`);
      await insertBlock(t.ctx.db, id, 's', d(i), d(i + 2), i + 1);
      await insertHoldRow(t.ctx.db, id, 's', d(1), d(2), 1, 'option', d(3), `Rif ${i}`);
    }
    const q = { type: 's', from: d(0), to: d(6) };
    const limits = { maxDays: 366, maxHotels: 1000 };
    const paged = await collect(await gridExport(t.ctx.db, q, limits, 2));
    const whole = await collect(await gridExport(t.ctx.db, q, limits, 1000));
    expect(paged).toHaveLength(1 + 5 * 4);
    expect(paged).toEqual(whole);
    const cut = await collect(await gridExport(t.ctx.db, q, { ...limits, maxHotels: 3 }, 2));
    expect(cut).toEqual(whole.slice(0, 1 + 3 * 4));
    expect([...new Set(cut.slice(1).map((r) => r[0]))]).toEqual(['Hotel 0', 'Hotel 1', 'Hotel 2']);
    // No hotel: the header alone.
    expect(await collect(await gridExport(t.ctx.db, { ...q, type: 'a' }, limits, 2))).toHaveLength(1);
  });

  test('bad input 400 (JSON, Italian) before any work; agency users 403, anonymous 401', async () => {
    for (const ext of ['csv', 'xlsx']) {
      const tooLong = await get(`/allotment/search.${ext}?type=s&from=${d(0)}&to=${d(366)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.headers['content-type']).toContain('application/json');
      expect(tooLong.json()).toEqual({
        error: 'PeriodTooLarge',
        message: 'Il periodo indicato è troppo esteso, restringere il periodo.',
      });
      expect((await get(`/allotment/search.${ext}?type=zz&from=${d(0)}&to=${d(1)}`)).json().fields).toEqual({
        type: 'Tipologia ospiti non valida',
      });
      expect((await get(`/allotment/search.${ext}?from=${d(0)}&to=${d(1)}`)).json().fields).toEqual({
        type: 'Campo obbligatorio',
      });
      expect((await get(`/allotment/releases.${ext}?days=61`)).statusCode).toBe(400);
      expect((await get(`/allotment/search.${ext}?${query()}`, t.users.agency)).statusCode).toBe(403);
      expect((await get(`/allotment/releases.${ext}`, t.users.agency)).statusCode).toBe(403);
      expect((await get(`/allotment/search.${ext}?${query()}`, '')).statusCode).toBe(401);
    }
  });
});

describe('GET /allotment/releases.csv and .xlsx', () => {
  test('one row a night, as GET /allotment/releases has them', async () => {
    const garda = await insertHotel(t.ctx.db, 'Hotel Garda', t.place('sirmione'), { city: 'Desenzano' });
    await insertBlock(t.ctx.db, garda, 'a', d(3), d(5), 10, 2);
    await insertHoldRow(t.ctx.db, garda, 'a', d(3), d(5), 3, 'reservation', null, 'Liceo Volta');
    await insertHoldRow(t.ctx.db, garda, 'a', d(4), d(6), 5, 'option', d(1), 'Gruppo Rossi');
    const body = allotmentReleasesResponse.parse((await get('/allotment/releases?type=a')).json());
    const nights = body.hotels.flatMap((h) => h.nights.map((n) => ({ hotel: h.hotel, n })));
    expect(nights.length).toBe(3);
    expect(nights.some(({ n }) => n.expiringOptions.length > 0)).toBe(true);

    const csv = await get('/allotment/releases.csv?type=a');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="rilasci-${body.today}-${body.until}.csv"`,
    );
    const text = csv.rawPayload.subarray(3).toString('utf8');
    // The header line as it is in the file: unquoted, ';' between columns.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      'Hotel;Località;Tipologia;Notte;Data rilascio;Allotment;Opzionati;Confermati;Liberi;' +
        'Opzioni in scadenza prima del rilascio',
    );
    const rows = parseCsv(text);
    expect(rows[0]).toHaveLength(10);
    expect(rows.slice(1)).toEqual(
      nights.map(({ hotel, n }) =>
        [
          hotel.name,
          hotel.place ?? '',
          n.guestType.name,
          formatDate(n.night),
          formatDate(n.release),
          n.allotted,
          n.optioned,
          n.reserved,
          n.free,
          expiringOptionsText(n.expiringOptions),
        ].map(String),
      ),
    );
    expect(rows.some((r) => r[9].startsWith(`Gruppo Rossi (5 posti, scade il ${formatDate(d(1))}`))).toBe(
      true,
    );

    const xlsx = await get('/allotment/releases.xlsx?type=a');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    const cells = await xlsxRows(xlsx.rawPayload, 10);
    expect(cells[0]).toEqual(rows[0]);
    expect(cells.slice(1)).toEqual(
      nights.map(({ hotel, n }) => [
        hotel.name,
        hotel.place,
        n.guestType.name,
        n.night,
        n.release,
        n.allotted,
        n.optioned,
        n.reserved,
        n.free,
        expiringOptionsText(n.expiringOptions) || null,
      ]),
    );
  });
});

describe('a failure once the file is being sent', () => {
  test('is logged and the connection destroyed: never a 500 page', async () => {
    const app = Fastify({ logger: false });
    async function* failing(): AsyncGenerator<ExportRow> {
      yield ['Hotel', 'Riga'];
      for (let i = 0; i < 5000; i++) yield [`Hotel ${i}`, 'x'.repeat(50)];
      throw new Error('database gone');
    }
    const exporter = createExporter({ db: t.ctx.db, perUser: 2 });
    app.addHook('onRequest', async (request) => {
      (request as unknown as { user: { accountId: number } }).user = { accountId: 1 };
    });
    app.addHook('onClose', () => exporter.close());
    for (const format of ['csv', 'xlsx'] as const)
      app.get(`/x.${format}`, (request, reply) =>
        exporter.send(request, reply, format, 'x', failing(), { sheet: 'x' }),
      );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      for (const format of ['csv', 'xlsx']) {
        const res = await fetch(`http://127.0.0.1:${port}/x.${format}`);
        expect(res.status).toBe(200);
        await expect(res.arrayBuffer()).rejects.toThrow();
      }
    } finally {
      await app.close();
    }
  });
});
