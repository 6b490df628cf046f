import {
  addDays,
  agencyPriceList,
  formatDate,
  formatEuro,
  messages,
  proposedCaseName,
  quoteMessages,
  todayInRome,
} from '@ham/contracts';
import {
  type MyQuoteOffer,
  type OfferAcceptWrite,
  type OfferDeclineWrite,
  type OfferWrite,
  offerMessages,
  type QuoteOffer,
  type QuoteOffers,
} from '@ham/contracts/offers';
import { placeOption } from '../allotment/holds-service';
import { findCaseHead, insertCase } from '../cases/cases-repository';
import { createDefaultStay } from '../cases/stays-service';
import type { AppConfig } from '../config';
import { readConfig } from '../config-groups/config-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { AppError, badRequest, conflict, notFound, stale } from '../errors';
import { findGuestType } from '../hotels/reference-checks';
import { queueMail } from '../mail/outbox';
import { salePrices } from '../quote-requests/catalog-repository';
import { surchargeOf } from '../quote-requests/options-service';
import { findRequest, linkCase, type RequestRow } from '../quote-requests/requests-repository';
import { offerAnsweredMail, offerPlacesGoneMail, offerSentMail } from './offer-mails';
import { agreedPrices, finalGuests, offerAnswerRefusal, priceAlternative } from './offer-rules';
import {
  type AlternativeValues,
  findAgencyOffer,
  findAlternativeRow,
  findDraftRow,
  findHotelForOffer,
  findOffer,
  findOffersOfRequest,
  insertDraft,
  lockOffer,
  replaceAlternatives,
  setOfferStatus,
  setRequestState,
  supersedeSent,
  updateDraft,
  widenCasePeriod,
} from './offers-repository';

/**
 * Offers answering a quote request (docs/product/offers.md): the staff's draft and its sending,
 * the agency's acceptance (case, stay and option in one transaction) or refusal. Every writer
 * locks the request first, then the offer, then (through the stays and holds services) the
 * case and the allotment.
 */

const requestNotFound = () => notFound(quoteMessages.requestNotFound);

/** Lays out the PDF of an offer (the routes' PDF lanes). */
export type OfferPrinter = (r: RequestRow, offer: QuoteOffer) => Promise<Uint8Array>;
const offerNotFound = () => notFound(offerMessages.offerNotFound);

async function requestOr404(db: Executor, id: number, lock = false, agencyId?: number): Promise<RequestRow> {
  const row = await findRequest(db, id, lock);
  if (!row || (agencyId !== undefined && row.agency_id !== agencyId)) throw requestNotFound();
  return row;
}

/** GET /docs/quotereqs/:requestId/offers. */
export async function listOffers(db: Db, requestId: number, today = todayInRome()): Promise<QuoteOffers> {
  await requestOr404(db, requestId);
  return { items: await findOffersOfRequest(db, requestId, today) };
}

/** Each alternative priced on the request's agency price list (docs/product/offers.md#the-offer). */
async function pricedAlternatives(
  db: Executor,
  r: RequestRow,
  input: OfferWrite,
): Promise<AlternativeValues[]> {
  const [guestType, surcharge] = await Promise.all([
    findGuestType(db, r.guest_type_id),
    surchargeOf(db, r.agency_id),
  ]);
  if (!guestType) throw badRequest(messages.validation);
  const fields: Record<string, string> = {};
  const out: AlternativeValues[] = [];
  for (const [i, alt] of input.alternatives.entries()) {
    const at = `alternatives.${i}`;
    const hotel = await findHotelForOffer(db, alt.hotelId, r.guest_type_id);
    if (!hotel?.active) {
      fields[`${at}.hotelId`] = offerMessages.invalidHotel;
      continue;
    }
    const sc = await db
      .selectFrom('service_classes')
      .select('id')
      .where('id', '=', alt.serviceClassId)
      .executeTakeFirst();
    if (!sc) {
      fields[`${at}.serviceClassId`] = quoteMessages.invalidServiceClass;
      continue;
    }
    const entries = await salePrices(db, [alt.hotelId], [r.guest_type_id], alt.begin, addDays(alt.end, -1));
    const freebie =
      hotel.freebie_every && hotel.freebie_accomodation_id
        ? { every: hotel.freebie_every, accomodationId: hotel.freebie_accomodation_id }
        : null;
    const price = priceAlternative({
      entries: agencyPriceList(
        entries.map((p) => ({ ...p, costs: {}, extrasCosts: {} })),
        surcharge,
      ),
      guestType,
      freebie,
      begin: alt.begin,
      end: alt.end,
      serviceClassId: alt.serviceClassId,
      rooms: alt.rooms,
      included: alt.included,
      total: alt.total,
    });
    if (!price.ok) {
      for (const [j, room] of alt.rooms.entries()) {
        if (price.invalid.includes(room.accomodationId))
          fields[`${at}.rooms.${j}.accomodationId`] = offerMessages.invalidAccomodation;
        if (price.unpriced.includes(room.accomodationId))
          fields[`${at}.rooms.${j}.unitPrice`] = offerMessages.unpriced(room.accomodationId);
      }
      continue;
    }
    out.push({
      hotel_id: alt.hotelId,
      begin: alt.begin,
      end: alt.end,
      service_class_id: alt.serviceClassId,
      rooms: price.rooms,
      included: alt.included,
      guest_count: price.guestCount,
      free_guests: price.freeGuests,
      total: price.total,
      total_typed: alt.total !== null,
    });
  }
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
  return out;
}

