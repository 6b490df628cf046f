import {
  caseMessages,
  conditionsErrors,
  defaultStayConditions,
  defaultStayFreebies,
  defaultStayPrices,
  messages,
  type Stay,
  type StayAuxData,
  type StayEdit,
  type StayOptionWrite,
  type StayReservationWrite,
  type StayUpdate,
  type StayWrite,
  stayGuestCount,
  todayInRome,
} from '@ham/contracts';
import {
  cancelHold,
  changeHold,
  checkPlaces,
  confirmHold,
  getHoldOfStay,
  placeOption,
  placeReservation,
} from '../allotment/holds-service';
import type { Executor } from '../db/executor';
import type { Db } from '../db/schema';
import { badRequest, conflict, notFound, stale } from '../errors';
import { guestTypeOf, toStay, toStayEdit } from './case-mapping';
import {
  type CaseHeadRow,
  caseNumberOfStay,
  costLineNames,
  deleteStay,
  findCaseHead,
  findOfferOfHotel,
  findStayRow,
  insertStay,
  lockStay,
  priceRowsCovering,
  type StayValues,
  updateStay,
} from './cases-repository';
import { caseHeadOr404 } from './cases-service';

/**
 * Stays of a case file (docs/product/cases.md#stays, allotment-and-holds.md#holds-options-and-reservations). Every change runs in one
 * transaction with its hold, through the holds service (docs/product/allotment-and-holds.md: no oversell unless
 * forced). Rule decided here: a stay must lie within the case's period (arrival and
 * departure included): 400 with an Italian message otherwise.
 */

export interface Actor {
  actorId: number | null;
  today?: string;
}

const stayNotFound = () => notFound(caseMessages.stayNotFound);

/**
 * Locks the stay's case, then the stay: the lock order of every stay writer and of the case
 * delete, so a hold placed on a stay and the delete of its case run one after the other
 * (docs/SECURITY.md). A stay whose case went meanwhile is not found.
 */
async function lockStayOfCase(tx: Executor, id: number) {
  const caseNumber = await caseNumberOfStay(tx, id);
  if (caseNumber === undefined) throw stayNotFound();
  const head = await findCaseHead(tx, caseNumber, true);
  const stay = head ? await lockStay(tx, id) : undefined;
  if (!head || !stay || stay.case_number !== caseNumber) throw stayNotFound();
  return { stay, head };
}

type OfferRow = NonNullable<Awaited<ReturnType<typeof findOfferOfHotel>>>;

/** The offer's freebie rule (one free every N, in a type), or null without one. */
const freebieOf = (offer: Pick<OfferRow, 'freebie_every' | 'freebie_accomodation_id'> | undefined) =>
  offer?.freebie_every && offer.freebie_accomodation_id
    ? { every: offer.freebie_every, accomodationId: offer.freebie_accomodation_id }
    : null;

/** The hotel's active offer for the case's guest type, or a 400 on the hotel field (step one). */
async function activeOfferOr400(db: Executor, hotelId: number, guestTypeId: string) {
  const offer = await findOfferOfHotel(db, hotelId, guestTypeId);
  if (!offer) throw badRequest(messages.validation, { hotelId: caseMessages.invalidHotel });
  if (!offer.active) throw badRequest(caseMessages.noActiveOffer, { hotelId: caseMessages.noActiveOffer });
  return offer;
}

function periodErrors(head: CaseHeadRow, begin: string, end: string): Record<string, string> {
  if (begin < head.begin_date || end > head.end_date)
    return { begin: caseMessages.stayOutsideCase(head.begin_date, head.end_date) };
  return {};
}

