import { myQuoteOffer, offerMessages, quoteOffer, quoteOffers } from '@ham/contracts/offers';
import { d, expectNothingHidden, quoteSuite } from './quote-fixtures';

// Offers answering a quote request (docs/product/offers.md): the staff's draft priced on the
// agency's price list, 'Invia all'agenzia', the agency's acceptance (case, stay, option) or
// refusal, and what an agency may never see or do.

const w = quoteSuite();

type Method = 'GET' | 'POST' | 'PUT';
async function call(method: Method, url: string, payload?: unknown, cookie = w.users.agency) {
  const res = await w.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (url.startsWith('/quotereq')) expectNothingHidden(res);
  return res;
}
const staff = (method: Method, url: string, payload?: unknown) => call(method, url, payload, w.users.admin);

async function newRequest(agencyId = w.agency1, from = 40, guests = 20) {
  const { id } = await w.ctx.db
    .insertInto('quote_requests')
    .values({
      agency_id: agencyId,
      contact_email: agencyId === w.agency1 ? 'agenzia@test.it' : 'due@test.it',
      guest_count: guests,
      guest_type_id: 's',
      begin: d(from),
      end: d(from + 3),
      area_id: w.geo.areaId,
      service_class_id: 'hb',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const alfa = (from = 40) => ({
  hotelId: w.h.alfa,
  begin: d(from),
  end: d(from + 3),
  serviceClassId: 'hb',
  rooms: [
    { accomodationId: 'mul', guests: 18, unitPrice: null },
    { accomodationId: 'sgl', guests: 2, unitPrice: null },
  ],
  included: [
    { text: 'Bus dalla stazione', amount: 50000 },
    { text: 'Guida turistica mezza giornata', amount: null },
  ],
  total: null,
});
const beta = (from = 40, guests = 10) => ({
  hotelId: w.h.beta,
  begin: d(from),
  end: d(from + 3),
  serviceClassId: 'hb',
  rooms: [{ accomodationId: 'mul', guests, unitPrice: 4000 }],
  included: [],
  total: null,
});

async function sentOffer(requestId: number, alternatives: unknown[], over: Record<string, unknown> = {}) {
  const saved = await staff('PUT', `/docs/quotereqs/${requestId}/offer`, {
    validUntil: d(10),
    optionUntil: d(20),
    message: 'Ecco la nostra proposta',
    alternatives,
    version: 0,
    ...over,
  });
  expect(saved.statusCode).toBe(200);
  const draft = quoteOffer.parse(saved.json());
  const sent = await staff('POST', `/docs/quotereqs/${requestId}/offer/send`, { version: draft.version });
  expect(sent.statusCode).toBe(200);
  return quoteOffer.parse(sent.json());
}

const myOffer = async (requestId: number, cookie = w.users.agency) => {
  const res = await call('GET', `/quotereq/${requestId}/offer`, undefined, cookie);
  expect(res.statusCode).toBe(200);
  return myQuoteOffer.parse(res.json());
};
const accept = (requestId: number, body: Record<string, unknown>, cookie = w.users.agency) =>
  call('POST', `/quotereq/${requestId}/offer/accept`, { note: null, ...body }, cookie);
const holdsOf = (hotelId: number, begin: string) =>
  w.ctx.db
    .selectFrom('holds')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('begin', '=', begin)
    .where('stay_id', 'is not', null)
    .execute();

beforeAll(async () => {
  await call('PUT', '/config/quoterequests', { email: 'preventivi@test.it', version: 0 }, w.users.admin);
});

describe('the offer', () => {
  test('a draft priced on the agency price list with its freebies, hidden from the agency until sent; then the mail, the status, the PDF', async () => {
    const id = await newRequest();
    const res = await staff('PUT', `/docs/quotereqs/${id}/offer`, {
      validUntil: d(10),
      optionUntil: null,
      message: 'Ecco la nostra proposta',
      alternatives: [alfa(), beta()],
      version: 0,
    });
    expect(res.statusCode).toBe(200);
    const draft = quoteOffer.parse(res.json());
    expect(draft.status).toBe('draft');
    const [a, b] = draft.alternatives;
    // Alfa for Agenzia Uno (+2,50): multipla 52,50, 52,50, 62,50 → 55,83 a night on average;
    // singola + 15,00; 2 free (one every 10) at the multipla's price; plus the bus.
    expect(a.rooms.map((r) => [r.accomodationName, r.guests, r.unitPrice])).toEqual([
      ['Multipla', 18, 5583],
      ['Singola', 2, 7083],
    ]);
    expect(a.freeGuests).toBe(2);
    expect(a.total).toBe(18 * 3 * 5583 + 2 * 3 * 7083 - 2 * 3 * 5583 + 50000);
    expect(a.pricePerPerson).toBe(Math.round(a.total / 20));
    expect(a.included).toEqual([
      { text: 'Bus dalla stazione', amount: 50000 },
      { text: 'Guida turistica mezza giornata', amount: null },
    ]);
    expect([b.hotel.name, b.total, b.freeGuests]).toEqual(['Hotel Beta', 10 * 3 * 4000, 0]);

    // Not sent: the agency sees the request 'In lavorazione' and no offer.
    expect(await myOffer(id)).toEqual({ status: 'in_progress', offer: null });

    await w.ctx.db.deleteFrom('mail_outbox').execute();
    const sent = await staff('POST', `/docs/quotereqs/${id}/offer/send`, { version: draft.version });
    expect(sent.statusCode).toBe(200);
    const mine = await myOffer(id);
    expect(mine.status).toBe('offer_sent');
    expect(mine.offer?.alternatives.map((x) => x.hotel.name)).toEqual(['Hotel Alfa', 'Hotel Beta']);
    const mails = await w.ctx.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['quote_offer', 'agenzia@test.it']]);
    expect(mails[0].text).toContain('Alternativa 2: Hotel Beta');
    expect(mails[0].text).toContain(`/mie-richieste/${id}`);
    const attached = await w.ctx.db
      .selectFrom('mail_attachments')
      .select(['filename', 'content_type', 'content'])
      .where('mail_id', '=', mails[0].id)
      .execute();
    expect(attached.map((a) => [a.filename, a.content_type])).toEqual([
      [`offerta-${id}-${draft.id}.pdf`, 'application/pdf'],
    ]);
    expect(attached[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    for (const [url, cookie] of [
      [`/quotereq/${id}/offer.pdf`, w.users.agency],
      [`/docs/quotereqs/${id}/offers/${draft.id}.pdf`, w.users.admin],
    ]) {
      const pdf = await call('GET', url, undefined, cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // The staff list: by status and by agency.
    const list = await staff('GET', `/docs/quotereqs?status=offer_sent&agency=${w.agency1}`);
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(id);
    expect(
      (await staff('GET', `/docs/quotereqs?status=offer_sent&agency=${w.agency2}`)).json().items,
    ).toEqual([]);
  });

  test('bad input: a past validity, an accommodation of another guest type, a night without a price, a stale draft', async () => {
    const id = await newRequest();
    const body = { validUntil: d(10), optionUntil: null, message: null, alternatives: [beta()], version: 0 };
    const fields = async (over: Record<string, unknown>) => {
      const res = await staff('PUT', `/docs/quotereqs/${id}/offer`, { ...body, ...over });
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields({ validUntil: d(-1) })).toEqual({ validUntil: offerMessages.validPast });
    expect(
      await fields({
        alternatives: [{ ...beta(), rooms: [{ accomodationId: 'zzz', guests: 1, unitPrice: null }] }],
      }),
    ).toEqual({ 'alternatives.0.rooms.0.accomodationId': offerMessages.invalidAccomodation });
    expect(
      await fields({
        alternatives: [{ ...beta(95), rooms: [{ accomodationId: 'mul', guests: 1, unitPrice: null }] }],
      }),
    ).toEqual({ 'alternatives.0.rooms.0.unitPrice': offerMessages.unpriced('mul') });
    expect(await fields({ alternatives: [] })).toHaveProperty('alternatives');
    expect((await staff('PUT', `/docs/quotereqs/${id}/offer`, body)).statusCode).toBe(200);
    expect((await staff('PUT', `/docs/quotereqs/${id}/offer`, body)).statusCode).toBe(409);
    expect((await staff('GET', `/docs/quotereqs/999999/offers`)).statusCode).toBe(404);
  });
});

describe('the answer', () => {
  test('accepting one alternative: the case, the stay at the agreed prices, the option until the offer’s date, once', async () => {
    const id = await newRequest(w.agency1, 50);
    const offer = await sentOffer(id, [alfa(50), beta(50)]);
    await w.ctx.db.deleteFrom('mail_outbox').execute();
    const body = {
      offerId: offer.id,
      alternativeId: offer.alternatives[0].id,
      guestCount: 21,
      note: 'Un ospite in più',
    };
    const [first, second] = await Promise.all([accept(id, body), accept(id, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const mine = myQuoteOffer.parse(first.json());
    expect(mine.status).toBe('accepted');
    expect(mine.offer).toMatchObject({
      status: 'accepted',
      acceptedAlternativeId: offer.alternatives[0].id,
      finalGuestCount: 21,
      agencyNote: 'Un ospite in più',
    });
    const caseNumber = mine.offer?.caseNumber as number;
    const stays = await w.ctx.db
      .selectFrom('stays')
      .selectAll()
      .where('case_number', '=', caseNumber)
      .execute();
    expect(stays).toHaveLength(1);
    expect(stays[0].guests).toEqual({ mul: 19, sgl: 2 });
    // From d(50) on: multipla 60,00 + 2,50, singola + 15,00 on every night.
    expect(stays[0].prices).toEqual({ mul: { hb: 6250 }, sgl: { hb: 7750 } });
    const holds = await holdsOf(w.h.alfa, d(50));
    expect(holds.map((h) => [h.kind, h.places, h.expires, h.stay_id])).toEqual([
      ['option', 21, d(20), stays[0].id],
    ]);
    const head = await w.ctx.db
      .selectFrom('cases')
      .selectAll()
      .where('number', '=', caseNumber)
      .executeTakeFirstOrThrow();
    expect([head.customer_id, head.begin_date, head.end_date, head.guest_count]).toEqual([
      w.agency1,
      d(50),
      d(53),
      21,
    ]);
    const mails = await w.ctx.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['quote_offer_answer', 'preventivi@test.it']]);
    // Staff see it too.
    const view = await staff('GET', `/docs/quotereqs/${id}`);
    expect([view.json().status, view.json().caseNumber]).toEqual(['accepted', caseNumber]);

    // The other alternative now: already answered.
    const other = await accept(id, { ...body, alternativeId: offer.alternatives[1].id });
    expect([other.statusCode, other.json().message]).toEqual([409, offerMessages.alreadyDecided]);
  });

  test('a request already made a case: the accepted stay and its option go into that case, its period widened', async () => {
    const id = await newRequest(w.agency1, 62, 8);
    const made = await staff('POST', `/docs/quotereqs/${id}/case`, { name: 'Gita già aperta' });
    expect(made.statusCode).toBe(201);
    const { number } = made.json();
    const offer = await sentOffer(id, [{ ...beta(63, 8), end: d(67) }]);
    const res = await accept(id, {
      offerId: offer.id,
      alternativeId: offer.alternatives[0].id,
      guestCount: 8,
    });
    expect(res.statusCode).toBe(200);
    expect(myQuoteOffer.parse(res.json()).offer?.caseNumber).toBe(number);
    const head = await w.ctx.db
      .selectFrom('cases')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect([head.name, head.begin_date, head.end_date]).toEqual(['Gita già aperta', d(62), d(67)]);
    const stays = await w.ctx.db
      .selectFrom('stays')
      .select(['id', 'hotel_id'])
      .where('case_number', '=', number)
      .execute();
    expect(stays.map((s) => s.hotel_id)).toEqual([w.h.beta]);
    expect((await holdsOf(w.h.beta, d(63))).map((h) => [h.kind, h.places, h.stay_id])).toEqual([
      ['option', 8, stays[0].id],
    ]);
  });

  test('an expired or superseded offer cannot be accepted; declining closes the request', async () => {
    const id = await newRequest(w.agency1, 60);
    const old = await sentOffer(id, [beta(60)]);
    const newer = await sentOffer(id, [beta(60, 8)]);
    const superseded = await accept(id, {
      offerId: old.id,
      alternativeId: old.alternatives[0].id,
      guestCount: 10,
    });
    expect([superseded.statusCode, superseded.json().message]).toEqual([409, offerMessages.superseded]);

    await w.ctx.db
      .updateTable('quote_offers')
      .set({ valid_until: d(-1) })
      .where('id', '=', newer.id)
      .execute();
    await w.ctx.db
      .updateTable('quote_requests')
      .set({ offer_valid_until: d(-1) })
      .where('id', '=', id)
      .execute();
    expect((await myOffer(id)).status).toBe('expired');
    expect(
      (await staff('GET', `/docs/quotereqs?status=expired`)).json().items.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    const expired = await accept(id, {
      offerId: newer.id,
      alternativeId: newer.alternatives[0].id,
      guestCount: 8,
    });
    expect([expired.statusCode, expired.json().message]).toEqual([409, offerMessages.expired]);

    await w.ctx.db
      .updateTable('quote_offers')
      .set({ valid_until: d(5) })
      .where('id', '=', newer.id)
      .execute();
    const declined = await call('POST', `/quotereq/${id}/offer/decline`, {
      offerId: newer.id,
      reason: 'Troppo caro',
    });
    expect(declined.statusCode).toBe(200);
    expect(myQuoteOffer.parse(declined.json())).toMatchObject({
      status: 'rejected',
      offer: { status: 'declined', declineReason: 'Troppo caro' },
    });
    // A closed request takes no new offer.
    const again = await staff('PUT', `/docs/quotereqs/${id}/offer`, {
      validUntil: d(10),
      alternatives: [beta(60)],
      version: 0,
    });
    expect(again.statusCode).toBe(409);
  });

  test('places gone: 409 in Italian, nothing kept, the request back to staff', async () => {
    const id = await newRequest(w.agency1, 70, 10);
    const offer = await sentOffer(id, [beta(70)]);
    // Someone else takes 5 of Beta's 10 places meanwhile.
    await w.ctx.db
      .insertInto('holds')
      .values({
        hotel_id: w.h.beta,
        guest_type_id: 's',
        begin: d(70),
        end: d(73),
        places: 5,
        kind: 'reservation',
        expires: null,
        contact: 'Altro gruppo',
        stay_id: null,
        created_by: null,
      })
      .execute();
    const cases = async () => (await w.ctx.db.selectFrom('cases').select('number').execute()).length;
    const before = await cases();
    const res = await accept(id, {
      offerId: offer.id,
      alternativeId: offer.alternatives[0].id,
      guestCount: 10,
    });
    expect([res.statusCode, res.json().error, res.json().message]).toEqual([
      409,
      'PlacesGone',
      offerMessages.placesGone,
    ]);
    expect(await cases()).toBe(before);
    expect((await myOffer(id)).status).toBe('in_progress');
    const mails = await w.ctx.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject'])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(mails[0].subject).toContain('Posti non più disponibili');
  });

  test('two agencies racing for the last places: one option, never an oversell', async () => {
    const one = await newRequest(w.agency1, 80, 10);
    const two = await newRequest(w.agency2, 80, 10);
    const o1 = await sentOffer(one, [beta(80)]);
    const o2 = await sentOffer(two, [beta(80)]);
    const results = await Promise.all([
      accept(one, { offerId: o1.id, alternativeId: o1.alternatives[0].id, guestCount: 10 }),
      accept(two, { offerId: o2.id, alternativeId: o2.alternatives[0].id, guestCount: 10 }, w.agency2Cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = (await holdsOf(w.h.beta, d(80))).reduce((s, h) => s + h.places, 0);
    expect(held).toBe(10);
  });
});

describe('what an agency may not do', () => {
  test('another agency’s request and offer are not found; staff cannot answer for an agency', async () => {
    const id = await newRequest(w.agency1, 45);
    const offer = await sentOffer(id, [beta(45)]);
    for (const url of [`/quotereq/${id}/offer`, `/quotereq/${id}/offer.pdf`])
      expect((await call('GET', url, undefined, w.agency2Cookie)).statusCode).toBe(404);
    const body = { offerId: offer.id, alternativeId: offer.alternatives[0].id, guestCount: 10, note: null };
    expect((await accept(id, body, w.agency2Cookie)).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/quotereq/${id}/offer/decline`,
          { offerId: offer.id, reason: 'no' },
          w.agency2Cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await accept(id, body, w.users.admin)).statusCode).toBe(403);
    expect((await call('GET', `/docs/quotereqs/${id}/offers`)).statusCode).toBe(403);
    // An offer of another request: not found.
    const other = await newRequest(w.agency1, 46);
    expect((await accept(other, body)).statusCode).toBe(404);
    const list = quoteOffers.parse((await staff('GET', `/docs/quotereqs/${id}/offers`)).json());
    expect(list.items.map((o) => o.status)).toEqual(['sent']);
  });
});