function checkDates(input: OfferWrite, today: string) {
  const fields: Record<string, string> = {};
  if (input.validUntil < today) fields.validUntil = offerMessages.validPast;
  if (input.optionUntil !== null && input.optionUntil < today)
    fields.optionUntil = offerMessages.optionAfterValid;
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);
}

/** A request that was accepted, refused or closed takes no new offer. */
function checkOpen(r: RequestRow) {
  if (r.stored_status === 'accepted' || r.stored_status === 'done' || r.stored_status === 'rejected')
    throw conflict('RequestClosed', offerMessages.requestClosed);
}

/**
 * PUT /docs/quotereqs/:requestId/offer: saves the draft (version 0 starts one; a request has
 * one draft at a time), each alternative priced again. 409 StaleRecord over a changed draft.
 */
export async function saveDraft(
  db: Db,
  requestId: number,
  input: OfferWrite,
  actorId: number | null,
  today = todayInRome(),
): Promise<QuoteOffer> {
  checkDates(input, today);
  return db.transaction().execute((tx) => writeDraft(tx, requestId, input, actorId, today));
}

/** `saveDraft` inside the caller's transaction (the demo data's seed writes one too). */
export async function writeDraft(
  tx: Executor,
  requestId: number,
  input: OfferWrite,
  actorId: number | null,
  today = todayInRome(),
): Promise<QuoteOffer> {
  const r = await requestOr404(tx, requestId, true);
  checkOpen(r);
  const alternatives = await pricedAlternatives(tx, r, input);
  const head = { valid_until: input.validUntil, option_until: input.optionUntil, message: input.message };
  const draft = await findDraftRow(tx, requestId);
  let id: number;
  if (!draft) {
    if (input.version !== 0) throw stale();
    id = await insertDraft(tx, requestId, head, actorId);
  } else {
    if (!(await updateDraft(tx, draft.id, input.version, head))) throw stale();
    id = draft.id;
  }
  await replaceAlternatives(tx, id, alternatives);
  if (r.stored_status === 'new') await setRequestState(tx, requestId, 'in_progress');
  return findOffer(tx, id, today);
}

/** The draft `draftId` becomes the request's live offer (the one sent before superseded), 'Offerta inviata'. */
export async function markOfferSent(tx: Executor, requestId: number, draftId: number, validUntil: string) {
  await supersedeSent(tx, requestId);
  await setOfferStatus(tx, draftId, 'sent', { sent_at: new Date() });
  await setRequestState(tx, requestId, 'offer_sent', { offer_valid_until: validUntil });
}

/**
 * POST /docs/quotereqs/:requestId/offer/send ('Invia all'agenzia'): the draft becomes the live
 * offer (the one sent before is superseded), the request reads 'Offerta inviata' until the
 * validity, and the agency user who asked gets an e-mail with the offer's PDF.
 */