/** GET /docs/:docNum/stays/auxdata: hotel, active offer, price rows and the step-two defaults. */
export async function getStayAuxData(
  db: Db,
  caseNumber: number,
  q: { hotel: number; begin: string; end: string },
): Promise<StayAuxData> {
  const head = await caseHeadOr404(db, caseNumber);
  const period = periodErrors(head, q.begin, q.end);
  if (Object.keys(period).length) throw badRequest(period.begin, period);
  const offer = await activeOfferOr400(db, q.hotel, head.guest_type_id);
  const [priceRows, names] = await Promise.all([
    priceRowsCovering(db, q.hotel, head.guest_type_id, q.begin, q.end),
    costLineNames(db),
  ]);
  const guestType = guestTypeOf(head);
  const freebie = freebieOf(offer);
  const conditions = defaultStayConditions(q.begin, q.end);
  const guests = { [guestType.baseAccomodationId]: head.guest_count };
  const prices = defaultStayPrices(priceRows, guestType, q.begin, q.end, names.serviceClassIds);
  const freebies = defaultStayFreebies(
    { begin: q.begin, end: q.end, conditions, guests, prices: {}, priceRows, guestType },
    freebie,
  );
  return {
    hotel: {
      id: offer.id,
      name: offer.name,
      city: offer.city,
      hidden: offer.hidden,
      category: offer.cat_id && offer.cat_name ? { id: offer.cat_id, name: offer.cat_name } : null,
    },
    activeOffer: { freebie },
    priceRows,
    guestType,
    defaults: { conditions, guests, prices, ...freebies },
  };
}

/** Checks the stay against its case and reference data; the row values to write. */
async function stayValues(
  tx: Executor,
  head: CaseHeadRow,
  input: StayWrite,
  keep: Pick<StayValues, 'hotel_id' | 'begin' | 'end' | 'price_rows' | 'freebie'> | null,
): Promise<StayValues> {
  const guestType = guestTypeOf(head);
  const accs = [guestType.baseAccomodationId, ...guestType.extraAccomodationIds];
  const names = await costLineNames(tx);
  const fields: Record<string, string> = { ...periodErrors(head, input.begin, input.end) };
  Object.assign(fields, conditionsErrors(input.begin, input.end, input.conditions, names.serviceClassIds));
  for (const k of Object.keys(input.guests))
    if (!accs.includes(k)) fields[`guests.${k}`] = 'Sistemazione non valida per la tipologia';
  if (stayGuestCount(input.guests) <= 0) fields.guests = caseMessages.noGuests;
  const offer = await findOfferOfHotel(tx, input.hotelId, head.guest_type_id);
  if (!offer) fields.hotelId = caseMessages.invalidHotel;
  else if (!offer.active && (!keep || keep.hotel_id !== input.hotelId))
    fields.hotelId = caseMessages.noActiveOffer;
  if (Object.keys(fields).length) throw badRequest(messages.validation, fields);

  const same =
    keep && keep.hotel_id === input.hotelId && keep.begin === input.begin && keep.end === input.end;
  const priceRows = same
    ? keep.price_rows
    : await priceRowsCovering(tx, input.hotelId, head.guest_type_id, input.begin, input.end);
  const freebie = same ? keep.freebie : freebieOf(offer);
  const prices = Object.fromEntries(Object.entries(input.prices).filter(([acc]) => accs.includes(acc)));
  return {
    hotel_id: input.hotelId,
    begin: input.begin,
    end: input.end,
    guests: Object.fromEntries(Object.entries(input.guests).filter(([, n]) => n > 0)),
    prices,
    freebies_count: input.freebiesCount,
    freebies_value: input.freebiesValue,
    conditions: input.conditions,
    price_rows: priceRows,
    freebie,
    notes: input.notes,
  };
}

async function readStay(db: Executor, id: number, today = todayInRome()): Promise<Stay> {
  const edit = await getStayEdit(db, id, today);
  const { priceRows: _p, freebie: _f, guestType: _g, ...stay } = edit;
  return stay;
}

