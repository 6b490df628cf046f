import {
  caseFile,
  myQuoteRequest,
  quoteMessages,
  quoteOptionsResponse,
  quoteRequest,
  quoteRequestListItem,
} from '@ham/contracts';
import { z } from 'zod';
import { whileOfferDisabled } from './hotels-fixtures';
import { d, expectNothingHidden, quoteSuite } from './quote-fixtures';
import { stayAmountsChecks } from './stay-amounts';

const w = quoteSuite();
beforeEach(async () => {
  await w.ctx.db.deleteFrom('quote_requests').execute();
  await w.ctx.db.deleteFrom('mail_outbox').execute();
  await w.ctx.db.deleteFrom('config_groups').execute();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: unknown, cookie = w.users.agency) {
  const res = await w.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (url.startsWith('/quotereq')) {
    expectNothingHidden(res);
  }
  return res;
}

const criteria = (over: Record<string, unknown> = {}) => ({
  guestCount: 20,
  guestTypeId: 's',
  begin: d(40),
  end: d(44),
  areaId: w.geo.areaId,
  serviceClassId: 'hb',
  ...over,
});
const optionsUrl = (c: Record<string, unknown> = {}) => {
  const v = criteria(c);
  return `/quotereq/options?gc=${v.guestCount}&gt=${v.guestTypeId}&from=${v.begin}&to=${v.end}&area=${v.areaId}&sc=${v.serviceClassId}`;
};
const options = async (c: Record<string, unknown> = {}, cookie = w.users.agency) => {
  const res = await call('GET', optionsUrl(c), undefined, cookie);
  expect(res.statusCode).toBe(200);
  return quoteOptionsResponse.parse(res.json()).items;
};
const configureStaffMail = (email: string) =>
  call('PUT', '/config/quoterequests', { email, version: 0 }, w.users.admin);
const outbox = () => w.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const requestCount = async () =>
  Number(
    (
      await w.ctx.db
        .selectFrom('quote_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /quotereq/options', () => {
  test('self-quotable hotels with the places on every night and a price on every night; the agency’s prices', async () => {
    const items = await options();
    // Beta: 10 places; Gamma: not self-quotable; Eta: d(42) unpriced; Delta, Epsilon, Zeta: not shown.
    expect(items).toEqual([
      {
        hotel: expect.objectContaining({ id: w.h.alfa, name: 'Hotel Alfa', city: 'Sirmione' }),
        // Nights d(40), d(41) at 50,00 + 2,50; d(42), d(43) at 60,00 + 2,50 (Agenzia Uno's surcharge).
        unitPriceMin: 5250,
        unitPriceMax: 6250,
        freeEvery: 10,
        freebieAccomodation: { id: 'mul', name: 'Multipla' },
        // 20 × 23,000 − 2 free × 23,000.
        totalCost: 414000,
      },
    ]);
    // Agenzia Due has no surcharge: 20 × 22,000 − 2 × 22,000.
    expect((await options({}, w.agency2Cookie))[0].totalCost).toBe(396000);
  });

  test('smaller groups find more hotels, cheapest first; other classes, guest types, an empty area', async () => {
    const five = await options({ guestCount: 5 });
    // Beta: 5 × 4 nights × 42,50, no freebie rule; Alfa: 5 × 23,000.
    expect(five.map((o) => [o.hotel.name, o.totalCost, o.freeEvery])).toEqual([
      ['Hotel Beta', 85000, null],
      ['Hotel Alfa', 115000, 10],
    ]);
    const fullBoard = await options({ guestCount: 5, serviceClassId: 'fb' });
    expect(fullBoard.map((o) => [o.unitPriceMin, o.unitPriceMax])).toEqual([
      [5750, 5750],
      [6750, 7750],
    ]);
    // Adults: Alfa's 'a' offer has no places (no block for 'a').
    expect(await options({ guestTypeId: 'a', guestCount: 2 })).toEqual([]);
    expect(await options({ areaId: w.emptyArea })).toEqual([]);
    expect(await options({ begin: d(120), end: d(122) })).toEqual([]);
  });

  test('the global self-quote flag off: no options', async () => {
    await w.ctx.db
      .updateTable('feature_flags')
      .set({ enabled: false })
      .where('id', '=', 'selfQuoteEnabled')
      .execute();
    try {
      expect(await options()).toEqual([]);
    } finally {
      await w.ctx.db
        .updateTable('feature_flags')
        .set({ enabled: true })
        .where('id', '=', 'selfQuoteEnabled')
        .execute();
    }
  });

  test('bad input: 0 or 10,000 guests, a past or inverted period, beyond the limit, unknown area, class or guest type', async () => {
    const fields = async (c: Record<string, unknown>) => {
      const res = await call('GET', optionsUrl(c));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Alcuni campi non sono validi');
      return res.json().fields;
    };
    expect(await fields({ guestCount: 0 })).toEqual({ gc: quoteMessages.atLeastOne });
    expect(await fields({ guestCount: 10000 })).toEqual({ gc: quoteMessages.tooManyGuests(1000) });
    expect(await fields({ guestCount: 'venti' })).toHaveProperty('gc');
    expect(await fields({ begin: d(-1) })).toEqual({ from: 'Data nel passato non valida' });
    expect(await fields({ end: d(40) })).toEqual({ to: 'Deve essere dopo la data di inizio' });
    expect(await fields({ begin: '2026-02-30' })).toHaveProperty('from');
    expect(await fields({ end: d(71) })).toEqual({ to: quoteMessages.tooManyNights(30) });
    expect(await fields({ areaId: 999999 })).toEqual({ area: quoteMessages.invalidArea });
    expect(await fields({ serviceClassId: 'xx' })).toEqual({ sc: quoteMessages.invalidServiceClass });
    expect(await fields({ guestTypeId: 'xx' })).toEqual({ gt: quoteMessages.invalidGuestType });
  });
});

describe('POST /quotereq', () => {
  test('a request for the chosen hotel: the customer is the session’s agency, the estimate the server’s; mail to staff and a receipt', async () => {
    await configureStaffMail('preventivi@test.it');
    const res = await call('POST', '/quotereq', {
      ...criteria(),
      hotelId: w.h.alfa,
      quotedCost: 414000,
      notes: 'Gita di fine anno',
      customerId: w.agency2,
      agencyId: w.agency2,
    });
    expect(res.statusCode).toBe(201);
    const created = myQuoteRequest.parse(res.json());
    expect(created).toMatchObject({
      guestCount: 20,
      guestType: { id: 's', name: 'Studenti' },
      begin: d(40),
      end: d(44),
      area: { id: w.geo.areaId, name: 'Lago di Garda' },
      serviceClassId: 'hb',
      hotel: { id: w.h.alfa, name: 'Hotel Alfa', city: 'Sirmione' },
      quotedCost: 414000,
      notes: 'Gita di fine anno',
      status: 'new',
    });
    const row = await w.ctx.db
      .selectFrom('quote_requests')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      agency_id: w.agency1,
      contact_email: 'agenzia@test.it',
      quoted_cost: 414000,
    });
    const mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['quote_request', 'preventivi@test.it'],
      ['quote_receipt', 'agenzia@test.it'],
    ]);
    expect(mails[0].subject).toBe(`Richiesta di preventivo n. ${created.id} da Agenzia Uno`);
    expect(mails[0].text).toContain('Hotel: Hotel Alfa (Sirmione), costo stimato 4.140,00\u00a0€');
    expect(mails[0].text).toContain(`/richieste/${created.id}`);
    expect(mails[1].text).toContain(quoteMessages.sent);
    expect(mails[1].text).toContain('Penali di annullamento');
  });

  test('a custom solution (no hotel); without a staff address only the receipt is written', async () => {
    const res = await call('POST', '/quotereq', { ...criteria({ areaId: w.emptyArea }), notes: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hotel: null, quotedCost: null, notes: null });
    expect((await outbox()).map((m) => m.kind)).toEqual(['quote_receipt']);
    expect((await outbox())[0].text).toContain('nessuno scelto');
  });

  test('a hotel not among the options, or an estimate that is not the server’s: refused, nothing written', async () => {
    await configureStaffMail('preventivi@test.it');
    const refused = async (body: Record<string, unknown>, status: number) => {
      const res = await call('POST', '/quotereq', { ...criteria(), ...body });
      expect(res.statusCode).toBe(status);
      return res.json();
    };
    for (const hotelId of [w.h.beta, w.h.gamma, w.h.delta, w.h.epsilon, w.h.eta, w.h.zeta, 999999]) {
      expect((await refused({ hotelId }, 400)).fields).toEqual({ hotelId: quoteMessages.hotelNotAvailable });
    }
    expect(await refused({ hotelId: w.h.alfa, quotedCost: 1 }, 409)).toEqual({
      error: 'QuoteChanged',
      message: quoteMessages.quoteChanged,
      detail: { quotedCost: 414000 },
    });
    expect((await refused({ hotelId: 2 ** 40 }, 400)).fields).toHaveProperty('hotelId');
    expect(await requestCount()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  test('bad input: guests 0 or 10,000, past period, over the limit, unknown area, 100,000-character notes', async () => {
    const fields = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/quotereq', { ...criteria(), ...body });
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields({ guestCount: 0 })).toEqual({ guestCount: quoteMessages.atLeastOne });
    expect(await fields({ guestCount: 10000 })).toEqual({ guestCount: quoteMessages.tooManyGuests(1000) });
    expect(await fields({ begin: d(-3), end: d(2) })).toEqual({ begin: 'Data nel passato non valida' });
    expect(await fields({ end: d(80) })).toEqual({ end: quoteMessages.tooManyNights(30) });
    expect(await fields({ areaId: 999999 })).toEqual({ areaId: quoteMessages.invalidArea });
    expect(await fields({ serviceClassId: 'zz' })).toEqual({
      serviceClassId: quoteMessages.invalidServiceClass,
    });
    expect(await fields({ notes: 'x'.repeat(100_000) })).toEqual({ notes: 'Massimo 2000 caratteri' });
    expect(await fields({ guestCount: null, areaId: 'Garda' })).toEqual({
      guestCount: 'Campo obbligatorio',
      areaId: 'Campo obbligatorio',
    });
    expect((await call('POST', '/quotereq', [])).statusCode).toBe(400);
    expect(await requestCount()).toBe(0);
    expect(await outbox()).toEqual([]);
  });
});

async function send(cookie = w.users.agency, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/quotereq', { ...criteria(), hotelId: w.h.alfa, ...body }, cookie);
  expect(res.statusCode).toBe(201);
  return myQuoteRequest.parse(res.json());
}

describe('Le mie richieste and the staff view', () => {
  test('each agency lists and reads only its own requests; another’s id is 404', async () => {
    const mine = await send();
    const theirs = await send(w.agency2Cookie, { hotelId: null, guestCount: 8 });
    const list = (await call('GET', '/quotereq')).json();
    expect(list.items.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(list.pageInfo.totalItems).toBe(1);
    expect((await call('GET', '/quotereq', undefined, w.agency2Cookie)).json().items).toHaveLength(1);
    expect((await call('GET', `/quotereq/${mine.id}`)).json()).toEqual(mine);
    const idor = await call('GET', `/quotereq/${theirs.id}`);
    expect(idor.statusCode).toBe(404);
    expect(idor.json()).toEqual({ error: 'NotFound', message: quoteMessages.requestNotFound });
    expect((await call('GET', `/quotereq/${theirs.id + 1000}`)).statusCode).toBe(404);
  });

  test('staff: the paged list newest first (by status), the view with the hotel’s contacts, status changes', async () => {
    await w.ctx.db
      .updateTable('hotels')
      .set({ phone: '+39 030 1234567', email: 'info@alfa.it', website: 'https://alfa.it' })
      .where('id', '=', w.h.alfa)
      .execute();
    const first = await send();
    const second = await send(w.agency2Cookie, { hotelId: null });
    const list = (await call('GET', '/docs/quotereqs?ipp=1', undefined, w.users.operator)).json();
    expect(list.pageInfo).toEqual({ page: 1, itemsPerPage: 1, totalItems: 2, totalPages: 2 });
    expect(quoteRequestListItem.parse(list.items[0])).toMatchObject({
      id: second.id,
      customer: { id: w.agency2, fullName: 'Agenzia Due', email: 'due@test.it' },
      guestCount: 20,
      status: 'new',
      caseNumber: null,
    });
    const view = quoteRequest.parse(
      (await call('GET', `/docs/quotereqs/${first.id}`, undefined, w.users.operator)).json(),
    );
    expect(view).toMatchObject({
      customer: { id: w.agency1, fullName: 'Agenzia Uno', email: 'agenzia@test.it' },
      serviceClassId: 'hb',
      quotedCost: 414000,
      hotel: {
        id: w.h.alfa,
        name: 'Hotel Alfa',
        category: { id: '3', name: '3 stelle' },
        position: { id: 'c', name: 'Centro' },
        city: 'Sirmione',
        country: { id: 'IT', name: 'Italia' },
        phone: '+39 030 1234567',
        email: 'info@alfa.it',
        website: 'https://alfa.it',
      },
    });
    const put = (body: unknown, id = first.id) =>
      call('PUT', `/docs/quotereqs/${id}/status`, body, w.users.operator);
    const done = await put({ status: 'done', version: view.version });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', version: view.version + 1 });
    expect((await put({ status: 'rejected', version: view.version })).json().error).toBe('StaleRecord');
    expect((await put({ status: 'closed', version: view.version + 1 })).statusCode).toBe(400);
    expect((await put({ status: 'done', version: 0 }, 999999)).statusCode).toBe(404);
    // The agency sees the status staff set.
    expect((await call('GET', `/quotereq/${first.id}`)).json().status).toBe('done');
    const byStatus = (await call('GET', '/docs/quotereqs?status=done', undefined, w.users.admin)).json();
    expect(byStatus.items.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect((await call('GET', '/docs/quotereqs/999999', undefined, w.users.admin)).statusCode).toBe(404);
  });

  test("'Crea pratica': a case named as staff confirmed, for the agency with the group, period, guest type and notes and a stay in the chosen hotel, linked once", async () => {
    const request = await send(w.users.agency, { notes: 'Due celiaci\nArrivo in pullman' });
    const url = `/docs/quotereqs/${request.id}/case`;
    // No name, or a blank one: 400 on the field, nothing created.
    for (const body of [{}, { name: '  ' }]) {
      const refused = await call('POST', url, body, w.users.operator);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ name: expect.any(String) });
    }
    expect(
      (await call('GET', `/docs/quotereqs/${request.id}`, undefined, w.users.operator)).json().caseNumber,
    ).toBeNull();
    const res = await call('POST', url, { name: ' Gita di fine anno - Agenzia Uno ' }, w.users.operator);
    expect(res.statusCode).toBe(201);
    const { number, stayId } = z.object({ number: z.number(), stayId: z.number() }).parse(res.json());
    const file = caseFile.parse((await call('GET', `/docs/${number}`, undefined, w.users.operator)).json());
    expect(file).toMatchObject({
      number,
      name: 'Gita di fine anno - Agenzia Uno',
      notes: 'Due celiaci\nArrivo in pullman',
      customer: { id: w.agency1, fullName: 'Agenzia Uno' },
      beginDate: d(40),
      endDate: d(44),
      guestType: { id: 's' },
      guestCount: 20,
      user: { firstName: 'Test', lastName: 'operatore' },
    });
    expect(file.stays).toHaveLength(1);
    const [stay] = file.stays;
    expect(stay).toMatchObject({
      id: stayId,
      hotel: { id: w.h.alfa },
      begin: d(40),
      end: d(44),
      guests: { mul: 20 },
    });
    expect(stay.conditions.map((c) => c.serviceClassId)).toEqual(['hb', 'hb', 'hb', 'hb', 'hb']);
    // The staff price list, two free guests: 18 × (50 + 50 + 60 + 60) €.
    expect(stay.total).toBe(20 * 22000 - 2 * 22000);
    // the stay keeps its sale (and cost) on its row, as every stay save
    const [amounts] = await stayAmountsChecks(w.ctx.db, number);
    expect(amounts.stored).toEqual(amounts.rule);
    expect(amounts.stored.sale).toBe(stay.total);
    expect(stay.option).toBeNull();
    const view = (await call('GET', `/docs/quotereqs/${request.id}`, undefined, w.users.operator)).json();
    expect(view).toMatchObject({ caseNumber: number, status: 'in_progress' });

    const again = await call('POST', url, { name: 'Di nuovo' }, w.users.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'AlreadyLinked',
      message: quoteMessages.alreadyLinked(number),
    });
    // Deleting the case unlinks the request.
    expect((await call('DELETE', `/docs/${number}`, undefined, w.users.admin)).statusCode).toBe(204);
    expect(
      (await call('GET', `/docs/quotereqs/${request.id}`, undefined, w.users.admin)).json().caseNumber,
    ).toBeNull();
  });

  test("'Crea pratica' without a chosen hotel, or with a hotel whose price list is now disabled: a case without stays", async () => {
    const custom = await send(w.agency2Cookie, { hotelId: null });
    const withHotel = await send();
    await whileOfferDisabled(w.ctx.db, w.h.alfa, 's', async () => {
      for (const id of [custom.id, withHotel.id]) {
        const res = await call('POST', `/docs/quotereqs/${id}/case`, { name: 'Gita' }, w.users.admin);
        expect(res.statusCode).toBe(201);
        expect(res.json().stayId).toBeNull();
        const file = (await call('GET', `/docs/${res.json().number}`, undefined, w.users.admin)).json();
        expect(file.stays).toEqual([]);
      }
    });
    expect(
      (await call('POST', '/docs/quotereqs/999999/case', { name: 'Gita' }, w.users.admin)).statusCode,
    ).toBe(404);
  });

  test('who may: agency users 403 on staff routes, staff 403 on the portal, anonymous 401', async () => {
    const request = await send();
    const staffRoutes: [Method, string, unknown?][] = [
      ['GET', '/docs/quotereqs'],
      ['GET', `/docs/quotereqs/${request.id}`],
      ['PUT', `/docs/quotereqs/${request.id}/status`, { status: 'done', version: 0 }],
      ['POST', `/docs/quotereqs/${request.id}/case`],
    ];
    for (const [method, url, body] of staffRoutes) {
      expect((await call(method, url, body)).statusCode).toBe(403);
      expect((await call(method, url, body, '')).statusCode).toBe(401);
    }
    const portal: [Method, string, unknown?][] = [
      ['GET', optionsUrl()],
      ['POST', '/quotereq', criteria()],
      ['GET', '/quotereq'],
      ['GET', `/quotereq/${request.id}`],
    ];
    for (const [method, url, body] of portal) {
      expect((await call(method, url, body, w.users.admin)).statusCode).toBe(403);
      expect((await call(method, url, body, w.users.operator)).statusCode).toBe(403);
      expect((await call(method, url, body, '')).statusCode).toBe(401);
    }
    expect(await requestCount()).toBe(1);
  });
});