export async function sendOffer(
  db: Db,
  requestId: number,
  version: number,
  config: Pick<AppConfig, 'publicUrl'>,
  printed?: OfferPrinter,
  today = todayInRome(),
): Promise<QuoteOffer> {
  // The PDF is made before the transaction (the PDF lanes, no lock held while it renders), from
  // the draft at the version sent; the transaction checks that version again.
  let pdf: { filename: string; content: Uint8Array } | null = null;
  const before = await findDraftRow(db, requestId);
  if (printed && before?.version === version) {
    const r = await requestOr404(db, requestId);
    pdf = {
      filename: `offerta-${requestId}-${before.id}.pdf`,
      content: await printed(r, await findOffer(db, before.id, today)),
    };
  }
  return db.transaction().execute(async (tx) => {
    const r = await requestOr404(tx, requestId, true);
    checkOpen(r);
    const draft = await findDraftRow(tx, requestId);
    if (!draft) throw notFound(offerMessages.noDraft);
    if (draft.version !== version) throw stale();
    if (draft.valid_until < today)
      throw badRequest(messages.validation, { validUntil: offerMessages.validPast });
    await markOfferSent(tx, requestId, draft.id, draft.valid_until);
    const offer = await findOffer(tx, draft.id, today);
    const mail = offerSentMail(r.contact_email, r, offer, `${config.publicUrl}/mie-richieste/${requestId}`);
    if (pdf && pdf.filename === `offerta-${requestId}-${draft.id}.pdf`)
      mail.attachments = [{ ...pdf, contentType: 'application/pdf' }];
    await queueMail(tx, mail);
    return offer;
  });
}

/** GET /quotereq/:id/offer: the agency's own request's status and the offer it reads. */
export async function getMyOffer(
  db: Executor,
  agencyId: number,
  requestId: number,
  today = todayInRome(),
): Promise<MyQuoteOffer> {
  const r = await requestOr404(db, requestId, false, agencyId);
  return { status: r.status, offer: await findAgencyOffer(db, requestId, today) };
}

/** The live offer the agency answers, locked; 404 for an offer of another request. */
async function answerable(tx: Executor, r: RequestRow, offerId: number) {
  const offer = await lockOffer(tx, offerId);
  if (!offer || offer.request_id !== r.id || offer.status === 'draft') throw offerNotFound();
  return offer;
}

function refuse(refusal: NonNullable<ReturnType<typeof offerAnswerRefusal>>): never {
  if (refusal === 'expired') throw conflict('OfferExpired', offerMessages.expired);
  if (refusal === 'superseded') throw conflict('OfferSuperseded', offerMessages.superseded);
  throw conflict('OfferDecided', offerMessages.alreadyDecided);
}

export interface OfferAnswerContext {
  config: Pick<AppConfig, 'publicUrl'>;
  today?: string;
}

/**
 * POST /quotereq/:id/offer/accept (docs/product/offers.md#acceptance). In one transaction, with
 * the request and the offer locked (a double click accepts once: the same answer again is
 * answered as it was): the case (new, or the one already linked), the stay of the alternative
 * with its agreed prices, an option on the hotel's places until the offer's date (else the
 * configured days), the statuses and the e-mail to staff. Places gone: 409 PlacesGone, nothing
 * of that is kept, and the request goes back to staff ('In lavorazione') with an e-mail.
 */