export async function getStayEdit(db: Executor, id: number, today = todayInRome()): Promise<StayEdit> {
  const row = await findStayRow(db, id);
  if (!row) throw stayNotFound();
  const [head, names] = await Promise.all([caseHeadOr404(db, row.case_number), costLineNames(db)]);
  return toStayEdit(row, guestTypeOf(head), names, today);
}

export async function getStay(db: Db, id: number): Promise<Stay> {
  const row = await findStayRow(db, id);
  if (!row) throw stayNotFound();
  const [head, names] = await Promise.all([caseHeadOr404(db, row.case_number), costLineNames(db)]);
  return toStay(row, guestTypeOf(head), names, todayInRome());
}

export async function createStay(db: Db, caseNumber: number, input: StayWrite): Promise<Stay> {
  return db.transaction().execute(async (tx) => {
    const head = await caseHeadOr404(tx, caseNumber, true);
    const id = await insertStay(tx, caseNumber, await stayValues(tx, head, input, null), guestTypeOf(head));
    return readStay(tx, id);
  });
}

/**
 * The stay of 'Crea pratica' from a quote request (docs/product/agency-portal.md): the case's whole period in
 * `hotelId`, every guest in the base accommodation, every day in `serviceClassId` with the
 * default meals, prices from the price list and the default freebies (as step two of the
 * stay editor would propose). No hold: staff place the option. null when the hotel no
 * longer has an active price list for the case's guest type (the case stays without it).
 */
export async function createDefaultStay(
  tx: Executor,
  caseNumber: number,
  hotelId: number,
  serviceClassId: string,
  agreed?: Pick<StayWrite, 'begin' | 'end' | 'guests' | 'prices'>,
): Promise<number | null> {
  const head = await caseHeadOr404(tx, caseNumber, true);
  const offer = await findOfferOfHotel(tx, hotelId, head.guest_type_id);
  if (!offer?.active) return null;
  // An accepted offer (docs/product/offers.md#acceptance) brings its own period, guests and prices.
  const begin = agreed?.begin ?? head.begin_date;
  const end = agreed?.end ?? head.end_date;
  const guestType = guestTypeOf(head);
  const priceRows = await priceRowsCovering(tx, hotelId, head.guest_type_id, begin, end);
  const money = {
    begin,
    end,
    conditions: defaultStayConditions(begin, end, serviceClassId),
    guests: agreed?.guests ?? { [guestType.baseAccomodationId]: head.guest_count },
    prices: agreed?.prices ?? {},
    priceRows,
    guestType,
  };
  const { conditions, guests, prices } = money;
  const freebies = defaultStayFreebies(money, freebieOf(offer));
  const input: StayWrite = { hotelId, begin, end, conditions, guests, prices, ...freebies, notes: null };
  return insertStay(tx, caseNumber, await stayValues(tx, head, input, null), guestType);
}

/**
 * PUT /docs/stays/:id[?force=true]. A guest-count change of a stay with an option or a
 * reservation answers 409 ChangingOptionGuestCount / ChangingReservationGuestCount (with
 * the short nights, if any) until resent with force; the hold follows the stay in the same
 * transaction (NotEnoughPlaces unless forced). A stale version: 409 StaleRecord, nothing saved.
 */
export async function saveStay(
  db: Db,
  id: number,
  { version, ...input }: StayUpdate,
  force: boolean,
  actor: Actor,
): Promise<Stay> {
  return db.transaction().execute(async (tx) => {
    const { stay: current, head } = await lockStayOfCase(tx, id);
    if (current.version !== version) throw stale();
    const values = await stayValues(tx, head, input, current);
    const hold = await getHoldOfStay(tx, id);
    if (hold) {
      const places = stayGuestCount(input.guests);
      const placement = {
        hotelId: input.hotelId,
        guestTypeId: head.guest_type_id,
        begin: input.begin,
        end: input.end,
        places,
      };
      if (places !== hold.places && !force) {
        const nights = await checkPlaces(tx, placement, hold, actor.today);
        throw conflict(
          hold.kind === 'option' ? 'ChangingOptionGuestCount' : 'ChangingReservationGuestCount',
          hold.kind === 'option'
            ? caseMessages.changingOptionGuestCount
            : caseMessages.changingReservationGuestCount,
          { from: hold.places, to: places, nights },
        );
      }
      if (
        places !== hold.places ||
        input.hotelId !== hold.hotelId ||
        input.begin !== hold.begin ||
        input.end !== hold.end
      )
        await changeHold(tx, hold.id, { ...placement, actorId: actor.actorId, force, today: actor.today });
    }
    await updateStay(tx, id, version, values, guestTypeOf(head), caseMessages.stayNotFound);
    return readStay(tx, id);
  });
}