export async function acceptOffer(
  db: Db,
  agencyId: number,
  requestId: number,
  input: OfferAcceptWrite,
  { config, today = todayInRome() }: OfferAnswerContext,
): Promise<MyQuoteOffer> {
  try {
    await db.transaction().execute(async (tx) => {
      const r = await requestOr404(tx, requestId, true, agencyId);
      const offer = await answerable(tx, r, input.offerId);
      if (offer.status === 'accepted' && offer.accepted_alternative_id === input.alternativeId) return;
      const refusal = offerAnswerRefusal({ status: offer.status, validUntil: offer.valid_until }, today);
      if (refusal) refuse(refusal);
      const alt = await findAlternativeRow(tx, offer.id, input.alternativeId);
      if (!alt) throw badRequest(messages.validation, { alternativeId: offerMessages.alternativeNotFound });
      const guests = finalGuests(alt.rooms, input.guestCount);
      if (!guests) throw badRequest(messages.validation, { guestCount: offerMessages.atLeastOneGuest });

      let caseNumber = r.case_number;
      if (caseNumber !== null && (await findCaseHead(tx, caseNumber, true))) {
        await widenCasePeriod(tx, caseNumber, alt.begin, alt.end);
      } else {
        caseNumber = await insertCase(
          tx,
          {
            name: proposedCaseName({
              customer: { fullName: r.agency_name },
              area: { name: r.area_name },
              ...alt,
            }),
            customerId: r.agency_id,
            beginDate: alt.begin,
            endDate: alt.end,
            guestTypeId: r.guest_type_id,
            guestCount: input.guestCount,
            notes: input.note,
          },
          null,
        );
        await linkCase(tx, r.id, caseNumber, r.stored_status);
      }
      const stayId = await createDefaultStay(tx, caseNumber, alt.hotel_id, alt.service_class_id, {
        begin: alt.begin,
        end: alt.end,
        guests,
        prices: agreedPrices(alt.rooms, alt.service_class_id),
      });
      if (stayId === null) throw conflict('PlacesGone', offerMessages.placesGone);
      const days = (await readConfig(tx, 'quoterequests')).offerOptionDays;
      const expires =
        offer.option_until && offer.option_until >= today ? offer.option_until : addDays(today, days);
      await placeOption(tx, {
        hotelId: alt.hotel_id,
        guestTypeId: r.guest_type_id,
        begin: alt.begin,
        end: alt.end,
        places: input.guestCount,
        stayId,
        expires,
        contact: r.agency_name,
        actorId: null,
        today,
      });
      await setOfferStatus(tx, offer.id, 'accepted', {
        accepted_alternative_id: alt.id,
        final_guest_count: input.guestCount,
        agency_note: input.note,
        decided_at: new Date(),
        case_number: caseNumber,
      });
      await setRequestState(tx, r.id, 'accepted', { case_number: caseNumber });
      const staff = (await readConfig(tx, 'quoterequests')).email;
      if (staff)
        await queueMail(
          tx,
          offerAnsweredMail(staff, r, {
            accepted: true,
            text: `${alt.hotel_name}, dal ${formatDate(alt.begin)} al ${formatDate(alt.end)}, ${input.guestCount} partecipanti, ${formatEuro(alt.total)}; opzione fino al ${formatDate(expires)}, pratica n. ${caseNumber}`,
            note: input.note,
            link: `${config.publicUrl}/richieste/${r.id}`,
          }),
        );
    });
  } catch (e) {
    if (e instanceof AppError && (e.code === 'NotEnoughPlaces' || e.code === 'PlacesGone')) {
      await placesGone(db, requestId, config);
      throw conflict('PlacesGone', offerMessages.placesGone);
    }
    throw e;
  }
  return getMyOffer(db, agencyId, requestId, today);
}

/** The places went: the request goes back to staff, who are told by e-mail. */
async function placesGone(db: Db, requestId: number, config: Pick<AppConfig, 'publicUrl'>) {
  await db.transaction().execute(async (tx) => {
    const r = await requestOr404(tx, requestId, true);
    if (r.stored_status !== 'offer_sent') return;
    await setRequestState(tx, requestId, 'in_progress');
    const staff = (await readConfig(tx, 'quoterequests')).email;
    if (staff)
      await queueMail(tx, offerPlacesGoneMail(staff, r, `${config.publicUrl}/richieste/${requestId}`));
  });
}

/** POST /quotereq/:id/offer/decline: the agency refuses the offer with a reason; the request is closed ('Rifiutata'). */
export async function declineOffer(
  db: Db,
  agencyId: number,
  requestId: number,
  input: OfferDeclineWrite,
  { config, today = todayInRome() }: OfferAnswerContext,
): Promise<MyQuoteOffer> {
  await db.transaction().execute(async (tx) => {
    const r = await requestOr404(tx, requestId, true, agencyId);
    const offer = await answerable(tx, r, input.offerId);
    if (offer.status === 'declined') return;
    const refusal = offerAnswerRefusal({ status: offer.status, validUntil: offer.valid_until }, today);
    if (refusal) refuse(refusal);
    await setOfferStatus(tx, offer.id, 'declined', { decline_reason: input.reason, decided_at: new Date() });
    await setRequestState(tx, r.id, 'rejected');
    const staff = (await readConfig(tx, 'quoterequests')).email;
    if (staff)
      await queueMail(
        tx,
        offerAnsweredMail(staff, r, {
          accepted: false,
          text: input.reason,
          note: null,
          link: `${config.publicUrl}/richieste/${r.id}`,
        }),
      );
  });
  return getMyOffer(db, agencyId, requestId, today);
}

/** The offer of a PDF: staff any offer of the request, the agency only the one it reads. */
export async function offerForPdf(db: Db, requestId: number, offerId: number | null, agencyId?: number) {
  const r = await requestOr404(db, requestId, false, agencyId);
  const today = todayInRome();
  const offer =
    offerId === null ? await findAgencyOffer(db, requestId, today) : await findOffer(db, offerId, today);
  if (!offer || offer.requestId !== requestId) throw offerNotFound();
  return { request: r, offer };
}