/** Deletes the stay; its option or reservation is released in the same transaction (docs/product/allotment-and-holds.md#holds-options-and-reservations). */
export async function removeStay(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockStayOfCase(tx, id);
    const hold = await getHoldOfStay(tx, id);
    if (hold) await cancelHold(tx, hold.id);
    await deleteStay(tx, id);
  });
}

async function holdContext(tx: Executor, id: number) {
  const { stay, head } = await lockStayOfCase(tx, id);
  const hold = await getHoldOfStay(tx, id);
  const placement = {
    hotelId: stay.hotel_id,
    guestTypeId: head.guest_type_id,
    begin: stay.begin,
    end: stay.end,
    places: stayGuestCount(stay.guests),
    stayId: id,
  };
  return { stay, head, hold, placement };
}

/** PUT /docs/stays/:id/option: 'Opziona', 'Modifica opzione' or 'Nuova opzione' (after expiry). */
export async function putStayOption(
  db: Db,
  id: number,
  input: StayOptionWrite,
  force: boolean,
  actor: Actor,
): Promise<Stay> {
  const today = actor.today ?? todayInRome();
  if (input.expires < today) throw badRequest(messages.validation, { expires: messages.pastDate });
  return db.transaction().execute(async (tx) => {
    const { hold, placement } = await holdContext(tx, id);
    const common = { actorId: actor.actorId, force, today };
    if (hold?.kind === 'reservation') throw conflict('Conflict', caseMessages.alreadyReserved);
    if (!hold)
      await placeOption(tx, { ...placement, ...common, expires: input.expires, contact: input.contact });
    else
      await changeHold(tx, hold.id, {
        ...placement,
        ...common,
        expires: input.expires,
        contact: input.contact,
      });
    return readStay(tx, id, today);
  });
}

/** PUT /docs/stays/:id/reservation: confirms the option, or reserves directly, or changes the contact. */
export async function putStayReservation(
  db: Db,
  id: number,
  input: StayReservationWrite,
  force: boolean,
  actor: Actor,
): Promise<Stay> {
  const today = actor.today ?? todayInRome();
  return db.transaction().execute(async (tx) => {
    const { hold, placement } = await holdContext(tx, id);
    const common = { actorId: actor.actorId, force, today };
    if (!hold) await placeReservation(tx, { ...placement, ...common, contact: input.contact });
    else if (hold.kind === 'option')
      await changeHold(tx, hold.id, { ...placement, ...common, kind: 'reservation', contact: input.contact });
    else await confirmHold(tx, hold.id, input.contact, common);
    return readStay(tx, id, today);
  });
}

const noHold = { option: caseMessages.noOption, reservation: caseMessages.noReservation };

/** DELETE /docs/stays/:id/option or /docs/stays/:id/reservation: cancels the stay's hold of that kind. */
export async function deleteStayHold(db: Db, id: number, kind: keyof typeof noHold): Promise<Stay> {
  return db.transaction().execute(async (tx) => {
    const { hold } = await holdContext(tx, id);
    if (hold?.kind !== kind) throw notFound(noHold[kind]);
    await cancelHold(tx, hold.id);
    return readStay(tx, id);
  });
}
